// The prerendered pages of a client build: every .html file under it, outside the hashed assets.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

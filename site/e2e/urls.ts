import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');

/** Every prerendered page of the build (from its HTML files), except the 404 page. */
export function prerenderedPaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full);
      } else if (name === 'index.html') {
        const route = '/' + path.relative(clientDir, dir).split(path.sep).join('/');
        paths.push(route === '/' ? '/' : route.replace(/\/$/, ''));
      }
    }
  };
  walk(clientDir);
  return paths.filter((route) => route !== '/404').sort();
}

// Build time: the address of the islands' browser entry, from the islands bundle's manifest (vite.islands.config.ts
// builds it before the pages are prerendered). In `react-router dev`, Vite serves the source file itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Outside build/, which the pages' build empties. */
export const islandsBuildDir = 'build-islands';
const source = 'app/islands/client.tsx';

let entry: string | undefined;

/** Read once per build (the root loader asks for it on every page). */
export function islandsEntry(): string {
  if (import.meta.env.DEV) return `/${source}`;
  entry ??= readEntry();
  return entry;
}

function readEntry(): string {
  const manifestFile = path.resolve(islandsBuildDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `The islands bundle is missing (${manifestFile}): build it first with \`vite build -c vite.islands.config.ts\` (the site's build script does).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`The islands manifest ${manifestFile} has no entry for ${source}.`);
  return `/${chunk.file}`;
}

// @vitest-environment node
// Drafts never ship: the browser entries of the package (the root entry, `@agency/content/editorial` and
// `@agency/content/contracts`) must not reach the blog posts, or a draft's title and body would travel in every
// page's JavaScript that imports them. The posts are on `@agency/content/posts` (build time and servers only). These
// tests bundle each entry the way tsup does (esbuild, tsup's own copy) and read the import graph; then, when the
// package is built, they read the built files.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import tsupConfig from '../tsup.config';
import { postsData } from './collections/blog/posts.generated';

interface Metafile {
  inputs: Record<string, unknown>;
}
type Build = (options: Record<string, unknown>) => Promise<{ metafile: Metafile }>;

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve('tsup'))('esbuild') as { build: Build };

const entries = (tsupConfig as { entry: Record<string, string> }).entry;
/** Entries that may hold posts: `posts` itself, and `schemas` (zod and the validator: tooling, never a browser). */
const serverOnly = new Set(['posts', 'schemas']);
const browserEntries = Object.keys(entries).filter((name) => !serverOnly.has(name));

/** Every source file the bundle of an entry reads (package dependencies left out). */
async function modulesOf(entry: string): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [path.join(packageDir, entry)],
    absWorkingDir: packageDir,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    packages: 'external',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

const reachesPosts = (modules: string[]) =>
  modules.filter((file) => /posts\.generated|(^|\/)src\/posts\.ts$/.test(file));

describe('drafts never ship: the browser entries hold no post', () => {
  it('should build the root, editorial and contracts entries, and the posts on their own entry', () => {
    expect(browserEntries.sort()).toEqual(['contracts', 'editorial', 'index']);
    expect(entries.posts).toBe('src/posts.ts');
    const exports = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports;
    expect(exports['./posts'].import).toBe('./dist/posts.js');
  });

  it.each(browserEntries)('should not reach posts.generated from the %s entry', async (name) => {
    const modules = await modulesOf(entries[name]!);
    // The bundle really read the entry's modules (the contracts are a handful; the others dozens).
    expect(modules.length).toBeGreaterThan(name === 'contracts' ? 3 : 10);
    expect(reachesPosts(modules), `${entries[name]} imports the blog posts`).toEqual([]);
  });

  it('should reach posts.generated from the posts entry (the check can fail)', async () => {
    expect(reachesPosts(await modulesOf(entries.posts!))).toContain(
      'src/collections/blog/posts.generated.ts',
    );
  });

  // The built files, as the site consumes them: each entry's file with every chunk it imports.
  const built = existsSync(path.join(packageDir, 'dist', 'posts.js'));
  const builtFiles = (entry: string) => {
    const seen = new Map<string, string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      const text = readFileSync(path.join(packageDir, 'dist', file), 'utf8');
      seen.set(file, text);
      for (const [, chunk] of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(chunk!);
    };
    visit(`${entry}.js`);
    return seen;
  };
  /** From each post's body, its first 40 characters that any JS string writes as they are (no quote or escape). */
  const openings = postsData.map((post) => /[A-Za-z0-9 ,.]{40}/.exec(post.body)![0]);
  const postsIn = (files: Map<string, string>) =>
    [...files].flatMap(([file, text]) =>
      openings.filter((opening) => text.includes(opening)).map((opening) => `dist/${file}: ${opening}`),
    );

  it.skipIf(!built).each(browserEntries)('should carry no post body in dist/%s.js or its chunks', (name) => {
    const files = builtFiles(name);
    expect(files.size).toBeGreaterThan(1);
    expect(postsIn(files)).toEqual([]);
  });

  it.skipIf(!built)(
    'should carry every post body in dist/posts.js and its chunks (the check can fail)',
    () => {
      expect(postsIn(builtFiles('posts'))).toHaveLength(openings.length);
    },
  );
});

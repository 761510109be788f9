import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

/**
 * Every runtime module is its own entry, and esbuild's code splitting keeps one copy of each: dist/ mirrors src/,
 * and dist/index.js only re-exports. An app's bundler can then give each page just the components it renders,
 * instead of one shared chunk holding the whole design system (a bundler can't split one module between pages).
 */
const runtimeModules = [
  'src/**/*.{ts,tsx}',
  '!src/**/*.{test,stories,fixtures,testing}.{ts,tsx}',
  '!src/**/*.*.stories.tsx',
  '!src/**/*.css.ts',
  '!src/**/__snapshots__/**',
  '!src/fixtures/**',
];

/** Type declarations for each public entry point: every `types` of package.json `exports`, from its source file. */
function publicEntries(): Record<string, string> {
  const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    exports: Record<string, string | { types?: string }>;
  };
  const entries: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(exports)) {
    if (typeof target === 'string' || !target.types) continue;
    const name = target.types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '');
    const source = ['ts', 'tsx'].map((ext) => `src/${name}.${ext}`).find((file) => existsSync(file));
    if (!source)
      throw new Error(`package.json exports "${subpath}": no src/${name}.ts(x) to build its types from`);
    entries[name] = source;
  }
  return entries;
}

/**
 * The build of a component package (this one, and @agency/staff, which imports it): dist/ mirrors src/, one
 * stylesheet. `exclude` adds globs of source that is not part of the package's runtime (e.g. '!src/cli/**').
 */
export function componentPackage(exclude: string[] = []): Options {
  return {
    entry: [...runtimeModules, ...exclude],
    format: ['esm'],
    dts: { entry: publicEntries() },
    clean: true,
    sourcemap: true,
    target: 'es2022',
    splitting: true,
    // dist/ mirrors src/ whatever the entries' common folder is.
    esbuildOptions(options) {
      options.outbase = 'src';
    },
    external: ['react', 'react-dom', 'react/jsx-runtime', 'msw', 'msw/node', 'msw/browser'],
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    // esbuild writes a stylesheet per entry; the package ships one, dist/index.css (every component's styles, in the
    // order of src/index.ts). The per-module copies are removed so nothing can import a partial, out-of-order sheet.
    async onSuccess() {
      for (const file of await readdir('dist', { recursive: true })) {
        if (/\.css(\.map)?$/.test(file) && !/^index\.css(\.map)?$/.test(file))
          await rm(path.join('dist', file));
      }
    },
  };
}

export default defineConfig(componentPackage());

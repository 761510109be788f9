// @vitest-environment node
// What each browser entry of the package may reach, read from the import graph the way tsup bundles it (esbuild,
// tsup's own copy). Drafts never ship: no entry reaches the blog posts (@agency/content/posts) or the tooling entry
// (@agency/content/schemas, which lists every collection, posts included). And the root and sign-in entries never reach
// the editorial rules, which carry zod and turndown: /auth and /admin/leads load only what they show.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Metafile {
  inputs: Record<string, { imports: Array<{ path: string; external?: boolean }> }>;
}
type Build = (options: Record<string, unknown>) => Promise<{ metafile: Metafile }>;

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve('tsup'))('esbuild') as { build: Build };

/** The package's own files an entry reads, and the packages it imports. */
async function graphOf(entry: string): Promise<{ files: string[]; packages: string[] }> {
  const { metafile } = await esbuild.build({
    entryPoints: [path.join(packageDir, entry)],
    absWorkingDir: packageDir,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    packages: 'external',
    loader: { '.css': 'empty' },
    plugins: [
      // vanilla-extract files are styles only; their imports are not part of the question.
      {
        name: 'css-ts-empty',
        setup(build: { onLoad: (o: { filter: RegExp }, f: () => { contents: string }) => void }) {
          build.onLoad({ filter: /\.css\.ts$/ }, () => ({ contents: '' }));
        },
      },
    ],
    logLevel: 'silent',
  });
  const inputs = Object.values(metafile.inputs);
  return {
    files: Object.keys(metafile.inputs),
    packages: [
      ...new Set(inputs.flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path))),
    ],
  };
}

describe('the entries of @agency/staff', () => {
  it.each(['src/index.ts', 'src/auth/index.ts', 'src/rules/index.ts', 'src/mocks/index.ts'])(
    'should not reach the blog posts or the tooling entry from %s',
    async (entry) => {
      const { files, packages } = await graphOf(entry);
      expect(files.length).toBeGreaterThan(0);
      expect(packages.filter((name) => /^@agency\/content\/(posts|schemas)$/.test(name))).toEqual([]);
    },
  );

  it.each(['src/index.ts', 'src/auth/index.ts'])(
    'should not reach the editorial rules, zod or turndown from %s',
    async (entry) => {
      const { files, packages } = await graphOf(entry);
      expect(files.filter((file) => file.startsWith('src/rules/'))).toEqual([]);
      expect(packages.filter((name) => /^(zod|turndown|@agency\/content\/editorial)$/.test(name))).toEqual(
        [],
      );
    },
  );

  it('should reach them from the rules entry (the checks can fail)', async () => {
    const { files, packages } = await graphOf('src/rules/index.ts');
    expect(files).toContain('src/rules/migrate.ts');
    expect(packages).toEqual(expect.arrayContaining(['turndown', '@agency/content/editorial']));
  });
});

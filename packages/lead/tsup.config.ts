import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', fields: 'src/fields.ts', admin: 'src/admin/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  removeNodeProtocol: false,
});

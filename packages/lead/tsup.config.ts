import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base.ts';

export default defineConfig({
  ...libraryBuild,
  entry: { index: 'src/index.ts', fields: 'src/fields.ts', admin: 'src/admin/index.ts' },
});

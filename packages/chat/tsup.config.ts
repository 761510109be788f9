import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base.ts';

export default defineConfig({ ...libraryBuild, entry: { index: 'src/index.ts' } });

import { defineConfig } from 'tsup';
import { componentPackage } from '../ui/tsup.config.ts';

// Built like @agency/ui (dist/ mirrors src/, one dist/index.css); the content:check command is not part of it, nor
// the layout fragments the .css.ts files read at build time (staffLayout.ts).
export default defineConfig(componentPackage(['!src/cli/**', '!src/tools/staffLayout.ts']));

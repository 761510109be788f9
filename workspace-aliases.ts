import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Storybook and Vitest read the workspace packages from source, so a change shows up without a build.
 * The site consumes the built packages (dist/), exactly as an outside app would.
 */
export const workspaceAliases = [
  { find: /^@agency\/content$/, replacement: path.join(root, 'packages/content/src/index.ts') },
  { find: /^@agency\/content\/schemas$/, replacement: path.join(root, 'packages/content/src/schemas.ts') },
  { find: /^@agency\/content\/staff$/, replacement: path.join(root, 'packages/content/src/staff/index.ts') },
  { find: /^@agency\/content\/posts$/, replacement: path.join(root, 'packages/content/src/posts.ts') },
  { find: /^@agency\/ui$/, replacement: path.join(root, 'packages/ui/src/index.ts') },
  { find: /^@agency\/ui\/mocks$/, replacement: path.join(root, 'packages/ui/src/mocks/index.ts') },
  { find: /^@agency\/ui\/auth$/, replacement: path.join(root, 'packages/ui/src/auth/index.ts') },
];

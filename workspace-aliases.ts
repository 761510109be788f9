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
  {
    find: /^@agency\/content\/editorial$/,
    replacement: path.join(root, 'packages/content/src/editorial.ts'),
  },
  {
    find: /^@agency\/content\/contracts$/,
    replacement: path.join(root, 'packages/content/src/contracts/index.ts'),
  },
  { find: /^@agency\/content\/posts$/, replacement: path.join(root, 'packages/content/src/posts.ts') },
  { find: /^@agency\/ui$/, replacement: path.join(root, 'packages/ui/src/index.ts') },
  { find: /^@agency\/ui\/mocks$/, replacement: path.join(root, 'packages/ui/src/mocks/index.ts') },
  { find: /^@agency\/ui\/kit$/, replacement: path.join(root, 'packages/ui/src/kit.ts') },
  { find: /^@agency\/staff$/, replacement: path.join(root, 'packages/staff/src/index.ts') },
  { find: /^@agency\/staff\/auth$/, replacement: path.join(root, 'packages/staff/src/auth/index.ts') },
  { find: /^@agency\/staff\/rules$/, replacement: path.join(root, 'packages/staff/src/rules/index.ts') },
  { find: /^@agency\/staff\/mocks$/, replacement: path.join(root, 'packages/staff/src/mocks/index.ts') },
];

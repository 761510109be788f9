// Flat config: typescript-eslint, react-hooks, jsx-a11y (eslint 9: jsx-a11y 6.10 declares eslint up to 9),
// storybook; formatting is Prettier's job.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/build-islands/**',
      '.tools/**',
      'storybook-static/**',
      '**/.react-router/**',
      'packages/ui/public/mockServiceWorker.js',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.strict,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Drafts never ship (docs/adr/0010): in the site, only a *.server.ts module (never in the browser build) may
    // import the blog posts.
    files: ['site/app/**/*.{ts,tsx}'],
    ignores: ['site/app/**/*.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@agency/content/posts',
              message:
                'Blog posts (drafts included) are read at build time only: use site/app/lib/posts.server.ts (ADR 0010).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Staff code has its own package (docs/adr/0015): the visitors' design system and the content never import it.
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@agency/staff', '@agency/staff/*'],
              message: '@agency/staff builds on ui and content, never the other way round (ADR 0015).',
            },
          ],
        },
      ],
    },
  },
  {
    // The staff package's root and sign-in never reach its editorial rules (zod, turndown): /auth and /admin/leads
    // stay small. Only the four editorial pages load `@agency/staff/rules`.
    files: ['packages/staff/src/{index.ts,auth/**,leads/**,mocks/**}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../rules', '../rules/*', './rules', './rules/*', '@agency/staff/rules'],
              message: 'The editorial rules carry zod and turndown; only the editorial pages load them.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);

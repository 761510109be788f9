// Flat config: typescript-eslint, react-hooks, jsx-a11y (eslint 9: jsx-a11y 6.10 declares eslint up to 9),
// storybook; formatting is Prettier's job.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import pattern of `no-restricted-imports`: the group of specifiers it forbids and the reason it says. */
const ours = (message) => ({ group: ['@agency/*'], message });
const react = (message) => ({ group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message });
const staff = {
  group: ['@agency/staff', '@agency/staff/*'],
  message: '@agency/staff builds on ui and content, never the other way round (ADR 0015).',
};
/** Tests, stories, fixtures and mocks are where real content meets a package's code on purpose. */
const notRuntime = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.fixtures.ts', '**/*.fixture.ts'];

/** One config per package folder: its forbidden imports, for its run-time files. */
function boundaries(byFiles) {
  return Object.entries(byFiles).map(([files, patterns]) => ({
    files: [files],
    ignores: notRuntime,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  }));
}

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
  // Package boundaries (docs/architecture.md, "Allowed directions"): an import against them fails the lint, naming
  // the import and the rule. content imports nothing of ours; ui takes content's types only (the site hands it the
  // values as props); the serverless functions and the database never import React or a screen; nothing imports staff
  // but the site. Tests, stories and fixtures may use real content.
  ...boundaries({
    'packages/content/src/**/*.{ts,tsx}': [
      ours('@agency/content holds the data and the pure rules: it imports no other package of ours.'),
      react('@agency/content runs in Node, Deno and the browser: it has no React.'),
    ],
    'packages/ui/src/**/*.{ts,tsx}': [
      {
        // The one exception: the calls' contracts (paths, body shapes, the anonymous id), a few constants that ui's
        // bundle carries itself (content is only a dev dependency of ui; the pack check fails if ui's JS names it).
        regex: '^@agency/content(?!/contracts$)(/.*)?$',
        message:
          "@agency/ui gets its copy and figures as props: import content's types only (import type), never its values.",
        allowTypeImports: true,
      },
      staff,
      {
        group: [
          '@agency/chat',
          '@agency/chat/*',
          '@agency/lead',
          '@agency/lead/*',
          '@agency/db',
          '@agency/db/*',
        ],
        message:
          '@agency/ui talks to the functions over HTTP (their contracts), never by importing their code or the database.',
      },
    ],
    'packages/staff/src/**/*.{ts,tsx}': [
      {
        group: ['@agency/chat', '@agency/chat/*', '@agency/db', '@agency/db/*'],
        message: '@agency/staff calls the functions over HTTP; it never imports their code or the database.',
      },
    ],
    'packages/{chat,lead}/src/**/*.ts': [
      react('The serverless functions render nothing: no React.'),
      {
        group: ['@agency/ui', '@agency/ui/*', '@agency/staff', '@agency/staff/*'],
        message: 'The serverless functions never import a screen.',
      },
    ],
    'packages/db/src/**/*.ts': [
      ours('@agency/db is the database only: it imports no other package of ours.'),
      react('@agency/db renders nothing: no React.'),
    ],
  }),
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
            {
              group: ['@agency/chat', '@agency/chat/*', '@agency/db', '@agency/db/*'],
              message:
                '@agency/staff calls the functions over HTTP; it never imports their code or the database.',
            },
          ],
        },
      ],
    },
  },
);

import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from '../workspace-aliases';

// The workshop of @agency/ui: every section and widget, in every state, with real copy from @agency/content.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/!(*.dev).stories.@(ts|tsx)',
    '../packages/staff/src/**/!(*.dev).stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // mockServiceWorker.js (msw init packages/ui/public) is served from here.
  staticDirs: ['../packages/ui/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin({ identifiers: 'debug' })];
    // Pre-bundle what the stories import, so the browser test run never reloads mid-way to optimise a dependency.
    // (They are root devDependencies too, so Vite can resolve them from the repo root.)
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@radix-ui/react-accordion',
        '@radix-ui/react-checkbox',
        '@radix-ui/react-dialog',
        '@radix-ui/react-dropdown-menu',
        '@radix-ui/react-toast',
        '@supabase/supabase-js',
        '@vanilla-extract/dynamic',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        'clsx',
        'fflate',
        'lucide-react',
      ],
    };
    const alias = viteConfig.resolve?.alias;
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...(Array.isArray(alias)
          ? alias
          : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }))),
        ...workspaceAliases,
      ],
    };
    return viteConfig;
  },
};

export default config;

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumFlags, chromiumPath } from './chromium';
import { workspaceAliases } from './workspace-aliases';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium (chromium.ts: nothing here can download a browser). */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: ['--headless=new', ...chromiumFlags],
};

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'site/app/**/*.test.{ts,tsx}',
            'site/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'site/scripts/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4179);
// The static Storybook (pnpm run build-storybook), served for the visual checks of key stories (e2e/visual.spec.ts).
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 4180);
const storybookBuilt = existsSync(fileURLToPath(new URL('../storybook-static/index.json', import.meta.url)));

// End-to-end checks of the served production build, in Debian's Chromium (nothing here downloads a browser).
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Screenshots are compared, never written by a normal run (a missing baseline fails): baselines change only with
  // `pnpm run test:visual:update` (--update-snapshots).
  updateSnapshots: 'none',
  webServer: [
    {
      // E2E_CLIENT_DIR runs the suite against another build's client directory (default: build/client).
      command: `node server/cli.ts --port ${port}${process.env.E2E_CLIENT_DIR ? ` --dir "${process.env.E2E_CLIENT_DIR}"` : ''}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(storybookBuilt
      ? [
          {
            command: `pnpm exec vite preview --outDir storybook-static --host 127.0.0.1 --port ${storybookPort} --strictPort`,
            cwd: '..',
            url: `http://127.0.0.1:${storybookPort}/iframe.html`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});

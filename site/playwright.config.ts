import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium';

const port = Number(process.env.E2E_PORT ?? 4179);
// The static Storybook (pnpm run build-storybook), served for the visual checks of key stories (e2e/visual.spec.ts).
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 4180);
// The server's embedded database (PGlite): a fresh folder per run, so no run meets the last one's leads or limits.
// Set here, in the runner's environment, so the test workers (started after) see the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'agency-e2e-data-'));
const serverEnv: Record<string, string> = {
  ...(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >),
  // Tests type faster than a person: the minimum fill time (a bot check, unit-tested in @agency/lead) is off here,
  // and one address (127.0.0.1) sends every test's requests.
  LEAD_MIN_FILL_MS: '0',
  LEAD_RATE_LIMIT_PER_ADDRESS: '1000',
};
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
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  // Screenshots are compared, never written by a normal run (a missing baseline fails): baselines change only with
  // `pnpm run test:visual:update` (--update-snapshots).
  updateSnapshots: 'none',
  webServer: [
    {
      // E2E_CLIENT_DIR runs the suite against another build's client directory (default: build/client).
      command: `node server/cli.ts --port ${port} --data "${process.env.E2E_DATA_DIR}"${process.env.E2E_CLIENT_DIR ? ` --dir "${process.env.E2E_CLIENT_DIR}"` : ''}`,
      env: serverEnv,
      url: `http://127.0.0.1:${port}/`,
      // The pages answer at once; the tests start once the embedded database is open too (server/database.ts).
      wait: { stdout: /Functions ready/ },
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

// Debian's Chromium, the one browser on these machines (nothing here can download one), and the flags every runner
// starts it with (shared/TOOLCHAIN.md): Vitest's story tests, Playwright's end-to-end tests and the Lighthouse bench.
// Each adds its own headless flag.

/** The browser's path: CHROME_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers), no GPU, no background traffic or first-run screens. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

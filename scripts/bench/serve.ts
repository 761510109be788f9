// What the bench runs on: Debian's Chromium (through chrome-launcher, Lighthouse's own), the local server on a free
// port with its own embedded database, and each bench page's plain-HTML twin written into the build it serves.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromiumFlags, chromiumPath } from '../../chromium.ts';
import { twinHtml } from '../first-round-trip.ts';

export interface LaunchedChrome {
  port: number;
  kill(): void;
}

/** chrome-launcher, Lighthouse's own dependency (resolved from Lighthouse, so it is always the matching version). */
export async function launchChrome(): Promise<LaunchedChrome> {
  const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
  const { launch } = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as {
    launch(options: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome>;
  };
  const chromePath = chromiumPath;
  if (!existsSync(chromePath)) {
    throw new Error(`No Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);
  }
  return launch({
    chromePath,
    chromeFlags: ['--headless', ...chromiumFlags],
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function startServer(
  repo: string,
  clientDir: string,
): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  // Its own embedded database, apart from the one `bash scripts/serve.sh` keeps (a data folder has one user).
  const data = mkdtempSync(path.join(tmpdir(), 'agency-bench-data-'));
  const server = spawn(
    process.execPath,
    [path.join(repo, 'site/server/cli.ts'), '--port', String(port), '--dir', clientDir, '--data', data],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  server.once('exit', () => rmSync(data, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The local server stopped (exit ${server.exitCode}).`);
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`The local server did not answer at ${origin}/ within 30 s.`);
}

/** Where the twins are served from, inside the build while the bench runs. */
export const twinFolder = '__bench-twin';
export const pageSlug = (page: string) => (page === '/' ? 'home' : page.slice(1).replaceAll('/', '--'));
export const twinPath = (page: string) => `/${twinFolder}/${pageSlug(page)}/`;

/** Where the plain one-paragraph page is served from while the bench runs. */
export const plainPath = `/${twinFolder}/plain/`;

/**
 * The plain one-paragraph page: the least a page on this server can be (a title, a viewport, one paragraph of text,
 * no CSS, no script). Every page's LCP is compared with its LCP in the same run: what the page's own weight costs.
 */
export const plainHtml =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A plain page</title></head><body><p>This page is one paragraph of text and nothing else: no style sheet, no script, no image. It is what the bench measures every page against, in the same run, on the same server and the same simulated phone.</p></body></html>';

/** Writes one page's HTML with the brotli and gzip copies the build has for every page. */
function writePage(dir: string, html: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html, { level: 9 }));
}

/** Writes each bench page's plain-HTML twin, and the plain one-paragraph page. */
export function writeTwins(clientDir: string, twinRoot: string, pages: ReadonlyArray<string>): void {
  for (const page of pages) {
    const html = twinHtml(readFileSync(path.join(clientDir, page, 'index.html'), 'utf8'));
    writePage(path.join(twinRoot, pageSlug(page)), html);
  }
  writePage(path.join(twinRoot, 'plain'), plainHtml);
}

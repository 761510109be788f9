// The served build for the security suite: the real local server (server/cli.ts) started on a free 127.0.0.1 port
// with its own embedded data folder (or the DATABASE_URL given), stopped at the end, and raw HTTP requests to it.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chatCall } from '@agency/content/contracts';

export const siteDir = fileURLToPath(new URL('..', import.meta.url));
export const chatPath = chatCall.path;

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Served {
  base: string;
  port: number;
  process: ChildProcess;
  output: string[];
}

/**
 * Starts `node server/cli.ts` with extra environment, and waits until it answers a page and, with its embedded
 * database (no DATABASE_URL), until the database is ready: the steady state the tests look at (opening a fresh
 * embedded database keeps the process busy for a few seconds).
 */
export async function serve(
  env: Record<string, string> = {},
  options: { data?: string } = {},
): Promise<Served> {
  const port = await freePort();
  // Each server its own embedded database (a data folder has one user at a time); a folder given is kept.
  const data = options.data ?? mkdtempSync(path.join(tmpdir(), 'agency-security-data-'));
  const child = spawn(
    process.execPath,
    ['server/cli.ts', '--port', String(port), '--host', '127.0.0.1', '--data', data],
    { cwd: siteDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (!options.data) child.once('exit', () => rmSync(data, { recursive: true, force: true }));
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const embedded = !env.DATABASE_URL;
  // Starting includes opening the database and applying its schema: up to 30 s on a busy machine.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${output.join('').slice(-2000)}`);
    try {
      await fetch(`${base}/`);
      if (!embedded || output.join('').includes('Database ready'))
        return { base, port, process: child, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('The server did not answer within 30 s.');
}

export async function stop(served: Served | undefined): Promise<void> {
  if (!served || served.process.exitCode !== null) return;
  const exited = new Promise((resolve) => served.process.once('exit', resolve));
  served.process.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (served.process.exitCode === null) served.process.kill('SIGKILL');
}

/** Starts a server before the tests of the enclosing describe and stops it after them; returns it when called. */
export function servedFor(env: Record<string, string> = {}): () => Served {
  let served: Served | undefined;
  before(async () => {
    served = await serve(env);
  });
  after(() => stop(served));
  return () => {
    assert.ok(served, 'the server did not start');
    return served;
  };
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One raw request: the body as given (bytes), headers as given; chunked when no Content-Length is set. */
export function send(
  served: Served,
  options: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    chunkedBytes?: number;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: served.port,
        method: options.method ?? 'POST',
        path: options.path ?? chatPath,
        headers: options.headers ?? {},
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(15_000, () => request.destroy(new Error('timed out')));
    // A server that answers before the whole body is sent may close the connection: the answer still counts.
    request.on('error', reject);
    if (options.chunkedBytes !== undefined) {
      const chunk = Buffer.alloc(16 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < options.chunkedBytes!) {
          sent += chunk.length;
          if (!request.write(chunk)) {
            request.once('drain', write);
            return;
          }
        }
        request.end();
      };
      write();
    } else {
      request.end(options.body);
    }
  });
}

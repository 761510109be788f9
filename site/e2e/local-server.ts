// A local server of a test's own (\`node server/cli.ts\` on a free port, its own data folder or DATABASE_URL), for the
// end-to-end tests that restart it, stop its database or give it settings the shared server has not.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@agency/db/testing';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts \`server\` on a free loopback port and returns the port. */
export async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

export interface LocalServer {
  port: number;
  /** What it printed until it served (the start-up lines). */
  output: string;
  /** Stops it as Ctrl-C does, and waits for it to exit. */
  stop(): Promise<void>;
}

/** `node server/cli.ts` on a free port, as `bash scripts/serve.sh` runs it, with a data folder or a DATABASE_URL. */
export async function startLocalServer(options: {
  data?: string;
  env?: Record<string, string>;
  /** The port to serve on (e.g. the one of a server this one restarts, so the page's origin stays). */
  port?: number;
}): Promise<LocalServer> {
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(
    process.execPath,
    ['server/cli.ts', '--port', String(port), ...(options.data ? ['--data', options.data] : [])],
    {
      cwd: siteDir,
      env: { ...process.env, LEAD_MIN_FILL_MS: '0', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // never left running after the test that gave up on it
      reject(new Error(`the server did not start:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // The pages answer first; the functions once the database is open ("Functions ready"); then the staff
      // sign-in's lines (where to sign in, the command that makes the first account).
      if (
        output.includes('Serving the site at') &&
        output.includes('Functions ready') &&
        (!output.includes('staff sign-in local') || output.includes('Staff sign-in'))
      ) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {
    port,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

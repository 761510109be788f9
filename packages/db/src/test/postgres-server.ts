// Test harness: a throwaway PostgreSQL server from Debian's `postgresql` binaries (initdb in a temporary folder, on a
// free port, trust auth), started by the tests themselves and stopped and removed at the end.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresBinaries {
  /** The folder holding initdb, pg_ctl and postgres. */
  binDir: string;
  /** The major version, e.g. "15". */
  version: string;
}

/**
 * Finds the newest Debian PostgreSQL server (`<root>/<version>/bin`), or, when `PG_BIN_DIR` is set, that folder only;
 * undefined when there is none.
 */
export function findPostgresBinaries(
  root = '/usr/lib/postgresql',
  env: Record<string, string | undefined> = process.env,
): PostgresBinaries | undefined {
  const fromEnv = env.PG_BIN_DIR;
  if (fromEnv) {
    if (!existsSync(path.join(fromEnv, 'initdb'))) return undefined;
    const version = execFileSync(path.join(fromEnv, 'pg_ctl'), ['--version'], { encoding: 'utf8' });
    return { binDir: fromEnv, version: /(\d+)/.exec(version)?.[1] ?? '?' };
  }
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const version = versions[0];
  return version ? { binDir: path.join(root, version, 'bin'), version } : undefined;
}

/** The message when the binaries are missing: install them, or run the PGlite half only on purpose. */
export const missingPostgresMessage =
  "PostgreSQL server binaries not found (looked for /usr/lib/postgresql/<version>/bin/initdb and PG_BIN_DIR). The data layer's tests run on PGlite and on a real PostgreSQL server: install Debian's server (`apt-get install -y postgresql`; `.ci/run` does it), or set AGENCY_DB_TESTS=pglite-only to run the PGlite suites only.";

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth, superuser). */
  url: string;
  version: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
  /** Stops the server, keeping its data: the database is away until `resume`. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port, with its data. */
  resume(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (asked of the system, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts a fresh server; as root, runs it as the `postgres` user with the folder owned by it. */
export async function startPostgresServer(binaries: PostgresBinaries | undefined = findPostgresBinaries()) {
  if (!binaries) throw new Error(missingPostgresMessage);
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-db-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const tool = (name: string, args: string[]) => {
    const file = path.join(binaries.binDir, name);
    return asRoot ? (['runuser', ['-u', 'postgres', '--', file, ...args]] as const) : ([file, args] as const);
  };
  const exec = async (name: string, args: string[]) => {
    const [file, fileArgs] = tool(name, args);
    try {
      await run(file, [...fileArgs], { cwd: dir });
    } catch (error) {
      const detail = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${name} failed: ${detail.stderr || detail.stdout || detail.message}`);
    }
  };
  const stopSync = () => {
    const [file, fileArgs] = tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    try {
      execFileSync(file, [...fileArgs], { stdio: 'ignore' });
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const port = await freePort();
  const start = () =>
    exec('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      '-w',
      'start',
    ]);
  try {
    await exec('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    await start();
  } catch (error) {
    stopSync();
    throw error;
  }
  // A crashed test run must not leave the server behind.
  process.once('exit', stopSync);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: binaries.version,
    async stop() {
      process.off('exit', stopSync);
      try {
        await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    pause: () => exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    resume: start,
  } satisfies PostgresServer;
}

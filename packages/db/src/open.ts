// Opens the database: any PostgreSQL by URL (Supabase included), or the embedded PGlite in a data folder served on
// a local port; both through the same postgres.js driver, the one a Supabase Edge Function uses.
import { mkdir, open as openFile, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { connectDatabase, connectTimeoutSeconds, driverDefaults, type Sql } from './connect';

export type { Sql } from './connect';

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection URL (DATABASE_URL). Without it, the embedded PGlite in `dataDir` is started. */
  url?: string;
  /** PGlite's data folder, resolved against the working directory. Default `.data/pglite`. */
  dataDir?: string;
  /** Most connections to a server given by `url`. Default 10 (PGlite always 1: its socket serves one). */
  max?: number;
  /** Prepared statements; turn off behind a transaction-mode pooler (Supabase's port 6543). Default true. */
  prepare?: boolean;
  /** Longest wait for a connection to be ready, in ms (`ConnectOptions.connectTimeoutMs`). Default 2,000. */
  connectTimeoutMs?: number;
}

export interface Database {
  sql: Sql;
  /** Which engine answered: `postgres` (by URL) or `pglite` (embedded). */
  engine: 'postgres' | 'pglite';
  /** For PGlite, the absolute data folder; otherwise undefined. */
  dataDir?: string;
  /** For PGlite, how many fsync() calls have reached the disk so far (each commit makes at least one). */
  diskSyncs?: () => number;
  /** Disconnects, and for PGlite stops its socket server and closes the data folder. */
  close(): Promise<void>;
}

/**
 * Opens the database. With `url`, connects to that PostgreSQL. Without it, starts PGlite (PostgreSQL in WASM) in
 * `dataDir` behind `PGLiteSocketServer` on 127.0.0.1 and a free port, and connects to it with the same driver.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const sql = connectDatabase(options.url, {
      max: options.max ?? 10,
      prepare: options.prepare ?? true,
      ...(options.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: options.connectTimeoutMs }),
    });
    return { sql, engine: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }

  const dataDir = path.resolve(options.dataDir ?? '.data/pglite');
  // Loaded only here: a deployment with DATABASE_URL (an Edge Function) never loads the WASM engine.
  const [{ createDurablePGlite }, { PGLiteSocketServer }] = await Promise.all([
    import('./pglite-durable'),
    import('@electric-sql/pglite-socket'),
  ]);
  await mkdir(dataDir, { recursive: true });
  const releaseLock = await lockDataDir(dataDir);
  let db: Awaited<ReturnType<typeof createDurablePGlite>>['db'];
  let fs: Awaited<ReturnType<typeof createDurablePGlite>>['fs'];
  try {
    // Durable writes: fsync on, and reaching the disk (pglite-durable.ts).
    ({ db, fs } = await createDurablePGlite(dataDir));
  } catch (error) {
    await releaseLock();
    throw error;
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    await releaseLock();
    throw error;
  }
  const [host, port] = server.getServerConn().split(':');
  const sql = postgres({
    ...driverDefaults,
    host,
    port: Number(port),
    username: 'postgres',
    database: 'postgres',
    // PGlite is one session: one connection at a time, queries queue in the driver.
    max: 1,
    prepare: options.prepare ?? true,
    connect_timeout: connectTimeoutSeconds(options.connectTimeoutMs),
  });
  let closed: Promise<void> | undefined;
  return {
    sql,
    engine: 'pglite',
    dataDir,
    diskSyncs: () => fs.syncs,
    close: () =>
      (closed ??= (async () => {
        await sql.end({ timeout: 5 });
        await server.stop();
        await db.close();
        await releaseLock();
      })()),
  };
}

/** The lock file of a PGlite data folder: the process id of the one process that has it open. */
export const dataDirLockFile = 'agency-db.lock';

/** An error saying another live process has the data folder open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by another process (pid ${pid}). PGlite opens a folder from one ` +
        'process at a time: stop that process, or use another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process (PGlite itself does not lock it, and two processes writing one folder
 * would corrupt it): a lock file holding our pid, created only if absent; one left by a process that is gone is taken
 * over. Returns the release.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, dataDirLockFile);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await openFile(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid))
        throw new DataDirInUseError(dataDir, pid);
      await rm(file, { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`Could not take the database folder ${dataDir}: its lock file keeps coming back.`);
}

// The embedded PGlite with durable writes: a commit it confirmed is on the disk, not only in the operating system's
// cache, so it survives a power cut or a crash of the machine as well as a killed process.
//
// Out of the box PGlite (0.5.x) is not durable on Node: it starts PostgreSQL with `-F` (fsync off), and its Node
// filesystem (Emscripten's NODEFS, files of the data folder written with fs.writeSync) has no fsync at all: the
// fsync() and fdatasync() PostgreSQL calls return at once, having done nothing. So three things here:
//   1. PostgreSQL starts with fsync on (PGlite's default start parameters without `-F`);
//   2. the WAL is flushed with fsync() (`wal_sync_method=fsync`): fdatasync() cannot be reached from JavaScript in
//      PGlite's build, fsync() can;
//   3. fsync() on a file of the data folder calls fs.fsyncSync on its real file descriptor (NODEFS's stream
//      operations gain the fsync they lack), and its errors reach PostgreSQL, which stops rather than lose a write.
// A data folder created here is synced once as a whole (initdb writes it without syncing). PGlite's own
// `relaxedDurability` is about browser storage (its syncToFs), not this: on Node it changes nothing.
import { existsSync, fsyncSync, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The start parameters of a durable PGlite: its defaults without `-F` (fsync off), the WAL flushed with fsync(). */
export function durableStartParams(defaults: readonly string[] = PGlite.defaultStartParams): string[] {
  return [...defaults.filter((parameter) => parameter !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/** What Emscripten's NODEFS holds that the patch needs (not in PGlite's types). */
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/** NODEFS as PGlite's Emscripten module (its `FS` after preRun) exposes it. */
interface EmscriptenModule {
  FS: { filesystems: { NODEFS: NodeFsInternals } };
}

/**
 * PGlite's Node filesystem (the data folder on disk), whose fsync() reaches the disk. `syncs` counts the fsyncs
 * done, for tests and for a look at what a commit costs.
 */
export class DurableNodeFS extends NodeFS {
  /** fsync() calls that reached the disk. */
  syncs = 0;

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = (emscriptenOpts as { preRun?: Array<(module: EmscriptenModule) => void> }).preRun ?? [];
    const patch = (module: EmscriptenModule) => {
      const nodefs = module.FS.filesystems.NODEFS;
      nodefs.stream_ops.fsync = (stream) => {
        // Emscripten maps a thrown FS error to the errno PostgreSQL sees (EIO makes it PANIC, as it should).
        if (stream.nfd !== undefined) nodefs.tryFSOperation(() => fsyncSync(stream.nfd!));
        this.syncs += 1;
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...preRun, patch] } as typeof emscriptenOpts };
  }
}

/** Every file and folder under `dir`, then `dir` itself, each once. */
function treeOf(dir: string): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) paths.push(...treeOf(full));
    else if (entry.isFile()) paths.push(full);
  }
  paths.push(dir);
  return paths;
}

/** One file or folder fsynced. */
async function syncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Every file and folder under `dir`, then `dir` itself, fsynced (a folder created without syncing, made durable), 32
 * at a time: the disk takes them together (about 1,000 files: 0.35 s where one after another took 2.7 s, on a busy
 * machine). Resolves with how many.
 */
export async function syncTree(dir: string): Promise<number> {
  const paths = treeOf(dir);
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < paths.length) await syncPath(paths[next++]!);
    }),
  );
  return paths.length;
}

/** The durable PGlite of a data folder: see the file's opening comment. */
export async function createDurablePGlite(dataDir: string): Promise<{ db: PGlite; fs: DurableNodeFS }> {
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const fs = new DurableNodeFS(dataDir);
  const db = await PGlite.create({ fs, startParams: durableStartParams() });
  if (fresh) {
    // initdb wrote the cluster without syncing: a checkpoint, then the whole folder, before anything is confirmed.
    await db.exec('checkpoint');
    await syncTree(dataDir);
    await syncPath(path.dirname(dataDir)); // the folder's own entry in its parent
  }
  return { db, fs };
}

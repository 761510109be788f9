// The `staff` command's way in while the server holds the embedded database (PGlite opens a folder from one process
// at a time): a Unix socket in the data folder, readable and writable by this user only, that takes one command per
// connection as a JSON line (staff-commands.ts: add, list, remove, reset-factor, reset-password; passwords already
// hashed) and answers one JSON line. Nothing else is served there, and nothing of it is reachable over the network.
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { AuthStore } from '@agency/db';
import {
  parseStaffCommand,
  runStaffCommand,
  type StaffCommand,
  type StaffCommandResult,
} from './staff-commands.ts';

/** The socket's name inside the data folder. */
export const controlSocketName = 'agency-staff.sock';

/** The longest path a Unix socket may have (108 bytes on Linux, with its final NUL). */
const socketPathMax = 107;

export function controlSocketPath(dataDir: string): string | null {
  const file = path.join(dataDir, controlSocketName);
  return Buffer.byteLength(file) <= socketPathMax ? file : null;
}

/**
 * Serves the `staff` command on the data folder's socket (replacing one a stopped server left: this process holds
 * the folder). Resolves to the server, or null when the folder's path is too long for a socket.
 */
export async function serveStaffControl(
  dataDir: string,
  store: () => Promise<AuthStore>,
): Promise<Server | null> {
  const file = controlSocketPath(dataDir);
  if (!file) return null;
  await rm(file, { force: true });
  const server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > 4096) return void socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      let command: StaffCommand | null = null;
      try {
        command = parseStaffCommand(JSON.parse(received.slice(0, end)));
      } catch {
        command = null;
      }
      const answer = command
        ? store()
            .then((opened) => runStaffCommand(opened, command))
            .catch((error: unknown): StaffCommandResult => ({
              ok: false,
              message: `The server could not run it: ${error instanceof Error ? error.message : String(error)}`,
            }))
        : Promise.resolve<StaffCommandResult>({ ok: false, message: 'Not a staff command.' });
      void answer.then((result) => socket.end(`${JSON.stringify(result)}\n`));
    });
    socket.on('error', () => socket.destroy());
  });
  // Created with no permission for group and others, then made sure of.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  await chmod(file, 0o600);
  server.unref();
  return server;
}

/** Sends a command to the server holding `dataDir`; rejects when nothing answers there. */
export function sendStaffCommand(dataDir: string, command: StaffCommand): Promise<StaffCommandResult> {
  const file = controlSocketPath(dataDir);
  if (!file) return Promise.reject(new Error('the data folder’s path is too long for a control socket'));
  return new Promise((resolve, reject) => {
    const socket = createConnection(file);
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(15_000, () => socket.destroy(new Error('the server did not answer in time')));
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(JSON.parse(received) as StaffCommandResult);
      } catch {
        reject(new Error('the server gave no answer'));
      }
    });
  });
}

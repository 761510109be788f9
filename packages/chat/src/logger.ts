// Logging helpers. Log lines carry ids, statuses and timings, never message text: ids and addresses are hashed.
import { writeJsonLine } from './function-log.ts';
import { sha256Hex } from './hash.ts';
import type { ChatLogger } from './types.ts';

/** Writes each entry as one JSON line: info to stdout, warn and error to stderr. */
export const consoleLogger: ChatLogger = writeJsonLine;

/** A logger that drops everything (for benchmarks). */
export const silentLogger: ChatLogger = () => {};

/**
 * Makes a function that turns an id or address into a short salted hash for logs. The salt is random per
 * instance, so log hashes group one visitor's requests but cannot be reversed by guessing addresses.
 */
export function createLogHasher(salt: string = crypto.randomUUID()): (value: string) => Promise<string> {
  return async (value: string) => (await sha256Hex(`${salt}:${value}`)).slice(0, 12);
}

/** The name and stack frames of an error, without its message (which may quote visitor input). */
export function errorForLog(error: unknown): { name: string; frames: string[] } {
  if (error instanceof Error) {
    const frames = (error.stack ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('at '))
      .slice(0, 8);
    return { name: error.name, frames };
  }
  return { name: typeof error, frames: [] };
}

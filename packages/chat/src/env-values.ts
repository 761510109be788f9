// Readers of the values the functions' environment variables hold, shared by every `…OptionsFromEnv` ('chat',
// 'lead'): a whole number, a time limit, a client address source (allowed origins: `parseAllowedOrigins` in cors.ts). Each adds a
// problem naming the variable to `problems` instead of throwing, so one error can list them all.
import { parseClientAddressSource, type ClientAddressSource } from './client-address.ts';

/**
 * Reads a whole number of at least `min` (`name` is the variable, for the message; `what` says what it counts, as in
 * "a whole number of requests per minute, 1 or more"). Empty is undefined.
 */
export function parseWholeNumber(
  name: string,
  value: string | undefined,
  min: number,
  what: string,
  problems: string[],
): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    problems.push(`${name}: "${value}" must be ${what}`);
    return undefined;
  }
  return number;
}

/** A time limit in ms, from 10 ms to a minute (a wait longer than that holds a visitor for nothing). Empty is undefined. */
export function parseTimeLimit(
  name: string,
  value: string | undefined,
  problems: string[],
): number | undefined {
  const ms = parseWholeNumber(name, value, 10, 'a whole number of milliseconds, from 10 to 60000', problems);
  if (ms !== undefined && ms > 60_000) {
    problems.push(`${name}: "${value}" must be a whole number of milliseconds, from 10 to 60000`);
    return undefined;
  }
  return ms;
}

/** Reads a client address source (`cf-connecting-ip`, `x-forwarded-for:1`...) from `env[name]`: its label, if set. */
export function clientAddressSourceFromEnv(
  env: Record<string, string | undefined>,
  name: string,
  problems: string[],
): ClientAddressSource | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const parsed = parseClientAddressSource(text);
  if (parsed.ok) return parsed.source.label;
  problems.push(`${name}: "${text}": ${parsed.problem}`);
  return undefined;
}

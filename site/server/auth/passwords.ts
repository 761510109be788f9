// Passwords of staff accounts: argon2id hashes (@node-rs/argon2, OWASP's first choice, its default cost: 19 MiB,
// 2 passes), the rule a new password must meet, and one-time passwords for new accounts. A password is never logged or
// stored; an unknown email address is checked against a hash all the same, so it takes as long as a wrong password.
import { randomInt } from 'node:crypto';
import { staffPasswordMinLength } from '@agency/content/contracts';
import { hash, verify } from '@node-rs/argon2';

/** The shortest password a staff account may choose (the sign-in's contract); passphrases up to 200 characters. */
export const passwordMinLength = staffPasswordMinLength;
export const passwordMaxLength = 200;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. Without a hash (no such account) a dummy hash is checked, so the
 * answer takes as long as for an account, and false is returned.
 */
export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await (dummyHash ??= hash(`no account ${randomInt(1e9)}`)), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Why a new password is refused: too short or too long, or the same as the account's email address. */
export function newPasswordProblem(password: string, email: string): 'length' | 'email' | null {
  if (password.length < passwordMinLength || password.length > passwordMaxLength) return 'length';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'email';
  return null;
}

/** Letters and digits that cannot be mistaken for one another when read from a screen. */
const readable = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A one-time password: four groups of five readable characters (about 99 bits), e.g. 'k7mq2-x9wzp-3hfd8-ta4nc'. */
export function oneTimePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => readable[randomInt(readable.length)]).join(''),
  );
  return groups.join('-');
}

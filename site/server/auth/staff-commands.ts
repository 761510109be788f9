// What the `staff` command does to the accounts of the local sign-in, on a store: add, list, remove, reset-factor and
// reset-password. The command line (server/staff.ts) runs it on the database itself, or asks the running server to
// run it (control.ts) when the server holds the embedded database. Passwords arrive hashed: the plain password never
// leaves the command's own process.
import { AuthEmailTakenError, type AuthStore } from '@agency/db';
import { staffRole } from '@agency/content/contracts';
import { codeLimitKey, passwordLimitKey } from './context.ts';

export type StaffCommand =
  | { name: 'add'; email: string; passwordHash: string; oneTime: boolean }
  | { name: 'list' }
  | { name: 'remove'; email: string }
  | { name: 'reset-factor'; email: string }
  | { name: 'reset-password'; email: string; passwordHash: string };

export type StaffCommandResult = { ok: true; lines: string[] } | { ok: false; message: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as accounts keep it, or null when it is not an email address. */
export function normalEmail(email: string): string | null {
  const value = email.trim().toLowerCase();
  return emailPattern.test(value) && value.length <= 255 ? value : null;
}

/** Checks a command received from elsewhere (the control socket): its name and fields, nothing more. */
export function parseStaffCommand(value: unknown): StaffCommand | null {
  if (typeof value !== 'object' || value === null) return null;
  const command = value as Record<string, unknown>;
  const email = typeof command.email === 'string' ? normalEmail(command.email) : null;
  const hash =
    typeof command.passwordHash === 'string' && command.passwordHash.startsWith('$argon2')
      ? command.passwordHash
      : null;
  switch (command.name) {
    case 'list':
      return { name: 'list' };
    case 'remove':
    case 'reset-factor':
      return email ? { name: command.name, email } : null;
    case 'add':
      return email && hash && typeof command.oneTime === 'boolean'
        ? { name: 'add', email, passwordHash: hash, oneTime: command.oneTime }
        : null;
    case 'reset-password':
      return email && hash ? { name: 'reset-password', email, passwordHash: hash } : null;
    default:
      return null;
  }
}

const when = (date: Date | null) =>
  date ? date.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : 'never';

/** Runs a command on the store; what it did, in lines to print. */
export async function runStaffCommand(store: AuthStore, command: StaffCommand): Promise<StaffCommandResult> {
  if (command.name === 'list') {
    const users = await store.listUsers();
    if (users.length === 0) return { ok: true, lines: ['No accounts yet. Make one: pnpm staff add <email>'] };
    return {
      ok: true,
      lines: users.map(
        (user) =>
          `${user.email}  role: ${user.role ?? 'none (no access)'}  authenticator app: ${user.hasFactor ? 'yes' : 'not set up'}` +
          `${user.passwordChangeRequired ? '  one-time password not yet changed' : ''}  last sign-in: ${when(user.lastSignInAt)}`,
      ),
    };
  }
  if (command.name === 'add') {
    try {
      await store.createUser({
        email: command.email,
        passwordHash: command.passwordHash,
        appMetadata: command.oneTime
          ? { role: staffRole, password_change_required: true }
          : { role: staffRole },
      });
    } catch (error) {
      if (error instanceof AuthEmailTakenError)
        return { ok: false, message: `${command.email} has an account already (pnpm staff list).` };
      throw error;
    }
    return { ok: true, lines: [`Made the staff account ${command.email}.`] };
  }
  const user = await store.userByEmail(command.email);
  if (!user) return { ok: false, message: `There is no account for ${command.email} (pnpm staff list).` };
  if (command.name === 'remove') {
    await store.deleteUser(user.email);
    return { ok: true, lines: [`Removed ${user.email}; its sessions have ended.`] };
  }
  if (command.name === 'reset-factor') {
    const removed = await store.resetFactors(user.id);
    await store.clearLimit(codeLimitKey(user.id));
    return {
      ok: true,
      lines: [
        removed > 0
          ? `Removed the authenticator app of ${user.email} and ended its sessions. At the next sign-in it sets up a new one.`
          : `${user.email} had no authenticator app; its sessions have ended.`,
      ],
    };
  }
  await store.setPassword(user.id, command.passwordHash, { changeRequired: true });
  // The owner's way out of a lock-out: the account's failed sign-ins are forgotten with the old password.
  await store.clearLimit(passwordLimitKey(user.email));
  return { ok: true, lines: [`${user.email} has a new one-time password; its sessions have ended.`] };
}

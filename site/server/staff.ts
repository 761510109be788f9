// The `staff` command (pnpm staff ...): the accounts of the local server's staff sign-in, on the database the server
// uses: DATABASE_URL when set, else the embedded one in the data folder (--data, LOCAL_DATA_DIR, default .data/pglite).
// While the server runs and holds the embedded folder, the command asks it through the folder's socket (control.ts).
// A password is asked for without echo, or a one-time one is printed once, to be changed at the first sign-in; the
// password itself never leaves this process (only its argon2id hash does) and is never logged.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAuthStore, DataDirInUseError, migrate, openDatabase, type Database } from '@agency/db';
import { sendStaffCommand } from './auth/control.ts';
import { hashPassword, newPasswordProblem, oneTimePassword, passwordMinLength } from './auth/passwords.ts';
import { readHidden } from './auth/prompt.ts';
import {
  normalEmail,
  runStaffCommand,
  type StaffCommand,
  type StaffCommandResult,
} from './auth/staff-commands.ts';

const usage = `Usage: pnpm staff <command> [email] [--data <folder>]

  add <email>             make a staff account; asks for its password twice (not shown), or with --one-time
                          (or when not run in a terminal) prints a one-time password to change at the first sign-in
  list                    the accounts: role, authenticator app, last sign-in
  remove <email>          delete the account; its sessions end
  reset-factor <email>    remove the account's authenticator app (a lost phone); its sessions end, and the next
                          sign-in sets up a new one
  reset-password <email>  give the account a new one-time password (printed once); its sessions end

The database is the server's: DATABASE_URL when set, else the embedded one in --data (or LOCAL_DATA_DIR; default
.data/pglite at the repository's root). It works whether the server runs or not.`;

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2).filter((arg) => arg !== '--');
let parsed: ReturnType<
  typeof parseArgs<{
    options: { data: { type: 'string' }; 'one-time': { type: 'boolean' }; help: { type: 'boolean' } };
    allowPositionals: true;
  }>
>;
try {
  parsed = parseArgs({
    args,
    allowPositionals: true,
    options: { data: { type: 'string' }, 'one-time': { type: 'boolean' }, help: { type: 'boolean' } },
  });
} catch (error) {
  fail(`${(error as Error).message}\n\n${usage}`, 2);
}
const [name, emailArgument, ...extra] = parsed.positionals;
if (parsed.values.help || !name) fail(usage, name ? 0 : 2);
const needsEmail = ['add', 'remove', 'reset-factor', 'reset-password'].includes(name);
if (!needsEmail && name !== 'list') fail(`Unknown command "${name}".\n\n${usage}`, 2);
if (extra.length > 0 || (name === 'list' && emailArgument)) fail(`Too many arguments.\n\n${usage}`, 2);
const email = needsEmail ? normalEmail(emailArgument ?? '') : null;
if (needsEmail && !email)
  fail(
    `"${emailArgument ?? ''}" is not an email address. ${name} needs one, e.g. pnpm staff ${name} name@agency.com`,
    2,
  );

/** The password of a new account: typed twice without echo, or a one-time one (returned to print afterwards). */
async function choosePassword(account: string): Promise<{ password: string; oneTime: boolean }> {
  if (parsed.values['one-time'] || !process.stdin.isTTY)
    return { password: oneTimePassword(), oneTime: true };
  for (;;) {
    const password = await readHidden(
      `Password for ${account} (${passwordMinLength} characters or more, not shown): `,
    );
    const problem = newPasswordProblem(password, account);
    if (problem) {
      console.error(
        problem === 'length'
          ? `Use at least ${passwordMinLength} characters.`
          : 'Use something other than the email address.',
      );
      continue;
    }
    if ((await readHidden('The same password again: ')) === password) return { password, oneTime: false };
    console.error('The two passwords differ. Try again.');
  }
}

let command: StaffCommand;
let printOnce: string | null = null;
if (name === 'add' || name === 'reset-password') {
  const chosen =
    name === 'add' ? await choosePassword(email!) : { password: oneTimePassword(), oneTime: true };
  const passwordHash = await hashPassword(chosen.password);
  if (chosen.oneTime) printOnce = chosen.password;
  command =
    name === 'add'
      ? { name, email: email!, passwordHash, oneTime: chosen.oneTime }
      : { name, email: email!, passwordHash };
} else if (name === 'list') command = { name };
else command = { name: name as 'remove' | 'reset-factor', email: email! };

const databaseUrl = process.env.DATABASE_URL?.trim();
const dataDir = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  parsed.values.data ?? process.env.LOCAL_DATA_DIR ?? path.join(repositoryRoot, '.data/pglite'),
);

async function onDatabase(database: Database): Promise<StaffCommandResult> {
  try {
    await migrate(database.sql, { shim: true });
    const store = createAuthStore(database.sql);
    if (!(await store.isLocalAuthSchema()))
      return {
        ok: false,
        message:
          'This database’s auth tables belong to Supabase Auth: make staff accounts in the Supabase dashboard ' +
          '(Authentication → Users), as docs/deploy.md section 3 says.',
      };
    return await runStaffCommand(store, command);
  } finally {
    await database.close();
  }
}

let result: StaffCommandResult;
try {
  if (databaseUrl) result = await onDatabase(await openDatabase({ url: databaseUrl, max: 1 }));
  else {
    let database: Database | null = null;
    try {
      database = await openDatabase({ dataDir });
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
    }
    if (database) result = await onDatabase(database);
    else {
      // The server holds the folder: it runs the command for us.
      result = await sendStaffCommand(dataDir, command).catch((error: unknown) =>
        fail(
          `The server holds the database folder ${dataDir} and did not take the command ` +
            `(${error instanceof Error ? error.message : String(error)}). Stop the server (Ctrl-C in its terminal), ` +
            'run this command again, then start the server again.',
        ),
      );
    }
  }
} catch (error) {
  fail(`The command could not reach the database: ${error instanceof Error ? error.message : String(error)}`);
}

if (!result.ok) fail(result.message);
for (const line of result.lines) console.log(line);
if (printOnce)
  console.log(
    `One-time password (shown only now; it must be changed at the first sign-in): ${printOnce}\n` +
      'Sign in at /auth on the site with it; you then choose your own password and set up your authenticator app.',
  );

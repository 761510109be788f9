// The local sign-in as the server starts it (cli.ts): the signing key from the data folder, the store on the site's
// database, the /auth/v1 handler, the token check of the 'leads-admin' function, the `staff` command's socket and what
// the start-up lines say. It serves only on a database whose auth tables are its own (never on Supabase's).
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Server } from 'node:net';
import type { RateLimitStore } from '@agency/chat';
import { staffRole } from '@agency/content/contracts';
import { createAuthStore, type Sql } from '@agency/db';
import { StaffTokenError, type VerifyStaffToken } from '@agency/lead/admin';
import { defaultAuthRules, type AuthDeps, type AuthRules } from './context.ts';
import { serveStaffControl } from './control.ts';
import { createLocalAuthHandler, type AuthLog } from './handler.ts';
import { loadSigningKey, signingKeyFile } from './keys.ts';
import { createAccessTokenVerifier } from './tokens.ts';

export interface LocalAuthOptions {
  sql: Sql;
  /** Resolves once the schema is applied (the site database's `ready`). */
  ready(): Promise<unknown>;
  /** Where the signing key is kept (and, for the embedded database, the `staff` command's socket). */
  dataDir: string;
  /** True when the database is the embedded one in `dataDir` (the `staff` command then needs the socket). */
  embedded: boolean;
  limits: RateLimitStore;
  rules?: Partial<AuthRules>;
  now?: () => number;
  log?: AuthLog;
}

export interface LocalAuth {
  handler(request: Request): Promise<Response>;
  /** The 'leads-admin' function's token check: this server's key, and a session not ended since. */
  verifyStaffToken: VerifyStaffToken;
  /** True on the first start (the key was made now). */
  keyCreated: boolean;
  /** How many staff accounts there are; why there can be none here (Supabase's tables); or null while the
   * database cannot say. */
  staffCount(): Promise<number | { problem: string } | null>;
  /** Deletes ended sessions and old challenges (daily). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/** The answer while the database's auth tables are Supabase Auth's. */
export class NotLocalAuthSchemaError extends Error {
  constructor() {
    super(
      'This database’s auth tables belong to Supabase Auth, not to the local server: staff sign in with the ' +
        'Supabase project (set SUPABASE_URL for the staff inbox, and VITE_SUPABASE_URL when building; docs/deploy.md).',
    );
    this.name = 'NotLocalAuthSchemaError';
  }
}

export async function startLocalAuth(options: LocalAuthOptions): Promise<LocalAuth> {
  await mkdir(options.dataDir, { recursive: true });
  const { key, created } = await loadSigningKey(path.join(options.dataDir, signingKeyFile));
  const now = options.now ?? Date.now;
  const rawStore = createAuthStore(options.sql);
  let checked: Promise<void> | undefined;
  /** The schema applied and known to be ours (checked once it is there; a database away is tried again). */
  const ours = () =>
    (checked ??= (async () => {
      await options.ready();
      if (!(await rawStore.isLocalAuthSchema())) throw new NotLocalAuthSchemaError();
    })().catch((error: unknown) => {
      if (!(error instanceof NotLocalAuthSchemaError)) checked = undefined;
      throw error;
    }));
  const store = async () => {
    await ours();
    return rawStore;
  };
  // Every store call waits for the schema check first.
  const guarded = new Proxy(rawStore, {
    get(target, name: keyof typeof rawStore) {
      const value = target[name];
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await ours();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const verifyToken = createAccessTokenVerifier(key, now);
  const deps: AuthDeps = {
    store: guarded,
    key,
    limits: options.limits,
    verify: verifyToken,
    rules: { ...defaultAuthRules, ...options.rules },
    now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  let control: Server | null = null;
  if (options.embedded) control = await serveStaffControl(options.dataDir, store);

  return {
    handler: createLocalAuthHandler(deps, options.log ? { log: options.log } : {}),
    async verifyStaffToken(token) {
      const claims = await verifyToken(token);
      const session = await guarded.session(claims.session_id, new Date(now()));
      if (!session || session.userId !== claims.sub) throw new StaffTokenError('The session has ended.');
      return claims;
    },
    keyCreated: created,
    async staffCount() {
      try {
        return (await (await store()).listUsers()).filter((user) => user.role === staffRole).length;
      } catch (error) {
        return error instanceof NotLocalAuthSchemaError ? { problem: error.message } : null;
      }
    },
    async sweep() {
      await guarded.sweep(new Date(now()), deps.rules.challengeMs);
    },
    async close() {
      if (!control) return;
      const address = control.address();
      await new Promise<void>((resolve) => control!.close(() => resolve()));
      if (typeof address === 'string') await rm(address, { force: true });
    },
  };
}

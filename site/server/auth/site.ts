// Which staff sign-in the local server offers, and its wiring (cli.ts): with SUPABASE_URL, the hosted Supabase Auth
// (nothing served here; 'leads-admin' checks that project's key set); without it, the local sign-in at /auth/v1 on
// the site's own database, with 'leads-admin' checking this server's own key and requiring aal2. The local sign-in
// is served only on a loopback address (behind an https proxy on the same machine when it faces the internet):
// listening on another address over plain http, the server keeps it off and says what to do instead.
import type { IncomingMessage, RequestListener } from 'node:http';
import path from 'node:path';
import { toNodeListener, type RateLimitStore } from '@agency/chat';
import { authPaths } from '@agency/content/contracts';
import type { Sql } from '@agency/db';
import { createLeadsAdminHandler, type LeadsAdminRepository } from '@agency/lead/admin';
import { proxiedForHeader, type AuthRules } from './context.ts';
import type { AuthLog } from './handler.ts';
import { startLocalAuth, type LocalAuth } from './service.ts';

export type StaffAuthMode = { kind: 'hosted' } | { kind: 'local' } | { kind: 'off'; reason: string };

const loopback = /^(localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/** The sign-in this server offers, from its settings and the address it listens on. */
export function staffAuthMode(env: Record<string, string | undefined>, host: string): StaffAuthMode {
  if (env.SUPABASE_URL?.trim()) return { kind: 'hosted' };
  if (!loopback.test(host))
    return {
      kind: 'off',
      reason:
        `Staff sign-in is off: this server listens on ${host} over plain http, and passwords must not cross a ` +
        'network unencrypted. Keep HOST=127.0.0.1 behind an https proxy on this machine (docs/deploy.md, section 3), ' +
        'or use hosted Supabase Auth (SUPABASE_URL).',
    };
  return { kind: 'local' };
}

export interface SiteStaffAuth {
  /** The routes to add to the site handler (/auth/v1 when the local sign-in is on). */
  routes: Array<{ prefix: string; handler: RequestListener }>;
  /** 'leads-admin' on this server's own sign-in (aal2 required), when the local sign-in is on. */
  leadsAdmin?: (request: Request) => Promise<Response>;
  /** Lines for the start-up message: where to sign in, and the command that makes the first account. */
  startupLines(origin: string): Promise<string[]>;
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps the proxy's X-Forwarded-For under `proxiedForHeader` (the Node adapter replaces X-Forwarded-For with the
 * socket's address), dropping any value a client sent under that name.
 */
function keepProxiedFor(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res) => {
    const kept: string[] = [];
    for (let index = 0; index + 1 < req.rawHeaders.length; index += 2)
      if (req.rawHeaders[index]!.toLowerCase() !== proxiedForHeader)
        kept.push(req.rawHeaders[index]!, req.rawHeaders[index + 1]!);
    const forwarded = req.headers['x-forwarded-for'];
    const value = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
    if (value) kept.push(proxiedForHeader, value);
    req.rawHeaders.splice(0, req.rawHeaders.length, ...kept);
    listener(req, res);
  };
}

/** Starts the local sign-in when this server offers it. */
export async function startSiteStaffAuth(options: {
  mode: StaffAuthMode;
  sql: Sql;
  ready(): Promise<unknown>;
  dataDir: string;
  /** The database URL's presence: with one, the command needs the same DATABASE_URL. */
  databaseUrl: boolean;
  /** The --data the server was given (so the printed command names the same folder), if not the default. */
  dataArgument?: string;
  limits: RateLimitStore;
  repository: LeadsAdminRepository;
  /** Other limits and waits (tests). */
  rules?: Partial<AuthRules>;
  /** Where the sign-in's and the inbox's log lines go. Default: JSON lines on the console. */
  log?: AuthLog;
}): Promise<SiteStaffAuth> {
  const { mode } = options;
  if (mode.kind !== 'local')
    return {
      routes: [],
      async startupLines() {
        return mode.kind === 'off' ? [mode.reason] : [];
      },
      async sweep() {},
      async close() {},
    };
  const auth: LocalAuth = await startLocalAuth({
    sql: options.sql,
    ready: options.ready,
    dataDir: options.dataDir,
    embedded: !options.databaseUrl,
    limits: options.limits,
    ...(options.rules ? { rules: options.rules } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  const command = [
    options.databaseUrl ? 'DATABASE_URL=<the same URL> ' : '',
    'pnpm staff add you@your-agency.com',
    options.dataArgument ? ` --data ${JSON.stringify(path.resolve(options.dataArgument))}` : '',
  ].join('');
  return {
    routes: [{ prefix: authPaths.base, handler: keepProxiedFor(toNodeListener(auth.handler)) }],
    leadsAdmin: createLeadsAdminHandler({
      repository: options.repository,
      verifyToken: auth.verifyStaffToken,
      // Visitors' data: only sessions that passed the second factor.
      requireAal2: true,
      ...(options.log ? { logger: options.log } : {}),
    }),
    async startupLines(origin) {
      const count = await auth.staffCount();
      if (count !== null && typeof count === 'object') return [`Staff sign-in is off: ${count.problem}`];
      const lines = [`Staff sign-in: ${origin}/auth (accounts in this server's database)`];
      if (count === 0)
        lines.push(
          'No staff account yet. Make the first one (the server can keep running), then sign in and set up the ' +
            'authenticator app:',
          `  ${command}`,
        );
      return lines;
    },
    sweep: () => auth.sweep(),
    close: () => auth.close(),
  };
}

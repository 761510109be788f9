// The local server: serves the prerendered site and the site's functions on 127.0.0.1: 'chat' (/functions/v1/chat)
// and 'lead' (/functions/v1/lead), with the leads and the shared rate limits in PostgreSQL: an embedded PGlite in a
// data folder (default .data/pglite at the repository's root; it survives a restart), or any PostgreSQL given by
// DATABASE_URL (Supabase's included). The schema is supabase/migrations, applied at start (and again on the first
// request that needs it, while the database was away).
// Usage: node server/cli.ts [--port 4173] [--host 127.0.0.1] [--dir build/client] [--data .data/pglite]
//   (or PORT / HOST / LOCAL_DATA_DIR / DATABASE_URL in the environment)
// --dir serves another build's client directory (e.g. a copy kept to compare figures); default: ../build/client.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chatOptionsFromEnv, createChatHandler, toNodeListener } from '@agency/chat';
import { chatCall, leadCall } from '@agency/content/contracts';
import {
  createLeadHandler,
  createLeadWebhook,
  leadOptionsFromEnv,
  leadRetentionDaysFromEnv,
  leadWebhookFromEnv,
} from '@agency/lead';
import { createLeadsAdminHandler, leadsAdminOptionsFromEnv } from '@agency/lead/admin';
import { createSiteHandler } from './app.ts';
import { startSiteStaffAuth, staffAuthMode } from './auth/site.ts';
import { openSiteDatabase } from './database.ts';

// `pnpm run serve -- --port 8080` hands the `--` on (pnpm 12); a separator is not an argument here.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    dir: { type: 'string' },
    data: { type: 'string' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 4173);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Invalid port "${values.port ?? process.env.PORT}": use a number from 1 to 65535.`);
  process.exit(2);
}

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = values.dir ? path.resolve(values.dir) : path.join(siteDir, 'build/client');
if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error(`No build found at ${clientDir}. Run "pnpm build" first.`);
  process.exit(1);
}

const headersFile = path.join(clientDir, '..', 'security-headers.json');
const securityHeaders = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : undefined;

// Bad settings stop the server at once, naming each variable.
let chatOptions: ReturnType<typeof chatOptionsFromEnv>;
let leadOptions: ReturnType<typeof leadOptionsFromEnv>;
let webhookSettings: ReturnType<typeof leadWebhookFromEnv>;
let retentionDays: number;
let leadsAdminOptions: ReturnType<typeof leadsAdminOptionsFromEnv> | undefined;
try {
  chatOptions = chatOptionsFromEnv(process.env);
  leadOptions = leadOptionsFromEnv(process.env);
  webhookSettings = leadWebhookFromEnv(process.env);
  retentionDays = leadRetentionDaysFromEnv(process.env);
  // The staff inbox's function needs the auth service whose tokens it checks (its key set): SUPABASE_URL.
  if (process.env.SUPABASE_URL?.trim()) leadsAdminOptions = leadsAdminOptionsFromEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const dataDir = path.resolve(
  values.data ?? process.env.LOCAL_DATA_DIR ?? path.join(siteDir, '../.data/pglite'),
);
const database = await openSiteDatabase({ url: process.env.DATABASE_URL?.trim() || undefined, dataDir });

// Staff sign-in (site/server/auth/site.ts): hosted Supabase Auth with SUPABASE_URL; otherwise this server's own at
// /auth/v1, on this database, when it listens on loopback.
const staffAuth = await startSiteStaffAuth({
  mode: staffAuthMode(process.env, host),
  sql: database.sql,
  ready: database.ready,
  dataDir,
  databaseUrl: Boolean(process.env.DATABASE_URL?.trim()),
  dataArgument: values.data ?? process.env.LOCAL_DATA_DIR,
  limits: database.rateLimitStore,
  repository: database.leads,
});

/** One line of JSON on stderr, like the functions' own logs (never a visitor's data: the lead id and the reason). */
const logWarning = (event: string, fields: Record<string, unknown>) =>
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'warn', event, ...fields }));

// LEAD_WEBHOOK_URL: each stored lead is posted there after the visitor's answer; failures are tried again with
// back-off by a sweep every 30 seconds (the schedule is the database's), and staff see them with the lead.
const webhook = webhookSettings
  ? createLeadWebhook({
      ...webhookSettings,
      repository: database.leads,
      onError: (leadId, reason) => logWarning('lead.webhook_failed', { leadId, reason }),
    })
  : undefined;
const timers: NodeJS.Timeout[] = [];
if (webhook) timers.push(setInterval(() => void webhook.deliverDue(), 30_000).unref());

// Retention (LEAD_RETENTION_DAYS, default four years): older leads are deleted at start and every day.
const applyRetention = async () => {
  try {
    await database.ready();
    const deleted = await database.leads.deleteLeadsOlderThan(retentionDays);
    if (deleted > 0)
      console.log(`Retention: deleted ${deleted} callback requests older than ${retentionDays} days`);
  } catch (error) {
    logWarning('lead.retention_failed', { reason: error instanceof Error ? error.message : String(error) });
  }
};
void applyRetention();
timers.push(setInterval(() => void applyRetention(), 24 * 60 * 60_000).unref());
// The local sign-in's ended sessions and old challenges, daily.
timers.push(setInterval(() => void staffAuth.sweep().catch(() => undefined), 24 * 60 * 60_000).unref());

// The same functions that deploy as Supabase Edge Functions, answering at the paths supabase-js calls.
const chat = toNodeListener(createChatHandler({ ...chatOptions, rateLimitStore: database.rateLimitStore }));
const lead = toNodeListener(
  createLeadHandler({
    ...leadOptions,
    store: database.leadStore,
    rateLimitStore: database.rateLimitStore,
    ...(webhook ? { onLeadStored: (id: string) => webhook.deliver(id).then(() => undefined) } : {}),
  }),
);

// 'leads-admin' (staff only: the leads, their consent records, status, notes, CSV), on the auth service of
// SUPABASE_URL, else on this server's own sign-in; with neither it answers 503 saying so.
const leadsAdmin = toNodeListener(
  leadsAdminOptions
    ? createLeadsAdminHandler({ ...leadsAdminOptions, repository: database.leads })
    : (staffAuth.leadsAdmin ??
        (async () =>
          Response.json(
            {
              error: 'unavailable',
              message: 'The staff inbox needs SUPABASE_URL (the auth service whose tokens it checks).',
            },
            { status: 503 },
          ))),
);

const server = createServer(
  createSiteHandler({
    clientDir,
    securityHeaders,
    routes: [
      { prefix: chatCall.path, handler: chat },
      { prefix: leadCall.path, handler: lead },
      { prefix: leadCall.adminPath, handler: leadsAdmin },
      ...staffAuth.routes,
    ],
  }),
);
server.listen(port, host, () => {
  void staffAuth.startupLines(`http://${host}:${port}`).then((lines) => {
    for (const line of lines) console.log(line);
    console.log(`Serving the site at http://${host}:${port}/ (${database.description})`);
  });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const timer of timers) clearInterval(timer);
    server.close();
    server.closeAllConnections();
    void staffAuth
      .close()
      .finally(() => database.close())
      .finally(() => process.exit(0));
  });
}

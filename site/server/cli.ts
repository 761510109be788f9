// The local server: serves the prerendered site and the site's functions on 127.0.0.1: 'chat' (/functions/v1/chat)
// and 'lead' (/functions/v1/lead), with the leads and the shared rate limits in PostgreSQL: an embedded PGlite in a
// data folder (default .data/pglite at the repository's root; it survives a restart), or any PostgreSQL given by
// DATABASE_URL (Supabase's included). The schema is supabase/migrations, applied at start (and again on the first
// request that needs it, while the database was away). The pages never wait on the database: the server listens at
// once, and the functions wait for it within their time limits. Slow clients are cut within seconds (http-limits.ts).
// Usage: node server/cli.ts [--port 4173] [--host 127.0.0.1] [--dir build/client] [--data .data/pglite]
//   (or PORT / HOST / LOCAL_DATA_DIR / DATABASE_URL in the environment)
// --dir serves another build's client directory (e.g. a copy kept to compare figures); default: ../build/client.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connectTimeoutFromEnv } from '@agency/db';
import { createSiteHandler } from './app.ts';
import { describeDatabase, openSiteDatabase, type SiteDatabase } from './database.ts';
import {
  createSiteFunctions,
  deferredRoutes,
  siteFunctionSettings,
  type SiteFunctions,
  type SiteFunctionSettings,
} from './functions.ts';
import { createLimitedServer, httpLimitsFromEnv, type HttpLimits } from './http-limits.ts';

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
let settings: SiteFunctionSettings;
let limits: HttpLimits;
let connectTimeoutMs: number | undefined;
try {
  settings = siteFunctionSettings(process.env);
  limits = httpLimitsFromEnv(process.env);
  connectTimeoutMs = connectTimeoutFromEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const databaseOptions = {
  url: process.env.DATABASE_URL?.trim() || undefined,
  dataDir: path.resolve(values.data ?? process.env.LOCAL_DATA_DIR ?? path.join(siteDir, '../.data/pglite')),
  connectTimeoutMs,
};

// The functions, once the database is open; their routes wait for them meanwhile (the pages do not).
let database: SiteDatabase | undefined;
let functions: SiteFunctions | undefined;
const started = openSiteDatabase(databaseOptions).then((opened) => {
  database = opened;
  functions = createSiteFunctions(opened, settings);
  return functions;
});

const server = createLimitedServer(
  createSiteHandler({ clientDir, securityHeaders, routes: deferredRoutes(started) }),
  limits,
);
server.listen(port, host, () => {
  console.log(`Serving the site at http://${host}:${port}/ (${describeDatabase(databaseOptions)})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    functions?.stop();
    server.close();
    server.closeAllConnections();
    void (database?.close() ?? Promise.resolve()).finally(() => process.exit(0));
  });
}

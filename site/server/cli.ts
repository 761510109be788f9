// The local server: serves the prerendered site and the site's functions on 127.0.0.1: 'chat' (/functions/v1/chat)
// and 'lead' (/functions/v1/lead), with the leads and the shared rate limits in PostgreSQL: an embedded PGlite in a
// data folder (default .data/pglite at the repository's root; it survives a restart), or any PostgreSQL given by
// DATABASE_URL (Supabase's included). The schema is supabase/migrations, applied at start (and again on the first
// request that needs it, while the database was away). The pages never wait on the database: the server listens at
// once, and the functions wait for it within their time limits. Slow clients are cut within seconds (http-limits.ts).
// It rebuilds the site each day early in the morning in the agency's time zone, and on SIGHUP, into a fresh folder,
// and serves it only once the build succeeded (rebuild.ts). Staff sign in with hosted Supabase Auth (SUPABASE_URL),
// or, without it, with this server's own sign-in at /auth/v1 on the same database (auth/site.ts, docs/adr/0022).
// Usage: node server/cli.ts [--port 4173] [--host 127.0.0.1] [--dir build/client] [--data .data/pglite]
//   [--builds site/.data/builds] [--date-file <file>]
//   (or PORT / HOST / LOCAL_DATA_DIR / DATABASE_URL / SITE_BUILDS_DIR / SITE_BUILD_DATE_FILE / SITE_REBUILD_HOUR)
// --dir serves another build's client directory (e.g. a copy kept to compare figures; it rebuilds on SIGHUP only);
// default: ../build/client.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getAgencyTimeZone } from '@agency/content';
import { authPaths } from '@agency/content/contracts';
import { connectTimeoutFromEnv } from '@agency/db';
import { createSiteHandler } from './app.ts';
import { startSiteStaffAuth, staffAuthMode, type SiteStaffAuth } from './auth/site.ts';
import { describeDatabase, openSiteDatabase, type SiteDatabase } from './database.ts';
import {
  createSiteFunctions,
  deferredRoutes,
  siteFunctionSettings,
  type SiteFunctions,
  type SiteFunctionSettings,
} from './functions.ts';
import { createLimitedServer, httpLimitsFromEnv, type HttpLimits } from './http-limits.ts';
import {
  buildDateSource,
  createRebuilder,
  dayIn,
  loadBuild,
  startDailyRebuild,
  stopBuilds,
  type ServedBuild,
} from './rebuild.ts';

// `pnpm run serve -- --port 8080` hands the `--` on (pnpm 12); a separator is not an argument here.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    dir: { type: 'string' },
    data: { type: 'string' },
    builds: { type: 'string' },
    'date-file': { type: 'string' },
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

let served: ServedBuild = loadBuild(clientDir);

// The daily rebuild's settings (rebuild.ts). A server of another build's folder (--dir) rebuilds on SIGHUP only,
// unless SITE_REBUILD_HOUR says otherwise: its folder is kept to compare, not to be replaced overnight.
const timeZone = getAgencyTimeZone();
const rebuildHour = (process.env.SITE_REBUILD_HOUR ?? (values.dir ? 'off' : '4')).trim();
if (rebuildHour !== 'off' && !/^([01]?\d|2[0-3])$/.test(rebuildHour)) {
  console.error(`SITE_REBUILD_HOUR: "${rebuildHour}" must be an hour from 0 to 23 (default 4), or off.`);
  process.exit(2);
}
const dateFile = values['date-file'] ?? process.env.SITE_BUILD_DATE_FILE?.trim();
const buildDate = buildDateSource({
  dateFile: dateFile ? path.resolve(dateFile) : undefined,
  env: process.env,
  today: () => dayIn(timeZone),
});
// Inside site/ (its node_modules resolve the prerendering bundle's imports), kept out of git by `.data/`.
const buildsDir = path.resolve(
  values.builds ?? process.env.SITE_BUILDS_DIR ?? path.join(siteDir, '.data/builds'),
);
if (path.relative(siteDir, buildsDir).startsWith('..')) {
  console.error(`The builds folder ${buildsDir} must be inside ${siteDir} (--builds, SITE_BUILDS_DIR).`);
  process.exit(2);
}

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

// Staff sign-in (auth/site.ts): hosted Supabase Auth with SUPABASE_URL; otherwise this server's own at /auth/v1, on
// this database, when it listens on loopback.
const staffMode = staffAuthMode(process.env, host);

// The functions and the staff sign-in, once the database is open; their routes wait for them meanwhile (the pages
// do not). "Functions ready" says they answer; the staff sign-in's start-up lines follow.
let database: SiteDatabase | undefined;
let functions: SiteFunctions | undefined;
let staffAuth: SiteStaffAuth | undefined;
const started = openSiteDatabase(databaseOptions).then(async (opened) => {
  database = opened;
  staffAuth = await startSiteStaffAuth({
    mode: staffMode,
    sql: opened.sql,
    ready: opened.ready,
    dataDir: databaseOptions.dataDir,
    databaseUrl: Boolean(databaseOptions.url),
    dataArgument: values.data ?? process.env.LOCAL_DATA_DIR,
    limits: opened.rateLimitStore,
    repository: opened.leads,
  });
  functions = createSiteFunctions(opened, settings, staffAuth);
  console.log(`Functions ready: chat, lead, leads-admin; staff sign-in ${staffMode.kind}`);
  // Where to sign in and, with no account yet, the command that makes the first one. Not waited for: it reads the
  // database, which must never hold the functions. One write, so a reader of the output gets the block whole.
  void staffAuth.startupLines(`http://${host}:${port}`).then((lines) => console.log(lines.join('\n')));
  return functions;
});

// The pages of the build served now; a rebuild swaps in another (the functions stay).
const routes = deferredRoutes(started, staffMode.kind === 'local' ? [authPaths.base] : []);
const siteFor = (build: ServedBuild) =>
  createSiteHandler({ clientDir: build.clientDir, securityHeaders: build.securityHeaders, routes });
let site = siteFor(served);
const server = createLimitedServer((req, res) => site(req, res), limits);
server.listen(port, host, () => {
  console.log(`Serving the site at http://${host}:${port}/ (${describeDatabase(databaseOptions)})`);
  console.log(`Pages of ${served.date ?? 'an unknown day'} from ${served.clientDir}`);
});

// The daily rebuild: SIGHUP now, or early each morning in the agency's time zone.
const rebuilder = createRebuilder({
  siteDir,
  buildsDir,
  dateFor: buildDate,
  env: process.env,
  served: () => served,
  swap(build, day) {
    site = siteFor(build);
    served = build;
    // The chat speaks of the day the pages speak of: a day given (date file, SITE_BUILD_DATE) becomes the server's;
    // without one the chat follows today by itself (a new engine each day, @agency/chat's handler).
    if (day.from !== 'today') process.env.SITE_BUILD_DATE = day.date;
  },
});
process.on('SIGHUP', () => void rebuilder.rebuild('SIGHUP'));
const stopDaily =
  rebuildHour === 'off'
    ? () => {}
    : startDailyRebuild({
        rebuild: (reason) => rebuilder.rebuild(reason),
        dateFor: () => buildDate().date,
        servedDate: () => served.date,
        attempted: rebuilder.attempted,
        timeZone,
        hour: Number(rebuildHour),
      });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopDaily();
    stopBuilds();
    functions?.stop();
    server.close();
    server.closeAllConnections();
    void (staffAuth?.close() ?? Promise.resolve())
      .finally(() => database?.close())
      .finally(() => process.exit(0));
  });
}

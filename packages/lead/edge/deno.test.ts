// The three Supabase Edge Functions as deployed: each supabase/functions/<name> folder (index.ts, deno.json and the
// bundle `pnpm build:edge` wrote) copied alone, as the Supabase CLI uploads it, and run by Deno against a real
// PostgreSQL server with the schema of supabase/migrations. Proves the deployed entries, not just the handlers: the
// import maps resolve (postgres.js from npm), a callback request is stored with its consent before "received" and
// reaches the webhook, the database away gives the visitor the phone number, two chat instances hold one rate limit,
// the staff function admits a staff token only, and a bad configuration stops the boot naming the variable.
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brand } from '@agency/content';
import { migrate, openDatabase, type Database } from '@agency/db';
import { startPostgresServer, type PostgresServer } from '@agency/db/testing';
import {
  newSigningKey,
  serveKeySet,
  signToken,
  type KeySetServer,
  type SigningKey,
} from '../src/admin/test-helpers.ts';
import { currentConsent } from '../src/consent.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const functionsDir = path.join(repo, 'supabase/functions');
const deno = denoExecutable();
const siteOrigin = 'https://www.agency.example';
const ipHashKey = 'edge-test-ip-hash-key-0123456789abcdef0123';
const webhookSecret = 'edge-test-webhook-secret';

/**
 * Deno's own executable from its platform package (the root devDependency "deno"), not the package's node launcher,
 * which would run it as a grandchild that outlives a stop.
 */
function denoExecutable(): string {
  const fromRoot = createRequire(path.join(repo, 'package.json'));
  const fromDeno = createRequire(fromRoot.resolve('deno/package.json'));
  const target = `${process.platform}-${process.arch}${process.platform === 'linux' ? '-glibc' : ''}`;
  return path.join(path.dirname(fromDeno.resolve(`@deno/${target}/package.json`)), 'deno');
}

interface RunningFunction {
  url: string;
  stop(): Promise<void>;
}

const running: ChildProcess[] = [];
const folders: string[] = [];

/** The Deno environment: nothing of ours but what the test gives (as Supabase gives only the function's secrets). */
function denoEnv(env: Record<string, string>): Record<string, string> {
  // Where Deno fetches npm:postgres from, and the certificates this machine trusts (a proxy's own CA included).
  const keep = [
    'PATH',
    'HOME',
    'DENO_DIR',
    'XDG_CACHE_HOME',
    'NPM_CONFIG_REGISTRY',
    'HTTPS_PROXY',
    'HTTP_PROXY',
    'NO_PROXY',
    'DENO_CERT',
    'DENO_TLS_CA_STORE',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'NODE_EXTRA_CA_CERTS',
  ];
  const base = Object.fromEntries(
    keep.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
  );
  return { ...base, NO_COLOR: '1', ...env };
}

/** Copies supabase/functions/<name> alone into a temporary folder, with the port shim beside its index.ts. */
function copyFunction(name: string): string {
  const source = path.join(functionsDir, name);
  const bundle = path.join(source, 'dist', `${name}.js`);
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`pnpm build:edge\` first`);
  const folder = mkdtempSync(path.join(tmpdir(), `agency-edge-${name}-`));
  folders.push(folder);
  cpSync(source, folder, { recursive: true });
  cpSync(path.join(here, 'serve-on-port.ts'), path.join(folder, 'serve-on-port.ts'));
  return folder;
}

function denoArgs(): string[] {
  // What the Edge runtime allows a function: the network, its environment, reading its own files.
  return ['run', '--quiet', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', 'serve-on-port.ts'];
}

/** Runs a copy of a function's folder under Deno; `output()` is everything it has printed so far. */
function runFunction(name: string, env: Record<string, string>) {
  const child = spawn(deno, denoArgs(), {
    cwd: copyFunction(name),
    env: denoEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  const read = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  return { child, output: () => output };
}

/** Starts a function under Deno; resolves with its URL once it listens (the first run fetches npm:postgres). */
async function startFunction(name: string, env: Record<string, string>): Promise<RunningFunction> {
  const { child, output } = runFunction(name, env);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in 180 s:\n${output()}`)),
      180_000,
    );
    const listening = () => {
      const match = /listening (\d+)/.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', listening);
    child.stderr!.on('data', listening);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening:\n${output()}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Boots a function that must refuse to start; resolves with its exit code and output. */
async function bootFailure(
  name: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = runFunction(name, env);
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output: output() };
}

/** A webhook receiver on a free port of 127.0.0.1, keeping each post's headers and body. */
async function startReceiver() {
  const posts: Array<{ signature: string | undefined; body: string }> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posts.push({ signature: request.headers['x-lead-signature'] as string | undefined, body });
      response.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    posts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  ms = 15_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function callbackForm(name: string): URLSearchParams {
  return new URLSearchParams({
    name,
    phone: '(205) 555-0147',
    zip: '35203',
    bestTime: 'afternoon',
    topic: 'Switching plans at AEP',
    consent: 'on',
    consentVersion: currentConsent().version,
    page: '/aep/birmingham',
    startedAt: String(Date.now() - 60_000),
    website: '',
  });
}

function postForm(url: string, form: URLSearchParams, address: string) {
  return fetch(`${url}/functions/v1/lead`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: siteOrigin,
      'user-agent': 'Mozilla/5.0 (edge test)',
      'cf-connecting-ip': address,
    },
    body: form.toString(),
  });
}

let postgres: PostgresServer;
let database: Database;

before(
  async () => {
    assert.ok(
      existsSync(deno),
      `${deno} is missing: \`pnpm install\` brings Deno (the root devDependency "deno")`,
    );
    postgres = await startPostgresServer();
    database = await openDatabase({ url: postgres.url });
    await migrate(database.sql, { shim: true });
    const version = execFileSync(deno, ['--version'], { encoding: 'utf8' }).split(' ')[1];
    console.log(
      `# the Edge Functions under Deno ${version}, on PostgreSQL ${postgres.version} (a server this test started)`,
    );
  },
  { timeout: 120_000 },
);

after(
  async () => {
    for (const child of running)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.close();
    await postgres?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  },
  { timeout: 60_000 },
);

describe('the deployed function folders', () => {
  test('each import map names the postgres.js version the workspace builds and tests with', () => {
    const installed = JSON.parse(
      readFileSync(path.join(repo, 'packages/db/node_modules/postgres/package.json'), 'utf8'),
    ) as { version: string };
    for (const name of ['chat', 'lead', 'leads-admin']) {
      const map = JSON.parse(readFileSync(path.join(functionsDir, name, 'deno.json'), 'utf8')) as {
        imports: Record<string, string>;
      };
      assert.equal(map.imports.postgres, `npm:postgres@${installed.version}`, `${name}/deno.json`);
      assert.equal(map.imports[`@agency/${name}`], `./dist/${name}.js`, `${name}/deno.json`);
    }
  });
  test('each entry and the port shim type-check under Deno (deno check)', () => {
    for (const name of ['chat', 'lead', 'leads-admin']) {
      const folder = copyFunction(name);
      execFileSync(deno, ['check', '--quiet', 'index.ts', 'serve-on-port.ts'], {
        cwd: folder,
        env: denoEnv({}),
        stdio: 'pipe',
      });
    }
  });
});

describe("'lead' under Deno", () => {
  test('stores a callback request with its consent, answers 303 to the thank-you page, and posts the webhook', async () => {
    const receiver = await startReceiver();
    const lead = await startFunction('lead', {
      SUPABASE_DB_URL: postgres.url,
      LEAD_IP_HASH_KEY: ipHashKey,
      LEAD_ALLOWED_ORIGINS: siteOrigin,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: webhookSecret,
    });
    try {
      const response = await postForm(lead.url, callbackForm('Edna Edge'), '198.51.100.7');
      assert.equal(response.status, 303);
      assert.equal(response.headers.get('location'), `${siteOrigin}/callback-requested`);

      const [row] = await database.sql<
        Array<{
          id: string;
          phone_e164: string;
          state: string;
          ip_hash: string;
          given: boolean;
          text: string;
        }>
      >`select l.id, l.phone_e164, l.state, l.ip_hash, c.consent_given as given, c.consent_text as text
        from public.leads l join public.lead_consents c on c.lead_id = l.id where l.name = 'Edna Edge'`;
      assert.ok(row, 'the lead is in the database');
      assert.equal(row.phone_e164, '+12055550147');
      assert.equal(row.state, 'AL');
      assert.equal(row.given, true);
      assert.equal(row.text, currentConsent().text);
      assert.doesNotMatch(row.ip_hash, /198\.51/, 'the address is stored only as a keyed hash');

      const post = await until('the webhook post', () => receiver.posts.find((p) => p.body.includes(row.id)));
      const expected = `sha256=${createHmac('sha256', webhookSecret).update(post.body).digest('hex')}`;
      assert.equal(post.signature, expected);
      assert.equal(JSON.parse(post.body).name, 'Edna Edge');
      await until('the delivery on record', async () => {
        const [d] = await database.sql<Array<{ delivered_at: Date | null }>>`
          select delivered_at from public.lead_webhook_deliveries where lead_id = ${row.id}`;
        return d?.delivered_at ? d : undefined;
      });
    } finally {
      await lead.stop();
      await receiver.close();
    }
  });

  test('with the database away it answers 503 with the phone number, and stores the request sent again', async () => {
    const lead = await startFunction('lead', {
      SUPABASE_DB_URL: postgres.url,
      LEAD_IP_HASH_KEY: ipHashKey,
      LEAD_ALLOWED_ORIGINS: siteOrigin,
    });
    try {
      await postgres.pause();
      const json = (form: URLSearchParams) =>
        fetch(`${lead.url}/functions/v1/lead`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            origin: siteOrigin,
            'cf-connecting-ip': '198.51.100.8',
          },
          body: JSON.stringify({
            ...Object.fromEntries(form),
            consent: true,
            startedAt: Date.now() - 60_000,
          }),
        });
      const away = await json(callbackForm('Otto Outage'));
      assert.equal(away.status, 503);
      assert.match(await away.text(), new RegExp(brand.tollFreePhone.display.replace(/[()+]/g, '\\$&')));
      await postgres.resume();
      const again = await until('the database back', async () => {
        const response = await json(callbackForm('Otto Outage'));
        return response.status === 503 ? undefined : response;
      });
      assert.equal(again.status, 201);
      const [stored] = await database.sql<Array<{ count: number }>>`
        select count(*)::int as count from public.leads where name = 'Otto Outage'`;
      assert.equal(stored?.count, 1, 'stored once, after the database came back');
    } finally {
      await lead.stop();
    }
  });

  test('refuses to boot without a database, and in production without the address key, naming the variable', async () => {
    const noDatabase = await bootFailure('lead', { LEAD_IP_HASH_KEY: ipHashKey });
    assert.notEqual(noDatabase.code, 0);
    assert.match(noDatabase.output, /SUPABASE_DB_URL/);
    const noKey = await bootFailure('lead', { SUPABASE_DB_URL: postgres.url, SB_REGION: 'us-east-1' });
    assert.notEqual(noKey.code, 0);
    assert.match(noKey.output, /LEAD_IP_HASH_KEY/);
  });
});

describe("'chat' under Deno", () => {
  test('two instances on one database hold one rate limit together', async () => {
    const env = {
      SUPABASE_DB_URL: postgres.url,
      CHAT_RATE_LIMIT_PER_ID: '4',
      CHAT_RATE_LIMIT_PER_ADDRESS: '100',
    };
    const [first, second] = await Promise.all([startFunction('chat', env), startFunction('chat', env)]);
    try {
      const anonymousId = `anon_${Date.now()}_edgetest01`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const instance = i % 2 === 0 ? first : second;
        const response = await fetch(`${instance.url}/functions/v1/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.9' },
          body: JSON.stringify({ message: 'What is IRMAA?', anonymousId }),
        });
        statuses.push(response.status);
        if (response.status === 200) assert.match(await response.text(), /IRMAA/i);
        else await response.body?.cancel();
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
      const [windows] = await database.sql<Array<{ count: number }>>`
        select count(*)::int as count from public.rate_limits`;
      assert.ok((windows?.count ?? 0) >= 2, 'the windows are rows in PostgreSQL');
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});

describe("'leads-admin' under Deno", () => {
  let keys: KeySetServer;
  let key: SigningKey;
  before(async () => {
    key = await newSigningKey('edge-test-key');
    keys = await serveKeySet([key.publicJwk]);
  });
  after(() => keys.close());

  test('shows the leads with their consent to a staff token at aal2, 403 at aal1 or to another account, 401 without a token', async () => {
    const admin = await startFunction('leads-admin', {
      SUPABASE_URL: keys.url,
      SUPABASE_DB_URL: postgres.url,
    });
    try {
      const inbox = `${admin.url}/functions/v1/leads-admin`;
      const anonymous = await fetch(inbox);
      assert.equal(anonymous.status, 401);
      await anonymous.body?.cancel();

      // A staff session at aal2 (second factor passed): what the function requires by default.
      const staffToken = await signToken({
        key,
        issuer: keys.issuer,
        aal: 'aal2',
        appMetadata: { role: 'staff' },
      });
      const staff = await fetch(inbox, { headers: { authorization: `Bearer ${staffToken}` } });
      assert.equal(staff.status, 200);
      const body = (await staff.json()) as {
        leads: Array<{ name: string; consent: { text: string } | null }>;
      };
      const edna = body.leads.find((lead) => lead.name === 'Edna Edge');
      assert.ok(edna, "the lead 'lead' stored");
      assert.equal(edna.consent?.text, currentConsent().text);

      const passwordOnly = await signToken({
        key,
        issuer: keys.issuer,
        aal: 'aal1',
        appMetadata: { role: 'staff' },
      });
      const aal1 = await fetch(inbox, { headers: { authorization: `Bearer ${passwordOnly}` } });
      assert.equal(aal1.status, 403);
      assert.match(await aal1.text(), /mfa_required/);

      const memberToken = await signToken({
        key,
        issuer: keys.issuer,
        aal: 'aal2',
        appMetadata: { provider: 'email' },
      });
      const member = await fetch(inbox, { headers: { authorization: `Bearer ${memberToken}` } });
      assert.equal(member.status, 403);
      assert.doesNotMatch(await member.text(), /Edna/);
      assert.equal(keys.hits(), 1, 'the key set is fetched once and cached');
    } finally {
      await admin.stop();
    }
  });
});

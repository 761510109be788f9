// @vitest-environment node
// The staff function 'leads-admin' end to end: real ES256 tokens verified against a key set served over HTTP by a
// local server (its fetches counted), and a real lead repository on PGlite (@agency/db), through real Requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createLeadRepository,
  migrate,
  openDatabase,
  type Database,
  type LeadRepository,
  type NewLead,
} from '@agency/db';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LeadConfigError } from '../errors.ts';
import { leadsAdminMessages, type LeadsAdminListBody } from './contract.ts';
import { createLeadsAdminHandler } from './handler.ts';
import type { LeadsAdminLogEntry } from './log.ts';
import type { LeadsAdminHandlerOptions } from './options.ts';
import type { LeadsAdminLead } from './repository.ts';
import {
  adminRequest,
  newSigningKey,
  serveKeySet,
  signToken,
  type KeySetServer,
  type SigningKey,
} from './test-helpers.ts';

const staffId = '3f0c2a8e-6b1d-4c7e-9a5f-2d8b7c6e5a41';
const plainUserId = '9d2e4f6a-1b3c-4d5e-8f7a-0b1c2d3e4f5a';

let database: Database;
let repository: LeadRepository;
let dataDir: string;
let keySet: KeySetServer;
let key: SigningKey;
let foreignKey: SigningKey;
let staffToken: string;
let plainToken: string;
const logs: LeadsAdminLogEntry[] = [];
const ids = { dorothy: '', harold: '', ruth: '' };
/** A fixed day for the export's file name; tokens are checked at this time too (they are signed for real now). */
const fixedNow = Date.now();

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    name: 'Dorothy Example',
    phoneE164: '+12055550100',
    zip: '35203',
    state: 'AL',
    bestTime: 'morning',
    topic: 'Turning 65 in March',
    page: '/aep/birmingham',
    userAgent: 'Mozilla/5.0 (test)',
    ipHash: 'a'.repeat(64),
    receivedAt: new Date('2026-11-20T15:00:00Z'),
    consent: { given: true, text: 'I agree that the agency may contact me.', version: '2026-11-01' },
    ...overrides,
  };
}

function handler(overrides: Partial<LeadsAdminHandlerOptions> = {}) {
  return createLeadsAdminHandler({
    repository,
    jwksUrl: keySet.jwksUrl,
    issuer: keySet.issuer,
    allowedOrigins: ['https://www.example.com'],
    logger: (entry) => logs.push(entry),
    now: () => fixedNow,
    ...overrides,
  });
}

let leadsAdmin: ReturnType<typeof createLeadsAdminHandler>;

async function json<T>(response: Response): Promise<T> {
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await response.json()) as T;
}

beforeAll(async () => {
  key = await newSigningKey('staff-key-1');
  foreignKey = await newSigningKey('staff-key-1');
  keySet = await serveKeySet([key.publicJwk]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'agency-leads-admin-'));
  database = await openDatabase({ dataDir });
  await migrate(database.sql, { shim: true });
  repository = createLeadRepository(database.sql);
  ids.dorothy = (await repository.insertLead(newLead())).id;
  ids.harold = (
    await repository.insertLead(
      newLead({
        name: 'Harold Sample',
        phoneE164: '+12565550123',
        zip: '35801',
        topic: null,
        receivedAt: new Date('2026-11-21T10:00:00Z'),
        consent: { given: false, text: 'I agree that the agency may contact me.', version: '2026-11-01' },
      }),
    )
  ).id;
  ids.ruth = (
    await repository.insertLead(
      newLead({
        name: 'Ruth Tester',
        phoneE164: '+14045550188',
        zip: '30301',
        state: 'GA',
        topic: 'Medigap',
        receivedAt: new Date('2026-11-22T09:30:00Z'),
      }),
    )
  ).id;
  await repository.recordDelivery(ids.ruth, { ok: true }, new Date('2026-11-22T09:30:05Z'));
  // A staff session that passed its second factor (aal2), as the function requires by default.
  staffToken = await signToken({
    key,
    issuer: keySet.issuer,
    sub: staffId,
    aal: 'aal2',
    appMetadata: { provider: 'email', role: 'staff' },
  });
  plainToken = await signToken({ key, issuer: keySet.issuer, sub: plainUserId });
  leadsAdmin = handler();
}, 60_000);

afterAll(async () => {
  await database?.close();
  await keySet?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('who may call', () => {
  it('answers 401 without a token, with a Basic header, or with a malformed one', async () => {
    const headerSets: Array<Record<string, string>> = [
      {},
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer' },
    ];
    for (const headers of headerSets) {
      const response = await leadsAdmin(adminRequest('', { headers }));
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await json(response)).toEqual({
        error: 'unauthenticated',
        message: leadsAdminMessages.unauthenticated,
      });
    }
    const garbage = await leadsAdmin(adminRequest('', { token: 'not.a.jwt' }));
    expect(garbage.status).toBe(401);
    expect(await json(garbage)).toEqual({
      error: 'unauthenticated',
      message: leadsAdminMessages.invalidToken,
    });
  });

  it('answers 401 to an expired token', async () => {
    const expired = await signToken({
      key,
      issuer: keySet.issuer,
      sub: staffId,
      appMetadata: { role: 'staff' },
      expiresIn: -120,
    });
    const response = await leadsAdmin(adminRequest('', { token: expired }));
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ error: 'unauthenticated', message: leadsAdminMessages.expired });
    expect(logs.at(-1)?.reason).toBe('token_expired');
  });

  it('answers 401 to forged tokens: another key under the same kid, an unknown kid, HS256, another issuer or audience', async () => {
    const forged = [
      await signToken({
        key: foreignKey,
        issuer: keySet.issuer,
        sub: staffId,
        appMetadata: { role: 'staff' },
      }),
      await signToken({
        key: foreignKey,
        kid: 'someone-elses-key',
        issuer: keySet.issuer,
        sub: staffId,
        appMetadata: { role: 'staff' },
      }),
      await new SignJWT({ role: 'authenticated', app_metadata: { role: 'staff' } })
        .setProtectedHeader({ alg: 'HS256', kid: key.kid })
        .setSubject(staffId)
        .setIssuer(keySet.issuer)
        .setAudience('authenticated')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('a shared secret that is not the key set')),
      await signToken({
        key,
        issuer: 'https://elsewhere.example/auth/v1',
        sub: staffId,
        appMetadata: { role: 'staff' },
      }),
      await signToken({
        key,
        issuer: keySet.issuer,
        audience: 'anon',
        sub: staffId,
        appMetadata: { role: 'staff' },
      }),
      // A valid signature over a changed payload: the staff role pasted into a plain user's token.
      (() => {
        const [header, payload, signature] = plainToken.split('.') as [string, string, string];
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        claims.app_metadata = { role: 'staff' };
        return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
      })(),
    ];
    for (const token of forged) {
      const response = await leadsAdmin(adminRequest('', { token }));
      expect(response.status, token.slice(0, 40)).toBe(401);
      const body = await json<{ error: string; leads?: unknown }>(response);
      expect(body.error).toBe('unauthenticated');
      expect(body.leads).toBeUndefined();
    }
  });

  it('answers 401 to a token that names no user', async () => {
    const token = await signToken({ key, issuer: keySet.issuer, sub: null, appMetadata: { role: 'staff' } });
    expect((await leadsAdmin(adminRequest('', { token }))).status).toBe(401);
  });

  it('answers 403 "no access" to a signed-in account without the staff role, on every route, and changes nothing', async () => {
    const selfDeclared = await signToken({
      key,
      issuer: keySet.issuer,
      sub: plainUserId,
      userMetadata: { role: 'staff' },
    });
    for (const token of [plainToken, selfDeclared]) {
      const requests = [
        adminRequest('', { token }),
        adminRequest(`?id=${ids.dorothy}`, { token }),
        adminRequest('?format=csv', { token }),
        adminRequest('', { token, method: 'PATCH', body: { id: ids.dorothy, status: 'closed', notes: 'x' } }),
        adminRequest(`?id=${ids.dorothy}`, { token, method: 'DELETE' }),
      ];
      for (const request of requests) {
        const response = await leadsAdmin(request);
        expect(response.status).toBe(403);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({
          error: 'forbidden',
          message: 'This account has no access to the leads.',
        });
        expect(text).not.toContain('Dorothy');
      }
    }
    const lead = await repository.getLead(ids.dorothy);
    expect(lead?.status).toBe('new');
    expect(lead?.notes).toBeNull();
  });

  it('admits only a staff session that passed its second factor (aal2) by default; aal1 only when told, for development', async () => {
    const aal1Token = await signToken({
      key,
      issuer: keySet.issuer,
      sub: staffId,
      aal: 'aal1',
      appMetadata: { role: 'staff' },
    });
    const refused = await leadsAdmin(adminRequest('', { token: aal1Token }));
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ error: 'mfa_required', message: leadsAdminMessages.mfaRequired });
    expect((await leadsAdmin(adminRequest('', { token: staffToken }))).status).toBe(200);

    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
    try {
      const loose = handler({ requireAal2: false });
      expect((await loose(adminRequest('', { token: aal1Token }))).status).toBe(200);
    } finally {
      warn.mockRestore();
    }
    expect(warnings.join('\n')).toMatch(/leads_admin\.second_factor_not_required/);
  });
});

describe('the key set', () => {
  it('is fetched once for many requests, and again after its cache age', async () => {
    // Long enough for 20 requests on a busy machine (400 ms was not, under load).
    const ageMs = 2000;
    const cached = handler({ jwksCacheMaxAgeMs: ageMs });
    keySet.resetHits();
    const many = await Promise.all(
      Array.from({ length: 12 }, () => cached(adminRequest('?limit=1', { token: staffToken }))),
    );
    for (let i = 0; i < 8; i += 1) many.push(await cached(adminRequest('?limit=1', { token: staffToken })));
    expect(many.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(keySet.hits()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, ageMs + 150));
    expect((await cached(adminRequest('?limit=1', { token: staffToken }))).status).toBe(200);
    expect(keySet.hits()).toBe(2);
    expect((await cached(adminRequest('?limit=1', { token: staffToken }))).status).toBe(200);
    expect(keySet.hits()).toBe(2);
  });

  it('is cached 10 minutes by default: one fetch for a handler’s whole life here', async () => {
    const fresh = handler();
    keySet.resetHits();
    for (let i = 0; i < 10; i += 1)
      expect((await fresh(adminRequest('?limit=1', { token: staffToken }))).status).toBe(200);
    expect(keySet.hits()).toBe(1);
  });

  it('answers 503 (not 401) when the key set cannot be fetched', async () => {
    const gone = await serveKeySet([key.publicJwk]);
    await gone.close();
    const unreachable = handler({ jwksUrl: gone.jwksUrl, issuer: keySet.issuer });
    const response = await unreachable(adminRequest('', { token: staffToken }));
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({
      error: 'unavailable',
      message: leadsAdminMessages.authUnavailable,
    });
  });
});

describe('staff', () => {
  it('lists every lead newest first, with its consent record and delivery state, dates as ISO strings', async () => {
    const response = await leadsAdmin(adminRequest('', { token: staffToken }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await json<LeadsAdminListBody>(response);
    expect(body.total).toBe(3);
    expect(body.leads.map((lead) => lead.name)).toEqual(['Ruth Tester', 'Harold Sample', 'Dorothy Example']);
    const [ruth, harold] = body.leads as [LeadsAdminLead, LeadsAdminLead];
    expect(ruth).toMatchObject({
      id: ids.ruth,
      createdAt: '2026-11-22T09:30:00.000Z',
      phoneE164: '+14045550188',
      state: 'GA',
      status: 'new',
      consent: {
        given: true,
        text: 'I agree that the agency may contact me.',
        version: '2026-11-01',
        consentedAt: '2026-11-22T09:30:00.000Z',
        page: '/aep/birmingham',
      },
      delivery: {
        status: 'delivered',
        attempts: 1,
        deliveredAt: '2026-11-22T09:30:05.000Z',
        nextAttemptAt: null,
      },
    });
    expect(harold.consent?.given).toBe(false);
    expect(harold.delivery).toMatchObject({ status: 'pending', attempts: 0 });
    // The keyed hash of the visitor's address stays in the database.
    expect(ruth).not.toHaveProperty('ipHash');
  });

  it('filters by status and search, and pages with limit and offset', async () => {
    const search = async (query: string) =>
      json<LeadsAdminListBody>(await leadsAdmin(adminRequest(query, { token: staffToken })));
    expect((await search('?search=harold')).leads.map((lead) => lead.id)).toEqual([ids.harold]);
    expect((await search('?search=404-555')).leads.map((lead) => lead.id)).toEqual([ids.ruth]);
    expect((await search('?search=GA')).total).toBe(1);
    expect((await search('?status=new')).total).toBe(3);
    expect((await search('?status=booked')).total).toBe(0);
    const page = await search('?limit=1&offset=1');
    expect(page.total).toBe(3);
    expect(page.leads.map((lead) => lead.id)).toEqual([ids.harold]);
  });

  it('answers 400 with reasons to a bad filter', async () => {
    const response = await leadsAdmin(
      adminRequest('?status=lost&limit=0&offset=-1&format=xml', { token: staffToken }),
    );
    expect(response.status).toBe(400);
    const body = await json<{ error: string; issues: Array<{ field: string; message: string }> }>(response);
    expect(body.error).toBe('invalid');
    expect(body.issues.map((issue) => issue.field).sort()).toEqual(['format', 'limit', 'offset', 'status']);
    expect(body.issues.find((issue) => issue.field === 'status')?.message).toBe(
      'status must be one of new, called, booked, closed',
    );
  });

  it('reads one lead; 404 for an unknown id; 400 for something that is not an id', async () => {
    const one = await leadsAdmin(adminRequest(`?id=${ids.dorothy}`, { token: staffToken }));
    expect(one.status).toBe(200);
    expect(await json<LeadsAdminLead>(one)).toMatchObject({
      id: ids.dorothy,
      name: 'Dorothy Example',
      consent: { given: true, version: '2026-11-01' },
    });
    const unknown = await leadsAdmin(adminRequest(`?id=${crypto.randomUUID()}`, { token: staffToken }));
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error: 'not_found', message: leadsAdminMessages.notFound });
    const bad = await leadsAdmin(adminRequest('?id=42', { token: staffToken }));
    expect(bad.status).toBe(400);
  });

  it('changes status and notes, and records which staff user did', async () => {
    const response = await leadsAdmin(
      adminRequest('', {
        token: staffToken,
        method: 'PATCH',
        // NFC and no hidden character, as a visitor's words: the e of "Tuesday" decomposed, a zero-width space.
        body: {
          id: ids.dorothy,
          status: 'called',
          notes: '  Left a voicemail;\u200B call back Tue\u0301sday.  ',
        },
      }),
    );
    expect(response.status).toBe(200);
    const lead = await json<LeadsAdminLead>(response);
    expect(lead).toMatchObject({
      id: ids.dorothy,
      status: 'called',
      notes: 'Left a voicemail; call back Tu\u00e9sday.',
      updatedBy: staffId,
      consent: { given: true },
    });
    expect(Date.parse(lead.updatedAt)).toBeGreaterThan(Date.parse(lead.createdAt));
    const stored = await repository.getLead(ids.dorothy);
    expect(stored).toMatchObject({ status: 'called', updatedBy: staffId });

    const statusOnly = await leadsAdmin(
      adminRequest('', { token: staffToken, method: 'PATCH', body: { id: ids.dorothy, status: 'booked' } }),
    );
    expect(await json<LeadsAdminLead>(statusOnly)).toMatchObject({
      status: 'booked',
      notes: 'Left a voicemail; call back Tu\u00e9sday.',
    });
    const cleared = await leadsAdmin(
      adminRequest('', { token: staffToken, method: 'PATCH', body: { id: ids.dorothy, notes: null } }),
    );
    expect(await json<LeadsAdminLead>(cleared)).toMatchObject({ status: 'booked', notes: null });

    const booked = await json<LeadsAdminListBody>(
      await leadsAdmin(adminRequest('?status=booked', { token: staffToken })),
    );
    expect(booked.leads.map((one) => one.id)).toEqual([ids.dorothy]);

    const missing = await leadsAdmin(
      adminRequest('', {
        token: staffToken,
        method: 'PATCH',
        body: { id: crypto.randomUUID(), status: 'closed' },
      }),
    );
    expect(missing.status).toBe(404);
  });

  it('answers 400 with reasons to a bad change, and changes nothing', async () => {
    const before = await repository.getLead(ids.harold);
    const cases: Array<[unknown, string[]]> = [
      [{ id: ids.harold, notes: 'x'.repeat(2001) }, ['notes']],
      [{ id: ids.harold, status: 'lost' }, ['status']],
      [{ status: 'called' }, ['id']],
      [{ id: 'harold', status: 'called' }, ['id']],
      [{ id: ids.harold }, ['body']],
      [{ id: ids.harold, status: 'called', updatedBy: staffId }, ['updatedBy']],
      [{ id: ids.harold, notes: 42 }, ['notes']],
      [[ids.harold], ['body']],
      ['{not json', ['body']],
    ];
    for (const [body, fields] of cases) {
      const response = await leadsAdmin(adminRequest('', { token: staffToken, method: 'PATCH', body }));
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const answer = await json<{ error: string; issues: Array<{ field: string; message: string }> }>(
        response,
      );
      expect(answer.error).toBe('invalid');
      expect(answer.issues.map((issue) => issue.field)).toEqual(fields);
      for (const issue of answer.issues) expect(issue.message.length).toBeGreaterThan(5);
    }
    const tooLong = await leadsAdmin(
      adminRequest('', {
        token: staffToken,
        method: 'PATCH',
        body: { id: ids.harold, notes: 'x'.repeat(2001) },
      }),
    );
    expect(((await tooLong.json()) as { issues: Array<{ message: string }> }).issues[0]?.message).toBe(
      'notes must be at most 2000 characters',
    );
    const asForm = await leadsAdmin(
      adminRequest('', {
        token: staffToken,
        method: 'PATCH',
        body: 'status=called',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(asForm.status).toBe(415);
    expect(await repository.getLead(ids.harold)).toEqual(before);
  });

  it('exports CSV with the filters, as an attachment named by the day', async () => {
    const response = await leadsAdmin(adminRequest('?format=csv', { token: staffToken }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date(fixedNow).toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="leads-${day}.csv"`);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,received_at,status,name,phone,/);
    expect(lines).toHaveLength(4);
    const filtered = await (
      await leadsAdmin(adminRequest('?format=csv&status=booked', { token: staffToken }))
    ).text();
    expect(filtered.trim().split('\r\n')).toHaveLength(2);
    expect(filtered).toContain('Dorothy Example');
    const searched = await (
      await leadsAdmin(adminRequest('?format=csv&search=ruth', { token: staffToken }))
    ).text();
    expect(searched).toContain('Ruth Tester');
    expect(searched).not.toContain('Harold');
  });

  it('deletes a lead on request (204), then it is gone (404)', async () => {
    const extra = (await repository.insertLead(newLead({ name: 'Forget Me', phoneE164: '+12055550199' }))).id;
    const deleted = await leadsAdmin(adminRequest(`?id=${extra}`, { token: staffToken, method: 'DELETE' }));
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(await repository.getLead(extra)).toBeNull();
    expect((await leadsAdmin(adminRequest(`?id=${extra}`, { token: staffToken }))).status).toBe(404);
    expect(
      (await leadsAdmin(adminRequest(`?id=${extra}`, { token: staffToken, method: 'DELETE' }))).status,
    ).toBe(404);
    expect((await leadsAdmin(adminRequest('', { token: staffToken, method: 'DELETE' }))).status).toBe(400);
  });
});

describe('the protocol', () => {
  it('answers the preflight of an allowed origin without a token, and refuses other origins', async () => {
    const preflight = await leadsAdmin(
      adminRequest('', {
        method: 'OPTIONS',
        headers: { origin: 'https://www.example.com', 'access-control-request-method': 'PATCH' },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, PATCH, DELETE, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');

    const allowed = await leadsAdmin(
      adminRequest('', { token: staffToken, headers: { origin: 'https://www.example.com' } }),
    );
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.example.com');

    const denied = await leadsAdmin(
      adminRequest('', { token: staffToken, headers: { origin: 'https://evil.example' } }),
    );
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { error: string }).error).toBe('origin_denied');
  });

  it('answers 405 to other methods', async () => {
    for (const method of ['POST', 'PUT']) {
      const response = await leadsAdmin(adminRequest('', { token: staffToken, method, body: {} }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, PATCH, DELETE, OPTIONS');
    }
  });

  it('refuses unusable options', () => {
    expect(() => createLeadsAdminHandler({ repository } as LeadsAdminHandlerOptions)).toThrow(
      LeadConfigError,
    );
    expect(() => createLeadsAdminHandler({ repository, jwksUrl: 'not a url' })).toThrow(/jwksUrl/);
    expect(() =>
      createLeadsAdminHandler({ repository: {} as LeadRepository, jwksUrl: keySet.jwksUrl }),
    ).toThrow(/repository: must have listLeads/);
  });

  it('logs one line per request with ids and kinds, never a visitor’s name, phone, notes or search text', () => {
    const text = logs.map((entry) => JSON.stringify(entry)).join('\n');
    for (const secret of ['Dorothy', 'Harold', 'harold', 'Ruth', '+1205', '404-555', 'voicemail', staffToken])
      expect(text).not.toContain(secret);
    expect(logs.some((entry) => entry.reason === 'updated' && entry.staffUserId === staffId)).toBe(true);
    expect(logs.some((entry) => entry.reason === 'not_staff' && entry.staffUserId === plainUserId)).toBe(
      true,
    );
    expect(logs.every((entry) => entry.event === 'leads_admin.request')).toBe(true);
  });
});

// Last: it closes the database.
describe('the database down', () => {
  it('answers 503 with a reason, never a stack', async () => {
    await database.close();
    const quick = handler({ repositoryTimeoutMs: 2000 });
    const requests = [
      adminRequest('', { token: staffToken }),
      adminRequest(`?id=${ids.ruth}`, { token: staffToken }),
      adminRequest('?format=csv', { token: staffToken }),
      adminRequest('', { token: staffToken, method: 'PATCH', body: { id: ids.ruth, status: 'closed' } }),
      adminRequest(`?id=${ids.ruth}`, { token: staffToken, method: 'DELETE' }),
    ];
    for (const request of requests) {
      const response = await quick(request);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: 'unavailable', message: leadsAdminMessages.unavailable });
      expect(text).not.toMatch(/\sat\s|\.ts:|postgres|pglite|CONNECTION|ECONN/i);
    }
    expect(logs.at(-1)).toMatchObject({ level: 'error', reason: 'repository_unavailable' });
  });
});

// @vitest-environment node
// The local sign-in as supabase-js meets it, over real HTTP on PGlite and on a real PostgreSQL server: a one-time
// password replaced at first sign-in, an authenticator app set up with a code computed from its secret (otplib),
// aal2, codes never accepted twice, refresh tokens that rotate, sign-out, the key set and the https rule.
import { request } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import path from 'node:path';
import { createAuthStore } from '@agency/db';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey, signingKeyFile } from './keys.ts';
import { engines, startTestAuthServer, type TestAuthServer } from './test-server.ts';
import { signAccessToken } from './tokens.ts';

const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

function client(url: string): SupabaseClient {
  return createClient(url, 'local-staff-auth', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

describe.each(engines)('the local sign-in on %s', (engine) => {
  let server: TestAuthServer;
  beforeAll(async () => {
    server = await startTestAuthServer(engine, { refreshReuseMs: 0 });
  }, 60_000);
  afterAll(() => server?.stop(), 30_000);

  it('asks for a new password after a one-time one, then sets up the app, then aal2 reads the inbox', async () => {
    await server.addAccount('new.staff@agency.test', 'k7mq2-x9wzp-3hfd8-ta4nc', { oneTime: true });
    const staff = client(server.url);
    const signedIn = await staff.auth.signInWithPassword({
      email: 'New.Staff@agency.test',
      password: 'k7mq2-x9wzp-3hfd8-ta4nc',
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.app_metadata).toMatchObject({ role: 'staff', password_change_required: true });

    // Nothing else until the password is the staff member's own.
    const early = await staff.auth.mfa.enroll({ factorType: 'totp' });
    expect(early.error).toMatchObject({ status: 403, code: 'password_change_required' });
    expect((await staff.auth.updateUser({ password: 'too short' })).error).toMatchObject({
      name: 'AuthWeakPasswordError',
      code: 'weak_password',
    });
    expect((await staff.auth.updateUser({ password: 'k7mq2-x9wzp-3hfd8-ta4nc' })).error?.code).toBe(
      'same_password',
    );
    const changed = await staff.auth.updateUser({ password: 'my own long passphrase' });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.app_metadata).not.toHaveProperty('password_change_required');
    await staff.auth.refreshSession();
    expect((await staff.auth.getClaims()).data?.claims.app_metadata).not.toHaveProperty(
      'password_change_required',
    );

    // The authenticator app: a QR code, the secret in text, and a code from it raises the session.
    const enrolled = await staff.auth.mfa.enroll({ factorType: 'totp', issuer: 'Agency staff' });
    expect(enrolled.error).toBeNull();
    const totp = enrolled.data!.totp!;
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(totp.uri).toBe(
      `otpauth://totp/Agency%20staff:new.staff%40agency.test?secret=${totp.secret}&issuer=Agency%20staff`,
    );
    const before = await staff.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const wrong = await staff.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const now = Date.now();
    const verified = await staff.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: await codeAt(totp.secret, now),
    });
    expect(verified.error).toBeNull();
    const level = await staff.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(
      level.data?.currentAuthenticationMethods
        .map((entry) => (typeof entry === 'string' ? entry : entry.method))
        .sort(),
    ).toEqual(['password', 'totp']);
    const claims = await staff.auth.getClaims(); // verified against /auth/v1/.well-known/jwks.json
    expect(claims.error).toBeNull();
    expect(claims.data?.header).toMatchObject({ alg: 'ES256' });
    expect(claims.data?.claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal2',
      email: 'new.staff@agency.test',
      app_metadata: { role: 'staff' },
    });
    expect(claims.data!.claims.exp - claims.data!.claims.iat).toBe(600);
    const token = (await staff.auth.getSession()).data.session!.access_token;
    const inbox = await fetch(`${server.url}/functions/v1/leads-admin`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(inbox.status).toBe(200);

    // A second sign-in: the password, then a code; the code just used is refused (never twice), the next one works.
    const again = client(server.url);
    await again.auth.signInWithPassword({
      email: 'new.staff@agency.test',
      password: 'my own long passphrase',
    });
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const aal1Token = (await again.auth.getSession()).data.session!.access_token;
    const refused = await fetch(`${server.url}/functions/v1/leads-admin`, {
      headers: { authorization: `Bearer ${aal1Token}` },
    });
    expect(refused.status).toBe(403);
    const factors = await again.auth.mfa.listFactors();
    expect(factors.data?.totp).toHaveLength(1);
    const replay = await again.auth.mfa.challengeAndVerify({
      factorId: factors.data!.totp[0]!.id,
      code: await codeAt(totp.secret, now),
    });
    expect(replay.error?.code).toBe('mfa_verification_failed');
    const next = await again.auth.mfa.challengeAndVerify({
      factorId: factors.data!.totp[0]!.id,
      code: await codeAt(totp.secret, now + 30_000),
    });
    expect(next.error).toBeNull();
    // A second app cannot be added from the web: `staff reset-factor` removes the first.
    expect((await again.auth.mfa.enroll({ factorType: 'totp' })).error?.code).toBe(
      'too_many_enrolled_mfa_factors',
    );
  }, 60_000);

  it('rotates refresh tokens, ends the session when a used one comes back, and signs out', async () => {
    await server.addAccount('refresh@agency.test', 'a long enough password');
    const staff = client(server.url);
    const first = await staff.auth.signInWithPassword({
      email: 'refresh@agency.test',
      password: 'a long enough password',
    });
    const used = first.data.session!.refresh_token;
    const rotated = await staff.auth.refreshSession();
    expect(rotated.error).toBeNull();
    expect(rotated.data.session!.refresh_token).not.toBe(used);
    // A copy of the used token, later: someone else holds it. The whole session ends.
    const thief = client(server.url);
    const stolen = await thief.auth.refreshSession({ refresh_token: used });
    expect(stolen.error?.code).toBe('refresh_token_already_used');
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${rotated.data.session!.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });

    const other = client(server.url);
    await other.auth.signInWithPassword({ email: 'refresh@agency.test', password: 'a long enough password' });
    const token = (await other.auth.getSession()).data.session!.access_token;
    expect((await other.auth.signOut()).error).toBeNull();
    const afterSignOut = await fetch(`${server.url}/functions/v1/leads-admin`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(afterSignOut.status).toBe(401);
  }, 60_000);

  it('takes passwords over https or loopback only, from its own origin only, and makes no account from the web', async () => {
    const body = JSON.stringify({ email: 'x@agency.test', password: 'whatever-it-is' });
    // node:http, since fetch may not set Host: as a proxy in front of the server would send it.
    const post = (headers: Record<string, string>) =>
      new Promise<{ status: number; json(): Promise<unknown> }>((resolve, reject) => {
        const sent = request(
          `${server.url}/auth/v1/token?grant_type=password`,
          { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, json: async () => JSON.parse(text) }));
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });
    const plain = await post({ host: 'staff.agency.test' });
    expect(plain.status).toBe(403);
    expect(await plain.json()).toMatchObject({ code: 'https_required' });
    expect((await post({ host: 'staff.agency.test', 'x-forwarded-proto': 'https' })).status).toBe(400);
    const elsewhere = await post({ origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toMatchObject({ code: 'origin_denied' });
    const signup = await client(server.url).auth.signUp({
      email: 'someone@agency.test',
      password: 'long enough password',
    });
    expect(signup.error).toMatchObject({ status: 422, code: 'signup_disabled' });
    const keys = await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json();
    expect(keys.keys).toEqual([
      expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' }),
    ]);
    expect(keys.keys[0]).not.toHaveProperty('d');
  });

  it('lets the inbox answer 401, 403 and 200 on real tokens', async () => {
    await server.addAccount('inbox.staff@agency.test', 'inbox staff password');
    await server.addAccount('visitor@agency.test', 'visitor account password', { staff: false });
    const inbox = (token?: string) =>
      fetch(
        `${server.url}/functions/v1/leads-admin`,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
    const staff = client(server.url);
    await staff.auth.signInWithPassword({
      email: 'inbox.staff@agency.test',
      password: 'inbox staff password',
    });
    const enrolled = await staff.auth.mfa.enroll({ factorType: 'totp' });
    const aal1 = (await staff.auth.getSession()).data.session!.access_token;
    await staff.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: await codeAt(enrolled.data!.totp!.secret, Date.now()),
    });
    const aal2 = (await staff.auth.getSession()).data.session!.access_token;
    const visitor = client(server.url);
    await visitor.auth.signInWithPassword({
      email: 'visitor@agency.test',
      password: 'visitor account password',
    });
    const noRole = (await visitor.auth.getSession()).data.session!.access_token;

    // The same claims, signed 11 minutes ago with this server's key, and now with another key.
    const store = createAuthStore(server.database.sql);
    const user = (await store.userByEmail('inbox.staff@agency.test'))!;
    const claims = (await staff.auth.getClaims()).data!.claims;
    const session = (await store.session(claims.session_id as string))!;
    const { key } = await loadSigningKey(path.join(server.dataDir, signingKeyFile));
    const issuer = `${server.url}/auth/v1`;
    const expired = await signAccessToken(key, { user, session, issuer, now: Date.now() - 11 * 60_000 });
    const otherFile = path.join(server.dataDir, 'another-key.json');
    const { key: other } = await loadSigningKey(otherFile);
    const foreign = await signAccessToken(other, { user, session, issuer, now: Date.now() });

    expect((await inbox()).status).toBe(401);
    const reasons = () =>
      server.logs.filter((line) => line.event === 'leads_admin.request').map((line) => line.reason);
    const seen = reasons().length;
    expect((await inbox(expired.token)).status).toBe(401);
    expect((await inbox(foreign.token)).status).toBe(401);
    expect(reasons().slice(seen)).toEqual(['token_expired', 'token_invalid']);
    expect((await inbox(noRole)).status).toBe(403);
    expect((await inbox(aal1)).status).toBe(403);
    expect(await (await inbox(aal2)).json()).toMatchObject({ leads: [] });
  }, 60_000);
});

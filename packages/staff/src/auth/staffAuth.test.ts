import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  authFailureHandlers,
  authHandlerList,
  mockSession,
  mockSetupFactorId,
  mockSetupSecret,
  mockStaffAccounts,
  mockTotpCode,
  resetMockAuth,
} from '../mocks/auth';
import { createStaffAuth, resolveStaffBackend, staffSessionStorageKey, type StaffAuth } from './staffAuth';

const url = 'https://staff-test.supabase.test';
const requests: string[] = [];
const server = setupServer(...authHandlerList);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  localStorage.clear();
  resetMockAuth();
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    requests.push(`${request.method} ${pathname}${search}`);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

function auth(): StaffAuth {
  const made = createStaffAuth({ url, key: 'public-anon-key' });
  if (!made) throw new Error('expected a configured auth');
  return made;
}

async function storeSession(options: Parameters<typeof mockSession>[0]) {
  localStorage.setItem(staffSessionStorageKey, JSON.stringify(await mockSession(options)));
}

describe('resolveStaffBackend', () => {
  it('is the page’s own origin (the local server’s sign-in) with neither URL nor key', () => {
    expect(resolveStaffBackend({ origin: 'http://127.0.0.1:4173' })).toEqual({
      url: 'http://127.0.0.1:4173',
      key: 'local-staff-sign-in',
      sameOrigin: true,
    });
    expect(resolveStaffBackend({ url, key: 'k', origin: 'http://127.0.0.1:4173' })).toEqual({
      url,
      key: 'k',
    });
  });
  it('is null with no backend and no page', () => {
    expect(resolveStaffBackend({})).toBeNull();
    expect(resolveStaffBackend({ url: ' ', key: '' })).toBeNull();
    expect(createStaffAuth({})).toBeNull();
  });
  it('says what to fix in a half or wrong configuration', () => {
    expect(() => resolveStaffBackend({ url })).toThrow(/key is missing/);
    expect(() => resolveStaffBackend({ key: 'k' })).toThrow(/URL is missing/);
    expect(() => resolveStaffBackend({ url: 'ftp://x.test', key: 'k' })).toThrow(/must start with http/);
    expect(() => resolveStaffBackend({ url: 'https://', key: 'k' })).toThrow(/not a valid address/);
  });
});

describe('createStaffAuth against the mocked auth service', () => {
  it('starts signed out', async () => {
    expect(await auth().access()).toEqual({ ok: true, access: { state: 'signed-out' } });
  });

  it('has a staff account without an app set one up, then signs in at aal2 and keeps the session', async () => {
    const { email, password } = mockStaffAccounts.editor;
    const staff = auth();
    expect(await staff.signIn(email, password)).toEqual({
      ok: true,
      access: { state: 'needs-factor', email },
    });
    const setup = await staff.startFactorSetup('Agency staff');
    expect(setup).toEqual({
      ok: true,
      setup: {
        factorId: mockSetupFactorId,
        secret: mockSetupSecret,
        qrCode: expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/),
      },
    });
    // The image address holds the whole SVG (a '#' of a colour is escaped, not the end of the address).
    const svg = decodeURIComponent((setup as { setup: { qrCode: string } }).setup.qrCode.split(',')[1]!);
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(await staff.finishFactorSetup(mockSetupFactorId, '000000')).toEqual({
      ok: false,
      reason: 'wrong-code',
    });
    expect(await staff.finishFactorSetup(mockSetupFactorId, mockTotpCode)).toEqual({
      ok: true,
      access: { state: 'signed-in', email, level: 'aal2' },
    });
    // The session is in localStorage; a new page (a new client) finds it.
    expect(JSON.parse(localStorage.getItem(staffSessionStorageKey) ?? '{}').user.email).toBe(email);
    expect(await auth().access()).toEqual({ ok: true, access: { state: 'signed-in', email, level: 'aal2' } });
  });

  it('has a one-time password replaced first, then the app set up', async () => {
    const { email, password } = mockStaffAccounts.newcomer;
    const staff = auth();
    expect(await staff.signIn(email, password)).toEqual({
      ok: true,
      access: { state: 'needs-password', email },
    });
    expect(await staff.startFactorSetup()).toEqual({ ok: false, reason: 'unknown' });
    expect(await staff.changePassword('short')).toEqual({ ok: false, reason: 'weak-password' });
    expect(await staff.changePassword(password)).toEqual({ ok: false, reason: 'same-password' });
    expect(await staff.changePassword('a passphrase of my own')).toEqual({
      ok: true,
      access: { state: 'needs-factor', email },
    });
    expect(requests).toContain('POST /auth/v1/token?grant_type=refresh_token');
  });

  it('says when the service lets no one set up an app', async () => {
    server.use(authFailureHandlers.factorsDisabled);
    const { email, password } = mockStaffAccounts.editor;
    const staff = auth();
    await staff.signIn(email, password);
    expect(await staff.startFactorSetup()).toEqual({ ok: false, reason: 'factor-unavailable' });
  });

  it('on the site’s own origin, says so when no sign-in service answers there', async () => {
    const origin = 'https://static-host.test';
    server.use(
      http.get(`${origin}/auth/v1/health`, () => new HttpResponse('<!doctype html>', { status: 404 })),
    );
    const staff = createStaffAuth({ origin })!;
    expect(await staff.access()).toEqual({ ok: false, reason: 'not-served' });
    expect(await staff.signIn('a@example.com', 'a password')).toEqual({ ok: false, reason: 'not-served' });
    server.use(http.get(`${origin}/auth/v1/health`, () => HttpResponse.json({ name: 'agency-local-auth' })));
    expect(await createStaffAuth({ origin })!.access()).toEqual({
      ok: true,
      access: { state: 'signed-out' },
    });
  });

  it('hands the session’s access token to a staff function, and none once signed out', async () => {
    const { email, password } = mockStaffAccounts.editor;
    const client = auth();
    expect(await client.accessToken()).toBeNull();
    await client.signIn(email, password);
    expect(await client.accessToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await client.signOut();
    expect(await client.accessToken()).toBeNull();
  });

  it('lets an account without the staff role sign in, and says it has no access', async () => {
    const { email, password } = mockStaffAccounts.member;
    expect(await auth().signIn(email, password)).toEqual({ ok: true, access: { state: 'no-access', email } });
    // Every later check of the same session says the same: the role is read from the verified token.
    expect(await auth().access()).toEqual({ ok: true, access: { state: 'no-access', email } });
  });

  it('says so when the password is wrong', async () => {
    const result = await auth().signIn(mockStaffAccounts.editor.email, 'not-the-password');
    expect(result).toEqual({ ok: false, reason: 'wrong-password' });
  });

  it('asks for a code when the account has a verified factor, then raises the session to aal2', async () => {
    const { email, password } = mockStaffAccounts.admin;
    const staff = auth();
    expect(await staff.signIn(email, password)).toEqual({ ok: true, access: { state: 'needs-code', email } });
    expect(await staff.verifyCode('000000')).toEqual({ ok: false, reason: 'wrong-code' });
    expect(await staff.verifyCode(mockTotpCode)).toEqual({
      ok: true,
      access: { state: 'signed-in', email, level: 'aal2' },
    });
    expect(requests.filter((r) => r.includes('/verify'))).toHaveLength(2);
  });

  it('refreshes an expired access token by itself (supabase-js) and stays signed in', async () => {
    await storeSession({ account: mockStaffAccounts.editor, level: 'aal2', expiresIn: -60 });
    const result = await auth().access();
    expect(result).toEqual({
      ok: true,
      access: { state: 'signed-in', email: mockStaffAccounts.editor.email, level: 'aal2' },
    });
    expect(requests).toContain('POST /auth/v1/token?grant_type=refresh_token');
  });

  it('reports an expired session when the refresh token is refused', async () => {
    server.use(authFailureHandlers.refreshRejected);
    await storeSession({ account: mockStaffAccounts.editor, expiresIn: -60 });
    expect(await auth().access()).toEqual({ ok: true, access: { state: 'signed-out', notice: 'expired' } });
    expect(localStorage.getItem(staffSessionStorageKey)).toBeNull();
  });

  it('rejects a token the key set does not verify', async () => {
    await storeSession({ account: mockStaffAccounts.editor, foreignKey: true });
    expect(await auth().access()).toEqual({ ok: true, access: { state: 'signed-out', notice: 'invalid' } });
  });

  it('reports a network failure without losing the typed details', async () => {
    server.use(authFailureHandlers.networkError);
    expect(await auth().signIn(mockStaffAccounts.editor.email, 'x')).toEqual({
      ok: false,
      reason: 'network',
    });
  });

  it('reports too many attempts', async () => {
    server.use(authFailureHandlers.rateLimited);
    const { email, password } = mockStaffAccounts.editor;
    expect(await auth().signIn(email, password)).toEqual({ ok: false, reason: 'rate-limited' });
  });

  it('signs out on the service and forgets the session', async () => {
    const { email, password } = mockStaffAccounts.editor;
    const staff = auth();
    await staff.signIn(email, password);
    await staff.signOut();
    expect(requests.some((r) => r.startsWith('POST /auth/v1/logout'))).toBe(true);
    expect(localStorage.getItem(staffSessionStorageKey)).toBeNull();
    expect(await staff.access()).toEqual({ ok: true, access: { state: 'signed-out' } });
  });
});

// @vitest-environment node
// The access decision alone: the bearer header, the claims that make a staff user, and the jose verifier over HTTP
// with both algorithms Supabase Auth signs with (ES256 and RS256).
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bearerToken,
  classifyTokenError,
  createJwksVerifier,
  decideStaffAccess,
  StaffTokenError,
} from './auth.ts';
import { newSigningKey, serveKeySet, signToken, type KeySetServer } from './test-helpers.ts';

const userId = '3f0c2a8e-6b1d-4c7e-9a5f-2d8b7c6e5a41';
const servers: KeySetServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.close();
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header only', () => {
    const request = (authorization?: string) =>
      new Request('http://localhost/', authorization ? { headers: { authorization } } : {});
    expect(bearerToken(request('Bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(request('bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(request())).toBeUndefined();
    expect(bearerToken(request('Basic abc'))).toBeUndefined();
    expect(bearerToken(request('Bearer a b'))).toBeUndefined();
  });
});

describe('decideStaffAccess', () => {
  it('admits app_metadata.role = staff only, never a role the user can set (user_metadata) or the Postgres role', () => {
    expect(decideStaffAccess({ sub: userId, app_metadata: { role: 'staff' }, aal: 'aal1' })).toEqual({
      ok: true,
      staffUserId: userId,
      aal: 'aal1',
    });
    for (const claims of [
      { sub: userId, app_metadata: { provider: 'email' } },
      { sub: userId, user_metadata: { role: 'staff' } },
      { sub: userId, role: 'staff' },
      { sub: userId, app_metadata: { role: 'Staff' } },
      { sub: userId, app_metadata: { roles: ['staff'] } },
    ])
      expect(decideStaffAccess(claims)).toEqual({ ok: false, status: 403, reason: 'not_staff' });
  });

  it('needs a user id, and aal2 when asked', () => {
    expect(decideStaffAccess({ app_metadata: { role: 'staff' } })).toMatchObject({ status: 401 });
    expect(decideStaffAccess({ sub: 'service', app_metadata: { role: 'staff' } })).toMatchObject({
      status: 401,
    });
    expect(
      decideStaffAccess({ sub: userId, app_metadata: { role: 'staff' }, aal: 'aal1' }, { requireAal2: true }),
    ).toEqual({ ok: false, status: 403, reason: 'mfa_required' });
    expect(
      decideStaffAccess({ sub: userId, app_metadata: { role: 'staff' }, aal: 'aal2' }, { requireAal2: true }),
    ).toMatchObject({ ok: true });
  });
});

describe('createJwksVerifier', () => {
  it('verifies ES256 and RS256 tokens from one key set, and refuses what fails', async () => {
    const ec = await newSigningKey('ec-key');
    const rsa = await generateKeyPair('RS256', { extractable: true });
    const rsaJwk = { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-key', alg: 'RS256', use: 'sig' };
    const server = await serveKeySet([ec.publicJwk, rsaJwk]);
    servers.push(server);
    const verify = createJwksVerifier({ jwksUrl: server.jwksUrl, issuer: server.issuer });

    const esToken = await signToken({ key: ec, issuer: server.issuer, sub: userId });
    expect((await verify(esToken)).sub).toBe(userId);
    const rsToken = await new SignJWT({ app_metadata: { role: 'staff' } })
      .setProtectedHeader({ alg: 'RS256', kid: 'rsa-key' })
      .setSubject(userId)
      .setIssuer(server.issuer)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(rsa.privateKey);
    expect(await verify(rsToken)).toMatchObject({ sub: userId, app_metadata: { role: 'staff' } });
    expect(server.hits()).toBe(1);

    const expired = await signToken({ key: ec, issuer: server.issuer, sub: userId, expiresIn: -5 });
    await expect(verify(expired)).rejects.toSatisfy((error) => classifyTokenError(error) === 'expired');
    const noExp = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: 'ec-key' })
      .setSubject(userId)
      .setIssuer(server.issuer)
      .setAudience('authenticated')
      .sign(ec.privateKey);
    await expect(verify(noExp)).rejects.toSatisfy((error) => classifyTokenError(error) === 'invalid');
  });

  it('tells a bad token (401) from a key set it cannot fetch (503)', async () => {
    const gone = await serveKeySet([]);
    await gone.close();
    const key = await newSigningKey('k');
    const verify = createJwksVerifier({ jwksUrl: gone.jwksUrl, timeoutMs: 2000 });
    const token = await signToken({ key, issuer: gone.issuer, sub: userId });
    await expect(verify(token)).rejects.toSatisfy((error) => classifyTokenError(error) === 'unavailable');
    expect(classifyTokenError(new StaffTokenError('no'))).toBe('invalid');
    expect(classifyTokenError(new StaffTokenError('old', 'expired'))).toBe('expired');
    expect(classifyTokenError(new Error('network'))).toBe('unavailable');
  });
});

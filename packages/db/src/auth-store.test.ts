// @vitest-environment node
// The local staff sign-in's store on PGlite and on a real PostgreSQL: the migration's tables (and nothing for the API
// roles), accounts, one-time passwords, authenticator apps with codes accepted once, sessions raised to aal2, and
// refresh tokens that rotate, tolerate two tabs and end the session when an old one comes back.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from './auth-store';
import { AuthEmailTakenError } from './auth-types';
import { asRole, describeOnEachEngine } from './test/engines';

const hour = 3_600_000;
let seq = 0;
const freshEmail = (name: string) => `${name}.${Date.now()}.${seq++}@Agency.Test`;
const staff = { role: 'staff' };

describeOnEachEngine((db) => {
  describe('auth store', () => {
    it('is the local server’s schema (the migration marked auth.users), closed to the API roles', async () => {
      const store = createAuthStore(db.sql);
      expect(await store.isLocalAuthSchema()).toBe(true);
      for (const table of ['users', 'mfa_factors', 'sessions', 'refresh_tokens', 'mfa_challenges']) {
        await expect(
          asRole(db.sql, 'authenticated', { sub: randomUUID(), app_metadata: staff }, (tx) =>
            tx.unsafe(`select * from auth.${table}`),
          ),
          table,
        ).rejects.toThrow(/permission denied/);
      }
    });

    it('creates an account with its email in lower case, once', async () => {
      const store = createAuthStore(db.sql);
      const email = freshEmail('Owner');
      const user = await store.createUser({ email, passwordHash: '$argon2id$x', appMetadata: staff });
      expect(user.email).toBe(email.toLowerCase());
      expect(user.appMetadata).toEqual(staff);
      expect((await store.userByEmail(` ${email.toUpperCase()} `))?.id).toBe(user.id);
      await expect(
        store.createUser({ email, passwordHash: '$argon2id$y', appMetadata: {} }),
      ).rejects.toBeInstanceOf(AuthEmailTakenError);
      const listed = (await store.listUsers()).find((row) => row.email === user.email);
      expect(listed).toMatchObject({ role: 'staff', hasFactor: false, passwordChangeRequired: false });
      expect(await store.deleteUser(email)).toBe(true);
      expect(await store.deleteUser(email)).toBe(false);
      expect(await store.userById(user.id)).toBeNull();
    });

    it('marks a one-time password, clears the mark with the new one and ends the other sessions', async () => {
      const store = createAuthStore(db.sql);
      const user = await store.createUser({
        email: freshEmail('otp'),
        passwordHash: 'h1',
        appMetadata: staff,
      });
      const once = await store.setPassword(user.id, 'h2', { changeRequired: true });
      expect(once?.appMetadata).toEqual({ role: 'staff', password_change_required: true });
      const notAfter = new Date(Date.now() + hour);
      const kept = await store.createSession({ userId: user.id, notAfter, method: 'password' });
      const other = await store.createSession({ userId: user.id, notAfter, method: 'password' });
      const changed = await store.setPassword(user.id, 'h3', {
        changeRequired: false,
        keepSessionId: kept.id,
      });
      expect(changed?.appMetadata).toEqual({ role: 'staff' });
      expect(changed?.passwordHash).toBe('h3');
      expect(await store.session(kept.id)).not.toBeNull();
      expect(await store.session(other.id)).toBeNull();
    });

    it('accepts a code once: a set-up becomes verified and the session aal2; the same time step never again', async () => {
      const store = createAuthStore(db.sql);
      const user = await store.createUser({
        email: freshEmail('mfa'),
        passwordHash: 'h',
        appMetadata: staff,
      });
      const abandoned = await store.createFactor(user.id, 'SECRETA', 'first try');
      const factor = await store.createFactor(user.id, 'SECRETB', null);
      expect((await store.factors(user.id)).map((f) => f.id)).toEqual([factor.id]); // the abandoned one went
      expect(await store.factor(abandoned.id)).toBeNull();
      const at = new Date();
      const session = await store.createSession({
        userId: user.id,
        notAfter: new Date(Date.now() + hour),
        method: 'password',
      });
      expect(session).toMatchObject({ aal: 'aal1', factorId: null });
      expect(session.amr.map((entry) => entry.method)).toEqual(['password']);

      const first = await store.createChallenge(factor.id, '127.0.0.1');
      const accepted = { factorId: factor.id, sessionId: session.id, at };
      expect(await store.acceptCode({ ...accepted, challengeId: first.id, timeStep: 1000 })).toBe(true);
      expect((await store.factor(factor.id))?.status).toBe('verified');
      const raised = await store.session(session.id);
      expect(raised).toMatchObject({ aal: 'aal2', factorId: factor.id });
      expect(raised?.amr.map((entry) => entry.method).sort()).toEqual(['password', 'totp']);
      // The challenge is spent; a new challenge with a code of the same time step is a replay.
      expect(await store.acceptCode({ ...accepted, challengeId: first.id, timeStep: 1001 })).toBe(false);
      const second = await store.createChallenge(factor.id, null);
      expect(await store.acceptCode({ ...accepted, challengeId: second.id, timeStep: 1000 })).toBe(false);
      // ... and the refused replay did not spend the challenge: the next code goes through.
      expect(await store.acceptCode({ ...accepted, challengeId: second.id, timeStep: 1001 })).toBe(true);
      expect((await store.listUsers()).find((row) => row.email === user.email)?.hasFactor).toBe(true);

      expect(await store.resetFactors(user.id)).toBe(1);
      expect(await store.factors(user.id)).toEqual([]);
      expect(await store.session(session.id)).toBeNull(); // reset-factor signs the account out everywhere
    });

    it('rotates refresh tokens: once each, two tabs at once allowed, an old copy ends the session', async () => {
      const store = createAuthStore(db.sql);
      const user = await store.createUser({
        email: freshEmail('refresh'),
        passwordHash: 'h',
        appMetadata: staff,
      });
      const session = await store.createSession({
        userId: user.id,
        notAfter: new Date(Date.now() + hour),
        method: 'password',
      });
      const t0 = new Date();
      const options = (ms: number) => ({
        now: new Date(t0.getTime() + ms),
        reuseIntervalMs: 10_000,
        idleMs: hour,
      });
      await store.addRefreshToken({ tokenHash: 'a', sessionId: session.id, userId: user.id });
      const rotated = await store.useRefreshToken('a', options(0));
      expect(rotated).toMatchObject({ kind: 'rotated', session: { id: session.id } });
      await store.addRefreshToken({ tokenHash: 'b', sessionId: session.id, userId: user.id, parent: 'a' });
      // The other tab sends 'a' a moment later: the session goes on.
      expect(await store.useRefreshToken('a', options(2_000))).toMatchObject({ kind: 'reused-recently' });
      // 'a' again a minute later: someone has a copy. The session ends, 'b' with it.
      expect(await store.useRefreshToken('a', options(60_000))).toEqual({ kind: 'reused' });
      expect(await store.session(session.id)).toBeNull();
      expect(await store.useRefreshToken('b', options(61_000))).toEqual({ kind: 'unknown' });
      expect(await store.useRefreshToken('never-issued', options(0))).toEqual({ kind: 'unknown' });
    });

    it('ends a session idle too long or past its end', async () => {
      const store = createAuthStore(db.sql);
      const user = await store.createUser({
        email: freshEmail('idle'),
        passwordHash: 'h',
        appMetadata: staff,
      });
      const idle = await store.createSession({
        userId: user.id,
        notAfter: new Date(Date.now() + 48 * hour),
        method: 'password',
      });
      await store.addRefreshToken({ tokenHash: `idle-${idle.id}`, sessionId: idle.id, userId: user.id });
      const later = { now: new Date(Date.now() + 25 * hour), reuseIntervalMs: 10_000, idleMs: 24 * hour };
      expect(await store.useRefreshToken(`idle-${idle.id}`, later)).toEqual({ kind: 'unknown' });
      expect(await store.session(idle.id)).toBeNull();

      const ending = await store.createSession({
        userId: user.id,
        notAfter: new Date(Date.now() + 1000),
        method: 'password',
      });
      expect(await store.session(ending.id, new Date(Date.now() + 2000))).toBeNull();
      await store.sweep(new Date(Date.now() + 2000), hour);
      const [row] = await db.sql`select count(*)::int as n from auth.sessions where id = ${ending.id}`;
      expect(row?.n).toBe(0);
    });

    it('clears and refunds a rate-limit window', async () => {
      const store = createAuthStore(db.sql);
      const key = `test:auth:${Date.now()}:${seq++}`;
      await db.sql`insert into public.rate_limits (key, window_end, count) values (${key}, now() + interval '1 hour', 3)`;
      await store.refundLimit(key);
      const [after] = await db.sql<
        { count: number }[]
      >`select count from public.rate_limits where key = ${key}`;
      expect(after?.count).toBe(2);
      await store.clearLimit(key);
      expect(await db.sql`select 1 from public.rate_limits where key = ${key}`).toHaveLength(0);
    });
  });
});

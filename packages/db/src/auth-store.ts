// The local staff sign-in's store: accounts, authenticator apps, challenges, sessions and rotating refresh tokens in
// the auth.* tables of supabase/migrations/20261128120000_local_staff_auth.sql (PGlite or DATABASE_URL). Only the
// local auth service (site/server/auth) and the `staff` command use it; on Supabase, Supabase Auth owns those tables
// and `isLocalAuthSchema()` is false. Connect as the table owner (row level security admits nobody else).
import type { Sql } from './connect';
import {
  isUuid,
  toFactor,
  toSession,
  toUser,
  type FactorRow,
  type SessionRow,
  type UserRow,
} from './auth-rows';
import {
  AuthEmailTakenError,
  type AuthChallenge,
  type AuthFactor,
  type AuthMethod,
  type AuthSession,
  type AuthUser,
  type AuthUserSummary,
  type RefreshTokenUse,
} from './auth-types';

/** The comment the migration puts on auth.users: the tables are the local server's, not Supabase Auth's. */
export const localAuthMarker = 'agency-local-auth:';

export interface NewAuthUser {
  email: string;
  passwordHash: string;
  appMetadata: Record<string, unknown>;
}

export interface NewAuthSession {
  userId: string;
  notAfter: Date;
  method: AuthMethod;
  userAgent?: string | null;
  ip?: string | null;
}

/** The store over a postgres.js client connected as the tables' owner. */
export function createAuthStore(sql: Sql) {
  const sessionSelect = () => sql`
    select s.id, s.user_id, s.aal, s.factor_id, s.created_at, s.not_after, s.refreshed_at,
      (select jsonb_agg(jsonb_build_object('method', c.authentication_method, 'at', c.created_at)
        order by c.created_at desc)
       from auth.mfa_amr_claims c where c.session_id = s.id) as amr
    from auth.sessions s
  `;

  async function session(id: string, now: Date = new Date()): Promise<AuthSession | null> {
    if (!isUuid(id)) return null;
    const [row] = await sql<SessionRow[]>`${sessionSelect()} where s.id = ${id} and s.not_after > ${now}`;
    return row ? toSession(row) : null;
  }

  return {
    /** True when auth.users is the local server's (the migration's marker), false on Supabase or without the table. */
    async isLocalAuthSchema(): Promise<boolean> {
      const [row] = await sql<{ comment: string | null }[]>`
        select obj_description(to_regclass('auth.users'), 'pg_class') as comment
      `;
      return Boolean(row?.comment?.startsWith(localAuthMarker));
    },

    async userByEmail(email: string): Promise<AuthUser | null> {
      const [row] = await sql<
        UserRow[]
      >`select * from auth.users where email = ${email.trim().toLowerCase()}`;
      return row ? toUser(row) : null;
    },

    async userById(id: string): Promise<AuthUser | null> {
      if (!isUuid(id)) return null;
      const [row] = await sql<UserRow[]>`select * from auth.users where id = ${id}`;
      return row ? toUser(row) : null;
    },

    /** Creates an account; an address that has one already is an `AuthEmailTakenError`. */
    async createUser(user: NewAuthUser): Promise<AuthUser> {
      const email = user.email.trim().toLowerCase();
      const [row] = await sql<UserRow[]>`
        insert into auth.users (email, encrypted_password, raw_app_meta_data)
        values (${email}, ${user.passwordHash}, ${sql.json(user.appMetadata as never)})
        on conflict (email) do nothing
        returning *
      `;
      if (!row) throw new AuthEmailTakenError(email);
      return toUser(row);
    },

    async listUsers(): Promise<AuthUserSummary[]> {
      const rows = await sql<
        Array<{
          email: string;
          role: string | null;
          has_factor: boolean;
          change_required: boolean | null;
          created_at: Date;
          last_sign_in_at: Date | null;
          sessions: number;
        }>
      >`
        select u.email, u.raw_app_meta_data ->> 'role' as role,
          exists (select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified') as has_factor,
          (u.raw_app_meta_data ->> 'password_change_required')::boolean as change_required,
          u.created_at, u.last_sign_in_at,
          (select count(*)::int from auth.sessions s where s.user_id = u.id and s.not_after > now()) as sessions
        from auth.users u order by u.email
      `;
      return rows.map((row) => ({
        email: row.email,
        role: row.role,
        hasFactor: row.has_factor,
        passwordChangeRequired: row.change_required === true,
        createdAt: row.created_at,
        lastSignInAt: row.last_sign_in_at,
        sessions: row.sessions,
      }));
    },

    /** Deletes an account with its factors and sessions; false when there was none. */
    async deleteUser(email: string): Promise<boolean> {
      const result = await sql`delete from auth.users where email = ${email.trim().toLowerCase()}`;
      return result.count > 0;
    },

    /** Sets a new password hash; `changeRequired` marks it one-time. Other sessions end unless one is kept. */
    async setPassword(
      userId: string,
      passwordHash: string,
      options: { changeRequired: boolean; keepSessionId?: string },
    ): Promise<AuthUser | null> {
      return sql.begin(async (tx) => {
        const [row] = await tx<UserRow[]>`
          update auth.users set
            encrypted_password = ${passwordHash},
            raw_app_meta_data = case when ${options.changeRequired}
              then raw_app_meta_data || '{"password_change_required": true}'::jsonb
              else raw_app_meta_data - 'password_change_required' end,
            updated_at = now()
          where id = ${userId}
          returning *
        `;
        if (!row) return null;
        await tx`
          delete from auth.sessions
          where user_id = ${userId} and id is distinct from ${options.keepSessionId ?? null}::uuid
        `;
        return toUser(row);
      }) as Promise<AuthUser | null>;
    },

    async recordSignIn(userId: string, at: Date): Promise<void> {
      await sql`update auth.users set last_sign_in_at = ${at} where id = ${userId}`;
    },

    async factors(userId: string): Promise<AuthFactor[]> {
      const rows = await sql<FactorRow[]>`
        select * from auth.mfa_factors where user_id = ${userId} order by created_at
      `;
      return rows.map(toFactor);
    },

    async factor(id: string): Promise<AuthFactor | null> {
      if (!isUuid(id)) return null;
      const [row] = await sql<FactorRow[]>`select * from auth.mfa_factors where id = ${id}`;
      return row ? toFactor(row) : null;
    },

    /** A new, unverified authenticator app for the account; earlier unverified ones (abandoned set-ups) go. */
    async createFactor(userId: string, secret: string, friendlyName: string | null): Promise<AuthFactor> {
      return sql.begin(async (tx) => {
        await tx`delete from auth.mfa_factors where user_id = ${userId} and status = 'unverified'`;
        const [row] = await tx<FactorRow[]>`
          insert into auth.mfa_factors (user_id, friendly_name, secret)
          values (${userId}, ${friendlyName}, ${secret})
          returning *
        `;
        return toFactor(row!);
      }) as Promise<AuthFactor>;
    },

    /** Removes every authenticator app of the account and ends its sessions; returns how many apps. */
    async resetFactors(userId: string): Promise<number> {
      return sql.begin(async (tx) => {
        const removed = await tx`delete from auth.mfa_factors where user_id = ${userId}`;
        await tx`delete from auth.sessions where user_id = ${userId}`;
        return removed.count;
      }) as Promise<number>;
    },

    async createChallenge(factorId: string, ip: string | null): Promise<AuthChallenge> {
      const [row] = await sql<Array<{ id: string; created_at: Date }>>`
        with touched as (
          update auth.mfa_factors set last_challenged_at = now() where id = ${factorId}
        )
        insert into auth.mfa_challenges (factor_id, ip_address) values (${factorId}, ${ip})
        returning id, created_at
      `;
      return { id: row!.id, factorId, createdAt: row!.created_at, verifiedAt: null };
    },

    async challenge(id: string): Promise<AuthChallenge | null> {
      if (!isUuid(id)) return null;
      const [row] = await sql<
        Array<{ id: string; factor_id: string; created_at: Date; verified_at: Date | null }>
      >`select id, factor_id, created_at, verified_at from auth.mfa_challenges where id = ${id}`;
      return row
        ? { id: row.id, factorId: row.factor_id, createdAt: row.created_at, verifiedAt: row.verified_at }
        : null;
    },

    /**
     * Accepts a checked code once, atomically: the challenge must be unused and the code's time step later than
     * any accepted before for this factor (a code is never accepted twice). Marks the factor verified (a set-up
     * completed) and raises the session to aal2 with 'totp' in its methods. False when either was used already.
     */
    async acceptCode(input: {
      factorId: string;
      challengeId: string;
      timeStep: number;
      sessionId: string;
      at: Date;
    }): Promise<boolean> {
      return sql
        .begin(async (tx) => {
          const used = await tx`
          update auth.mfa_challenges set verified_at = ${input.at}
          where id = ${input.challengeId} and factor_id = ${input.factorId} and verified_at is null
        `;
          if (used.count !== 1) return false;
          const stepped = await tx`
          update auth.mfa_factors set last_time_step = ${input.timeStep}, status = 'verified', updated_at = now()
          where id = ${input.factorId} and (last_time_step is null or last_time_step < ${input.timeStep})
        `;
          if (stepped.count !== 1) {
            // Rolls the challenge back too: the same challenge may carry the next code.
            throw new ReplayedCode();
          }
          await tx`update auth.sessions set aal = 'aal2', factor_id = ${input.factorId}, updated_at = now()
          where id = ${input.sessionId}`;
          await tx`
          insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
          values (${input.sessionId}, 'totp', ${input.at}, ${input.at})
          on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at
        `;
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof ReplayedCode) return false;
          throw error;
        }) as Promise<boolean>;
    },

    async createSession(input: NewAuthSession): Promise<AuthSession> {
      return sql
        .begin(async (tx) => {
          const [row] = await tx<Array<{ id: string }>>`
          insert into auth.sessions (user_id, not_after, user_agent, ip)
          values (${input.userId}, ${input.notAfter}, ${input.userAgent?.slice(0, 512) ?? null}, ${input.ip ?? null})
          returning id
        `;
          await tx`
          insert into auth.mfa_amr_claims (session_id, authentication_method)
          values (${row!.id}, ${input.method})
        `;
          return row!.id;
        })
        .then(async (id) => (await session(id as string))!);
    },

    session,

    async endSession(id: string): Promise<void> {
      if (isUuid(id)) await sql`delete from auth.sessions where id = ${id}`;
    },

    /** Ends every session of the account but `exceptId` (sign-out everywhere, or elsewhere). */
    async endUserSessions(userId: string, exceptId?: string): Promise<void> {
      await sql`
        delete from auth.sessions where user_id = ${userId} and id is distinct from ${exceptId ?? null}::uuid
      `;
    },

    /** Records a new refresh token (its hash) of a session; `parent` is the hash of the one it replaces. */
    async addRefreshToken(input: {
      tokenHash: string;
      sessionId: string;
      userId: string;
      parent?: string | null;
    }): Promise<void> {
      await sql`
        insert into auth.refresh_tokens (token, user_id, session_id, parent)
        values (${input.tokenHash}, ${input.userId}, ${input.sessionId}, ${input.parent ?? null})
      `;
    },

    /** Revokes the session's live refresh tokens (after the session was raised: the new pair replaces them). */
    async revokeRefreshTokens(sessionId: string): Promise<void> {
      await sql`update auth.refresh_tokens set revoked = true, updated_at = now()
        where session_id = ${sessionId} and not revoked`;
    },

    /**
     * Exchanges a refresh token (by its hash), once: a live one is revoked and its session touched; one exchanged
     * within `reuseIntervalMs` (two tabs at once) leaves the session alone; one exchanged earlier ends the session
     * (a copy is in someone else's hands). A session idle for longer than `idleMs` or past its end is over.
     */
    async useRefreshToken(
      tokenHash: string,
      options: { now: Date; reuseIntervalMs: number; idleMs: number },
    ): Promise<RefreshTokenUse> {
      const found = await sql.begin(async (tx) => {
        const [token] = await tx<Array<{ session_id: string; revoked: boolean; updated_at: Date }>>`
          select session_id, revoked, updated_at from auth.refresh_tokens where token = ${tokenHash} for update
        `;
        if (!token) return { kind: 'unknown' } as const;
        const [live] = await tx<Array<{ id: string; last: Date }>>`
          select id, coalesce(refreshed_at, created_at) as last from auth.sessions
          where id = ${token.session_id} and not_after > ${options.now}
        `;
        if (!live || options.now.getTime() - live.last.getTime() > options.idleMs) {
          await tx`delete from auth.sessions where id = ${token.session_id}`;
          return { kind: 'unknown' } as const;
        }
        if (token.revoked) {
          if (options.now.getTime() - token.updated_at.getTime() <= options.reuseIntervalMs)
            return { kind: 'reused-recently', sessionId: token.session_id } as const;
          await tx`delete from auth.sessions where id = ${token.session_id}`;
          return { kind: 'reused' } as const;
        }
        await tx`update auth.refresh_tokens set revoked = true, updated_at = ${options.now}
          where token = ${tokenHash}`;
        await tx`update auth.sessions set refreshed_at = ${options.now}, updated_at = ${options.now}
          where id = ${token.session_id}`;
        return { kind: 'rotated', sessionId: token.session_id } as const;
      });
      if (found.kind === 'unknown' || found.kind === 'reused') return found;
      const live = await session(found.sessionId, options.now);
      return live ? { kind: found.kind, session: live } : { kind: 'unknown' };
    },

    /** Deletes sessions past their end and challenges older than `challengeMaxAgeMs`. */
    async sweep(now: Date, challengeMaxAgeMs: number): Promise<void> {
      await sql`delete from auth.sessions where not_after <= ${now}`;
      await sql`delete from auth.mfa_challenges where created_at < ${new Date(now.getTime() - challengeMaxAgeMs)}`;
    },

    /** Clears a rate-limit window (public.rate_limits): e.g. an account's failed sign-ins after a good one. */
    async clearLimit(key: string): Promise<void> {
      await sql`delete from public.rate_limits where key = ${key}`;
    },

    /** Takes one request back from a rate-limit window (a sign-in that succeeded does not count against its address). */
    async refundLimit(key: string): Promise<void> {
      await sql`update public.rate_limits set count = count - 1 where key = ${key} and count > 1`;
    },
  };
}

/** Rolls back `acceptCode`'s transaction when the code's time step was used already. */
class ReplayedCode extends Error {}

export type AuthStore = ReturnType<typeof createAuthStore>;

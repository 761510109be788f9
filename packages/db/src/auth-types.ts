// The records of the local staff sign-in's store (auth-store.ts): accounts, authenticator apps (TOTP factors), their
// challenges, sessions and refresh tokens, as the local auth service (site/server/auth) and the `staff` command use
// them. Passwords, refresh tokens and codes never come here: only their hashes (argon2id, SHA-256) and the TOTP secret.

/** The assurance level of a session: aal2 once it has passed the second factor. */
export type AuthAssuranceLevel = 'aal1' | 'aal2';

/** How a session was authenticated (the access token's `amr`). */
export type AuthMethod = 'password' | 'totp';

/** An account (a row of auth.users). */
export interface AuthUser {
  id: string;
  /** Lower case. */
  email: string;
  /** The password's PHC hash string (argon2id). */
  passwordHash: string;
  /** Set by the service only: `role` ('staff'), `password_change_required`. Goes into the token's app_metadata. */
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  emailConfirmedAt: Date | null;
  lastSignInAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An account as `staff list` shows it. */
export interface AuthUserSummary {
  email: string;
  role: string | null;
  /** A verified authenticator app. */
  hasFactor: boolean;
  passwordChangeRequired: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  /** Sessions not yet ended. */
  sessions: number;
}

/** An authenticator app (a row of auth.mfa_factors). */
export interface AuthFactor {
  id: string;
  userId: string;
  friendlyName: string | null;
  status: 'unverified' | 'verified';
  /** Base32. */
  secret: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A challenge of a factor: a code must be checked against it within its lifetime. */
export interface AuthChallenge {
  id: string;
  factorId: string;
  createdAt: Date;
  verifiedAt: Date | null;
}

/** A signed-in session. */
export interface AuthSession {
  id: string;
  userId: string;
  aal: AuthAssuranceLevel;
  /** The factor that raised the session to aal2. */
  factorId: string | null;
  /** The methods used, with when (for the token's amr claim). */
  amr: Array<{ method: AuthMethod; at: Date }>;
  createdAt: Date;
  /** The session ends here whatever happens. */
  notAfter: Date;
  /** When a refresh token of it was last exchanged (or when it began). */
  lastActiveAt: Date;
}

/** What exchanging a refresh token found. */
export type RefreshTokenUse =
  /** It was live: it is revoked now, and the session goes on with a new token. */
  | { kind: 'rotated'; session: AuthSession }
  /** Already exchanged moments ago (two tabs refreshing at once): the session goes on, nothing revoked. */
  | { kind: 'reused-recently'; session: AuthSession }
  /** Exchanged long ago: someone holds a copy. The whole session was ended. */
  | { kind: 'reused' }
  /** Unknown, or its session has ended. */
  | { kind: 'unknown' };

/** An email address already has an account. */
export class AuthEmailTakenError extends Error {
  constructor(email: string) {
    super(`An account for ${email} exists already.`);
    this.name = 'AuthEmailTakenError';
  }
}

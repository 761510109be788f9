// How rows of the local sign-in's auth.* tables become the store's records (auth-store.ts), and the id check that
// keeps anything but a uuid away from the database.
import type { AuthAssuranceLevel, AuthFactor, AuthMethod, AuthSession, AuthUser } from './auth-types';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const toUser = (row: UserRow): AuthUser => ({
  id: row.id,
  email: row.email,
  passwordHash: row.encrypted_password,
  appMetadata: row.raw_app_meta_data ?? {},
  userMetadata: row.raw_user_meta_data ?? {},
  emailConfirmedAt: row.email_confirmed_at,
  lastSignInAt: row.last_sign_in_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  status: 'unverified' | 'verified';
  secret: string;
  created_at: Date;
  updated_at: Date;
}

export const toFactor = (row: FactorRow): AuthFactor => ({
  id: row.id,
  userId: row.user_id,
  friendlyName: row.friendly_name,
  status: row.status,
  secret: row.secret,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface SessionRow {
  id: string;
  user_id: string;
  aal: AuthAssuranceLevel;
  factor_id: string | null;
  created_at: Date;
  not_after: Date;
  refreshed_at: Date | null;
  amr: Array<{ method: AuthMethod; at: string }> | null;
}

export const toSession = (row: SessionRow): AuthSession => ({
  id: row.id,
  userId: row.user_id,
  aal: row.aal,
  factorId: row.factor_id,
  amr: (row.amr ?? []).map((entry) => ({ method: entry.method, at: new Date(entry.at) })),
  createdAt: row.created_at,
  notAfter: row.not_after,
  lastActiveAt: row.refreshed_at ?? row.created_at,
});

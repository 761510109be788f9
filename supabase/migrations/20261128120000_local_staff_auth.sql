-- Local staff sign-in (issue 29): the accounts, second factors, sessions and refresh tokens of the local server's own
-- auth service (site/server/auth, docs/adr/0022), in the same PostgreSQL as the leads, in Supabase Auth's shape where
-- that costs nothing (auth.users with raw_app_meta_data.role = 'staff', auth.mfa_factors, auth.sessions, ...).
--
-- On Supabase (hosted, or the CLI's local stack) auth.users already exists: it belongs to Supabase Auth, and this
-- migration does nothing at all there (no table, column, index, grant or policy of Supabase's is touched). Only a
-- database without auth.users (PGlite, a plain PostgreSQL given by DATABASE_URL) gets these tables, marked as the local
-- server's by the comment on auth.users, which the local server checks before it serves sign-in. Valid on PostgreSQL
-- 15 and 18.

do $migration$
begin
  if to_regclass('auth.users') is not null then
    return;
  end if;

  create schema if not exists auth;

  create table auth.users (
    id uuid primary key default gen_random_uuid(),
    aud varchar(255) not null default 'authenticated',
    role varchar(255) not null default 'authenticated',
    email varchar(255) not null unique check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+$'),
    -- A PHC string (argon2id); never the password.
    encrypted_password varchar(255) not null,
    email_confirmed_at timestamptz default now(),
    last_sign_in_at timestamptz,
    -- Set by the service only (the `staff` command): role 'staff', and password_change_required after a one-time
    -- password. Carried in the access token's app_metadata.
    raw_app_meta_data jsonb not null default '{}'::jsonb,
    raw_user_meta_data jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  comment on table auth.users is
    'agency-local-auth: staff accounts of the local server''s sign-in (site/server/auth); not Supabase Auth''s table.';

  create table auth.mfa_factors (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    friendly_name text,
    factor_type text not null default 'totp' check (factor_type = 'totp'),
    status text not null default 'unverified' check (status in ('unverified', 'verified')),
    -- The TOTP secret (base32), needed to check each code.
    secret text not null,
    -- The last TOTP time step accepted: a code is never accepted twice (replay).
    last_time_step bigint,
    last_challenged_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
  -- One verified authenticator app per account.
  create unique index mfa_factors_one_verified_totp on auth.mfa_factors (user_id) where status = 'verified';

  create table auth.mfa_challenges (
    id uuid primary key default gen_random_uuid(),
    factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
    created_at timestamptz not null default now(),
    verified_at timestamptz,
    ip_address text
  );
  create index mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

  create table auth.sessions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    aal text not null default 'aal1' check (aal in ('aal1', 'aal2')),
    factor_id uuid references auth.mfa_factors (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    refreshed_at timestamptz,
    -- The session ends here whatever happens (a new sign-in with password and code is needed).
    not_after timestamptz not null,
    user_agent text,
    ip text
  );
  create index sessions_user_id_idx on auth.sessions (user_id);

  -- How the session was authenticated (the token's amr claim).
  create table auth.mfa_amr_claims (
    id uuid primary key default gen_random_uuid(),
    session_id uuid not null references auth.sessions (id) on delete cascade,
    authentication_method text not null check (authentication_method in ('password', 'totp')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (session_id, authentication_method)
  );

  -- Rotating refresh tokens: only their SHA-256 is stored; each is used once (revoked when exchanged).
  create table auth.refresh_tokens (
    id bigserial primary key,
    token varchar(255) not null unique,
    user_id varchar(255) not null,
    session_id uuid not null references auth.sessions (id) on delete cascade,
    parent varchar(255),
    revoked boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

  -- Nobody but the table owner (the local server) reads or writes these: row level security with no policy, and no
  -- grant to the API roles.
  alter table auth.users enable row level security;
  alter table auth.mfa_factors enable row level security;
  alter table auth.mfa_challenges enable row level security;
  alter table auth.sessions enable row level security;
  alter table auth.mfa_amr_claims enable row level security;
  alter table auth.refresh_tokens enable row level security;
  revoke all on table auth.users, auth.mfa_factors, auth.mfa_challenges, auth.sessions, auth.mfa_amr_claims,
    auth.refresh_tokens from public;
  revoke all on sequence auth.refresh_tokens_id_seq from public;
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table auth.users, auth.mfa_factors, auth.mfa_challenges, auth.sessions, auth.mfa_amr_claims,
      auth.refresh_tokens from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on table auth.users, auth.mfa_factors, auth.mfa_challenges, auth.sessions, auth.mfa_amr_claims,
      auth.refresh_tokens from authenticated;
  end if;
end
$migration$;

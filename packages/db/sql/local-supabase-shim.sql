-- Local Supabase shim: what the supabase/migrations expect from a Supabase database, for plain PostgreSQL and PGlite
-- (never applied on Supabase, where these exist already). Creates the roles anon, authenticated and service_role and
-- the auth schema with auth.jwt() and auth.uid() reading the request's claims, each only if missing. Idempotent.

do $shim$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$shim$;

create schema if not exists auth;

do $shim$
begin
  -- The request's JWT claims, as Supabase's PostgREST sets them: set local request.jwt.claims = '{...}'.
  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt()
    returns jsonb
    language sql
    stable
    as $fn$
      select coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
      )::jsonb
    $fn$;
  end if;
  -- The signed-in user's id (the JWT's sub), or null.
  if to_regprocedure('auth.uid()') is null then
    create function auth.uid()
    returns uuid
    language sql
    stable
    as $fn$
      select coalesce(
        nullif(current_setting('request.jwt.claim.sub', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
      )::uuid
    $fn$;
  end if;
end
$shim$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid() to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

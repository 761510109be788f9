-- Local Supabase shim: what the supabase/migrations expect from a Supabase database, for plain PostgreSQL and PGlite.
-- Creates the roles anon, authenticated and service_role and the auth schema with auth.jwt() and auth.uid() reading
-- the request's claims, each only if missing (and grants only on what it created), so it is idempotent and a no-op
-- on Supabase, where all of these exist.

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

  if to_regnamespace('auth') is null then
    create schema auth;
    grant usage on schema auth to anon, authenticated, service_role;
  end if;

  -- The request's JWT claims, as Supabase's API sets them: set local request.jwt.claims = '{...}'.
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
    grant execute on function auth.jwt() to anon, authenticated, service_role;
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
    grant execute on function auth.uid() to anon, authenticated, service_role;
  end if;
end
$shim$;

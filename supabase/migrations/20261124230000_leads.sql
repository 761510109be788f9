-- Leads (issue 18): callback requests from the site's contact form with the consent on record, their webhook
-- deliveries, and the shared rate-limit windows of the 'chat' and 'lead' functions.
--
-- Deployed by the Supabase CLI (`supabase db push`); applied locally by @agency/db's migrate() after its local
-- Supabase shim (roles anon / authenticated / service_role, auth.jwt(), auth.uid()). Valid on PostgreSQL 15 and 18.
--
-- Access: visitors never touch these tables (the functions write with the service role or as the table owner, both of
-- which bypass row level security). A signed-in user whose JWT carries app_metadata.role = 'staff' reads leads, their
-- consents and webhook state, changes a lead's status and notes, and deletes a lead. Nobody else reads anything.

-- Staff check: true when the request's JWT claims carry app_metadata.role = 'staff'.
create function public.is_staff()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'staff', false)
$$;

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  phone_e164 text not null check (phone_e164 ~ '^\+[1-9][0-9]{7,14}$'),
  zip text check (zip ~ '^[0-9]{5}$'),
  state text check (state ~ '^[A-Z]{2}$'),
  best_time text not null check (best_time in ('morning', 'afternoon', 'evening', 'anytime')),
  topic text check (char_length(topic) <= 2000),
  page text not null check (char_length(page) <= 2048),
  user_agent text,
  ip_hash text,
  status text not null default 'new' check (status in ('new', 'called', 'booked', 'closed')),
  notes text check (char_length(notes) <= 10000),
  updated_at timestamptz not null default now(),
  updated_by uuid
);

comment on table public.leads is 'Callback requests from the contact form. Visitor data: staff only (RLS).';
comment on column public.leads.ip_hash is 'Keyed hash of the client address; the address itself is never stored.';
comment on column public.leads.updated_by is 'auth.users id of the staff user who last changed status or notes.';

create index leads_created_at_idx on public.leads (created_at desc);
create index leads_status_created_at_idx on public.leads (status, created_at desc);

-- The consent exactly as the visitor saw it, ticked or not: one record per lead.
create table public.lead_consents (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  consent_given boolean not null,
  consent_text text not null check (char_length(consent_text) > 0),
  consent_version text not null check (char_length(consent_version) > 0),
  consented_at timestamptz not null,
  page text not null
);

comment on table public.lead_consents is 'The consent text and version shown with a lead, whether it was ticked, when and where.';

-- Delivery of each new lead to the agency's webhook: pending until delivered_at is set; retried with back-off
-- while next_attempt_at is set; given up (and shown as failed to staff) when both are null.
create table public.lead_webhook_deliveries (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  delivered_at timestamptz,
  next_attempt_at timestamptz,
  updated_at timestamptz not null default now()
);

create index lead_webhook_deliveries_pending_idx
  on public.lead_webhook_deliveries (next_attempt_at)
  where delivered_at is null and next_attempt_at is not null;

-- Fixed-window request counters shared by every function instance (one row per key: the current window).
create table public.rate_limits (
  key text primary key,
  window_end timestamptz not null,
  count integer not null check (count > 0)
);

create index rate_limits_window_end_idx on public.rate_limits (window_end);

-- Keeps updated_at current and records which staff user changed a lead (when the change comes through a JWT).
create function public.leads_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if auth.uid() is not null then
    new.updated_by := auth.uid();
  end if;
  return new;
end
$$;

create trigger leads_touch
  before update on public.leads
  for each row execute function public.leads_touch();

-- Retention: deletes leads (with their consent and delivery records) older than `age`; returns how many.
create function public.delete_leads_older_than(age interval)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  deleted integer;
begin
  if age is null or age <= interval '0' then
    raise exception 'delete_leads_older_than: age must be a positive interval, got %', age;
  end if;
  delete from public.leads where created_at < now() - age;
  get diagnostics deleted = row_count;
  return deleted;
end
$$;

-- Row level security on every table; no policy at all for anon.
alter table public.leads enable row level security;
alter table public.lead_consents enable row level security;
alter table public.lead_webhook_deliveries enable row level security;
alter table public.rate_limits enable row level security;

-- Supabase grants every role everything on new tables by default: take it back, then grant staff what they need
-- (RLS below narrows it to staff users; column grants narrow updates to status and notes).
revoke all on table public.leads, public.lead_consents, public.lead_webhook_deliveries, public.rate_limits
  from public, anon, authenticated;
grant all on table public.leads, public.lead_consents, public.lead_webhook_deliveries, public.rate_limits
  to service_role;
grant select, delete on table public.leads to authenticated;
grant update (status, notes) on table public.leads to authenticated;
grant select on table public.lead_consents, public.lead_webhook_deliveries to authenticated;

revoke all on function public.delete_leads_older_than(interval) from public, anon, authenticated;
grant execute on function public.delete_leads_older_than(interval) to service_role;
revoke all on function public.leads_touch() from public, anon, authenticated;

create policy leads_staff_select on public.leads
  for select to authenticated
  using ((select public.is_staff()));

create policy leads_staff_update on public.leads
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

create policy leads_staff_delete on public.leads
  for delete to authenticated
  using ((select public.is_staff()));

create policy lead_consents_staff_select on public.lead_consents
  for select to authenticated
  using ((select public.is_staff()));

create policy lead_webhook_deliveries_staff_select on public.lead_webhook_deliveries
  for select to authenticated
  using ((select public.is_staff()));

-- Leads (issue 18), follow-up: the 'lead' function accepts a ZIP+4 ("35203-1234") as well as a 5-digit ZIP, so the
-- column does too.

alter table public.leads drop constraint leads_zip_check;
alter table public.leads add constraint leads_zip_check check (zip ~ '^[0-9]{5}(-[0-9]{4})?$');

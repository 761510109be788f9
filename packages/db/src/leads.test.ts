// @vitest-environment node
// The schema, the migration runner, the lead repository and row level security, on PGlite and on a real PostgreSQL.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewLead } from './lead-types';
import { createLeadRepository } from './leads';
import { defaultMigrationsDir, migrate } from './migrate';
import { openDatabase } from './open';
import { asRole, describeOnEachEngine } from './test/engines';

const staffId = randomUUID();
const staffClaims = { sub: staffId, role: 'authenticated', app_metadata: { role: 'staff' } };
const plainUserClaims = { sub: randomUUID(), role: 'authenticated', app_metadata: { provider: 'email' } };
/** user_metadata is editable by the user: a staff role there must count for nothing. */
const selfDeclaredStaffClaims = {
  sub: randomUUID(),
  role: 'authenticated',
  user_metadata: { role: 'staff' },
};

const day = 86_400_000;
const insertThenDie = fileURLToPath(new URL('./test/insert-then-die.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const denied = /permission denied|row-level security/;

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    name: 'Mary Jones',
    phoneE164: '+12055550123',
    zip: '35203',
    state: 'AL',
    bestTime: 'morning',
    topic: 'Turning 65 in March',
    page: '/aep/birmingham',
    userAgent: 'Mozilla/5.0 (test)',
    ipHash: 'h1:abc123',
    receivedAt: new Date(),
    consent: { given: true, text: 'I agree that the agency may contact me …', version: 'consent-2026-01' },
    ...overrides,
  };
}

describeOnEachEngine((db) => {
  const repo = () => createLeadRepository(db.sql);

  beforeEach(async () => {
    await db.sql`truncate public.leads cascade`;
  });

  describe('migrations', () => {
    it('applies every migration once, then nothing', async () => {
      expect(db.firstMigration.applied).toEqual([
        '20261124230000_leads.sql',
        '20261125000000_lead_zip_plus4.sql',
        '20261128120000_local_staff_auth.sql',
      ]);
      const again = await migrate(db.sql, { shim: true });
      expect(again.applied).toEqual([]);
      expect(again.skipped).toEqual(db.firstMigration.applied);
      const rows = await db.sql`select name from public.agency_schema_migrations`;
      expect(rows.map((row) => row.name)).toEqual(db.firstMigration.applied);
    });

    it('refuses a migration that changed after it was applied', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'agency-db-migrations-'));
      try {
        const name = '20261124230000_leads.sql';
        copyFileSync(path.join(defaultMigrationsDir, name), path.join(dir, name));
        writeFileSync(path.join(dir, name), '\n-- edited\n', { flag: 'a' });
        await expect(migrate(db.sql, { shim: false, migrationsDir: dir })).rejects.toThrow(/changed after/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('counts migrations the Supabase CLI applied as applied (real server: a fresh database)', async (test) => {
      if (!db.url) return test.skip();
      await db.sql`drop database if exists agency_cli_managed`;
      await db.sql`create database agency_cli_managed`;
      const cli = await openDatabase({ url: db.url.replace(/\/postgres$/, '/agency_cli_managed') });
      try {
        await cli.sql`create schema supabase_migrations`;
        await cli.sql`create table supabase_migrations.schema_migrations (version text primary key)`;
        const files = readdirSync(defaultMigrationsDir)
          .filter((name) => name.endsWith('.sql'))
          .sort();
        for (const file of files)
          await cli.sql`insert into supabase_migrations.schema_migrations values (${file.split('_')[0]!})`;
        const result = await migrate(cli.sql, { shim: true });
        expect(result).toEqual({ applied: [], skipped: files });
        const [row] = await cli.sql`select to_regclass('public.leads')::text as leads`;
        expect(row?.leads).toBeNull();
      } finally {
        await cli.close();
        await db.sql`drop database agency_cli_managed`;
      }
    });

    it('enables row level security on every table', async () => {
      const rows = await db.sql<{ relname: string; relrowsecurity: boolean }[]>`
        select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname
      `;
      expect(rows.map((row) => row.relname)).toEqual([
        'agency_schema_migrations',
        'lead_consents',
        'lead_webhook_deliveries',
        'leads',
        'rate_limits',
      ]);
      expect(rows.every((row) => row.relrowsecurity)).toBe(true);
    });
  });

  describe('leads', () => {
    it('stores a lead with its consent and a pending delivery, committed when insertLead resolves', async () => {
      const receivedAt = new Date('2026-10-20T14:03:05.123Z');
      const { id } = await repo().insertLead(
        newLead({ receivedAt, consent: { given: false, text: 'T', version: 'v1' } }),
      );
      // A different connection where there is one: the row is committed, not only visible in the inserting session.
      const other = await db.anotherClient();
      try {
        const lead = await createLeadRepository(other.sql).getLead(id);
        expect(lead).toMatchObject({
          id,
          createdAt: receivedAt,
          name: 'Mary Jones',
          phoneE164: '+12055550123',
          zip: '35203',
          state: 'AL',
          bestTime: 'morning',
          topic: 'Turning 65 in March',
          page: '/aep/birmingham',
          userAgent: 'Mozilla/5.0 (test)',
          ipHash: 'h1:abc123',
          status: 'new',
          notes: null,
          updatedBy: null,
          consent: {
            given: false,
            text: 'T',
            version: 'v1',
            consentedAt: receivedAt,
            page: '/aep/birmingham',
          },
          delivery: {
            status: 'pending',
            attempts: 0,
            lastError: null,
            deliveredAt: null,
            nextAttemptAt: receivedAt,
          },
        });
      } finally {
        await other.close();
      }
    });

    it('rejects what the schema forbids, and stores nothing of it', async () => {
      await expect(repo().insertLead(newLead({ phoneE164: '205-555-0123' }))).rejects.toThrow(/phone_e164/);
      await expect(repo().insertLead(newLead({ zip: '3520' }))).rejects.toThrow(/zip/);
      await expect(
        repo().insertLead(newLead({ consent: { given: true, text: '', version: 'v' } })),
      ).rejects.toThrow();
      const [row] = await db.sql`select count(*)::int as n from public.leads`;
      expect(row?.n).toBe(0);
    });

    it('lists newest first, filters by status and searches name, notes and phone digits', async () => {
      const r = repo();
      const now = Date.now();
      const a = await r.insertLead(newLead({ name: 'Ann Old', receivedAt: new Date(now - 3000) }));
      const b = await r.insertLead(
        newLead({ name: 'Bob 100%', phoneE164: '+12565550199', receivedAt: new Date(now - 2000) }),
      );
      const zipPlus4 = await r.insertLead(
        newLead({ name: 'Dee Plus', zip: '35203-1234', receivedAt: new Date(now - 4000) }),
      );
      await r.deleteLead(zipPlus4.id);
      const c = await r.insertLead(
        newLead({ name: 'Cy New', topic: null, zip: null, state: null, receivedAt: new Date(now) }),
      );
      await r.updateLead(a.id, { status: 'called', notes: 'left voicemail' }, staffId);

      const all = await r.listLeads();
      expect(all.total).toBe(3);
      expect(all.leads.map((lead) => lead.id)).toEqual([c.id, b.id, a.id]);
      expect((await r.listLeads({ status: 'called' })).leads.map((lead) => lead.id)).toEqual([a.id]);
      expect((await r.listLeads({ search: 'voicemail' })).leads.map((lead) => lead.id)).toEqual([a.id]);
      expect((await r.listLeads({ search: '(256) 555-0199' })).leads.map((lead) => lead.id)).toEqual([b.id]);
      expect((await r.listLeads({ search: '100%' })).leads.map((lead) => lead.id)).toEqual([b.id]);
      expect((await r.listLeads({ search: '%' })).leads.map((lead) => lead.id)).toEqual([b.id]);
      const page = await r.listLeads({ limit: 1, offset: 1 });
      expect(page).toMatchObject({ total: 3, leads: [{ id: b.id }] });
      await expect(r.listLeads({ status: 'lost' as never })).rejects.toThrow(/Unknown lead status/);
    });

    it('updates status and notes with who did it, and deletes a lead with its records', async () => {
      const r = repo();
      const { id } = await r.insertLead(newLead());
      const updated = await r.updateLead(id, { status: 'booked', notes: 'Tue 10am' }, staffId);
      expect(updated).toMatchObject({ id, status: 'booked', notes: 'Tue 10am', updatedBy: staffId });
      expect(updated!.updatedAt.getTime()).toBeGreaterThan(updated!.createdAt.getTime() - 1);
      expect(await r.updateLead(randomUUID(), { status: 'closed' }, staffId)).toBeNull();
      expect(await r.updateLead('not-a-uuid', { status: 'closed' }, staffId)).toBeNull();

      expect(await r.deleteLead(id)).toBe(true);
      expect(await r.deleteLead(id)).toBe(false);
      expect(await r.getLead(id)).toBeNull();
      const [left] = await db.sql`
        select (select count(*) from public.lead_consents)::int + (select count(*) from public.lead_webhook_deliveries)::int as n
      `;
      expect(left?.n).toBe(0);
    });

    it('keeps leads when the database closes and opens again', async () => {
      const { id } = await repo().insertLead(newLead({ name: 'Still Here' }));
      await db.reopen();
      expect(await createLeadRepository(db.sql).getLead(id)).toMatchObject({
        name: 'Still Here',
        consent: { given: true },
      });
    });

    it('keeps a lead whose process was killed right after insertLead resolved (PGlite data folder)', async (test) => {
      const dataDir = db.dataDir;
      if (!dataDir) return test.skip();
      let id = '';
      await db.reopen(async () => {
        const child = spawnSync(process.execPath, ['--import', 'tsx', insertThenDie, dataDir], {
          cwd: repositoryRoot,
          encoding: 'utf8',
          timeout: 30_000,
        });
        expect(child.signal, child.stderr).toBe('SIGKILL');
        id = child.stdout.trim();
      });
      expect(await createLeadRepository(db.sql).getLead(id)).toMatchObject({
        name: 'Crash Survivor',
        consent: { given: true, version: 'v-test' },
      });
    }, 40_000);

    it('retention deletes only leads older than the period', async () => {
      const r = repo();
      const old = await r.insertLead(newLead({ receivedAt: new Date(Date.now() - 400 * day) }));
      const recent = await r.insertLead(newLead({ receivedAt: new Date(Date.now() - 300 * day) }));
      expect(await r.deleteLeadsOlderThan(365)).toBe(1);
      expect(await r.getLead(old.id)).toBeNull();
      expect(await r.getLead(recent.id)).not.toBeNull();
      await expect(r.deleteLeadsOlderThan(0)).rejects.toThrow(RangeError);
      const [row] = await db.sql`select public.delete_leads_older_than(interval '1000 days') as n`;
      expect(row?.n).toBe(0);
    });

    it('exports CSV with quoting and no formula a spreadsheet would run', async () => {
      const r = repo();
      await r.insertLead(
        newLead({
          name: '=HYPERLINK("http://x.example","Click")',
          topic: 'Medigap, "Plan G"\nor N',
          zip: null,
        }),
      );
      // An older row may hold what the lead function now keeps out: the export shows it.
      await r.insertLead(newLead({ name: 'invoice\u202Efdp.exe', topic: 'Ann;=WEBSERVICE("x")' }));
      const csv = await r.leadsCsv();
      const [header, ...lines] = csv.split('\r\n');
      const hidden = lines.find((line) => line.includes('invoice'));
      const row = lines.find((line) => line.includes('HYPERLINK'));
      expect(hidden).toContain(',invoice[U+202E]fdp.exe,');
      expect(hidden).toContain(`"Ann;'=WEBSERVICE(""x"")"`);
      expect(header).toBe(
        'id,received_at,status,name,phone,zip,state,best_time,topic,notes,page,consent_given,consent_version,consent_text,consented_at,webhook,updated_at',
      );
      expect(row).toContain(`"'=HYPERLINK(""http://x.example"",""Click"")"`);
      // The phone as E.164, as a dialer or CRM imports it (no apostrophe: a bare E.164 number runs nothing).
      expect(row).toContain(`,+12055550123,,AL,morning,`);
      expect(csv).toContain('"Medigap, ""Plan G""\nor N"');
      expect(csv.endsWith('\r\n')).toBe(true);
      expect(await r.leadsCsv({ status: 'closed' })).toBe(`${header}\r\n`);
    });

    it('keeps the webhook bookkeeping: due, retried with back-off, delivered or given up', async () => {
      const r = createLeadRepository(db.sql, {
        webhookRetry: { baseDelayMs: 1000, maxDelayMs: 4000, maxAttempts: 3 },
      });
      const t0 = new Date('2026-10-20T12:00:00.000Z');
      const { id } = await r.insertLead(newLead({ receivedAt: t0 }));
      expect((await r.pendingDeliveries(new Date(t0.getTime() - 1))).length).toBe(0);
      expect((await r.pendingDeliveries(t0)).map((lead) => lead.id)).toEqual([id]);

      const first = await r.recordDelivery(id, { ok: false, error: 'HTTP 502' }, t0);
      expect(first).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'HTTP 502' });
      expect(first?.nextAttemptAt?.getTime()).toBe(t0.getTime() + 1000);
      expect(await r.pendingDeliveries(new Date(t0.getTime() + 999))).toEqual([]);
      const second = await r.recordDelivery(
        id,
        { ok: false, error: 'timeout' },
        new Date(t0.getTime() + 1000),
      );
      expect(second?.nextAttemptAt?.getTime()).toBe(t0.getTime() + 3000);
      const third = await r.recordDelivery(
        id,
        { ok: false, error: 'timeout' },
        new Date(t0.getTime() + 3000),
      );
      expect(third).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
      expect(await r.pendingDeliveries(new Date(t0.getTime() + day))).toEqual([]);
      expect((await r.getLead(id))?.delivery?.status).toBe('failed');

      const other = await r.insertLead(newLead({ receivedAt: t0 }));
      expect(await r.recordDelivery(other.id, { ok: true }, t0)).toMatchObject({
        status: 'delivered',
        attempts: 1,
      });
      expect(await r.recordDelivery(randomUUID(), { ok: true })).toBeNull();
    });
  });

  describe('row level security', () => {
    let leadId: string;
    beforeEach(async () => {
      leadId = (await repo().insertLead(newLead())).id;
      await db.sql`insert into public.rate_limits (key, window_end, count) values ('chat:id:x', now() + interval '1 minute', 1)
        on conflict (key) do nothing`;
    });

    /** Each table with one harmless change to try on it. */
    const tables = [
      ['leads', { status: 'closed' }],
      ['lead_consents', { consent_given: false }],
      ['lead_webhook_deliveries', { attempts: 0 }],
      ['rate_limits', { count: 1 }],
      ['agency_schema_migrations', { checksum: 'x' }],
    ] as const;

    it.each(tables)('anon can neither read nor change %s', async (table, change) => {
      const anon = <T>(body: (tx: typeof db.sql) => Promise<T>) =>
        asRole(db.sql, 'anon', { role: 'anon' }, body);
      await expect(anon((tx) => tx`select * from ${tx(`public.${table}`)}`)).rejects.toThrow(denied);
      await expect(anon((tx) => tx`update ${tx(`public.${table}`)} set ${tx(change)}`)).rejects.toThrow(
        denied,
      );
      await expect(anon((tx) => tx`delete from ${tx(`public.${table}`)}`)).rejects.toThrow(denied);
    });

    it('anon cannot insert a lead, a consent or a rate-limit window', async () => {
      await expect(
        asRole(
          db.sql,
          'anon',
          { role: 'anon' },
          (tx) => tx`
          insert into public.leads (name, phone_e164, best_time, page) values ('X', '+12055550100', 'anytime', '/')
        `,
        ),
      ).rejects.toThrow(denied);
      await expect(
        asRole(
          db.sql,
          'anon',
          { role: 'anon' },
          (tx) => tx`
          insert into public.lead_consents (lead_id, consent_given, consent_text, consent_version, consented_at, page)
          values (${leadId}, true, 't', 'v', now(), '/')
        `,
        ),
      ).rejects.toThrow(denied);
      await expect(
        asRole(
          db.sql,
          'anon',
          { role: 'anon' },
          (tx) => tx`
          insert into public.rate_limits (key, window_end, count) values ('k', now(), 1)
        `,
        ),
      ).rejects.toThrow(denied);
      await expect(
        asRole(db.sql, 'anon', null, (tx) => tx`select public.delete_leads_older_than(interval '1 day')`),
      ).rejects.toThrow(denied);
    });

    it.each([
      ['a signed-in user without the staff role', plainUserClaims],
      ['a user who wrote "staff" in their own user_metadata', selfDeclaredStaffClaims],
    ])('%s sees no lead and changes none', async (_who, claims) => {
      const seen = await asRole(db.sql, 'authenticated', claims, async (tx) => ({
        leads: (await tx`select * from public.leads`).length,
        consents: (await tx`select * from public.lead_consents`).length,
        deliveries: (await tx`select * from public.lead_webhook_deliveries`).length,
        updated: (await tx`update public.leads set status = 'closed' where id = ${leadId}`).count,
        deleted: (await tx`delete from public.leads where id = ${leadId}`).count,
      }));
      expect(seen).toEqual({ leads: 0, consents: 0, deliveries: 0, updated: 0, deleted: 0 });
      await expect(
        asRole(db.sql, 'authenticated', claims, (tx) => tx`select * from public.rate_limits`),
      ).rejects.toThrow(denied);
      await expect(
        asRole(
          db.sql,
          'authenticated',
          claims,
          (tx) => tx`
          insert into public.leads (name, phone_e164, best_time, page) values ('X', '+12055550100', 'anytime', '/')
        `,
        ),
      ).rejects.toThrow(denied);
      expect((await repo().getLead(leadId))?.status).toBe('new');
    });

    it('staff list leads with consent, change status and notes (recorded as theirs) and delete a lead', async () => {
      const result = await asRole(db.sql, 'authenticated', staffClaims, async (tx) => {
        const leads = await tx`select id, name from public.leads`;
        const consents =
          await tx`select consent_given, consent_version from public.lead_consents where lead_id = ${leadId}`;
        const deliveries =
          await tx`select attempts from public.lead_webhook_deliveries where lead_id = ${leadId}`;
        const [updated] = await tx`
          update public.leads set status = 'called', notes = 'no answer' where id = ${leadId}
          returning status, notes, updated_by
        `;
        return { leads: leads.length, consents: [...consents], deliveries: deliveries.length, updated };
      });
      expect(result).toEqual({
        leads: 1,
        consents: [{ consent_given: true, consent_version: 'consent-2026-01' }],
        deliveries: 1,
        updated: { status: 'called', notes: 'no answer', updated_by: staffId },
      });

      // Staff change status and notes only, never insert, and have no business with the rate limits.
      await expect(
        asRole(
          db.sql,
          'authenticated',
          staffClaims,
          (tx) => tx`update public.leads set name = 'Changed' where id = ${leadId}`,
        ),
      ).rejects.toThrow(denied);
      await expect(
        asRole(
          db.sql,
          'authenticated',
          staffClaims,
          (tx) => tx`update public.lead_consents set consent_given = false`,
        ),
      ).rejects.toThrow(denied);
      await expect(
        asRole(
          db.sql,
          'authenticated',
          staffClaims,
          (tx) => tx`
          insert into public.leads (name, phone_e164, best_time, page) values ('X', '+12055550100', 'anytime', '/')
        `,
        ),
      ).rejects.toThrow(denied);
      await expect(
        asRole(db.sql, 'authenticated', staffClaims, (tx) => tx`select * from public.rate_limits`),
      ).rejects.toThrow(denied);

      const deleted = await asRole(
        db.sql,
        'authenticated',
        staffClaims,
        async (tx) => (await tx`delete from public.leads where id = ${leadId}`).count,
      );
      expect(deleted).toBe(1);
      expect(await repo().getLead(leadId)).toBeNull();
    });
  });
});

// The site's functions as the local server runs them: 'chat', 'lead' and (with SUPABASE_URL) 'leads-admin', the same
// handlers that deploy as Supabase Edge Functions, on the local server's database; the lead webhook's retries and the
// retention of leads on timers. Settings come from the environment; a bad one stops the start, naming the variable.
import type { RequestListener } from 'node:http';
import { chatOptionsFromEnv, createChatHandler, toNodeListener } from '@agency/chat';
import { chatCall, leadCall } from '@agency/content/contracts';
import {
  createLeadHandler,
  createLeadWebhook,
  leadOptionsFromEnv,
  leadRetentionDaysFromEnv,
  leadWebhookFromEnv,
} from '@agency/lead';
import { createLeadsAdminHandler, leadsAdminOptionsFromEnv } from '@agency/lead/admin';
import type { SiteStaffAuth } from './auth/site.ts';
import type { SiteDatabase } from './database.ts';

/** Every function's settings, read and checked before anything starts. */
export interface SiteFunctionSettings {
  chat: ReturnType<typeof chatOptionsFromEnv>;
  lead: ReturnType<typeof leadOptionsFromEnv>;
  webhook: ReturnType<typeof leadWebhookFromEnv>;
  retentionDays: number;
  /** Undefined without SUPABASE_URL: the staff inbox's function then answers 503 saying so. */
  leadsAdmin: ReturnType<typeof leadsAdminOptionsFromEnv> | undefined;
}

/** The settings from the environment; throws (naming each bad variable) when one is unusable. */
export function siteFunctionSettings(env: Record<string, string | undefined>): SiteFunctionSettings {
  return {
    chat: chatOptionsFromEnv(env),
    lead: leadOptionsFromEnv(env),
    webhook: leadWebhookFromEnv(env),
    retentionDays: leadRetentionDaysFromEnv(env),
    // The staff inbox's function needs the auth service whose tokens it checks (its key set): SUPABASE_URL.
    leadsAdmin: env.SUPABASE_URL?.trim() ? leadsAdminOptionsFromEnv(env) : undefined,
  };
}

/** One line of JSON on stderr, like the functions' own logs (never a visitor's data: the lead id and the reason). */
export const logWarning = (event: string, fields: Record<string, unknown>) =>
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'warn', event, ...fields }));

export interface SiteFunctions {
  /** The handlers by path prefix (the paths of the calls' contracts). */
  routes: Array<{ prefix: string; handler: RequestListener }>;
  /** Stops the timers. */
  stop(): void;
}

/**
 * The functions on `database`, with the webhook's retry sweep and the daily retention; with the local staff sign-in
 * (`staffAuth`, auth/site.ts), its routes (/auth/v1), its 'leads-admin' on this server's own key, and its daily sweep.
 */
export function createSiteFunctions(
  database: SiteDatabase,
  settings: SiteFunctionSettings,
  staffAuth?: SiteStaffAuth,
): SiteFunctions {
  // LEAD_WEBHOOK_URL: each stored lead is posted there after the visitor's answer; failures are tried again with
  // back-off by a sweep every 30 seconds (the schedule is the database's), and staff see them with the lead.
  const webhook = settings.webhook
    ? createLeadWebhook({
        ...settings.webhook,
        repository: database.leads,
        onError: (leadId, reason) => logWarning('lead.webhook_failed', { leadId, reason }),
      })
    : undefined;
  const timers: NodeJS.Timeout[] = [];
  if (webhook)
    timers.push(
      setInterval(
        () =>
          void database.ready().then(
            () => webhook.deliverDue(),
            () => undefined,
          ),
        30_000,
      ).unref(),
    );

  // Retention (LEAD_RETENTION_DAYS, default four years): older leads are deleted at start and every day.
  const applyRetention = async () => {
    try {
      await database.ready();
      const deleted = await database.leads.deleteLeadsOlderThan(settings.retentionDays);
      if (deleted > 0)
        console.log(
          `Retention: deleted ${deleted} callback requests older than ${settings.retentionDays} days`,
        );
    } catch (error) {
      logWarning('lead.retention_failed', { reason: error instanceof Error ? error.message : String(error) });
    }
  };
  void applyRetention();
  timers.push(setInterval(() => void applyRetention(), 24 * 60 * 60_000).unref());
  // The local sign-in's ended sessions and old challenges, daily.
  if (staffAuth)
    timers.push(setInterval(() => void staffAuth.sweep().catch(() => undefined), 24 * 60 * 60_000).unref());

  const chat = toNodeListener(
    createChatHandler({ ...settings.chat, rateLimitStore: database.rateLimitStore }),
  );
  const lead = toNodeListener(
    createLeadHandler({
      ...settings.lead,
      store: database.leadStore,
      rateLimitStore: database.rateLimitStore,
      ...(webhook ? { onLeadStored: (id: string) => webhook.deliver(id).then(() => undefined) } : {}),
    }),
  );
  // 'leads-admin' (staff only: the leads, their consent records, status, notes, CSV), on the auth service of
  // SUPABASE_URL, else on this server's own sign-in; with neither it answers 503 saying so.
  const leadsAdmin = toNodeListener(
    settings.leadsAdmin
      ? createLeadsAdminHandler({ ...settings.leadsAdmin, repository: database.leads })
      : (staffAuth?.leadsAdmin ??
          (async () =>
            Response.json(
              {
                error: 'unavailable',
                message: 'The staff inbox needs SUPABASE_URL (the auth service whose tokens it checks).',
              },
              { status: 503 },
            ))),
  );
  return {
    routes: [
      { prefix: chatCall.path, handler: chat },
      { prefix: leadCall.path, handler: lead },
      { prefix: leadCall.adminPath, handler: leadsAdmin },
      ...(staffAuth?.routes ?? []),
    ],
    stop: () => timers.forEach((timer) => clearInterval(timer)),
  };
}

/**
 * The functions' routes before the database is open: each request waits for the functions (the embedded database
 * opens in a few seconds at start; a server by URL is not waited for), while the pages are served at once.
 */
export function deferredRoutes(
  functions: Promise<SiteFunctions>,
  /** More prefixes the functions will serve (the local staff sign-in's /auth/v1). */
  more: ReadonlyArray<string> = [],
): Array<{ prefix: string; handler: RequestListener }> {
  return [chatCall.path, leadCall.path, leadCall.adminPath, ...more].map((prefix) => ({
    prefix,
    handler: (req, res) =>
      void functions.then((ready) =>
        ready.routes.find((route) => route.prefix === prefix)!.handler(req, res),
      ),
  }));
}

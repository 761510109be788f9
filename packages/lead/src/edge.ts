// The entry of the Supabase Edge Function bundles (`pnpm --filter @agency/lead bundle:edge`): only what
// supabase/functions/lead/index.ts and supabase/functions/leads-admin/index.ts need, with no Node built-ins.
// Built from the workspace only (not an entry of the published package), hence @agency/db as a devDependency.
import { createLeadRepository, PostgresRateLimitStore } from '@agency/db/edge';
import { requireDatabase } from './database.ts';
import { leadOptionsFromEnv } from './env.ts';
import { createLeadHandler } from './handler.ts';
import { createLeadWebhook, leadWebhookFromEnv } from './webhook.ts';

export { createLeadHandler } from './handler.ts';
export type { LeadHandlerOptions } from './options.ts';
export { leadOptionsFromEnv } from './env.ts';
export { LeadConfigError } from './errors.ts';
export type { LeadStore, NewLead } from './store.ts';

/** The runtime's way to keep an instance alive after its answer (Supabase's `EdgeRuntime.waitUntil`), if any. */
export function runtimeWaitUntil(): ((promise: Promise<unknown>) => void) | undefined {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?: (promise: Promise<unknown>) => void } })
    .EdgeRuntime;
  return typeof runtime?.waitUntil === 'function' ? (promise) => runtime.waitUntil!(promise) : undefined;
}

/** One JSON line in the function's log: never a visitor's data (the lead id and the reason). */
function logWarning(event: string, fields: Record<string, unknown>): void {
  console.warn(JSON.stringify({ level: 'warn', event, ...fields }));
}

/** How often one instance looks for webhook posts that are due again (failed ones, after their back-off). */
const webhookSweepEveryMs = 30_000;

/**
 * The deployed 'lead' function: options and the webhook from the environment (a bad one throws at boot, naming the
 * variable), the leads and the shared rate limits in PostgreSQL (`DATABASE_URL`, else Supabase's `SUPABASE_DB_URL`).
 * Each stored lead goes to the webhook after the answer, kept alive by the runtime's `waitUntil`; a failed post is
 * tried again, after its back-off, by the next request to any instance (at most every 30 seconds per instance).
 */
export function createLeadFunction(
  env: Record<string, string | undefined>,
  runtime: { waitUntil?: (promise: Promise<unknown>) => void } = { waitUntil: runtimeWaitUntil() },
): (request: Request) => Promise<Response> {
  const options = leadOptionsFromEnv(env);
  const webhookSettings = leadWebhookFromEnv(env);
  const sql = requireDatabase(env, "The 'lead' function");
  const repository = createLeadRepository(sql);
  const webhook = webhookSettings
    ? createLeadWebhook({
        ...webhookSettings,
        repository,
        onError: (leadId, reason) => logWarning('lead.webhook_failed', { leadId, reason }),
      })
    : undefined;
  let nextSweepAt = 0;
  const handler = createLeadHandler({
    ...options,
    store: repository,
    rateLimitStore: new PostgresRateLimitStore(sql),
    ...(runtime.waitUntil ? { waitUntil: runtime.waitUntil } : {}),
    ...(webhook ? { onLeadStored: (id: string) => webhook.deliver(id).then(() => undefined) } : {}),
  });
  if (!webhook) return handler;
  return async (request) => {
    const response = await handler(request);
    if (Date.now() >= nextSweepAt) {
      nextSweepAt = Date.now() + webhookSweepEveryMs;
      const sweep = webhook.deliverDue().catch((error: unknown) =>
        logWarning('lead.webhook_sweep_failed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
      runtime.waitUntil?.(sweep);
    }
    return response;
  };
}

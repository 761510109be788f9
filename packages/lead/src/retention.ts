// How long callback requests are kept. The local server deletes older ones at start and every day; on Supabase a
// pg_cron job calls public.delete_leads_older_than (docs/deploy.md). Staff can delete one lead at any time.
import { LeadConfigError } from './errors.ts';

/** Four years, unless the agency sets another period (its compliance advisor decides). */
export const defaultLeadRetentionDays = 1461;

/** `LEAD_RETENTION_DAYS`: a whole number of days, at least 1 (default 1461). Throws a LeadConfigError otherwise. */
export function leadRetentionDaysFromEnv(env: Record<string, string | undefined>): number {
  const value = env.LEAD_RETENTION_DAYS?.trim();
  if (!value) return defaultLeadRetentionDays;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1)
    throw new LeadConfigError(
      `Invalid lead configuration:\n- LEAD_RETENTION_DAYS: "${value}" must be a whole number of days, 1 or more`,
    );
  return days;
}

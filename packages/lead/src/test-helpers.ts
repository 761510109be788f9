// Helpers shared by the package's tests (not exported from the package).
import { currentConsent } from './consent.ts';
import type { LeadRequest } from './contract.ts';
import type { LeadLogEntry, LeadLogger } from './logger.ts';

export const functionUrl = 'http://localhost:8787/functions/v1/lead';

/** The clock of the tests. */
export const testNow = 1_800_000_000_000;

/** The client address the platform sets on test requests (CF-Connecting-IP, as Cloudflare does on Supabase). */
export const testClientAddress = '192.0.2.10';

/** The key of the address hash in tests. */
export const testIpHashKey = 'test-ip-hash-key-0123456789abcdef0123456789';

/** A valid request, shown a minute before `testNow`. */
export function validLead(
  overrides: Partial<Record<keyof LeadRequest, unknown>> = {},
): Record<string, unknown> {
  return {
    name: 'Dorothy Example',
    phone: '(205) 555-0147',
    zip: '35203',
    bestTime: 'morning',
    topic: 'Switching plans at AEP',
    consent: true,
    consentVersion: currentConsent().version,
    page: '/aep/birmingham',
    startedAt: testNow - 60_000,
    website: '',
    ...overrides,
  };
}

type Init = { headers?: Record<string, string>; raw?: string; address?: string | null };

function headersFor(type: string, init: Init): Record<string, string> {
  const address = init.address === undefined ? testClientAddress : init.address;
  return {
    'content-type': type,
    'user-agent': 'Mozilla/5.0 (test)',
    ...(address !== null ? { 'cf-connecting-ip': address } : {}),
    ...init.headers,
  };
}

/** A JSON POST, from `testClientAddress` unless `address` says otherwise (`null`: no address header). */
export function jsonRequest(body: unknown, init: Init = {}): Request {
  return new Request(functionUrl, {
    method: 'POST',
    headers: headersFor('application/json', init),
    body: init.raw ?? JSON.stringify(body),
  });
}

/** A no-JavaScript form post (`application/x-www-form-urlencoded`); `undefined` and `false` fields are left out. */
export function formRequest(fields: Record<string, unknown>, init: Init = {}): Request {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== false)
      form.set(key, value === true ? 'on' : String(value));
  return new Request(functionUrl, {
    method: 'POST',
    headers: headersFor('application/x-www-form-urlencoded', init),
    body: init.raw ?? form.toString(),
  });
}

/** A logger that keeps every entry. */
export function captureLogs(): { logger: LeadLogger; entries: LeadLogEntry[] } {
  const entries: LeadLogEntry[] = [];
  return { logger: (entry) => entries.push(entry), entries };
}

// The 'lead' function's side of the lead call: the request (JSON, or the same fields form-encoded) validated by a zod
// schema with plain-words messages. The request and answer shapes, fields, limits and messages are the lead call's
// contract (@agency/content/contracts), re-exported here for the function's callers.
import { visitorText, type LeadIssue } from '@agency/content/contracts';
import { z } from 'zod';
import { contentConsentTexts, type ConsentTexts } from './consent.ts';
import { bestTimes, leadFieldMessages as messages, leadLimits, type BestTime } from './fields.ts';
import { normalizeUsPhone } from './phone.ts';
import { zipPattern } from './zip.ts';

export {
  leadErrorKinds,
  type LeadCreatedResponse,
  type LeadErrorKind,
  type LeadErrorResponse,
  type LeadInvalidResponse,
  type LeadIssue,
  type LeadRequest,
  type LeadResponseBody,
} from '@agency/content/contracts';

/** A request that passed validation, as the handler uses it. */
export interface ValidLeadRequest {
  /** NFC, without hidden characters, trimmed, inner runs of white space (and control characters) made one space. */
  name: string;
  phoneE164: string;
  zip: string | null;
  bestTime: BestTime;
  topic: string | null;
  consent: boolean;
  consentVersion: string;
  /** The exact consent text of `consentVersion`. */
  consentText: string;
  page: string;
  startedAt: number;
  submittedAt: number | null;
  website: string;
}

/**
 * A visitor's words as they are kept and shown to staff: Unicode NFC, without the characters that show nothing or
 * reorder what is shown (bidirectional controls, zero-width and other invisible characters: the lead call's
 * `hiddenCharacters`), each run of white space or control characters made one space, trimmed.
 */
export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex
  const spacesAndControls = /[\s\u0000-\u001f\u007f-\u009f]+/g;
  return visitorText(value).replace(spacesAndControls, ' ').trim();
}

const origin = 'https://site.invalid';

/**
 * The path (and query) of a same-site path, or undefined: never another host, a scheme or a backslash trick. Past
 * `leadLimits.pageMaxLength` characters (written out, as the browser sends them), the query is dropped (a long
 * tracking tag must not cost a lead); a path longer than that is refused.
 */
export function sitePath(value: string): string | undefined {
  const text = value.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.length > leadLimits.pageMaxLength * 4)
    return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = `${url.pathname}${url.search}`;
  if (path.length <= leadLimits.pageMaxLength) return path;
  return url.pathname.length <= leadLimits.pageMaxLength ? url.pathname : undefined;
}

const epochMs = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(8.64e15, { error: message });

/** Options of `leadRequestSchema`. */
export interface LeadRequestSchemaOptions {
  /** The consent text of each version. Default: the one @agency/content shows today. */
  consentTexts?: ConsentTexts;
}

/**
 * The zod schema of a lead request (JSON, or a form turned into an object by `leadRequestFromForm`). Its output is a
 * `ValidLeadRequest`; its messages are `leadFieldMessages`, and none of them quotes what was sent.
 */
export function leadRequestSchema(options: LeadRequestSchemaOptions = {}) {
  const consentTexts = options.consentTexts ?? contentConsentTexts;
  return z
    .object({
      name: z
        .string({ error: messages.nameMissing })
        .transform(cleanText)
        .pipe(
          z
            .string()
            .min(1, { error: messages.nameMissing })
            .max(leadLimits.nameMaxLength, { error: messages.nameTooLong }),
        ),
      phone: z.string({ error: messages.phoneMissing }).transform((value, context) => {
        const phone = normalizeUsPhone(value);
        if (phone.ok) return phone.e164;
        context.addIssue({
          code: 'custom',
          message:
            phone.problem === 'missing'
              ? messages.phoneMissing
              : phone.problem === 'too_long'
                ? messages.phoneTooLong
                : phone.problem === 'not_us'
                  ? messages.phoneNotUs
                  : phone.problem === 'not_callable'
                    ? messages.phoneNotCallable
                    : messages.phoneInvalid,
        });
        return z.NEVER;
      }),
      zip: z
        .string({ error: messages.zipInvalid })
        .nullish()
        .transform((value, context) => {
          const text = value?.trim() ?? '';
          if (text === '') return null;
          // The five digits say where; the +4 only which side of a street, and the database keeps five.
          if (zipPattern.test(text)) return text.slice(0, 5);
          context.addIssue({ code: 'custom', message: messages.zipInvalid });
          return z.NEVER;
        }),
      bestTime: z.enum(bestTimes, { error: messages.bestTimeMissing }),
      topic: z
        .string({ error: messages.topicTooLong })
        .nullish()
        .transform((value) => (value ? cleanText(value) : ''))
        .pipe(z.string().max(leadLimits.topicMaxLength, { error: messages.topicTooLong }))
        .transform((value) => (value === '' ? null : value)),
      consent: z.boolean({ error: messages.consentInvalid }),
      consentVersion: z
        .string({ error: messages.consentVersionUnknown })
        .trim()
        .max(leadLimits.consentVersionMaxLength, { error: messages.consentVersionUnknown })
        .refine((version) => consentTexts(version) !== undefined, { error: messages.consentVersionUnknown }),
      page: z.string({ error: messages.pageInvalid }).transform((value, context) => {
        const path = sitePath(value);
        if (path !== undefined) return path;
        context.addIssue({ code: 'custom', message: messages.pageInvalid });
        return z.NEVER;
      }),
      startedAt: epochMs(messages.startedAtInvalid),
      submittedAt: epochMs(messages.submittedAtInvalid)
        .nullish()
        .transform((value) => value ?? null),
      website: z
        .string({ error: messages.websiteInvalid })
        .nullish()
        .transform((value) => value ?? ''),
    })
    .transform(({ phone, ...rest }): ValidLeadRequest => ({
      ...rest,
      phoneE164: phone,
      consentText: consentTexts(rest.consentVersion)!,
    }));
}

/** The result of `parseLeadRequest`. */
export type LeadParseResult = { ok: true; lead: ValidLeadRequest } | { ok: false; issues: LeadIssue[] };

/** Validates a request object; each invalid field is named once, with its first problem. */
export function parseLeadRequest(
  value: unknown,
  schema: ReturnType<typeof leadRequestSchema> = leadRequestSchema(),
): LeadParseResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return {
      ok: false,
      issues: [{ field: 'body', message: 'The request must be a JSON object with the callback fields.' }],
    };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, lead: parsed.data };
  const issues: LeadIssue[] = [];
  for (const issue of parsed.error.issues) {
    const field = (typeof issue.path[0] === 'string' ? issue.path[0] : 'body') as LeadIssue['field'];
    if (!issues.some((known) => known.field === field)) issues.push({ field, message: issue.message });
  }
  return { ok: false, issues };
}

const ticked = new Set(['on', 'true', '1', 'yes']);
const unticked = new Set(['', 'off', 'false', '0', 'no']);

/**
 * The request object of a no-JavaScript form post (`application/x-www-form-urlencoded`): the first value of each
 * field; the checkbox `consent=on` (absent: not ticked; ticked when any of its values is); `startedAt` and
 * `submittedAt` as numbers. What cannot be read is passed on as it is, for the schema to name.
 */
export function leadRequestFromForm(form: URLSearchParams): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of [
    'name',
    'phone',
    'zip',
    'bestTime',
    'topic',
    'consentVersion',
    'page',
    'website',
  ] as const) {
    const text = form.get(field);
    if (text !== null) value[field] = text;
  }
  // Every value counts: a form may send a hidden "off" before the checkbox's "on".
  const consents = form.getAll('consent').map((text) => text.trim().toLowerCase());
  const unreadable = consents.find((text) => !ticked.has(text) && !unticked.has(text));
  value.consent = unreadable ?? consents.some((text) => ticked.has(text));
  for (const field of ['startedAt', 'submittedAt'] as const) {
    const text = form.get(field)?.trim();
    if (text === undefined || text === '') continue;
    value[field] = /^\d{1,16}$/.test(text) ? Number(text) : text;
  }
  return value;
}

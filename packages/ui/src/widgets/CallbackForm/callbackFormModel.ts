// The callback form's pure parts: the request the 'lead' function takes (its best times come from the lead call's
// contract; field names and limits mirror it), the check before sending, and how an answer reads.
import { bestTimes, type BestTime } from '@agency/content/contracts';

/** When the visitor would like the call (the contract's `bestTime` values, each inside office hours, in form order). */
export const callbackBestTimes = bestTimes;
export type CallbackBestTime = BestTime;

/** The fields a visitor fills in, in form order. */
export const callbackFields = ['name', 'phone', 'zip', 'bestTime', 'topic'] as const;
export type CallbackField = (typeof callbackFields)[number];

/** Sizes the function accepts (`leadLimits` of @agency/lead). */
export const callbackLimits = { nameMaxLength: 100, phoneMaxLength: 30, topicMaxLength: 500 } as const;

/** What the form sends as JSON: the 'lead' function's `LeadRequest`. */
export interface CallbackRequestBody {
  name: string;
  phone: string;
  zip: string | null;
  bestTime: CallbackBestTime;
  topic: string | null;
  consent: boolean;
  consentVersion: string;
  page: string;
  startedAt: number;
  submittedAt: number;
  /** The honeypot: empty for people. */
  website: string;
}

/** What the visitor typed, as the form holds it. */
export interface CallbackFormValues {
  name: string;
  phone: string;
  zip: string;
  bestTime: string;
  topic: string;
  consent: boolean;
  website: string;
}

/** The client-side problems, named like the copy's messages. */
export const callbackErrorKinds = [
  'nameMissing',
  'nameTooLong',
  'phoneMissing',
  'phoneTooLong',
  'phoneInvalid',
  'zipInvalid',
  'bestTimeMissing',
  'topicTooLong',
] as const;
export type CallbackErrorKind = (typeof callbackErrorKinds)[number];

export interface CallbackFieldError {
  field: CallbackField;
  kind: CallbackErrorKind;
}

/** The values of a callback form element (`new FormData(form)`), by the contract's field names. */
export function callbackValuesFromForm(data: FormData): CallbackFormValues {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    phone: text('phone'),
    zip: text('zip'),
    bestTime: text('bestTime'),
    topic: text('topic'),
    consent: data.get('consent') === 'on',
    website: text('website'),
  };
}

/** Trims, and makes each run of white space one space (as the function does). */
export function cleanText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export type UsPhoneCheck =
  { ok: true; digits: string } | { ok: false; problem: 'missing' | 'too_long' | 'invalid' };

/**
 * A U.S. phone number typed any usual way ("(205) 555-0147", "205.555.0147", "+1 205 555 0147", full-width digits,
 * an "ext. 12" at the end): its ten digits, or why not. The function checks it again and stores it in E.164.
 */
export function checkUsPhone(input: string): UsPhoneCheck {
  const text = input.normalize('NFKC').trim();
  if (text === '') return { ok: false, problem: 'missing' };
  if (text.length > callbackLimits.phoneMaxLength) return { ok: false, problem: 'too_long' };
  const number = text.replace(/\s*(?:ext\.?|extension|x)\s*\d{1,6}$/i, '');
  if (!/^[\d\s().+-]+$/.test(number)) return { ok: false, problem: 'invalid' };
  let digits = number.replace(/\D/g, '');
  // A country code other than +1 is not a U.S. number, however many digits follow.
  if (number.trim().startsWith('+') && !digits.startsWith('1')) return { ok: false, problem: 'invalid' };
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length > 11) return { ok: false, problem: 'too_long' };
  if (digits.length !== 10) return { ok: false, problem: 'invalid' };
  // North American numbers: neither the area code nor the exchange starts with 0 or 1.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return { ok: false, problem: 'invalid' };
  return { ok: true, digits };
}

/** A 5-digit ZIP or ZIP+4. */
export const zipPattern = /^\d{5}(?:-\d{4})?$/;

const isBestTime = (value: string): value is CallbackBestTime =>
  (callbackBestTimes as ReadonlyArray<string>).includes(value);

/** Every problem of the values, one per field, in form order. */
export function validateCallback(values: CallbackFormValues): CallbackFieldError[] {
  const errors: CallbackFieldError[] = [];
  const name = cleanText(values.name);
  if (name === '') errors.push({ field: 'name', kind: 'nameMissing' });
  else if (name.length > callbackLimits.nameMaxLength) errors.push({ field: 'name', kind: 'nameTooLong' });
  const phone = checkUsPhone(values.phone);
  if (!phone.ok)
    errors.push({
      field: 'phone',
      kind:
        phone.problem === 'missing'
          ? 'phoneMissing'
          : phone.problem === 'too_long'
            ? 'phoneTooLong'
            : 'phoneInvalid',
    });
  const zip = values.zip.trim();
  if (zip !== '' && !zipPattern.test(zip)) errors.push({ field: 'zip', kind: 'zipInvalid' });
  if (!isBestTime(values.bestTime)) errors.push({ field: 'bestTime', kind: 'bestTimeMissing' });
  if (cleanText(values.topic).length > callbackLimits.topicMaxLength)
    errors.push({ field: 'topic', kind: 'topicTooLong' });
  return errors;
}

/** The JSON body of valid values (the phone as typed: the function normalises it). */
export function toCallbackRequest(
  values: CallbackFormValues,
  meta: { consentVersion: string; page: string; startedAt: number; submittedAt: number },
): CallbackRequestBody {
  const zip = values.zip.trim();
  const topic = cleanText(values.topic);
  return {
    name: cleanText(values.name),
    phone: values.phone.trim(),
    zip: zip === '' ? null : zip,
    bestTime: isBestTime(values.bestTime) ? values.bestTime : 'anytime',
    topic: topic === '' ? null : topic,
    consent: values.consent,
    consentVersion: meta.consentVersion,
    page: meta.page,
    startedAt: meta.startedAt,
    submittedAt: meta.submittedAt,
    website: values.website,
  };
}

/** A problem the function named: a field of the form, or something the visitor cannot fix in a field. */
export interface CallbackServerIssue {
  field: CallbackField | 'outOfDate' | 'other';
  /** The function's plain words (used for a field of the form). */
  message: string;
}

/** What an answer of the 'lead' function means for the visitor. */
export type CallbackOutcome =
  | { kind: 'received'; id: string; outsideServedStates: boolean }
  | { kind: 'invalid'; issues: CallbackServerIssue[] }
  | { kind: 'unavailable' }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads an answer (status and parsed JSON body, or null when there was none). */
export function readCallbackResponse(status: number, body: unknown): CallbackOutcome {
  if (status >= 200 && status < 300 && isRecord(body) && body.ok === true)
    return {
      kind: 'received',
      id: typeof body.id === 'string' ? body.id : '',
      outsideServedStates: body.outsideServedStates === true,
    };
  if (status === 400 && isRecord(body) && Array.isArray(body.issues)) {
    const issues: CallbackServerIssue[] = [];
    for (const issue of body.issues) {
      if (!isRecord(issue)) continue;
      const field = String(issue.field);
      const message = typeof issue.message === 'string' ? issue.message : '';
      const mapped: CallbackServerIssue['field'] = (callbackFields as ReadonlyArray<string>).includes(field)
        ? (field as CallbackField)
        : field === 'consentVersion'
          ? 'outOfDate'
          : 'other';
      if (!issues.some((known) => known.field === mapped)) issues.push({ field: mapped, message });
    }
    return issues.length > 0 ? { kind: 'invalid', issues } : { kind: 'failed' };
  }
  if (status === 429) return { kind: 'rateLimited' };
  if (status === 503) return { kind: 'unavailable' };
  return { kind: 'failed' };
}

/** The time now, in ms since the epoch (the clock of `startedAt` and `submittedAt`). */
export function epochMs(): number {
  return Date.now();
}

/** What a no-JavaScript post's `callback-error` value asks the form to show. */
export type CallbackReturnedError =
  | {
      kind: 'errors';
      errors: Array<{ field: CallbackField | null; kind: CallbackErrorKind | 'outOfDate' | 'other' }>;
    }
  | { kind: 'unavailable' }
  | { kind: 'rateLimited' };

/** The first message each field can have, for a post that came back with only the field's name. */
const returnedKinds: Record<CallbackField, CallbackErrorKind> = {
  name: 'nameMissing',
  phone: 'phoneInvalid',
  zip: 'zipInvalid',
  bestTime: 'bestTimeMissing',
  topic: 'topicTooLong',
};

/**
 * Reads `callback-error` (`name,phone`, `unavailable`, `too-many`; packages/lead/README.md): the fields of the form
 * by their messages, `consentVersion` as out of date, any other name once as "something went wrong".
 */
export function readReturnedError(value: string | null | undefined): CallbackReturnedError | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text === 'unavailable') return { kind: 'unavailable' };
  if (text === 'too-many') return { kind: 'rateLimited' };
  const errors: Extract<CallbackReturnedError, { kind: 'errors' }>['errors'] = [];
  for (const name of text.split(',').map((part) => part.trim())) {
    const error = (callbackFields as ReadonlyArray<string>).includes(name)
      ? { field: name as CallbackField, kind: returnedKinds[name as CallbackField] }
      : { field: null, kind: name === 'consentVersion' ? ('outOfDate' as const) : ('other' as const) };
    if (!errors.some((known) => known.field === error.field && known.kind === error.kind)) errors.push(error);
  }
  const order = (field: CallbackField | null) =>
    field === null ? callbackFields.length : callbackFields.indexOf(field);
  return { kind: 'errors', errors: errors.sort((a, b) => order(a.field) - order(b.field)) };
}

/** Fills `{name}` tokens; unknown tokens stay as they are. */
export function fillCallbackCopy(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-zA-Z0-9]+)\}/g, (whole, name: string) =>
    name in values ? values[name]! : whole,
  );
}

/** A U.S. number's ten digits as people write it: "(205) 555-0147". */
export function formatUsPhone(digits: string): string {
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/** The states served in words: "AL, GA and FL" (English list). */
export function statesInWords(states: ReadonlyArray<string>): string {
  return new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(states);
}

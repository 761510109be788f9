// The lead call: what the callback form POSTs to the 'lead' function (as JSON, or the same fields as a plain form
// post), the fields' names, limits and plain-words messages, and every answer. The form, the msw handlers, the
// function and their tests read it from here; it has no zod and no phone library, so a browser bundle may import it.
// The function's zod schema (packages/lead/src/contract.ts) is built on these names and limits.

/** Paths of the lead functions on a Supabase-style backend (the local server answers the same paths). */
export const leadCall = {
  /** The visitor's callback request. */
  path: '/functions/v1/lead',
  /** The staff inbox's function (signed-in staff only). */
  adminPath: '/functions/v1/leads-admin',
} as const;

/**
 * When the visitor would like the call: the choices the form offers and the function accepts, each inside the office
 * hours (morning from opening to noon, afternoon from noon to closing, or any time while the office is open).
 */
export const bestTimes = ['morning', 'afternoon', 'anytime'] as const;
export type BestTime = (typeof bestTimes)[number];

/**
 * Every best time a stored lead may hold: the choices offered today and 'evening', which the form offered until
 * 2026-11-28 although calls are made in office hours. Old leads keep it, and the staff inbox still reads it.
 */
export const storedBestTimes = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type StoredBestTime = (typeof storedBestTimes)[number];

/** The fields of a callback request, in form order (the honeypot `website` last). */
export const leadFields = [
  'name',
  'phone',
  'zip',
  'bestTime',
  'topic',
  'consent',
  'consentVersion',
  'page',
  'startedAt',
  'submittedAt',
  'website',
] as const;
export type LeadField = (typeof leadFields)[number];

/** Sizes the function accepts. */
export const leadLimits = {
  /** Longest name, after trimming. */
  nameMaxLength: 100,
  /** Longest phone entry, as typed (digits, spaces, brackets, dashes). */
  phoneMaxLength: 30,
  /** Longest "what is it about", after trimming. */
  topicMaxLength: 500,
  /** Longest page path kept (with its query when it fits). */
  pageMaxLength: 1000,
  /** Longest consent version. */
  consentVersionMaxLength: 40,
  /** Largest request body, in bytes. */
  bodyMaxBytes: 8192,
  /** Default minimum time between showing the form and sending it, in ms: faster is a bot. */
  minFillMs: 3000,
} as const;

/** Where a no-JavaScript form post lands after a stored request (303), unless the handler is told otherwise. */
export const defaultThankYouPath = '/callback-requested';

/**
 * The query parameter a no-JavaScript form post comes back with (303 to its page) when it was not stored: the
 * invalid field names joined by commas (`?callback-error=name,phone#callback-problem-fields`), or one of
 * `callbackErrorKinds`. The anchor (`callbackProblemAnchor`) names a notice the page carries in its HTML, which CSS
 * shows when it is the target: a page whose script does not run still says what happened.
 */
export const callbackErrorParam = 'callback-error';

/** The anchor of the callback form on a page. */
export const callbackAnchor = 'callback';

/** `callback-error` values that are not field names. */
export const callbackErrorKinds = {
  /** The database could not be reached: nothing was stored; show the phone number. */
  unavailable: 'unavailable',
  /** Too many requests from this network or for this number: ask to wait or call. */
  tooMany: 'too-many',
} as const;

/**
 * What each field's error says, in plain words a visitor can act on. The function answers with these (400
 * `issues[].message`), and the form may show the same words.
 */
export const leadFieldMessages = {
  nameMissing: 'Please enter your name.',
  nameTooLong: `Please shorten your name to ${leadLimits.nameMaxLength} characters or fewer.`,
  phoneMissing: 'Please enter your phone number.',
  phoneTooLong: 'Please enter just your 10-digit phone number.',
  phoneInvalid:
    'This does not look like a U.S. phone number. Please enter your 10-digit number with its area code, like 205 555 0147.',
  phoneNotUs: 'Please enter a U.S. phone number. We can only call numbers in the United States.',
  phoneNotCallable:
    'Please enter a home or mobile number. We cannot call back toll-free, premium-rate (900) or other non-geographic numbers.',
  zipInvalid: 'Please enter a 5-digit ZIP code, like 35203, or leave it empty.',
  bestTimeMissing: 'Please choose a good time to call: morning, afternoon or any time.',
  topicTooLong: `Please shorten this to ${leadLimits.topicMaxLength} characters or fewer.`,
  consentInvalid: 'consent must be true or false (a form sends "on" when the box is ticked).',
  consentVersionUnknown: 'This form is out of date. Please reload the page and send it again.',
  pageInvalid: 'page must be a path on this site, such as /aep/birmingham.',
  startedAtInvalid: 'startedAt must be the time the form was shown, in milliseconds since 1970.',
  submittedAtInvalid: 'submittedAt must be the time the form was sent, in milliseconds since 1970.',
  websiteInvalid: 'website must be text (leave it empty).',
} as const;

/**
 * Characters that show nothing, or change how the text around them reads, which a visitor's words must not carry to
 * staff: bidirectional controls (U+202E turns "invoice\u202Efdp.exe" into "invoiceexe.pdf" on screen), zero-width and
 * other format characters (Unicode category Cf), default-ignorable code points (Hangul fillers, variation selectors,
 * tags) and the blank braille pattern. The lead function removes them from what it stores, after Unicode NFC
 * (`visitorText`); the staff inbox and the CSV export show any an older row still holds as `[U+202E]`
 * (`revealHiddenCharacters`). Use with `replace` only (a global pattern).
 */
export const hiddenCharacters = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** A visitor's text as it is kept: Unicode NFC, without `hiddenCharacters`. */
export function visitorText(text: string): string {
  return text.normalize('NFC').replace(hiddenCharacters, '');
}

/** The text with each of `hiddenCharacters` shown as its code point, e.g. "invoice[U+202E]fdp.exe". */
export function revealHiddenCharacters(text: string): string {
  return text.replace(
    hiddenCharacters,
    (character) => `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}

/**
 * The anchor a no-JavaScript post comes back to: the form's notice for the problem (`callback-problem-unavailable`,
 * `callback-problem-too-many`, or `callback-problem-fields` for answers to check).
 */
export function callbackProblemAnchor(value: string): string {
  const kind =
    value === callbackErrorKinds.unavailable || value === callbackErrorKinds.tooMany ? value : 'fields';
  return `${callbackAnchor}-problem-${kind}`;
}

/**
 * The short reference of a stored lead, read from its id (a UUID): six of its characters, in two groups of three
 * ("3F2-A9C"), easy to read out on the phone. The visitor's confirmation and the staff inbox show the same one.
 */
export function leadReference(id: string): string {
  const characters = (id.replace(/[^0-9a-z]/gi, '').toUpperCase() + '000000').slice(0, 6);
  return `${characters.slice(0, 3)}-${characters.slice(3)}`;
}

/** What the callback form sends (`POST`, `application/json`). */
export interface LeadRequest {
  /** The visitor's name (or the name of the person to call), 1 to 100 characters. */
  name: string;
  /** A U.S. phone number as typed; stored in E.164. */
  phone: string;
  /** 5-digit ZIP or ZIP+4 (stored as its five digits); optional (empty or null = none). */
  zip?: string | null;
  bestTime: BestTime;
  /** What the call is about; optional, up to 500 characters. */
  topic?: string | null;
  /** The consent box, ticked or not. Optional to the visitor, never to the request. */
  consent: boolean;
  /** The version of the consent text shown beside the box (`contact.consentVersion` of @agency/content). */
  consentVersion: string;
  /** The site path the form is on, e.g. "/aep/birmingham" (a query is kept, an anchor dropped). */
  page: string;
  /** When the form was shown, in ms since the epoch (the visitor's clock). */
  startedAt: number;
  /**
   * When the form was sent, in ms since the epoch, on the same clock as `startedAt`. Optional; with it, the fill time
   * is measured on one clock, so a visitor whose clock is off is never taken for a bot.
   */
  submittedAt?: number;
  /** The honeypot: a field people never see. It must be empty. */
  website: string;
}

/** 201: the lead is stored. */
export interface LeadCreatedResponse {
  ok: true;
  id: string;
  /** The ZIP names a state the agency does not serve (the lead is kept all the same). */
  outsideServedStates: boolean;
}

/** One invalid field and what to do about it, in plain words. `body` is the request as a whole. */
export interface LeadIssue {
  field: LeadField | 'body';
  message: string;
}

/** 400: nothing stored; every invalid field once. */
export interface LeadInvalidResponse {
  error: 'invalid';
  issues: LeadIssue[];
}

/** The kinds of the other errors. */
export const leadErrorKinds = [
  'unavailable',
  'rate_limited',
  'origin_denied',
  'method_not_allowed',
  'too_large',
  'unsupported_media_type',
  'internal',
] as const;
export type LeadErrorKind = (typeof leadErrorKinds)[number];

/** 403, 405, 413, 415, 429, 500, 503: nothing stored; `message` in plain words (503: with the phone number). */
export interface LeadErrorResponse {
  error: LeadErrorKind;
  message: string;
}

/** Any JSON answer of the function. */
export type LeadResponseBody = LeadCreatedResponse | LeadInvalidResponse | LeadErrorResponse;

// The callback request's fields, limits and plain-words messages, with no zod and no phone library: the part of the
// contract a browser bundle (the callback form) may import from `@agency/lead/fields` without weighing the page.

/** When the visitor would like the call. */
export const bestTimes = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type BestTime = (typeof bestTimes)[number];

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
  zipInvalid: 'Please enter a 5-digit ZIP code, like 35203, or leave it empty.',
  bestTimeMissing: 'Please choose a good time to call: morning, afternoon, evening or any time.',
  topicTooLong: `Please shorten this to ${leadLimits.topicMaxLength} characters or fewer.`,
  consentInvalid: 'consent must be true or false (a form sends "on" when the box is ticked).',
  consentVersionUnknown: 'This form is out of date. Please reload the page and send it again.',
  pageInvalid: 'page must be a path on this site, such as /aep/birmingham.',
  startedAtInvalid: 'startedAt must be the time the form was shown, in milliseconds since 1970.',
  submittedAtInvalid: 'submittedAt must be the time the form was sent, in milliseconds since 1970.',
  websiteInvalid: 'website must be text (leave it empty).',
} as const;

/**
 * The anchor a no-JavaScript post comes back to: the form's notice for the problem (`callback-problem-unavailable`,
 * `callback-problem-too-many`, or `callback-problem-fields` for answers to check).
 */
export function callbackProblemAnchor(value: string): string {
  const kind =
    value === callbackErrorKinds.unavailable || value === callbackErrorKinds.tooMany ? value : 'fields';
  return `${callbackAnchor}-problem-${kind}`;
}

// U.S. phone numbers as a visitor types them → E.164 ("+12055550147"), with libphonenumber-js and its full metadata
// (the per-line-type tables): a number worth calling back is a home or mobile line, never a premium-rate, toll-free,
// personal (500-series) or other non-geographic number, whose call would cost the agency or reach no person.
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { leadLimits } from './fields.ts';

/** Countries that share the U.S. dialling plan and are part of the United States: a call there is a domestic call. */
const usCountries = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP']);

/**
 * The line types the agency calls back: a person's home or mobile line (in the North American plan the library often
 * cannot tell the two apart). Every other type it knows (PREMIUM_RATE, TOLL_FREE, SHARED_COST, PERSONAL_NUMBER, VOIP,
 * PAGER, UAN, VOICEMAIL) is refused.
 */
export const callableNumberTypes: ReadonlySet<NonNullable<NumberType>> = new Set([
  'FIXED_LINE',
  'MOBILE',
  'FIXED_LINE_OR_MOBILE',
]);

/** Why a phone entry is not a U.S. number worth calling back. */
export type PhoneProblem = 'missing' | 'too_long' | 'invalid' | 'not_us' | 'not_callable';

/**
 * The E.164 form of a U.S. phone number typed any usual way ("(205) 555-0147", "205.555.0147", "+1 205 555 0147",
 * full-width digits), or why it is not one. An extension ("ext. 12") is dropped: the agency calls the number.
 */
export function normalizeUsPhone(
  input: string,
): { ok: true; e164: string } | { ok: false; problem: PhoneProblem } {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'missing' };
  if (text.length > leadLimits.phoneMaxLength) return { ok: false, problem: 'too_long' };
  let parsed: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    parsed = parsePhoneNumberFromString(text, 'US');
  } catch {
    parsed = undefined;
  }
  if (!parsed || !parsed.isValid()) return { ok: false, problem: 'invalid' };
  if (parsed.countryCallingCode !== '1' || !parsed.country || !usCountries.has(parsed.country))
    return { ok: false, problem: 'not_us' };
  const type = parsed.getType();
  if (!type || !callableNumberTypes.has(type)) return { ok: false, problem: 'not_callable' };
  return { ok: true, e164: parsed.number };
}

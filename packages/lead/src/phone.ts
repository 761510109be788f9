// U.S. phone numbers as a visitor types them → E.164 ("+12055550147"), with libphonenumber-js (the minimal
// metadata: enough to check that a number can exist, without the per-line-type tables).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { leadLimits } from './fields.ts';

/** Countries that share the U.S. dialling plan and are part of the United States: a call there is a domestic call. */
const usCountries = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP']);

/** Why a phone entry is not a U.S. number. */
export type PhoneProblem = 'missing' | 'too_long' | 'invalid' | 'not_us';

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
  return { ok: true, e164: parsed.number };
}

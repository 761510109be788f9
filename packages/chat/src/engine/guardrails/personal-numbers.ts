// Personal identifiers in a message: Medicare (MBI), Social Security and payment card numbers, the last four of a
// Social Security number, a date of birth given with another identifier; `redactSensitiveNumbers` removes them.
// Also a question about a lost Medicare card, which the chat answers without any number.
import { plain } from './plain.ts';

/** Letters a Medicare Beneficiary Identifier may use (no B, I, L, O, S, Z). */
const mbiLetter = '[AC-HJKMNP-RT-Y]';
const mbiAlnum = '[AC-HJKMNP-RT-Y0-9]';

/** Separators people type inside a number: dashes, dots, spaces (one or a few). */
const sep = '[-.\\s]{0,3}';

/**
 * A Medicare number (MBI): 11 characters, e.g. 1EG4-TE5-MK73, with or without dashes or spaces after the 4th and
 * 7th characters; any letter case.
 */
const mbiPattern = new RegExp(
  `(?<![A-Za-z0-9])[1-9]${mbiLetter}${mbiAlnum}\\d${sep}${mbiLetter}${mbiAlnum}\\d${sep}${mbiLetter}{2}\\d{2}(?![A-Za-z0-9])`,
  'gi',
);

/**
 * An MBI-shaped number typed with letters a real MBI does not use (people make up or mistype them: 1AB2-CD3-EF45):
 * the same layout with any letter.
 */
const mbiLoosePattern =
  /(?<![A-Za-z0-9])[1-9][A-Z][A-Z0-9]\d[-.\s]{0,3}[A-Z][A-Z0-9]\d[-.\s]{0,3}[A-Z]{2}\d{2}(?![A-Za-z0-9])/gi;

/**
 * A Social Security number in any spacing: 123-45-6789, 123 45 6789, 123.45.6789, 123 - 45 - 6789, 123456789 (also
 * followed by a letter, as in the old Medicare claim numbers), or nine digits one by one (1 2 3 4 5 6 7 8 9). The
 * two separators must agree, so a ZIP+4 code (35203-1234) is not one.
 */
const ssnPattern =
  /(?<![\d$])\d{3}(\s*[-.]?\s*)\d{2}\1\d{4}(?!\d|,\d)|(?<![\d$])\d(?:[-.\s]\d){8}(?![-.\s]?\d)/g;

/**
 * Digits of a possible payment card: 13 or more digits, in groups separated by spaces or dashes. A run may carry more
 * than the card ("4111 1111 1111 1111 12/29": the expiry month follows), so the card is looked for at its start and
 * its end too, group by group.
 */
const cardPattern = /(?<![\d$])\d(?:[-\s]?\d){12,40}(?![-\s]?\d)/g;

/** True when the digits pass the Luhn check, as every payment card number does. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

/** Words that say a number is a payment card's, whether or not it passes Luhn (a mistyped card is still a card). */
const cardWordsPattern =
  /\b(visa|master ?card|amex|american express|discover|credit|debit|card|cc|exp(iry|iration|ires)?|cvv|cvc|security code)\b/i;

/** Payment card numbers in a text: 13-19 digits passing Luhn, or 15-16 digits written beside card words. */
function cardMatches(text: string): string[] {
  const found: string[] = [];
  const cardWords = cardWordsPattern.test(text);
  for (const [run] of text.matchAll(cardPattern)) {
    const groups = [...run.matchAll(/\d+/g)].map((group) => ({
      start: group.index,
      end: group.index + group[0].length,
    }));
    const last = groups.length - 1;
    // The whole run, then each run of groups from the first or to the last.
    const windows: Array<[number, number]> = [[0, last]];
    for (let index = 0; index < last; index += 1) windows.push([0, index], [index + 1, last]);
    for (const [from, to] of windows) {
      const candidate = run.slice(groups[from]!.start, groups[to]!.end);
      const digits = candidate.replace(/\D/g, '');
      if (
        digits.length <= 19 &&
        (luhnValid(digits) || (cardWords && digits.length >= 15 && digits.length <= 16))
      ) {
        found.push(candidate);
        break;
      }
    }
  }
  return found;
}

/** A date of birth: 3/15/1958, 03-15-58, March 15, 1958, 15 March 1958, 1958-03-15. */
const birthDatePattern =
  /\b(\d{1,2}[/.-]\d{1,2}[/.-](19|20)?\d{2}|\d{1,2}\s\d{1,2}\s(19|20)\d{2}|(19|20)\d{2}-\d{1,2}-\d{1,2}|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(st|nd|rd|th)?,?\s+(19|20)\d{2}|\d{1,2}(st|nd|rd|th)?\s+(of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*,?\s+(19|20)\d{2})\b/gi;

/** Another identifier next to a date of birth: a ZIP code, a phone number, a street address, a full name. */
const otherIdentifierPattern =
  /(?<![\d$,.])\d{5}(-\d{4})?(?!\d|,\d)|\(?\b\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}\b|\b\d+\s+\w+\s+(street|st|avenue|ave|road|rd|drive|dr|lane|ln|court|ct|blvd|way)\b|\b(my|his|her) (full )?name is\b|\bzip\b/i;

/** Words before a "DOB" label that are no name ("my mom, dob …", "she is 64, date of birth …"). */
const notNameWords = new Set(
  (
    'my his her hers our their the a an and or is was i im me we she he they it mom mother dad father husband ' +
    'wife son daughter spouse sister brother friend aunt uncle grandma grandpa grandmother grandfather name whose ' +
    'with of for in on at to from old years year age aged born'
  ).split(' '),
);

/** Two words that may be a first and last name (not "my mom", "she was", "said being"). */
const mayBeName = (first: string, last: string) =>
  !notNameWords.has(first.toLowerCase()) && !notNameWords.has(last.toLowerCase());

/**
 * A full name written before a "DOB" label ("Dorothy Hensley, DOB 02/14/1961"), or before "born" when it is introduced
 * as a name ("im ann walker born 6/2/1951") or capitalized as one ("Ann Walker born").
 */
function namedBeforeBirthDateLabel(text: string): boolean {
  for (const match of text.matchAll(
    /\b([a-z]+)\s+([a-z]+),?\s+(?:dob|d\.o\.b\.?|date of birth|birth ?date)\b/gi,
  ))
    if (mayBeName(match[1]!, match[2]!)) return true;
  for (const match of text.matchAll(
    /(?:\b(?:[iI]'?[mM]|[iI] am|this is|named|name is)\s+([A-Za-z]+)\s+([A-Za-z]+)|\b([A-Z][a-z]+)\s+([A-Z][a-z]+)),?\s+born\b/g,
  ))
    if (mayBeName(match[1] ?? match[3]!, match[2] ?? match[4]!)) return true;
  return false;
}

/** True for a date of birth given together with another identifier (a ZIP code, a phone number, an address, a name). */
export function containsBirthDateWithIdentifier(text: string): boolean {
  birthDatePattern.lastIndex = 0;
  const dates = [...text.matchAll(birthDatePattern)];
  if (dates.length === 0) return false;
  const rest = text.replace(birthDatePattern, ' ');
  return otherIdentifierPattern.test(rest) || namedBeforeBirthDateLabel(rest);
}

/** True when the text holds a payment card number. */
export function containsCardNumber(text: string): boolean {
  return cardMatches(text).length > 0;
}

/** True when the text holds something shaped like a Medicare or Social Security number. */
export function containsSensitiveNumber(text: string): boolean {
  for (const pattern of [mbiPattern, mbiLoosePattern, ssnPattern]) {
    pattern.lastIndex = 0;
    const found = pattern.test(text);
    pattern.lastIndex = 0;
    if (found) return true;
  }
  return false;
}

/** The last four digits of a Social Security number, given as such: "last 4 of my social is 7734". */
const partialSsnPattern =
  /\blast (?:4|four)(?: digits| numbers)?(?: of)?(?: (?:my|his|her|our|their|the|mom'?s|dad'?s))? ?(?:social|ssn|ss ?#|ss number|social security)(?: number| no\.?| #)?\b[^.?!\d]{0,15}(\d{4})\b/i;

/** True for any personal identifier the chat must warn about: Medicare, Social Security or card number, or a date of birth with another identifier. */
export function containsPersonalIdentifier(text: string): boolean {
  return (
    containsSensitiveNumber(text) ||
    containsCardNumber(text) ||
    containsBirthDateWithIdentifier(text) ||
    partialSsnPattern.test(text)
  );
}

/**
 * The text with every Medicare, Social Security or payment card number (and a date of birth given with another
 * identifier, and that identifier) replaced by `replacement`.
 */
export function redactSensitiveNumbers(text: string, replacement = ' '): string {
  let value = text;
  for (const card of cardMatches(value)) value = value.split(card).join(replacement);
  value = value
    .replace(mbiPattern, replacement)
    .replace(mbiLoosePattern, replacement)
    .replace(ssnPattern, replacement);
  const partial = partialSsnPattern.exec(value);
  if (partial) value = value.split(partial[1]!).join(replacement);
  if (containsBirthDateWithIdentifier(value)) {
    value = value.replace(birthDatePattern, replacement);
    value = value.replace(new RegExp(otherIdentifierPattern.source, 'gi'), replacement);
  }
  return value;
}

/** "I lost my Medicare card", "how do I get a new card": the card is replaced by Social Security / 1-800-MEDICARE. */
export function asksAboutLostCard(text: string): boolean {
  const value = plain(text);
  return (
    (/\b(lost|lose|losing|misplaced|stolen|replace\w*|new|another|damaged|destroyed|can'?t find|cannot find|never got|never received|didn'?t get|did not get|washed)\b[^.?!]{0,40}\b(medicare |red,? white and blue )?card\b/.test(
      value,
    ) ||
      /\bcard\b[^.?!]{0,30}\b(lost|stolen|missing|damaged|replace\w*)\b/.test(value)) &&
    !/\b(credit|debit|gift|drug discount|discount|business|sim|birthday|report)\s+card/.test(value)
  );
}

// Text into index terms, the same on both sides (the index and the queries): phrase folding, tokenizing, a light
// stemmer, stop words and synonyms (their words are in vocabulary.ts), and the terms too generic to count alone.
import { aliases, foldedTerms, phrases, stopWords, synonyms } from './vocabulary.ts';

/** Lower-cases and folds the phrases above; apply before `tokenize`. */
export function normalizeText(text: string): string {
  let result = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\bssa-44\b/g, 'ssa44');
  for (const [pattern, replacement] of phrases) result = result.replace(pattern, replacement);
  return result;
}

/** Splits normalized text into raw words (letters, digits, apostrophes dropped). */
export function tokenize(text: string): string[] {
  return (
    normalizeText(text)
      .replace(/'/g, '')
      // "17,000" is one number, not "17" and "000" (which would match "$17,600" in a passage).
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
      .split(/[^a-z0-9$]+/)
      .filter(Boolean)
  );
}

/** Terms (after `processTerm`) that match too much to make a passage relevant on their own. */
export const genericTerms: ReadonlySet<string> = new Set(
  (
    'medicare plan plans cost help year month time day new work make take good best better people way go see look ' +
    'free find start use call ask question mean need right option change insurance coverage cover pay sign part ' +
    'thing get know'
  )
    .split(' ')
    .map((word) => stem(word)),
);

/** A small suffix stripper: "plans" → "plan", "changing" → "chang", "enrollment" → "enroll". */
export function stem(word: string): string {
  let w = word;
  if (/^\$?\d/.test(w)) return w.replace(/^\$/, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 7 && w.endsWith('ment')) w = w.slice(0, -4);
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Turns one raw word into its index terms: null for stop words, else the stem plus its synonyms. */
export function processTerm(word: string): string[] | null {
  const lower = word.toLowerCase();
  if (stopWords.has(lower)) return null;
  // Maps, not object literals: a visitor's word such as "constructor" or "__proto__" must not find Object's members.
  const alias = aliases.get(lower);
  if (alias) return [...alias];
  const stemmed = foldedTerms.has(lower) ? lower : stem(lower);
  if (stemmed.length === 0) return null;
  return [...(synonyms.get(stemmed) ?? [stemmed])];
}

/** The distinct index terms of a text, in order. */
export function termsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const word of tokenize(text)) for (const term of processTerm(word) ?? []) seen.add(term);
  return [...seen];
}

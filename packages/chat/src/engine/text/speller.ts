// The spelling corrector for visitors' typos: known typos, then the content word one or two edits away.
import { stopWords } from './vocabulary.ts';

/** Typos too short for the distance check, or too far from the word meant: the word people meant. */
const typoWords: ReadonlyMap<string, string> = new Map([
  ['aply', 'apply'],
  ['ss', 'social security'],
  ['shoud', 'should'],
  ['pik', 'pick'],
  ['pikc', 'pick'],
  ['shud', 'should'],
  ['wat', 'what'],
  ['wut', 'what'],
  ['whta', 'what'],
  ['recomendation', 'recommendation'],
  ['reccomendation', 'recommendation'],
  ['shuld', 'should'],
  ['shold', 'should'],
  ['shoudl', 'should'],
  ['shoul', 'should'],
  ['wich', 'which'],
  ['whitch', 'which'],
  ['reccomend', 'recommend'],
  ['recomend', 'recommend'],
  ['recommed', 'recommend'],
  ['sugest', 'suggest'],
  ['medicade', 'medicaid'],
  ['medicaide', 'medicaid'],
  ['medacare', 'medicare'],
  ['medicar', 'medicare'],
  ['mediacare', 'medicare'],
  ['perscription', 'prescription'],
  ['perscriptions', 'prescriptions'],
  ['prescripton', 'prescription'],
  ['enrolment', 'enrollment'],
  ['enrol', 'enroll'],
  ['enrole', 'enroll'],
  ['enroled', 'enrolled'],
  ['enroling', 'enrolling'],
  ['thru', 'through'],
  ['w/o', 'without'],
  ['wo', 'without'],
  ['yr', 'year'],
  ['yrs', 'years'],
  ['ur', 'your'],
  ['pls', 'please'],
  ['plz', 'please'],
  ['bc', 'because'],
  ['cuz', 'because'],
  ['b/c', 'because'],
  ['govt', 'government'],
  ['gov', 'government'],
  ['supp', 'supplement'],
  ['supps', 'supplements'],
  ['deductable', 'deductible'],
  ['elligible', 'eligible'],
  ['eligable', 'eligible'],
]);

/** Damerau-Levenshtein distance of two words, or `limit + 1` as soon as it is known to exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previousPrevious = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * A spelling corrector for visitors' typos ("enrollmnt", "employes", "wihtout", "eligable"): a word the content
 * never uses becomes the content word (same first letter) one edit away (two for long words), the most frequent if
 * several are. Words the content uses, short words and anything with a digit are left as they are, so a correct
 * word is never changed. `extra` adds words the content may not use but visitors do (they are kept, and typos of
 * them corrected too).
 */
export function createSpeller(texts: ReadonlyArray<string>, extra: ReadonlyArray<string> = []) {
  const counts = new Map<string, number>();
  const add = (word: string, weight = 1) => counts.set(word, (counts.get(word) ?? 0) + weight);
  for (const text of texts) for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) add(word);
  for (const word of extra) add(word.toLowerCase(), 2);
  for (const word of stopWords) add(word, 1);
  const byStart = new Map<string, string[]>();
  for (const [word, count] of counts) {
    if (word.length < 5 || count < 2) continue;
    const key = word[0]!;
    const list = byStart.get(key) ?? [];
    list.push(word);
    byStart.set(key, list);
  }
  const cache = new Map<string, string>();

  function correctWord(word: string): string {
    const typo = typoWords.get(word);
    if (typo) return typo;
    if (word.length < 6 || counts.has(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    const limit = word.length >= 10 ? 2 : 1;
    let best = word;
    let bestDistance = limit + 1;
    let bestCount = 0;
    // Ties go to a word with the same last letter ("employes" → "employees", not "employer"), then the most used.
    const rank = (candidate: string, count: number) => (candidate.endsWith(word.at(-1)!) ? 1e9 : 0) + count;
    for (const candidate of byStart.get(word[0]!) ?? []) {
      const distance = editDistance(word, candidate, limit);
      // Two edits only keep the last letter: "independence" is a word, not a typo of "independent".
      if (distance === 2 && !candidate.endsWith(word.at(-1)!)) continue;
      const count = rank(candidate, counts.get(candidate)!);
      if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
    const result = bestDistance <= limit ? best : word;
    if (cache.size > 2000) cache.clear();
    cache.set(word, result);
    return result;
  }

  /** The text with each misspelled word corrected; everything else (case of other words, digits, spacing) kept. */
  return function correct(text: string): string {
    return text.replace(/(?<![\w/@.-])[A-Za-z][A-Za-z/]*[A-Za-z](?![\w@-])/g, (word) => {
      const lower = word.toLowerCase();
      if (lower.includes('/') && !typoWords.has(lower)) return word;
      const fixed = correctWord(lower);
      return fixed === lower ? word : fixed;
    });
  };
}

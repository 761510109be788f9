// Text processing shared by the index and the queries, so both sides agree on every term: phrase folding
// ("Part B" → "partb"), a light stemmer, stop words and synonyms.

/** Words that say nothing about the topic of a question. */
const stopWords = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing done down during each few for from further get gets getting got had has ' +
    'have having he her here hers him his how i if in into is it its itself just let me more most my myself no ' +
    'nor not now of off on once only or other our ours out over own please really same she should so some still ' +
    'such tell than that the their theirs them then there these they this those through to too under until up ' +
    'us very was we were what whats when where which while who whom why will with would you your yours ' +
    'hi hello hey thanks thank im ive id youre dont doesnt cant isnt know want wanted like ok okay yes next time'
  ).split(' '),
);

/**
 * Multi-word phrases folded into one term before tokenizing, on both sides. Order matters: longer first.
 * The replacement terms are also what synonyms point at.
 */
const phrases: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmedicare\s+supplement(al)?\b/g, 'medigap'],
  [/\bsupplement(al)?\s+(plan|insurance|policy|policies|plans)\b/g, 'medigap $2'],
  [/\bmedicare\s+advantage\b/g, 'advantage'],
  [/\bpart\s*c\b/g, 'advantage'],
  [/\bplans\s+([abcdfgklmn])\s*(?:,|and|or|&)\s*([abcdfgklmn])\b/g, 'plan$1 plan$2'],
  [/\bplan\s+([abcdfgklmn])\b(?!['’])/g, 'plan$1'],
  [/\bpart\s*([abd])\b/g, 'part$1'],
  [/\bdonut\s+hole\b|\bdoughnut\s+hole\b/g, 'donut coveragegap'],
  [/\bcoverage\s+gap\b/g, 'coveragegap'],
  [/\bextra\s+help\b/g, 'extrahelp'],
  [/\bright\s+(now|away)\b/g, 'now'],
  [/\bhealth\s+savings\s+(account|acct|acc)?s?\b/g, 'hsa'],
  [/\blow[-\s]income\s+subsidy\b/g, 'extrahelp'],
  [/\bout[-\s]of[-\s]pocket\b/g, 'outofpocket'],
  // The AEP as visitors name it by its season ("the fall signup", "autumn enrollment").
  [/\b(fall|autumn)\s+(open\s+)?(enrollment|enrolment|sign[-\s]?ups?)(\s+period)?\b/g, 'annualenrollment'],
  // Moving to a kind of coverage is a plan change, not a move of home ("could he move to a supplement").
  [
    /\bmov(e|es|ed|ing)\s+(over\s+)?(to|into|onto)\s+((a|an|the|my|his|her|our|their)\s+)?(?=(medigap|supplement|advantage|plan|original|regular|traditional|partd|drug|medicaid)\b)/g,
    'switch to ',
  ],
  [/\bsign(ing|ed|s)?\s*(me\s+)?up\b/g, 'enroll'],
  [/\bsignup\b/g, 'enroll'],
  [/\bhow\s+much\b/g, 'cost'],
  [/\bsocial\s+security\b/g, 'socialsecurity'],
  [/\bfive[-\s]star\b|\b5[-\s]star\b/g, 'fivestar'],
  [/\bturn(s|ing|ed)?\s+(65|sixty[-\s]five)\b/g, 'turn65'],
  [/\b65(th)?\s+birthday\b/g, 'turn65 birthday'],
  // Reaching 65 said another way ("I'll be 65 in May", "she is getting 65").
  [
    /\b(will be|i'll be|ill be|be|becom(e|es|ing)|get(s|ting)?|reach(es|ing)?|hit(s|ting)?)\s+(65|sixty[-\s]five)\b/g,
    'turn65',
  ],
  [/\bbirthday\s+rule\b/g, 'birthdayrule'],
  [/\bopen\s+enrollment\b/g, 'openenrollment'],
  [/\bannual\s+enrollment\b/g, 'annualenrollment'],
  [/\binitial\s+enrollment\b/g, 'initialenrollment'],
  [/\bgeneral\s+enrollment\b/g, 'generalenrollment'],
  [/\bspecial\s+enrollment\b/g, 'specialenrollment'],
  [/\bprior\s+auth(orization)?\b/g, 'priorauth'],
  [/\bservice\s+areas?\b/g, 'servicearea'],
  [/\bfinal\s+expense\b/g, 'finalexpense'],
  [/\bhospital\s+indemnity\b/g, 'indemnity'],
  [/\bhigh[-\s]deductible\b/g, 'highdeductible'],
  [/\breal\s+person\b|\blive\s+(person|agent|human)\b/g, 'human'],
];

/** Terms made by folding phrases: kept as they are by the stemmer. */
const foldedTerms: ReadonlySet<string> = new Set(
  phrases.flatMap(([, replacement]) => replacement.split(' ').filter((term) => !term.includes('$'))),
);

/**
 * Synonyms, after stemming: the term on the left indexes and queries as the terms on the right (list the term
 * itself to keep it too). Keep both sides stemmed (see `stem`).
 */
const synonyms: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['supplement', ['medigap']],
  ['medsup', ['medigap']],
  ['medsupp', ['medigap']],
  ['prescription', ['drug']],
  ['medicin', ['drug']],
  ['medication', ['drug']],
  ['med', ['drug']],
  ['rx', ['drug']],
  ['pill', ['drug']],
  ['pharmacy', ['drug']],
  ['doughnut', ['donut']],
  ['switch', ['chang']],
  ['swap', ['chang']],
  ['join', ['enroll']],
  ['regist', ['enroll']],
  ['apply', ['enroll']],
  ['price', ['cost']],
  ['pay', ['cost']],
  ['fee', ['fee', 'cost', 'charg']],
  ['charg', ['charg', 'cost']],
  ['expens', ['cost']],
  ['afford', ['cost']],
  ['monthly', ['monthly', 'premium']],
  ['physician', ['doctor']],
  ['provider', ['doctor']],
  ['specialist', ['doctor']],
  ['dr', ['doctor']],
  ['surcharg', ['irmaa']],
  ['rich', ['income']],
  ['wealthy', ['income']],
  ['earn', ['income']],
  ['salary', ['income']],
  ['teeth', ['dental']],
  ['dentist', ['dental']],
  ['glass', ['vision']],
  ['eye', ['vision']],
  ['hear', ['hearing']],
  ['funeral', ['finalexpense']],
  ['burial', ['finalexpense']],
  ['hospitalization', ['hospital']],
  ['inpatient', ['hospital']],
  ['moop', ['outofpocket', 'limit']],
  ['max', ['limit']],
  ['maximum', ['limit']],
  ['cap', ['limit']],
  ['travel', ['travel', 'abroad']],
  ['abroad', ['travel']],
  ['fl', ['florida']],
  ['ga', ['georgia']],
  ['tn', ['tennessee']],
  ['il', ['illinois']],
  ['al', ['alabama']],
  ['agent', ['advisor']],
  ['broker', ['advisor']],
  ['counselor', ['advisor']],
  ['representativ', ['advisor']],
  ['human', ['advisor', 'call']],
  ['phone', ['call']],
  ['hmo', ['hmo', 'network']],
  ['ppo', ['ppo', 'network']],
  ['ssa44', ['irmaa']],
  ['january', ['january', 'march']],
  ['february', ['january', 'march']],
  ['march', ['january', 'march']],
  ['october', ['october', 'december']],
  ['november', ['october', 'december']],
  ['december', ['october', 'december']],
  ['mbi', ['medicar', 'number']],
  ['ssn', ['socialsecurity', 'number']],
  ['vet', ['veteran', 'va']],
  ['ssdi', ['disability', 'socialsecurity']],
  ['disabl', ['disability']],
  ['veteran', ['veteran', 'va']],
  ['spous', ['spous', 'wife', 'husband']],
]);

/** Abbreviations replaced by the term they stand for (the abbreviation itself is not kept). */
const aliases: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['aep', ['annualenrollment']],
  ['oep', ['openenrollment']],
  ['maoep', ['openenrollment', 'advantage']],
  ['iep', ['initialenrollment']],
  ['gep', ['generalenrollment']],
  ['sep', ['specialenrollment']],
  ['lis', ['extrahelp']],
  ['ma', ['advantage']],
  ['mapd', ['advantage', 'drug']],
  ['pdp', ['partd', 'drug']],
]);

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

/** Four-digit years (1990-2099) the text names. */
export function yearsIn(text: string): number[] {
  return [...text.matchAll(/\b(19[9]\d|20\d\d)\b/g)].map((match) => Number(match[1]));
}

/**
 * Splits plain text into sentences. Keeps "U.S.", "e.g." and amounts like "$202.90" whole.
 */
export function sentences(text: string): string[] {
  const protectedText = text.replace(/\b(U\.S|e\.g|i\.e|Mr|Mrs|Ms|Dr|St)\./g, (match) =>
    match.replace(/\./g, '\u2063'),
  );
  return protectedText
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9$])/)
    .map((sentence) => sentence.replace(/\u2063/g, '.').trim())
    .filter(Boolean);
}

/** Makes a fragment a sentence: capital first letter, final period. */
export function asSentence(fragment: string): string {
  const trimmed = fragment.trim();
  if (!trimmed) return '';
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

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

/** Numbers written as words, as visitors type them ("two and a half years", "a company of fifty"); "a"/"an" = 1. */
export const numberWords: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};

// The words of the term pipeline (terms.ts), shared by the index and the queries: stop words, the phrases folded into
// one term ("Part B" → "partb"), synonyms and abbreviations.

/** Words that say nothing about the topic of a question. */
export const stopWords = new Set(
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
export const phrases: ReadonlyArray<readonly [RegExp, string]> = [
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
export const foldedTerms: ReadonlySet<string> = new Set(
  phrases.flatMap(([, replacement]) => replacement.split(' ').filter((term) => !term.includes('$'))),
);

/**
 * Synonyms, after stemming: the term on the left indexes and queries as the terms on the right (list the term
 * itself to keep it too). Keep both sides stemmed (see `stem`).
 */
export const synonyms: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
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
export const aliases: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
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

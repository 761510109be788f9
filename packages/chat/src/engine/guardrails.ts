// Detectors for the chat's guardrails. They run before retrieval (and before any LLM provider) and never keep,
// return or log the text they look at, except `redactSensitiveNumbers`, which removes what it finds.
import { getChatPersona } from '@agency/content';
import { pickDetector } from './pick.ts';

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

/** Lower-cased text with straight apostrophes and single spaces. */
function plain(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

/** Words of the Medicare domain: a message with one of them is not off-topic by keyword. */
const domainPattern =
  /\b(medicare|medigap|medicaid|advantage|part [abcd]|plan [a-n]|plans?|premiums?|deductibles?|enroll\w*|sign(ing)? up|irmaa|drugs?|prescriptions?|medicines?|medications?|doctors?|hospitals?|insurance|coverage|covered|penalt\w+|extra help|social security|aep|copays?|coinsurance|networks?|supplements?|carriers?|advisors?|agents?|consultation|benefits?|dental|vision|hearing|65|retire\w*|ssa|cms|hmo|ppo|pharmacy|pharmacies|claims?|subsidy|disability|health|ssn|mbi)\b/;

/** Subjects the chat does not discuss, unless the message is also about Medicare. */
const offTopicPattern =
  /\b(weather|forecast|rain(ing)?|snow(ing)?|sunny|football|baseball|basketball|soccer|hockey|golf|tennis match|nfl|nba|mlb|nhl|super bowl|world series|playoffs?|touchdown|recipes?|cook(ing)?|bake|baking|casserole|ingredients?|dinner|lunch|breakfast|jokes?|riddles?|funny|code|coding|javascript|typescript|python|programming|html|css|sql|software|stocks?|bitcoin|crypto\w*|lottery|movies?|songs?|poems?|horoscope|dating|homework|essay|translate|capital of|who won|who\b[^.?!]{0,25}\b(wins?|win it|gonna win|going to win)|games?|teams?|championships?|tournaments?|matchups?)\b/;

/** Partisan politics and elections: never discussed, even about Medicare. */
const politicsPattern =
  /\b(elections?|vot(e|es|ed|ing|ers?)|democrats?|democratic party|republicans?|gop|trump|biden|harris|obama|political|politics|politicians?|liberals?|conservatives?|left-wing|right-wing|maga)\b/;

/** Medical emergencies and crises: the visitor is sent to 911 / 988 first. */
const emergencyPatterns: readonly RegExp[] = [
  /\b(i am|i'm|im|i think i'?m|i might be|he is|she is|he's|she's|my (husband|wife|mother|father|mom|dad) is) (having|having a) (a )?(heart attack|stroke|seizure)\b/,
  /\bchest pains?\b/,
  /\b(can'?t|cannot) breathe\b/,
  /\b(suicid\w*|kill (myself|me)|end my life|want to die|don'?t want to live|hurt myself|overdos\w*)\b/,
  /\b(call|need) (an )?ambulance\b/,
  /\bthis is an emergency\b/,
];

/** Requests for medical advice about medicines or symptoms (not coverage). */
const medicalAdvicePatterns: readonly RegExp[] = [
  // "Can I skip Part B?" is about coverage, not medicine.
  /\b(should|can|could) i (take|stop taking|mix|combine|double|skip)\b(?![^.?!]{0,40}\b(part [abcd]|medicare|medigap|plan|plans|coverage|insurance|enroll\w*|sign(ing)? up|the penalty|advantage|supplement|cobra|tricare|hsa)\b)/,
  /\bis it (safe|ok|okay|dangerous) to (take|mix|combine|stop)\b/,
  /\bside effects?\b/,
  /\b(what|which|right) (dose|dosage)\b/,
  /\binteract(s|ion|ions)? with\b/,
  /\bwhat (medicine|medication|drug|pill)s? should i\b/,
];

/** Questions about who or what is answering. */
const identityPatterns: readonly RegExp[] = [
  /^(?!.*\b(what|which) states?\b)(?!.*\blicensed (in|for)\b).*\b(are|r) (you|u) (a |an )?(real|human|person|robot|bot|ai|a\.i\.|computer|machine|live|licensed|chatbot|actual person)\b/,
  /\b(am i|are we) (talking|chatting|speaking) (to|with) (a |an )?(real|human|person|robot|bot|ai|computer|machine|chatbot)/,
  /\bis this (a |an )?(bot|robot|ai|chatbot|real person|human|computer|person|live chat)\b/,
  /\bwho am i (talking|chatting|speaking) (to|with)\b/,
  /^(who|what) (are|r) (you|u)( guys| all| people| folks)?\??$/,
];

const greetingWords = new Set([
  'hi',
  'hello',
  'hey',
  'hiya',
  'howdy',
  'greetings',
  'yo',
  'morning',
  'afternoon',
  'evening',
  'good',
  'there',
  // "Good morning Sarah": the chat persona's first name (content: the advisor marked chatPersona).
  ...getChatPersona().name.toLowerCase().split(/\s+/).slice(0, 1),
]);

const thanksPattern =
  /^(thanks|thank you|thank u|thankyou|thx|ty|many thanks|much appreciated|appreciate it|i appreciate (it|that|your help)|that helps|that helped|that's helpful|great|perfect|wonderful|ok|okay|got it|bye|goodbye|good bye|have a (good|nice|great) day)\b/;

/** Carrier names, lower-cased, for spotting "should I get Humana?". Extended with the content's carriers. */
export const knownCarrierNames: readonly string[] = [
  'humana',
  'aetna',
  'cigna',
  'unitedhealthcare',
  'united healthcare',
  'united health care',
  'unitedhealth',
  'united health',
  'uhc',
  'aarp',
  'wellcare',
  'anthem',
  'blue cross',
  'bcbs',
  'kaiser',
  'mutual of omaha',
  'devoted',
  'clover',
  'molina',
  'highmark',
  'elevance',
  'centene',
  'ambetter',
  'oscar',
];

/** Builds the plan-recommendation detector for a list of carrier names. */
export function recommendationDetector(carrierNames: readonly string[] = []): (text: string) => boolean {
  // "united" alone names UnitedHealthcare only when a visitor compares carriers ("humana or united").
  const names = [
    ...new Set([
      ...knownCarrierNames,
      ...carrierNames.map((name) => name.toLowerCase()),
      'united',
      'blue cross',
    ]),
  ]
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  const carrierOnly = new RegExp(`\\b(${names})\\b`);
  const asksForPick = pickDetector(names);
  return (text: string) => {
    const value = plain(text);
    // "The best phone plan for seniors" is not about Medicare.
    if (
      nonMedicarePlanPattern.test(value) &&
      !strongDomainPattern.test(value.replace(nonMedicarePlanPattern, ' '))
    )
      return false;
    // The structure of the request: a choice, an opinion or a ranking asked about a plan or a company.
    if (asksForPick(value) && !isOffTopicByKeyword(value)) return true;
    // A pick is about plans or insurance companies: "recommend a good lawyer for my mother" is not.
    // ...except a pick asked for a person ("what would you pick for my dad?"), which can only be about coverage here.
    if (!planOrCarrierPattern.test(value) && !carrierOnly.test(value))
      return pickForPersonPattern.test(value) && !isOffTopicByKeyword(value);
    // Any other wording: a word of judging next to a plan or a company, in a question that is not about timing.
    return (
      judgingPattern.test(value) &&
      (choiceObjectPattern.test(value) || carrierOnly.test(value)) &&
      !notAPickPattern.test(value)
    );
  };
}

/** Words that judge between options ("the cheapest", "top rated", "worth it"); not "better", a comparison asks it too. */
const judgingPattern =
  /\b(best|cheapest|cheap|least expensive|most affordable|(for )?the least (money|cost)|smart|wise|lowest\b[^?.!]{0,15}\b(costs?|priced?|prices|premiums?|copays?)|top[- ]rated|highest[- ]rated|most popular|recommend\w*|suggest\w*|advise|good idea|worth it|right (one|choice|call|move|fit|pick)|prefer\w*|favou?rite|smartest|wisest)\b/;

/** What a pick is between: a plan type, a plan letter, a company. */
const choiceObjectPattern =
  /\b(plans?|plan [a-n]|carriers?|compan(y|ies)|insurers?|medigap|supplements?|advantage|ppo|hmo|part d plans?|drug plans?|polic(y|ies))\b/;

/** Judging words in a question about timing or how things work ("the best time to switch", "better to enroll early?"). */
const notAPickPattern =
  /\b(when|deadline|penalt\w*|(best|better|right|good) (time|way|day|month|age)|(better|best) to (sign up|enroll|apply|wait|delay)|sign up for part [ab]|how (do|does|can) (i|we|it))\b/;

/** "What would you pick for my dad?", "if you were me what would you get": a pick asked for a person. */
const pickForPersonPattern =
  /\bif (it was|it were|that was|this was) (your|ur) (own )?(mom|dad|mother|father|wife|husband|parents?|family|grandma|grandpa)\b|\bwhat would (you|u) (get|pick|choose|buy) (her|him|them|for (her|him|them))\b|\b(just )?(pick|choose|decide)( one| something)? for (me|us|him|her|them|my \w+)\b|\b(what|which) (would|should) (you|u|y'?all) (pick|choose|get|go with|recommend|suggest)\b[^?.!]{0,20}\b(for (me|us|him|her|them|my (mom|dad|mother|father|husband|wife|parents?|spouse|grandma|grandpa|grandmother|grandfather|sister|brother|aunt|uncle|son|daughter|friend|neighbou?r|(mother|father)[- ]in[- ]law|in-?laws))|if you were)\b/;

/** Words of a plan choice: a recommendation request names one of them or a carrier. */
const planOrCarrierPattern =
  /\b(hmo|ppo|pffs|snp|d-snp|plan|plans|policy|policies|company|companies|carrier|carriers|insurer|insurers|insurance|coverage|medigap|supplements?|advantage|part [abcd]|medicare|option|options|one|(from|to) [a-n])\b/;

/** Plans that are not Medicare plans: phone, data, meal, workout, payment, savings plans. */
const nonMedicarePlanPattern =
  /\b(phone|cell|cellphone|mobile|data|wireless|internet|cable|tv|meal|diet|workout|exercise|floor|vacation|travel|payment|savings|investment|401\s?k|funeral|burial) plans?\b/;

/** True for a request to talk politics or elections. */
export function isPolitics(text: string): boolean {
  // The Annual Election Period is the AEP's official name, not an election.
  return politicsPattern.test(
    plain(text).replace(
      /\b(annual |annual coordinated |initial coverage |special )?election periods?\b/g,
      ' ',
    ),
  );
}

/** Kinds of insurance the agency does not talk about in this chat. */
const otherInsurancePattern =
  /\b(car|auto|automobile|vehicle|truck|homeowners?|home owners?|house|renters?|pet|boat|motorcycle|business|flood|earthquake|travel) insurance\b/;

/**
 * Words that make a message about Medicare even next to an off-topic subject ("does Medicare cover me on a cruise?").
 * Words such as "retirement", "plans" or "health" alone do not ("what stocks should I buy for my retirement?").
 */
const strongDomainPattern =
  /\b(medicare|medigap|medicaid|advantage|part [abcd]|plan [a-n]|premiums?|deductibles?|enroll\w*|sign(ing)? up|irmaa|drugs?|prescriptions?|medicines?|medications?|doctors?|hospitals?|insurance|coverage|covered|cover|penalt\w+|extra help|aep|copays?|coinsurance|supplements?|hmo|ppo|pharmacy|pharmacies|tricare|cobra|hsa)\b/;

/** Subjects that are off-topic even with a loose Medicare word ("book me a cruise", "which stocks for retirement"). */
const clearlyOffTopicPattern =
  /\b(cruises?|vacations?|flights?|hotels?|airline|book (me|a) (a )?(trip|table|flight|room)|stocks?|bonds|invest\w*|bitcoin|crypto\w*|401\s?k|annuit(y|ies)|mortgages?|printers?|computer|laptop|wifi|wi-fi|iphone|android|netflix|movies?|tv shows?|restaurants?|pizza|sports?|game (last|on|this)|who won|lottery|horoscope|jokes?|poems?|recipes?|(do|file|prepare|help (me )?with) (my|our|his|her) taxes|tax (prep\w*|refund)|a good book|books|novels?|grocery|groceries|shopping list|cars?|trucks?|used car|math|\d+\s*[-+*/x]\s*\d+\s*(=|\?|$)|password|facebook|instagram|email account|lawyers?|attorneys?|estate planning|probate|ants|termites|pest control|plumbers?|electricians?|lawn\w*|weather|forecast|freez(e|es|ing)|frost|hurricanes?|tornado\w*|gardens?|gardening|plants|flowers|(file|filing|do|doing|prepare|preparing)\b[^.?!]{0,25}\b(state |income |federal )?tax(es| return)|driver'?s'? licen[cs]es?|dmv|license plates?|passports?|voter registration)\b/;

/** True for a message about something other than Medicare (weather, sports, recipes, jokes, code, ...). */
export function isOffTopicByKeyword(text: string): boolean {
  const value = plain(text);
  if (otherInsurancePattern.test(value) && !/\b(medicare|medigap|medicaid)\b/.test(value)) return true;
  // "Should I cover my plants tonight?": "cover" of a thing that is no person's health is no Medicare word.
  const domainValue = value.replace(
    /\bcover (up )?(my|the|our|your|his|her|their) (plants|garden|flowers|tomatoes|pool|car|windows?|grill|patio|furniture)\b/g,
    ' ',
  );
  if (clearlyOffTopicPattern.test(value) && !strongDomainPattern.test(domainValue)) return true;
  // "Tell me a joke, I'm bored in the doctor's waiting room": a request for a pastime, whatever the scene.
  if (
    /\b(tell|give|know|got|have|make up|write) (me |us )?(a |an |another |any |some )?(good |funny |short |nice |sweet )?(jokes?|riddles?|stor(y|ies)|poems?|limericks?|(birthday |anniversary |thank you |get well |sympathy )?cards?|speech(es)?|toasts?|eulog(y|ies))\b/.test(
      value,
    ) &&
    !/\b(medicare|medigap|medicaid|part [abcd]|irmaa|enroll\w*|plans?|appeals?|insurance|social security|ssa)\b/.test(
      value,
    )
  )
    return true;
  if (
    nonMedicarePlanPattern.test(value) &&
    !strongDomainPattern.test(value.replace(nonMedicarePlanPattern, ' '))
  )
    return true;
  return offTopicPattern.test(value) && !domainPattern.test(value);
}

/** True when the message names a Medicare subject. */
export function mentionsMedicareDomain(text: string): boolean {
  return domainPattern.test(plain(text));
}

/** True for a medical emergency or a crisis. */
export function isEmergency(text: string): boolean {
  const value = plain(text);
  return emergencyPatterns.some((pattern) => pattern.test(value));
}

/** True for a request for medical advice (taking, mixing or stopping medicines, side effects). */
export function isMedicalAdvice(text: string): boolean {
  const value = plain(text);
  return medicalAdvicePatterns.some((pattern) => pattern.test(value));
}

/** True for "are you a real person?" and the like. */
export function asksAboutAssistant(text: string): boolean {
  const value = plain(text);
  return identityPatterns.some((pattern) => pattern.test(value));
}

function words(text: string): string[] {
  return plain(text)
    .replace(/[^a-z' ]/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** True for a message that is only a greeting ("Hi!", "Good morning Sarah"). */
export function isGreeting(text: string): boolean {
  const list = words(text);
  if (list.length === 0 || list.length > 4) return false;
  const first = list[0]!;
  if (!['hi', 'hello', 'hey', 'hiya', 'howdy', 'greetings', 'yo', 'good'].includes(first)) return false;
  return list.every((word) => greetingWords.has(word) || word === 'day') && !mentionsMedicareDomain(text);
}

/** True for thanks or a goodbye without a new question. */
export function isThanks(text: string): boolean {
  const value = plain(text);
  if (value.includes('?') || words(text).length > 8 || mentionsMedicareDomain(text)) return false;
  return thanksPattern.test(value.replace(/^(oh|well|ok|okay|great|perfect),?\s+/, ''));
}

// The default, free answer engine: guardrails first, then MiniSearch (BM25) over passages built from
// @agency/content, then a short grounded answer that ends with the phone number.
import MiniSearch from 'minisearch';
import type { ChatAnswer, ChatEngine, GuardrailKind } from '../types.ts';
import { closingLine, composeGrounded, finish, guardrailReplies, pickSentences } from './compose.ts';
import {
  computeExtraHelp,
  computeCoverageStart,
  computeIep,
  computeIrmaa,
  computePartBPenalty,
  computePartDPenalty,
  type Computed,
} from './computed.ts';
import {
  asksAboutAssistant,
  asksAboutLostCard,
  containsPersonalIdentifier,
  containsSensitiveNumber,
  isEmergency,
  isGreeting,
  isMedicalAdvice,
  isOffTopicByKeyword,
  isPolitics,
  isThanks,
  knownCarrierNames,
  mentionsMedicareDomain,
  recommendationDetector,
  redactSensitiveNumbers,
} from './guardrails.ts';
import type { Passage, ScoredPassage } from './passage.ts';
import { periodPassagesFor } from './periods.ts';
import { employerSizeIn, initialEnrollmentOver, saysJobCoverage, saysNoJobCoverage } from './situations.ts';
import { buildPassages, defaultGroundingContent, type GroundingContent } from './passages.ts';
import { createSpeller, genericTerms, processTerm, sentences, termsOf, tokenize, yearsIn } from './text.ts';
import { topicScores } from './topics.ts';
import { getCycle } from '@agency/content';

/** U.S. states by name, to notice a visitor asking about one the agency does not serve. */
const usStates = [
  'alabama',
  'alaska',
  'arizona',
  'arkansas',
  'california',
  'colorado',
  'connecticut',
  'delaware',
  'florida',
  'georgia',
  'hawaii',
  'idaho',
  'illinois',
  'indiana',
  'iowa',
  'kansas',
  'kentucky',
  'louisiana',
  'maine',
  'maryland',
  'massachusetts',
  'michigan',
  'minnesota',
  'mississippi',
  'missouri',
  'montana',
  'nebraska',
  'nevada',
  'new hampshire',
  'new jersey',
  'new mexico',
  'new york',
  'north carolina',
  'north dakota',
  'ohio',
  'oklahoma',
  'oregon',
  'pennsylvania',
  'rhode island',
  'south carolina',
  'south dakota',
  'tennessee',
  'texas',
  'utah',
  'vermont',
  'virginia',
  'washington',
  'west virginia',
  'wisconsin',
  'wyoming',
];
const statePattern = new RegExp(`\\b(${usStates.join('|')})\\b`, 'g');

/** "Going to live with my daughter in Tennessee": a move. */
const goingToLivePattern = new RegExp(
  `\\b(going to|gonna|will|plan(ning)? to|about to) (live|stay|settle)\\b[^.?!]{0,40}?\\bin (${usStates.join('|')})\\b`,
);

/** "Retiring to Florida", "heading down to Georgia": a move. */
const retiringTo = new RegExp(
  `\\b(retir\\w*|going|headed|heading|snowbird\\w*) (down |up |out |back )?to (${usStates.join('|')})\\b`,
);

/**
 * The clauses of a multi-part question ("When should I sign up, and will I pay a penalty?"), each with the
 * statements that set its scene ("I turn 65 in March."). One clause for a simple question.
 */
export function questionParts(text: string): string[] {
  const pieces = text
    .split(/(?<=[?!.])\s+(?=[A-Za-z])/)
    .map((piece) => piece.trim())
    .filter(Boolean)
    // "Are you Medicare? Like the government?": the same question said again in other words.
    .reduce<string[]>((kept, piece) => {
      if (kept.length > 0 && /^(like|i mean|as in|meaning|you know|ya know)\b/i.test(piece))
        kept[kept.length - 1] = `${kept[kept.length - 1]} ${piece}`;
      else kept.push(piece);
      return kept;
    }, []);
  const statements: string[] = [];
  const clauses: string[] = [];
  for (const piece of pieces) {
    const isQuestion =
      piece.endsWith('?') ||
      /^(when|what|how|which|who|where|why|can|could|do|does|did|will|would|should|is|are|am|if|and|also|plus)\b/i.test(
        piece,
      );
    if (!isQuestion) {
      statements.push(piece);
      continue;
    }
    // "...or what is the penalty?" asks a second question; "can she put it off, or does it have to be her own job?"
    // asks the same one two ways, so "or" splits only before a question word.
    for (const clause of piece.split(
      new RegExp(
        `,?\\s+(?:and|also|plus)\\s+(?=${clauseStart})|,?\\s+or\\s+(?=(?:what|when|how|which|who|where|why)\\b)|;\\s+`,
        'i',
      ),
    ))
      if (clause.trim()) clauses.push(clause.trim());
  }
  // "What's the difference between the IEP and the GEP?": what each one is.
  const periods = periodPairPattern.exec(text);
  if (periods && pieces.length === 1) return [`what is the ${periods[2]}`, `what is the ${periods[3]}`];
  // "How much is Part A and Part B in 2026?": the same question about each.
  const pair = /\b(part [abcd]) and (part [abcd])\b/i.exec(text);
  if (
    pair &&
    /\b(how much|cost|costs|premium|premiums|deductible|price|pay)\b/i.test(text) &&
    !/\b(differ\w*|vs\.?|versus|compare\w*|between|both)\b/i.test(text) &&
    pieces.length === 1
  )
    return [text.replace(pair[0], pair[1]!), text.replace(pair[0], pair[2]!)];
  if (clauses.length === 0) {
    // No sentence reads as a question ("2 questions: does plan n cover X, and when is Y"): split the statements.
    const split = text
      .split(new RegExp(`,?\\s+(?:and|also|plus)\\s+(?=${clauseStart})|;\\s+`, 'i'))
      .map((clause) => clause.trim())
      .filter(Boolean);
    return split.length > 1 ? withEllipsis(split) : [text];
  }
  // "...between Part A and Part B, and how much does each cost?": the later clause asked about each of the two.
  const expanded = clauses.flatMap((clause, index) => {
    const both = index > 0 ? /\b(part [abcd]) and (part [abcd])\b/i.exec(clauses[index - 1]!) : null;
    if (!both || !/\b(each|both|them|they|each one)\b/i.test(clause) || /\bpart [abcd]\b/i.test(clause))
      return [clause];
    const bare = clause
      .replace(/\b(each one|each|both|them|they)\b/i, '')
      .replace(/[?.!]+$/, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
    return [`${bare} for ${both[1]}?`, `${bare} for ${both[2]}?`];
  });
  const context = statements.join(' ');
  return withEllipsis(expanded).map((clause) => (context ? `${context} ${clause}` : clause));
}

/** The kind of coverage a clause is about. */
const entityPattern =
  /\b(part [abcd]|medicare advantage|advantage|medigap|medicare supplement|plan [a-n]|extra help|irmaa)\b/i;

/** Two enrollment periods named together ("the IEP and the GEP", "AEP vs OEP"). */
const periodName =
  '(iep|gep|sep|aep|oep|initial enrollment period|general enrollment period|special enrollment period|annual enrollment period|initial enrollment|general enrollment|special enrollment|annual enrollment)';
const periodPairPattern = new RegExp(
  `\\b(the )?${periodName}\\s+(?:and|vs\\.?|versus|or)\\s+(?:the\\s+)?${periodName}\\b`,
  'i',
);

/** A period or program a later clause may call "it". */
const referentPattern =
  /\b(aep|oep|annual enrollment period|open enrollment|general enrollment period|initial enrollment period|special enrollment period|irmaa|extra help|medicaid|cobra|the birthday rule)\b/i;

/** An amount a clause asks about ("the part b deductible"), for a later clause that says "it". */
const amountPattern =
  /\b(?:(?:part [abcd]|medigap|plan [a-n]|part d|drug|advantage)\s+)?(?:late (?:enrollment )?)?(premium|deductible|penalty|out[- ]of[- ]pocket (?:cap|limit|max\w*)|coinsurance)\b/i;

/** Words a clause of a multi-part question starts with. */
const clauseStart =
  "(?:will|would|can|could|do|does|did|is|are|am|what|whats|what's|how|hows|how's|when|whens|when's|should|which|who|where)\\b";

/** "...have a birthday rule, and does florida?": a clause of 1-3 words borrows the rest of the clause before it. */
function withEllipsis(clauses: string[]): string[] {
  return clauses.map((clause, index) => {
    const words = clause.replace(/[?.!]/g, '').trim().split(/\s+/);
    if (index === 0) return clause;
    if (words.length > 3) {
      // "what's the part b deductible, and does plan g pay it": "it" is the amount the clause before asked about.
      const amount = amountPattern.exec(clauses[index - 1]!)?.[0];
      // An amount is paid or covered, never missed: "...and when can I sign up for Part B if I missed it" missed a window.
      if (
        amount &&
        /\b(it|that|this one)\b/i.test(clause) &&
        !amountPattern.test(clause) &&
        !/\b(miss\w*|skip\w*|forg[eo]t\w*|late for) (it|that|this one)\b/i.test(clause)
      )
        return clause.replace(/\b(it|that|this one)\b/i, `the ${amount}`);
      // "...the part d deductible in 2027, and is there still an out of pocket cap": the same kind of coverage.
      const entity = entityPattern.exec(clauses[index - 1]!)?.[0];
      // "what's Medicare Advantage and how is it different from Medigap", "when is AEP and what if I miss it": "it"
      // is what the clause before named.
      const referent = entity ?? referentPattern.exec(clauses[index - 1]!)?.[0];
      if (referent && /\bit\b/i.test(clause) && !clause.toLowerCase().includes(referent.toLowerCase()))
        return clause.replace(/\bit\b/i, referent);
      // "When does AEP start, and can I switch then?": "then" is the period the clause before named.
      const period = referentPattern.exec(clauses[index - 1]!)?.[0];
      if (period && /\bthen\b/i.test(clause) && !clause.toLowerCase().includes(period.toLowerCase()))
        return clause.replace(/\bthen\b/i, `during the ${period}`);
      return entity && !entityPattern.test(clause) && topicScores(clause).size === 0
        ? `${clause.replace(/[?.!]+$/, '')} for ${entity}?`
        : clause;
    }
    // "...IRMAA for 2026, and can I appeal?": a short clause with its own verb is about what the clause before named.
    const named =
      entityPattern.exec(clauses[index - 1]!)?.[0] ?? referentPattern.exec(clauses[index - 1]!)?.[0];
    if (named && words.length >= 2 && /^(can|could|do|does|will|would|should|is|are|how)\b/i.test(words[0]!))
      return `${words.join(' ')} ${named}?`;
    const previous = clauses[index - 1]!.replace(/[?.!]/g, '').trim().split(/\s+/);
    return `${words.join(' ')} ${previous.slice(Math.min(previous.length - 1, words.length)).join(' ')}?`;
  });
}

/** What a figure was the year before, as the figure passages say it: " (it was $1,676 in 2025)". */
const priorYearNote = / \(it was \$[\d,]+(?:\.\d{2})? in (\d{4})\)/g;

/** Options of `createRetrievalEngine`. */
export interface RetrievalEngineOptions {
  /** The content to ground on; defaults to @agency/content. */
  content?: GroundingContent;
  /**
   * Lowest adjusted score a passage needs to answer from it; below it the question counts as off-topic (or
   * unclear, when it mentions Medicare). Default 6.
   */
  minScore?: number;
}

/** The outcome of the guardrails and retrieval for one message. */
export type RetrievalAnalysis =
  | { kind: 'final'; answer: ChatAnswer }
  | { kind: 'grounded'; answer: ChatAnswer; passages: ScoredPassage[]; question: string };

/** The retrieval engine, with its search exposed for providers and tests. */
export interface RetrievalEngine extends ChatEngine {
  readonly name: 'retrieval';
  /** Every passage searched. */
  readonly passages: ReadonlyArray<Passage>;
  /** The phone number answers end with. */
  readonly phone: string;
  /** The plan year figures default to. */
  readonly planYear: number;
  /** Passages for a query, best first, scores adjusted for topic and year. */
  search(query: string, limit?: number): ScoredPassage[];
  /** Runs the guardrails and retrieval; `final` answers must be returned as they are. */
  analyze(message: string): RetrievalAnalysis;
  answer(message: string): Promise<ChatAnswer>;
}

/**
 * "I'm in Florida, when is the AEP?", "I'm in Memphis, Tennessee": the state (and city) where the visitor lives is the scene, and a passage that merely lists
 * the state (the birthday-rule states) must not win on it. Kept when the state's own rules, plans or the agency's
 * help there are asked about.
 */
function withoutHomeState(query: string): string {
  const lower = query.toLowerCase();
  if (
    /\b(birthday|medigap|supplement\w*|rules?|laws?|serve|help|agents?|advisors?|licensed|office|cit(y|ies)|county|counties|move|moving|moved|plans?|compan\w*|carriers?|available|offered|sell|cost|price|premiums?)\b/.test(
      lower,
    )
  )
    return query;
  const rest = query.replace(
    /\b(i'?m|i am|we'?re|we are|(i|we|they|she|he|mom|dad|my \w+) lives?|living|located|based) in (the state of )?([a-z]+,? ){0,2}(alabama|georgia|florida|tennessee|illinois)\b/gi,
    ' ',
  );
  // Nothing else asked ("I live in Alabama"): the state is the question.
  return termsOf(rest).length > 0 ? rest : query;
}

/**
 * A year that dates an event of the visitor's life or of their plan ("retired in 2023", "my plan is leaving my county
 * in 2027"), not a year of figures.
 */
const eventYearPattern =
  /\b(turned|turn|turning|born|retired|retiring|retire|hit|became|reached|moved|started|stopped|quit|lost|left|joined|signed up|enrolled|leav\w*|pull\w* out|exit\w*|discontinu\w*)\b[^.?!]{0,25}?\b(20\d\d)\b/g;

/** The years of a text that date an event (see `eventYearPattern`). */
const eventYearsIn = (text: string): number[] =>
  [...text.toLowerCase().matchAll(eventYearPattern)].map((match) => Number(match[2]));

/** How people introduce the number they are sharing; removed before answering the rest of the message. */
const numberWords =
  /\b(my|his|her|our)?\s*(medicare( card)?|social security|ss|ssn|mbi|member|id|claim)\s*(number|no\.?|#|id)?\s*(is|:)?/gi;

/** Terms naming a kind of coverage or program; see the title check in `search`. */
const entityTerms: ReadonlySet<string> = new Set(['advantage', 'medigap', 'partd', 'irmaa', 'extrahelp']);

/**
 * Terms naming a situation only some visitors are in (VA care, TRICARE, an HSA, COBRA, Medicaid): a passage whose
 * title names one answers only a question that names it too.
 */
const situationTerms: ReadonlySet<string> = new Set(
  termsOf('va veteran tricare hsa cobra medicaid retiree size'),
);

/** The words a topic's passages use, added to a question that points to the topic in other words. */
const topicAnchors: ReadonlyMap<string, string> = new Map([
  ['enrollment-iep', 'initial enrollment period turn 65'],
  ['enrollment-gep', 'general enrollment period'],
  ['hsa', 'hsa'],
  ['veterans', 'va'],
  ['service-area', 'states serve'],
  ['aep', 'annual enrollment period'],
  ['dual-eligible', 'medicaid'],
  ['part-b-cost', 'part b premium'],
]);

/** "October 15 to December 7": a period's dates. */
const dateRangePattern =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(, \d{4})? (to|through|and|-|–) (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/;

/** "October 15", "March 31", "8 months": a passage that can answer a "when" question. */
const datePattern =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b|\b\d+ (months?|days)\b|\bmonths? (before|after)\b/;

/** Words of a recommendation request that would only add noise to the search for general information. */
const recommendationNoise =
  /\b(best|better|recommend\w*|suggest\w*|should (i|we)|for me|for us|pick|choose|which one|right for me|top|cheapest)\b/gi;

/** Words visitors use that the content may not, kept by the spelling corrector (and their typos corrected). */
const visitorWords = [
  // Everyday words one letter away from a Medicare word ("plants" is not a typo of "plans"): off-topic questions
  // keep them.
  'plants',
  'planet',
  'freeze',
  'weather',
  'garden',
  'flowers',
  'license',
  'licenses',
  'drivers',
  // Words of asking for an opinion ("you're the expert"), which the content never uses.
  'expert',
  'experts',
  'opinion',
  'honestly',
  'employees',
  'employer',
  'employers',
  'employed',
  'retiree',
  'retirement',
  // Words of judging and picking, so that their misspellings ("cheepest", "recomend") are corrected to them.
  'cheapest',
  'cheaper',
  'better',
  'recommend',
  'recommendation',
  'decide',
  'choose',
  // Everyday words one letter from a content word ("cancel" is not "cancer", "employee" not "employer").
  'cancel',
  'canceled',
  'cancelled',
  'canceling',
  'cancelling',
  'employee',
  'healthy',
  'figured',
  'spelling',
  'masters',
  // Forms of "retire" are words of their own, not misspellings of "retiree".
  'retire',
  'retires',
  'retired',
  'retiring',
  'tricare',
  'veteran',
  'veterans',
  'cobra',
  'medicaid',
  'medigap',
  'supplement',
  'supplements',
  'prescription',
  'prescriptions',
  'medication',
  'medications',
  'licensed',
  'anytime',
  'penalty',
  'deductible',
  'eligible',
  'february',
  'january',
  'september',
  'enrollment',
  'enrolled',
  'without',
  'cruise',
  'stocks',
  'printer',
  'recipe',
  'weather',
  'netflix',
  'status',
  'separately',
  'jointly',
  'married',
  'husband',
  'mother',
  'father',
  'insurance',
  'company',
  'affiliated',
  'government',
  'independent',
];

/** Whether a text names an insurance company (set by the engine from the content's carriers). */
let namesCarrierIn: (text: string) => boolean = () => false;

/** Adds the words a question means but does not say. */
function expandQuery(query: string, today: { year: number; month: number }): string {
  // "The best time to review my plan": a time, not the best plan.
  let expanded = query
    .replace(/\b(the )?(best|right|good) (time|times|day|month)\b/gi, 'when')
    .replace(/\b(the )?(best|right|good|easiest) (way|ways)\b/gi, 'how')
    // The "Annual Election Period" is the AEP's official name.
    .replace(/\belection period\b/gi, 'enrollment period')
    // "Switch from F to G", "n or g": Medigap plan letters said bare.
    .replace(
      /(?<!\bpart )\b([cdfgklmn])\b(\s+(?:to|or|vs\.?|versus|and|over)\s+)(?:plan\s+)?([cdfgklmn])\b(?!')/gi,
      'plan $1$2plan $3',
    );
  const lower = query.toLowerCase();
  // "Open enrollment" alone is what most people call the Annual Enrollment Period.
  if (/\bopen enrollment\b/i.test(query) && !/advantage|medigap|supplement/i.test(query))
    expanded += ' annual enrollment period';
  // "How much will Part B be next year?": the year it means, for the figures.
  if (/\bnext year\b/.test(lower) && yearsIn(lower).length === 0) expanded += ` ${today.year + 1}`;
  else if (
    /\bthis year\b/.test(lower) &&
    yearsIn(lower).length === 0 &&
    /\b(cost|premium|deductible|much|limit|cap|penalt)/.test(lower)
  )
    expanded += ` ${today.year}`;
  // "Only 12 employees", "a small company": the employer-size rule.
  if (
    /\b(\d+|few|handful of|a dozen)\s+(employees|workers|people|staff|guys)\b(?=[^.?!]*\b(company|employer|business|work|job|firm|shop|store)\b)|\b(company|employer|business|firm|shop|store) (has|with|of) (only |just |about |like |around )*(\d+|a few|a handful)\b|\b(\d+|few|handful of|a dozen)\s+(employees|workers)\b|\b(small|tiny) (company|business|employer|firm|shop|office)\b|\b(company|employer|business|firm|shop|store|office)\b[^.?!]{0,25}\b(tiny|small|(\d+|few|a handful of) (people|employees|employes|workers|staff|guys))\b|\b(medicare|it) (become|becomes|is|be) (primary|secondary)\b|\bpays? first\b/.test(
      lower,
    )
  )
    // A large employer's size only says the job's plan pays first: the question is then about something else
    // ("500 people and I have an HSA: should I get Part A?").
    if (!(
      [...lower.matchAll(/\b(\d+)\s*(\+\s*)?(employees|employes|workers|people|staff|guys)\b/g)].every(
        (match) => Number(match[1]) >= 20,
      ) &&
      /\b\d+\s*(\+\s*)?(employees|employes|workers|people|staff|guys)\b/.test(lower) &&
      !/\b(small|tiny|few|handful|primary|secondary|pays? first|size|how many)\b/.test(lower)
    ))
      expanded += ' employer size fewer than 20 employees small employer';
  // "Retiree insurance from my old job": not coverage from current work.
  if (
    /\bretiree (insurance|coverage|plan|benefits|health)\b/.test(lower) &&
    !/\b(creditable|part d|drugs?)\b/.test(lower)
  )
    expanded += ' cobra retiree coverage';
  // "I'm 64 and a half": the Initial Enrollment Period.
  // "Are you free?": what the agency's help costs.
  if (
    /\b(are|r) (you|u|y'?all)( guys)? free\b|\b(is|are) (the|your|this) (agency|service|services|help|company|advisors?)( really| actually| truly)? free\b|\bfree to use\b/.test(
      lower,
    )
  )
    expanded += ' cost more charge fee';
  // "What time do you close?": the office hours.
  if (
    /\bwhat time (do|are|does) (you|u|y'?all|your office)\b|\bwhen (do|are|does) (you|u|y'?all|your office) (open|close)\b|\b(you|u|y'?all|office) (open|close|closing)\b/.test(
      lower,
    )
  )
    expanded += ' office hours open';
  // "Can we appeal IRMAA?": the form and the events that count.
  if (
    /\birmaa\b/.test(lower) &&
    /\b(appeal\w*|lower\w*|reduc\w*|fix|get rid|waive\w*|reconsider\w*)\b/.test(lower)
  )
    expanded += ' life-changing event ssa-44';
  // "Switch from Original Medicare to an Advantage plan in February?": the Jan-March window is only for members.
  if (
    /\boriginal medicare\b[^.?!]{0,30}\bto (an? )?(medicare )?advantage\b/.test(lower) &&
    /\b(january|february|march|jan|feb)\b/.test(lower)
  )
    expanded += ' aep oep difference only people already in a medicare advantage plan';
  // "Plan G", "Plan N": Medigap plan letters.
  if (/\bplans? [fgklmn]\b/.test(lower) && !/\b(medigap|supplement\w*|part [abcd])\b/.test(lower))
    expanded += ' medigap';
  // "Will Part B go up in 2027?": what it costs.
  if (
    /\b(go(es|ing)? up|increase\w*|rise|rising|raise\w*|more expensive|change)\b/.test(lower) &&
    /\b(part [abd]|premiums?|deductibles?)\b/.test(lower)
  )
    expanded += ' premium cost';
  // "She got a letter about IRMAA, what does that mean?": what the thing named is.
  if (/\bwhat (does|do|would) (that|it|this|that letter|this letter) mean\b/.test(lower)) {
    const named = referentPattern.exec(lower)?.[0] ?? entityPattern.exec(lower)?.[0];
    if (named) expanded += ` what is ${named}`;
  }
  // "The most popular plan letter": Medigap plans go by letter.
  if (
    /\b(plan letters?|letter plans?|plan'?s letter|switch letters|which letter)\b/.test(lower) &&
    !/\bletter (from|came|in the mail)\b/.test(lower)
  )
    expanded += ' medigap supplement';
  // "Is your service really free? What's the catch?": what the agency's help costs.
  // (The catch of a "$0 premium Advantage plan" is the plan's.)
  if (
    /\bis (your \w+|it|this|that)( really| actually| truly)? free\b|\bwhat'?s the catch\b/.test(lower) &&
    !/\b(advantage|plans?|medigap|supplement|part [abcd]|hmo|ppo)\b/.test(lower)
  )
    expanded += ' cost more charge fee';
  // "How do I apply for Extra Help?": where to apply.
  if (/\b(apply|sign up|application|enroll)\b[^.?!]{0,20}\bextra help\b/.test(lower))
    expanded += ' apply social security';
  // "Do you have an office in Nashville?": how and where the agency meets people.
  if (
    /\b(an? office|your office|located|location|in person|face to face|come in|stop by|near me)\b/.test(lower)
  )
    expanded += ' we meet by phone or video states we serve';
  // "Is his birthday on the 1st (Aug 1)?": the 1st-of-the-month rule.
  if (
    /\b(birthday|born|bday)\b[^.?!]{0,40}\b(the )?(first|1st) (of the month|day of the month)\b|\bborn on the (first|1st)\b|\b(birthday|born|bday)\b[^.?!]{0,40}\(?\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? 1(st)?\b(?!\d)/.test(
      lower,
    )
  )
    expanded += ' born on the 1st day before one month earlier';
  // "Can I get help on Saturday?": the office hours.
  if (/\b(evenings?|saturdays?|sundays?|weekends?|after hours|at night|holidays?)\b/.test(lower))
    expanded += ' office hours open';
  // "What does it cost to use your service?": what the agency's help costs.
  if (
    /\b(cost|price)\b[^.?!]{0,30}\b(your (service|services|agency|advisors?|agents?)|to use you|use your)\b/.test(
      lower,
    )
  )
    expanded += ' cost more charge fee';
  // "My plan is dropping my doctor next year": the Annual Enrollment Period to switch.
  if (
    /\b(dropp\w*|leav\w*|remov\w*|no longer (covers?|in)|out of network|going away|ending|discontinu\w*)\b[^.?!]{0,25}\b(doctors?|pharmac\w*|drugs?|medicines?|hospitals?|network|plan)\b|\bplan (is )?(changing|ending|going away|discontinued)\b/.test(
      lower,
    )
  )
    expanded += ' annual enrollment period switch plans';
  // "How do I sign up for Part B?": how to sign up.
  if (
    /\bhow (do|can|would|should|does) (i|we|he|she|you|one|my \w+)\b[^.?!]{0,15}\b(sign up|enroll|apply)\b/.test(
      lower,
    ) &&
    !/\bextra help\b/.test(lower)
  )
    expanded += ' how do i sign up social security online';
  // "My union plan covers me after retirement": retiree coverage.
  if (
    /\b(union|employer|company|job|work) (plan|insurance|coverage)\b[^.?!]{0,40}\bafter (retirement|i retire|retiring|he retires|she retires)\b/.test(
      lower,
    )
  )
    expanded += ' cobra retiree coverage';
  // "Do you work with AARP plans?": the companies the agency represents.
  if (
    namesCarrierIn(lower) &&
    /\b(work with|represent|sell|offer|carry|have|do you do|partner)\b/.test(lower) &&
    /\b(you|u|y'?all|your)\b/.test(lower)
  )
    expanded += ' insurance companies we represent';
  // "Does Part A start automatically?": how people sign up.
  if (/\b(automatic\w*|auto[- ]?enroll\w*)\b/.test(lower))
    expanded += ' how do i sign up automatically enrolled';
  // "Half the year in Florida": travel and living in two states.
  if (/\b(half|part) (of )?the year\b|\bsnowbird\w*|\b(winters?|summers?) in\b|\btwo states\b/.test(lower))
    expanded += ' travel often spend part of the year in another state';
  // "The Jan 1 - Mar 31 window": the Medicare Advantage Open Enrollment Period.
  if (/\bjan(uary)?\.? ?1\w*\s*(-|–|to|through|thru|and)\s*mar(ch)?\.? ?31\b/.test(lower))
    expanded += ' medicare advantage open enrollment';
  // "Is there a time limit to buy a supplement?": the Medigap open enrollment period.
  if (
    /\b(time limit|how long do i have|deadline|window|too late)\b/.test(lower) &&
    /\b(medigap|supplement\w*)\b/.test(lower)
  )
    expanded += ' medigap open enrollment period 6 months';
  // "When does it kick in?": when it starts.
  if (/\bkicks? in\b|\btakes? effect\b|\bgoes into effect\b/.test(lower)) expanded += ' start';
  // "I joined an Advantage plan at 65 and want out, can I get a supplement?": leaving Advantage for Medigap.
  if (
    /\b(advantage|part c)\b/.test(lower) &&
    /\b(medigap|supplement\w*|plan [a-n])\b/.test(lower) &&
    /\b(switch\w*|leav\w*|drop\w*|get out|go back|cancel\w*|(don'?t|do not) like)\b/.test(lower)
  )
    expanded += ' switch from medicare advantage to medigap trial right';
  // "Help paying for her pills": Extra Help.
  if (
    /\bhelp (with |paying |to pay |pay )(for )?(my |her |his |their |our )?(pills|drugs|prescriptions|medicines?|medications?|meds|drug costs)\b/.test(
      lower,
    )
  )
    expanded += ' extra help';
  return expanded;
}

/** True while the Annual Enrollment Period (October 15 to December 7) is open on the build date. */
const inAep = (() => {
  const [, month, day] = getCycle().date.split('-').map(Number);
  return (month === 10 && day! >= 15) || month === 11 || (month === 12 && day! <= 7);
})();

/**
 * "Can I change my drug plan in the middle of the year?", "...in February with Original Medicare?": a plan change
 * outside the Annual Enrollment Period, which needs the Medicare Advantage window (members only) or a Special
 * Enrollment Period.
 */
function changeOutsideAep(lower: string): boolean {
  if (
    !/\b(switch\w*|chang\w*|drop\w*|leav\w*|get out of)\b/.test(lower) ||
    !/\b(drug plans?|part d|plans?|advantage|coverage)\b/.test(lower) ||
    /\b(turn\w* 65|birthday|medigap|supplement|job|employer|retir\w*|mov(e|ed|ing)|first (gets?|got|joins?|joined)|new(ly)? to)\b/.test(
      lower,
    )
  )
    return false;
  if (
    /\b(middle of the year|mid[- ]?year|any ?time|whenever|during the year|outside|spring|summer|(in|by|during|until|till) (april|may|june|july|august|september))\b/.test(
      lower,
    )
  )
    return true;
  // January to March: the Medicare Advantage window, which someone with Original Medicare and a drug plan cannot use.
  const advantageMember =
    /\badvantage|part c\b/.test(lower) &&
    !/\b(no|not|never|without|don'?t have|do not have|not in)\b[^.?!]{0,15}\b(medicare )?(advantage|part c)\b/.test(
      lower,
    );
  return /\b(january|february|march|jan|feb|mar)\b/.test(lower) && !advantageMember;
}

/** Topic evidence in a question: the passage rules plus a few that only make sense for questions. */
function questionIntent(question: string): Map<string, number> {
  const cached = intentCache.get(question);
  if (cached) return cached;
  const intent = computeIntent(question);
  if (intentCache.size > 64) intentCache.clear();
  intentCache.set(question, intent);
  return intent;
}

/** The intents of the last few questions: one message asks for them several times (search, relevance, parts). */
const intentCache = new Map<string, Map<string, number>>();

function computeIntent(question: string): Map<string, number> {
  const lower = question.toLowerCase();
  const intent: Map<string, number> = topicScores(lower);
  const add = (topic: string, weight: number) => intent.set(topic, (intent.get(topic) ?? 0) + weight);
  const medigap = /medigap|supplement/.test(lower);
  const advantage = /advantage|part c\b/.test(lower);
  if (
    medigap &&
    advantage &&
    /\b(difference|differ\w*|compare|comparison|vs\.?|versus|better|or)\b/.test(lower)
  )
    add('comparison', 8);
  else if (advantage) add('medicare-advantage', 3);
  // "Leave my Advantage plan in March for Original Medicare": the Medicare Advantage Open Enrollment Period.
  if (
    /\b(advantage|part c|original medicare|regular medicare)\b/.test(lower) &&
    /\b(january|february|march|jan|feb|mar)\b/.test(lower) &&
    /\b(switch\w*|chang\w*|leav\w*|drop\w*|go back|get out|move)\b/.test(lower) &&
    !/\b(turn\w* 65|birthday|job|employer|retir\w*|general enrollment|part b)\b/.test(lower)
  )
    add('ma-oep', 6);
  // "Do I get a penalty for no Part D if my job plan has drug coverage?": creditable coverage.
  if (
    /\b(job|work|employer|company|union|retiree)('?s)? (plan|insurance|coverage|health plan)\b[^.?!]{0,25}\b(drugs?|prescriptions?|rx)\b/.test(
      lower,
    )
  )
    add('penalties', 8);
  // "Do I need Part D if I have drug coverage from work?": creditable coverage and the Part D penalty.
  if (
    /\b(drug|prescription|rx|pharmacy) (coverage|plan|benefits?|insurance)\b[^.?!]{0,30}\b(from|through|thru|at|with|by) (my |his |her |our |the )?(work|job|employer|company|union|retiree|va|tricare)\b|\b(work|job|employer|company|union|retiree)('?s)? (drug|prescription|rx) (coverage|plan|benefits?|insurance)\b/.test(
      lower,
    )
  )
    add('penalties', 8);
  // "My plan is going up next year", "my plan is leaving my county": a change for next year, in the AEP or with a
  // Special Enrollment Period.
  if (
    /\b(my|his|her|our|the) (plan|drug plan|part d( plan)?|advantage plan|hmo|ppo)\b[^.?!]{0,30}\b(go(es|ing)? up|increas\w*|more expensive|rais\w*|leav\w*|pull\w* out|exit\w*|discontinu\w*|no longer (offered|available)|(being )?(cancel+ed|dropped|ended|terminated)|not (being )?renew\w*|dropp\w* my (doctor|drug|medicine))\b/.test(
      lower,
    )
  ) {
    // A plan that leaves or ends gives a Special Enrollment Period; a price rise waits for the AEP.
    const leaving =
      /\b(leav\w*|pull\w* out|exit\w*|discontinu\w*|no longer|cancel+ed|dropped|ended|terminated|renew\w*)\b/.test(
        lower,
      );
    add('aep', leaving ? 4 : 6);
    add('enrollment-sep', leaving ? 6 : 4);
  }
  // "When can I sign up for an Advantage plan if I already have Medicare?": the Annual Enrollment Period.
  if (
    /\balready (have|on|got|enrolled in|in) (original )?medicare\b|\bi have (original )?medicare\b/.test(
      lower,
    ) &&
    /\b(advantage|part d|drug plan|part c)\b/.test(lower) &&
    /\b(sign\w* up|join\w*|enroll\w*|get|switch\w*|add)\b/.test(lower)
  )
    add('aep', 6);
  // "Do you sell every plan in my area?": the companies the agency represents, and where to see every option.
  if (
    /\b(every|all( the| of the)?|all available|each) (plans?|companies|carriers|insurance companies|options)\b/.test(
      lower,
    ) &&
    /\b(sell|offer|represent|carry|work with|have|access|show|quote|compare)\b/.test(lower)
  )
    add('our-service', 8);
  // "I don't want to give my SSN on here, is that ok?": what the chat needs (nothing personal).
  if (
    /\b(ssn|ss ?#|social security (number|#|no)|social|mbi|medicare (number|#|id|card number)|personal (info|information|details))\b/.test(
      lower,
    ) &&
    /\b(give|giv\w*|share|sharing|type|enter|put|send|safe|ok|okay|need|want|ask\w*|require\w*|have to)\b/.test(
      lower,
    )
  )
    add('privacy', 8);
  // "Will my supplement pay...?": a Medicare supplement (Medigap), not vitamins.
  if (
    /\bsupplements?\b/.test(lower) &&
    !/\bmedigap|medicare supplement|vitamin\w*|dietary|herbal\b/.test(lower)
  )
    add('medigap', 3);
  // "When can I switch...?" asks for an enrollment period.
  if (
    /^(when|how soon|how late)\b|\b(what|which) (dates?|months?|time)\b|\bdeadlines?\b|\b(best|right|good|only) time (to|for|of (the )?year)\b|\btime of (the )?year\b/.test(
      lower,
    ) &&
    /\b(switch\w*|chang\w*|enroll\w*|sign\w* up|join\w*|leav\w*|drop\w*|buy\w*|apply\w*|review\w*|look\w* (at|over)|compar\w*|shop\w*)\b/.test(
      lower,
    )
  ) {
    for (const topic of ['aep', 'ma-oep', 'enrollment-iep', 'enrollment-gep', 'enrollment-sep'])
      add(topic, 3);
    // "When is the best time to look at plans?": reviewing plans is what the AEP is for.
    if (/\b(review\w*|look\w* (at|over)|compar\w*|shop\w*)\b/.test(lower) && /\bplans?\b/.test(lower))
      add('aep', 6);
  }
  // "Can I change my drug plan in the middle of the year?", "...in February with Original Medicare?": outside the
  // Annual Enrollment Period a change needs the Medicare Advantage window or a Special Enrollment Period.
  if (changeOutsideAep(lower)) {
    add('enrollment-sep', 6);
    if (!/\b(january|february|march|jan|feb|mar)\b/.test(lower)) add('aep', 3);
  }
  if (
    /\b(your|office|business|open|opening) hours\b|^(what are )?(the )?hours\b|\bwhat time (do|are) (you|y'?all)\b|\b(are|r) (you|u) open\b|\bwhen are you open\b/.test(
      lower,
    )
  )
    add('agency', 8);
  if (
    /\bwho pays you\b|\bhow (do|are) (you|y'?all) (get )?paid\b|\bhow do (you|y'?all) make money\b/.test(
      lower,
    )
  )
    add('agency', 8);
  if (
    /\b(irmaa|premium)\b/.test(lower) &&
    /\b(lower\w*|reduc\w*|fix|appeal|passed|died|death|widow\w*|divorc\w*|retired|stopped working|went down|dropped)\b/.test(
      lower,
    )
  )
    add('irmaa', 8);
  if (
    /\b(do|will|would) (you|u|y'?all) charge\b|\bany fees?\b|\bis (your help|it|this) free\b|\b(is|are) (the|your|this) (agency|service|services|help|company|advisors?)( really| actually| truly)? free\b|\bfree to use\b/.test(
      lower,
    )
  )
    add('agency', 8);
  if (/\bextra help\b/.test(lower)) add('extra-help', 6);
  if (/\bannual (coordinated )?election period\b/.test(lower)) add('aep', 8);
  // Question-only evidence (the passage classifier never sees these): what people say for each topic.
  if (/\bbirthday rule\b|\banniversary rule\b/.test(lower)) add('medigap', 6);
  if (
    medigap &&
    advantage &&
    /\b(switch\w*|leav\w*|drop\w*|get out|go back|chang\w*|mov(e|ing)|from)\b/.test(lower) &&
    !/\b(difference|differ|compare|comparison|vs\.?|versus|better)\b/.test(lower)
  )
    add('medigap', 8);
  if (
    /\b(this|in the) (fall|autumn)\b|\blast day\b|\bfor next year\b|\bthis year\b|\bdeadline\b/.test(lower) &&
    /\b(switch\w*|chang\w*|enroll\w*|join\w*|drop\w*|pick\w*|new plan|other plans|look(ing)? at (other |new |different )?plans|compar\w*|shop\w*)\b/.test(
      lower,
    ) &&
    !/\b(turn\w* 65|birthday|retir\w*|job|employer)\b/.test(lower)
  )
    add('aep', 6);
  if (
    /\bmiss(ed|es|ing)? ((my|his|her|the|your|our) )?(window|initial|deadline|sign.?up|signing up|enroll\w*|chance)|\b(sign up|enroll) (any ?time|whenever)\b/.test(
      lower,
    )
  )
    add('enrollment-gep', 6);
  if (
    /\b(out of pocket|max(imum)?|cap|limit|most)\b/.test(lower) &&
    /\b(drugs?|part d|prescriptions?|pills|meds|medications?)\b/.test(lower)
  )
    add('part-d', 6);
  if (
    /\b(what|which) states?\b|\bstates? (do|are|does) (you|u|y'?all|your)\b|\blicensed in\b|\bstates? (you|u|y'?all) (work|serve|cover|help)\b/.test(
      lower,
    )
  )
    add('service-area', 8);
  if (
    /\b(leav\w*|quit\w*|los\w*) (my|his|her|the|their|our) (job|work|employer)\b|\bstop\w* working\b|\bretir(e|es|ing)\b/.test(
      lower,
    ) &&
    /\b(part b|medicare|sign up|enroll|penalt\w*|how long)\b/.test(lower)
  )
    // "...when's the latest he can get Part B with no penalty?": the 8 months, more than the penalty itself.
    add(
      'employer-coverage',
      /\b(latest|deadline|how long|no penalty|without (a |the |any )?penalty|avoid (a |the )?penalty)\b/.test(
        lower,
      )
        ? 9
        : 6,
    );
  // "I stopped working in January, when does my 8 months start?": the Special Enrollment Period after a job.
  if (
    /\b(stop\w* working|quit (my )?(job|work)|(job|work|work insurance|job insurance|employer coverage|severance|severance pay) (ends?|ended|lasts|stops?|runs out)|retired (last|this|in|on))\b/.test(
      lower,
    )
  )
    add(
      'employer-coverage',
      /\b(8|eight)[- ]months?\b|\bspecial enrollment\b|\bpart b\b|\bpenalt\w*\b/.test(lower) ? 8 : 6,
    );
  // "My job has drug coverage, do I need Part D?": a job's drug coverage (creditable or not) and the Part D penalty.
  if (
    /\b(job|work|employer|company|union|retiree)\b/.test(lower) &&
    /\b(drug|prescription|rx|pharmacy) (coverage|plan|benefits?|insurance)\b|\bcovers? (my |his |her |our )?(drugs|prescriptions|meds|medicines|pills)\b/.test(
      lower,
    ) &&
    /\b(part d|drug plan|penalt\w*)\b/.test(lower)
  )
    add('penalties', 8);
  // "Only 12 of us at the shop", "a company with about 200 people": the employer's size decides who pays first.
  if (
    employerSizeIn(lower) !== undefined ||
    /\b(few|handful of) (employees|employes|workers|staff)\b/.test(lower)
  )
    add('employer-coverage', 6);
  if (/\bretiree (coverage|plan|insurance|benefits|health)\b|\bcobra\b/.test(lower))
    add('employer-coverage', 4);
  // "I'm 64 and a half", "almost 65": the first chance to sign up.
  if (
    /\b(i'?m|i am|am|age|aged|turn(ed|ing)?|will be|i'?ll be) (6[234]|sixty[- ](two|three|four))\b|\b(6[234]|sixty[- ](two|three|four))( and a half| years? old| yrs? old| yo)\b|\b(almost|nearly|about to (turn|be)|soon to be|going to be|gonna be|coming up on) 65\b/.test(
      lower,
    ) &&
    !/\b(retir\w* (at|early)|disab\w*|ssdi)\b/.test(lower)
  )
    add('enrollment-iep', 8);
  // "...do I lose the chance to get a supplement without answering health questions?": Medigap's guaranteed rights,
  // whatever the scene around them (working past 65, a move).
  if (
    /\b(medigap|supplement\w*|plan [a-n])\b/.test(lower) &&
    /\b(without (answering )?(any )?health questions|health questions|underwrit\w*|guarantee\w*|turn\w* (me|you|her|him|us|them) down|pre-?existing)\b/.test(
      lower,
    )
  )
    add('medigap', 8);
  // "How far ahead of my 65th bday can I apply?": the first window, opening 3 months before the birthday month.
  if (
    /\b(before|ahead|prior to|early|earliest|how soon|in advance)\b[^.?!]{0,30}\b(65th|sixty[- ]fifth|65)\s*(birthday|bday|b-day)\b|\b(65th|sixty[- ]fifth) (birthday|bday|b-day)\b[^.?!]{0,30}\b(apply|sign up|enroll\w*|register)\b/.test(
      lower,
    ) &&
    !/\b(missed|late|after|past|over)\b/.test(lower)
  )
    add('enrollment-iep', 8);
  // "My wife's job covers me": coverage from a spouse's current work.
  if (
    /\b(my|his|her|our|wife'?s|wifes|husband'?s|husbands|spouse'?s|spouses) (job|work|employer|company|union)\b|\b(job|work|employer|company)( insurance| plan| coverage)? covers\b/.test(
      lower,
    ) &&
    /\b(part [ab]|medicare|sign up|enroll\w*|need|delay|wait|penalt\w*|primary)\b/.test(lower)
  )
    add('employer-coverage', 6);
  if (/\b(primary|pays? first|secondary|pays? second)\b/.test(lower)) add('employer-coverage', 6);
  if (/\bvets?\b/.test(lower)) add('veterans', 8);
  // "Does my retiree plan count as creditable?": creditable drug coverage and the Part D penalty.
  if (/\bcreditable\b/.test(lower)) add('penalties', 8);
  if (/\b(lost|losing|lose|loses|no longer (have|get|qualify for))\b[^.?!]{0,25}\bmedicaid\b/.test(lower))
    add('dual-eligible', 8);
  // "He never signed up": a missed window, the General Enrollment Period and the penalty.
  if (
    /\b(never|didn'?t|did not|haven'?t|have not|hasn'?t|has not|not yet) (signed|sign|enrolled|enroll|gotten|got|applied|taken|took)( up)?\b/.test(
      lower,
    ) &&
    !/\b(turn(s|ing)? 65|will be 65|cobra|retiree)\b|(?<!\b(no|without|never had|didn'?t have|did not have) )\b(employer|job|work\w*)\b/.test(
      lower,
    )
  ) {
    add('enrollment-gep', 6);
    add('penalties', 4);
  }
  // "Do I lose my Medigap open enrollment?": the Medigap window, not the job's.
  if (
    /\bmedigap\b[^.?!]{0,20}\bopen enrollment\b|\bopen enrollment\b[^.?!]{0,20}\b(for )?medigap\b/.test(lower)
  )
    add('medigap', 8);
  // "If I switch plans in November": during the Annual Enrollment Period.
  if (
    /\b(in|during) (october|november|early december|the fall)\b|\bon (october|november) \d{1,2}\b|\bon december [1-7](st|nd|rd|th)?\b/.test(
      lower,
    ) &&
    /\b(switch\w*|chang\w*|join\w*|drop\w*|pick\w*|enroll\w*|sign\w* up|new plan)\b/.test(lower) &&
    !/\b(turn\w* 65|birthday|medigap|supplement)\b/.test(lower)
  )
    add('aep', 6);
  // "Is this site run by the government?": the agency's independence.
  if (
    /\b(government|federal|official|gov|cms|social security)\b/.test(lower) &&
    /\b(site|website|you|u|y'?all|this|agency|company|run by|part of|affiliated|work for|with)\b/.test(lower)
  )
    add('agency', 8);
  if (
    /\b(high|higher|top|big) (earners?|incomes?|earning)\b|\b(wealthy|rich) (people|folks|retirees)\b/.test(
      lower,
    )
  )
    add('irmaa', 6);
  if (/\bhealth savings\b/.test(lower)) add('hsa', 8);
  if (/\b(are|r) (you|u|y'?all|your services?)( guys)? (free|free of charge|no cost)\b/.test(lower))
    add('agency', 8);
  // During the Annual Enrollment Period, "is it too late to switch my drug plan?" is about it.
  if (
    inAep &&
    /\b(switch\w*|chang\w*|drop\w*|new plan|pick\w*)\b/.test(lower) &&
    /\b(too late|still|now|yet|this year|for next year|for january|for 20\d\d|deadline|last day|in time|on time|by when|(pick|choose|change|switch)\b[^.?!]{0,20}\bby)\b/.test(
      lower,
    ) &&
    /\b(plans?|part d|drug|advantage|coverage|medicare)\b/.test(lower) &&
    !/\b(turn\w* 65|birthday|retir\w*|job|employer|medigap|supplement)\b/.test(lower) &&
    // "I forgot to change in the AEP, can I still do it in January?": after it.
    !/\b(in|during|until|till) (january|february|march|jan|feb)\b|\b(after (the )?(aep|december|annual)|missed|forgot|too late for (the )?aep)\b/.test(
      lower,
    )
  )
    add('aep', 6);
  if (
    /\b(after (the )?(aep|annual enrollment|december 7)|miss(ed|es)? (the )?(aep|annual enrollment|open enrollment|december 7|dec 7)|forgot to (change|switch))\b/.test(
      lower,
    )
  )
    add('ma-oep', 6);
  // "Can we appeal our Part B amount?": a Part B premium that can be appealed is IRMAA (a life-changing event).
  const appealsPremium = appealsPremiumPattern(lower);
  if (appealsPremium) add('irmaa', 8);
  // "Can we appeal IRMAA?": the life-changing events.
  if (
    /\birmaa\b/.test(lower) &&
    /\b(appeal\w*|lower\w*|reduc\w*|fix|get rid|waive\w*|reconsider\w*)\b/.test(lower)
  )
    add('irmaa', 6);
  // "When do I sign up for Part B?": the first window, unless the question is about changing plans.
  if (
    /\bwhen (do|should|can|must|would) (i|we|he|she|you|my \w+) (sign up|enroll|apply|get)\b/.test(lower) &&
    !/\b(switch\w*|chang\w*|drop\w*|plan for next year|job|employer|retir\w*|cobra|late|missed|ssdi|disab\w*|already (have|on|got|enrolled|in)|advantage|drug plan|part d plan)\b/.test(
      lower,
    )
  )
    add('enrollment-iep', 6);
  // "Can I still get Plan F?": who may buy Plans C and F.
  if (
    /\bplans? [cf]\b/.test(lower) &&
    /\b(still|get|buy|available|anymore|sign up|eligible|gone|discontinued)\b/.test(lower)
  )
    add('medigap', 6);
  if (
    /\bincome\b[^.?!]{0,30}\b(dropped|drop|went down|fell|lower|reduced|less)\b|\blower my (medicare )?premium/.test(
      lower,
    )
  )
    add('irmaa', 8);
  if (
    /\b(incomes?|earn\w*|rich|wealthy|salary|retirement income)\b/.test(lower) &&
    /\b(pay|cost|premiums?|more)\b/.test(lower)
  )
    add('irmaa', 4);
  // "I turned 65 in 2024": the Initial Enrollment Period is over; the General Enrollment Period and the penalty.
  if (
    initialEnrollmentOver(lower, getCycle().date) &&
    /\b(sign\w* up|signup|enroll\w*|part [ab]|penalt\w*|miss\w*|apply\w*)\b/.test(lower) &&
    !/\b(medigap|supplement|plans? [a-n]|advantage|part d|drug plan)\b/.test(lower)
  ) {
    add('enrollment-gep', 8);
    add('penalties', 4);
  }
  // "How much does Medicare cost a month?", "...take out of my Social Security check?": the monthly amount most
  // people pay is the Part B premium.
  if (
    /\b(how much|cost\w*|price|pay|premiums?|take\w* out|taken out|deduct\w*|come out)\b/.test(lower) &&
    /\b((a|per|each|every) month|monthly|social security (check|payment|benefit)s?|out of (my|his|her|their|our) (check|social security|benefits?))\b/.test(
      lower,
    ) &&
    !/\b(part [acd]|medigap|supplement|advantage|drug|plan [a-n]|irmaa|income|extra help|penalt\w*)\b/.test(
      lower,
    )
  )
    add('part-b-cost', 8);
  // "Is Part A free if I worked 40 quarters?": the Part A premium by quarters (or years) of work.
  if (
    /\bpart a\b/.test(lower) &&
    /\b(\d{1,2}|forty|thirty|ten) (quarters|credits|years)\b|\bquarters\b/.test(lower) &&
    /\b(free|cost\w*|premiums?|pay|how much|charge)\b/.test(lower)
  )
    add('part-a-cost', 8);
  // "When I retire at 70, will I pay a penalty for Part B?": working until then, with the job's coverage.
  if (
    /\bretir\w* (at|when (i'?m|he'?s|she'?s)|at age) (6[6-9]|7\d)\b/.test(lower) &&
    /\b(part b|penalt\w*|medicare|sign\w* up)\b/.test(lower) &&
    !saysNoJobCoverage(lower)
  )
    add('employer-coverage', 6);
  // "Still on my company insurance": coverage from current work, whatever else the question asks.
  if (saysJobCoverage(lower) && (intent.get('employer-coverage') ?? 0) < 6) add('employer-coverage', 6);
  // "...can we appeal it since I retired?": retiring is the life-changing event of the appeal, not a reason to delay.
  if (appealsPremium && (intent.get('employer-coverage') ?? 0) > 4) intent.set('employer-coverage', 4);
  // "No job insurance", "part time with no benefits": nothing from work lets the person wait.
  if (saysNoJobCoverage(lower)) {
    intent.delete('employer-coverage');
    // ...so the usual windows apply: the first one at 65, unless it is over.
    if ((intent.get('enrollment-gep') ?? 0) < 6) add('enrollment-iep', 6);
  }
  return intent;
}

/** True when a sentence shares a word with the question that is not a generic one ("cost", "plan", "medicare"). */
function overlapsQuestion(sentence: string, question: string): boolean {
  const questionTerms = new Set(termsOf(question).filter((term) => !genericTerms.has(term)));
  return termsOf(sentence).some((term) => questionTerms.has(term));
}

/** "Can we appeal our Part B amount?": an appeal of a premium, which is an IRMAA appeal (a life-changing event). */
function appealsPremiumPattern(lower: string): boolean {
  return (
    /\bappeal\w*\b/.test(lower) &&
    /\b(part b|premiums?|irmaa|surcharge|income|bracket|it|that)\b/.test(lower) &&
    !/\b(claim|denied|denial|coverage decision|prior auth\w*|drug|medicine|prescription)\b/.test(lower)
  );
}

/** A way to reach the agency: its phone number, a call back, someone to talk to. */
function asksHowToReachUs(lower: string): boolean {
  return (
    /\b((your|ur|y'?alls?|the agency'?s?|the office|a|the best|what) (phone )?(number|phone|#)|phone number|number (do i|to) call|call (you|u|y'?all|me)( back)?|reach (you|u|y'?all|someone|a person|an? (agent|advisor))|talk (to|with) (someone|somebody|a person|an? (agent|advisor|human))|get in touch|contact (you|u|y'?all)|(your|ur|y'?alls?|the agency'?s?) (office|address|location)|where (are|is) (you|u|y'?all|yall|your office)( guys| located| based)?)\b/.test(
      lower,
    ) &&
    !/\b(medicare|social security|ssn|mbi|card|1-800|scam|stolen)\b[^.?!]{0,15}\b(number|#)\b|\b(report|fraud|scam|stolen)\b/.test(
      lower,
    )
  );
}

/**
 * Passages a question's concepts point to, best first, whatever words it shares with them: the period of a plan
 * change or of staying in a plan, the IRMAA appeal.
 */
function routedPassages(question: string): string[] {
  const periods = periodPassagesFor(question, getCycle().date);
  if (periods.length > 0) return periods;
  if (appealsPremiumPattern(question.toLowerCase())) return ['knowledge:irmaa-appeal'];
  // "The 5 star thing": the 5-star Special Enrollment Period, whatever else the question says about timing.
  if (
    /\b(5|five)[- ]?stars?\b/i.test(question) &&
    !/\b(rat(ed|ing|ings)|best|top)\b[^.?!]{0,20}\b(plans?|compan\w*|carriers?)\b/i.test(question)
  )
    return ['faq:five-star-special-enrollment'];
  // "How long do I get to buy a supplement without health questions once my Part B starts?": the Medigap window.
  if (
    /\b(medigap|supplement\w*)\b/i.test(question) &&
    /\b(health questions|asking about (my|her|his) health|underwrit\w*)\b/i.test(question) &&
    /\b(how long|how many (months|days)|window|once (my|her|his|the) part b|part b (starts?|begins?|kicks in))\b/i.test(
      question,
    )
  )
    return ['knowledge:medigap-open-enrollment'];
  // "She lives in Portugal most of the year, does Medicare pay for anything over there?": care outside the U.S.
  if (
    /\b(abroad|overseas|out of (the )?country|outside (of )?(the )?(us|u\.s\.?|usa|united states|country|states)|another country|foreign (country|countries|travel|emergenc\w*)|portugal|mexico|canada|europe|italy|ireland|philippines|costa rica|cruise)\b/i.test(
      question,
    ) &&
    !/\b(mov(e|ed|ing)|relocat\w*) (back )?(to|from) (the )?(us|u\.s\.?|usa|united states)\b/i.test(question)
  )
    return ['knowledge:care-outside-the-us'];
  // "What's your phone number?", "can you call me back?": how to reach the agency, not a Medicare number.
  if (asksHowToReachUs(question.toLowerCase())) return ['agency:contact', 'agency:hours'];
  // Help paying the Part B premium ("can my mom get help paying her Part B premium", "...can't afford it"): the
  // state's help with Medicare premiums, not the premium's amount.
  if (
    /\b(help|assistance|afford|cover\w*|pays?|paying)\b[^.?!]{0,25}\bpart b premium|\bpart b premium\b[^.?!]{0,25}\b(help|assistance|afford)\b/i.test(
      question,
    ) &&
    !/\b(irmaa|income[- ]related|higher income|appeal|penalt\w*|how much|advantage|giveback)\b/i.test(
      question,
    )
  )
    return ['knowledge:extra-help-part-b-premium'];
  // Coverage from current work and a question of what to do about Medicare: waiting for Part B while working.
  const lower = question.toLowerCase();
  if (
    saysJobCoverage(lower) &&
    /\b(do i|does (he|she)|do (we|they)|what do|what should|have to|need to|need|must|required|sign\w* up|enroll\w*|delay|wait|skip)\b/.test(
      lower,
    ) &&
    !/\b(hsa|health savings|part a|part d|drugs?|prescriptions?|cobra|retiree|medigap|supplement|irmaa|income|premium|cost|advantage|lose|losing|ends?|ended|retir\w*|laid off|quit|stop\w* working|when)\b/.test(
      lower,
    ) &&
    largeOrUnstatedEmployer(lower)
  )
    return ['knowledge:working-past-65'];
  return [];
}

/**
 * No employer size stated, or only a large one (20 or more: "a company w about 200 people"), which says the job's
 * plan pays first and leaves the question about waiting for Part B; a small one asks the employer-size rule.
 */
function largeOrUnstatedEmployer(lower: string): boolean {
  const size = employerSizeIn(lower);
  return (
    size === undefined ||
    (typeof size === 'number' &&
      size >= 20 &&
      !/\b(primary|secondary|pays? first|small|tiny|under|fewer|less than|below)\b/.test(lower))
  );
}

function finalAnswer(
  message: string,
  topic: string,
  guardrail: GuardrailKind | undefined,
  sources: ChatAnswer['sources'] = [],
): RetrievalAnalysis {
  return { kind: 'final', answer: { message, topic, ...(guardrail ? { guardrail } : {}), sources } };
}

/** Creates the default engine. Building the index takes a few milliseconds; do it once per process. */
export function createRetrievalEngine(options: RetrievalEngineOptions = {}): RetrievalEngine {
  const content = options.content ?? defaultGroundingContent();
  const minScore = options.minScore ?? 6;
  const phone = content.brand.tollFreePhone.display;
  const planYear = content.planYear;
  const replies = guardrailReplies(content.brand.agencyName, phone);
  const isRecommendation = recommendationDetector(content.carriers.names);
  const carrierPattern = new RegExp(
    `\\b(${[...knownCarrierNames, ...content.carriers.names.map((name) => name.toLowerCase())]
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})\\b`,
    'i',
  );
  /** True for a text that names an insurance company (never next to "I cannot recommend"). */
  const namesCarrier = (text: string) => carrierPattern.test(text);
  namesCarrierIn = namesCarrier;
  const passages = buildPassages(content);
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const correct = createSpeller(
    passages.map((passage) => `${passage.title} ${passage.text} ${passage.keywords ?? ''}`),
    visitorWords,
  );
  const todayParts = (() => {
    const [year, month] = getCycle().date.split('-').map(Number);
    return { year: year!, month: month! };
  })();

  const index = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['title', 'text', 'keywords'],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term),
    searchOptions: {
      boost: { title: 2, keywords: 1.2, text: 1 },
      combineWith: 'OR',
      prefix: false,
      fuzzy: (term) => (term.length > 5 && !/\d/.test(term) ? 0.2 : false),
    },
  });
  index.addAll(passages);
  // Passages some questions lean away from, found once.
  const referralIds = new Set(passages.filter((p) => p.id.includes(':referral-partners')).map((p) => p.id));
  const birthdayTitleIds = new Set(passages.filter((p) => /birthday rule/i.test(p.title)).map((p) => p.id));
  const areaBirthdayIds = new Set(passages.filter((p) => p.id.endsWith(':birthday-rule')).map((p) => p.id));
  const hasBirthdayKnowledge = byId.has('knowledge:birthday-rule-states');
  const titleTermSets = new Map(passages.map((passage) => [passage.id, new Set(termsOf(passage.title))]));
  const passageTermSets: ReadonlyMap<string, ReadonlySet<string>> = new Map(
    passages.map((passage) => [
      passage.id,
      new Set(termsOf(`${passage.title} ${passage.text} ${passage.keywords ?? ''}`)),
    ]),
  );
  /** Every term of every passage. */
  const vocabulary = new Set([...passageTermSets.values()].flatMap((terms) => [...terms]));
  const titleEntities = new Map(
    passages.map((passage) => [passage.id, termsOf(passage.title).filter((term) => entityTerms.has(term))]),
  );
  const titleSituations = new Map(
    passages.map((passage) => [
      passage.id,
      termsOf(passage.title).filter((term) => situationTerms.has(term)),
    ]),
  );
  const passageStates = new Map(
    passages.map((passage) => [
      passage.id,
      [
        ...new Set(
          [
            ...`${passage.title} ${sentences(passage.text)[0] ?? ''}`.toLowerCase().matchAll(statePattern),
          ].map((match) => match[1]!),
        ),
      ],
    ]),
  );
  const rangeIds = new Set(
    passages.filter((passage) => dateRangePattern.test(passage.text)).map((passage) => passage.id),
  );
  const datedIds = new Set(passages.filter((passage) => datePattern.test(passage.text)).map((p) => p.id));
  // What a passage's first sentence defines ("Extra Help is a Medicare program..." → "extra help").
  const definitionIds = new Map(
    passages.flatMap((passage) => {
      const match = /^([A-Z][A-Za-z -]{2,40}?) (is|are) (a|an|the) /.exec(sentences(passage.text)[0] ?? '');
      return match ? [[passage.id, match[1]!.toLowerCase()] as const] : [];
    }),
  );
  // Passages whose first sentence gives a closing date ("October 15 to December 7", "until March 31").
  const endDateIds = new Set(
    passages
      .filter((passage) =>
        /\b(to|until|through|by|ends?( on)?)\s+(january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}\b/i.test(
          sentences(passage.text)[0] ?? '',
        ),
      )
      .map((passage) => passage.id),
  );

  function search(rawQuery: string, limit = 8): ScoredPassage[] {
    const query = expandQuery(withoutHomeState(rawQuery), todayParts);
    const definition = /(^|[,.!]\s*(and\s+)?)(what|who)('s| is| are) (a |an |the )?[^,]{1,40}\??$/i.test(
      rawQuery.trim(),
    );
    // A year that dates an event asks for no figures of that year, unless an amount is asked too.
    const asksAmount =
      /\b(how much|cost\w*|premiums?|deductibles?|limits?|max\w*|amounts?|price|pay\w*)\b|\$/i.test(query);
    const eventYears = eventYearsIn(query);
    const years = yearsIn(query).filter((year) => asksAmount || !eventYears.includes(year));
    const asksBirthdayRule = /birthday|anniversary/i.test(query);
    const asksWhen =
      /^(when|whens|till when|until when)\b|\b(when (can|do|does|is|should|will|must)|what dates?|which months?|deadline|last day|how long|how soon|too late|next time|what time of year|right now|open now|over yet|currently open)\b/i.test(
        rawQuery.trim(),
      );
    const asksAsProfessional = /\b(refer\w*|partners?|clients?|professional)\b/i.test(query);
    // "Will they ask health questions?", "can I get Plan G at 70?": the rights to buy a Medigap policy, then.
    const asksMedigapRights =
      /\b(guarantee\w*|health questions|underwrit\w*|turn (me|us|you|her|him) down|den(y|ied)|pre-?existing)\b/i.test(
        query,
      ) ||
      /\b(get|buy|switch to|apply for|qualify for|sign up for)\b[^.?!]{0,15}\b(plan [a-n]|medigap|supplement)\b[^.?!]{0,20}\b(at|when (i'?m|she'?s|he'?s)|age|aged) \d{2}\b/i.test(
        query,
      );
    const namesAdvantage = /\badvantage|part c\b|\b(hmo|ppo)\b/i.test(query);
    // "Switch letters to save money", "move her to Plan N": a change of Medigap plan, whose rights decide it.
    const asksMedigapSwitch =
      !namesAdvantage &&
      /\b(switch\w*|chang\w*|mov(e|ing)|go(ing)? (from|to))\b[^.?!]{0,30}\b(letters?|medigap|supplement\w*|plan [a-n])\b|\b(medigap|supplement\w*|plan [a-n])\b[^.?!]{0,40}\b(switch\w*|chang\w*|move (him|her|me|us|to))\b/i.test(
        query,
      ) &&
      /\b(medigap|supplement\w*|plan [a-n]|letters?)\b/i.test(query);
    const asksOutsideAep = changeOutsideAep(query.toLowerCase());
    const namesTricare = /\btricare\b/i.test(query);
    const asksHours =
      /\b(hours|what time|open (on )?(saturdays?|sundays?|weekends?)|(are|r) (you|u|y'?all) open)\b/i.test(
        query,
      );
    const namesPlanGOrN =
      /\bplans? [gn]\b|\b[gn] (vs\.?|or|and|versus)\b|\b(vs\.?|or|and|versus) [gn]\b/i.test(query);
    const definedTerm = /^\s*(what|whats|what's)( is| are)? (an? |the )?([a-z][a-z -]{2,40}?)\s*\??\s*$/i
      .exec(rawQuery)?.[4]
      ?.toLowerCase();
    // "Last day to enroll?", "when does it end?": the answer that opens with the closing date.
    const asksEnd =
      /\b(last day|deadline|cut-?off|by when|how late|end|ends|ending|close|closes|over yet|is (it|aep|the aep) over)\b/i.test(
        query,
      );
    const asksTimingOnly =
      /^when\b|\bwhen (can|do|does|is|should|will|must|would)\b|\b(when'?s|whens|latest|deadline|how long|how soon|by when|last day)\b/i.test(
        query,
      ) &&
      !/\b(how much|cost\w*|price|premiums?|amount|pay|paid|charge\w*|deductibles?|percent|%)|\$/i.test(
        query,
      );
    // A figure passage answers a question that names an amount or what it is the amount of.
    const namesAnAmount =
      /\b(how much|cost\w*|price\w*|premiums?|deductibles?|amounts?|pay|paid|charge\w*|limits?|caps?|max\w*|out[- ]of[- ]pocket|moop|irmaa|income|incomes|resources?|extra help|penalt\w*|coinsurance|copays?|part [abcd]|figures?|numbers?|go(es)? up|rise|increase\w*|percent|%|\d{2,3}k)\b|\$/i.test(
        query,
      );
    const asksForAmount =
      /\bhow much\b|\bwhat (do|does|will|would|did) (i|you|we|he|she|they|my \w+) (pay|owe|be charged)\b|\bwhat('s| is| are) the (cost|price|amount|premium|deductible|copay|coinsurance)s?\b/i.test(
        rawQuery,
      );
    const asksStatesServed =
      /\b(what|which) states?\b|\bstates? (do|are|does) (you|u|y'?all|your)\b|\bstates? (you|u|y'?all) (work|serve|cover|help)\b/i.test(
        query,
      );
    const asksNextPeriod =
      /\bnext (aep|annual|open enrollment|enrollment|one|fall|season)\b|\bafter (this|that) (one|year|season)\b|\b(come|comes|coming) (around|back|up) again\b/i.test(
        query,
      );
    const asksAsNewEnrollee =
      /\bnew(ly)? (to|in|on|with|enrollee|member)\b|\bjust (joined|got|started|signed|enrolled)\b|\bfirst (gets?|got|joins?|joined|enroll\w*|year|time|few months|couple (of )?months|3 months|three months)\b|\brecently (joined|enrolled|signed)\b|\bstarted (in|on|my|an?)\b|\bdo-?over\b/i.test(
        query,
      ) && /\badvantage|part c\b/i.test(query);
    const addressesAgency =
      /\b(you|your|yours|u|ur|y'?all|yall|ya|agency|agents?|advisors?|brokers?|us|we|our|company's help|commission\w*|fees?|charge)\b/i.test(
        rawQuery,
      );
    const asksDifference = /\b(differ\w*|vs\.?|versus|compare\w*|or|plan n|n)\b/i.test(query);
    const intent = questionIntent(query);
    // A plan change read by its concepts (what changes, who is in which plan, when), or staying in a plan: the
    // passages of its period.
    // ...but not an amount asked while choosing a plan ("what will the Part B premium be in 2027? I'm picking a plan").
    const asksAmountOfCoverage =
      /\b(what|how much) (will|would|is|are|'s|does|do)? ?(the |my |her |his |our )?(part [abd] |medicare |drug plan |part d plan )?(premium|deductible|cost|price)s?\b/i.test(
        rawQuery,
      ) && /\b(part [abd]|medicare)\b/i.test(rawQuery);
    const periodBoost = new Map(
      (asksAsNewEnrollee || asksAmountOfCoverage ? [] : routedPassages(rawQuery)).map((id, rank) => [
        id,
        rank === 0 ? 4 : 2,
      ]),
    );
    // A topic the question's words point to strongly, in the words its passages use ("I'm 64 and a half" → the
    // Initial Enrollment Period), so its passages are found even when the question shares no word with them.
    const anchored = [...intent.entries()]
      .filter(([topic, weight]) => weight >= 6 && topicAnchors.has(topic))
      // "A vet with TRICARE For Life": TRICARE's own passage, not the VA's.
      .filter(([topic]) => topic !== 'veterans' || !/\btricare\b/i.test(query))
      .map(([topic]) => topicAnchors.get(topic)!)
      .join(' ');
    // Coverage from current work said in other words ("still on my company insurance"): the passages' words.
    const jobWords =
      saysJobCoverage(query.toLowerCase()) && !/\b(job|employer|work\w*|employed)\b/i.test(query)
        ? ' still work job'
        : '';
    const searchQuery = `${anchored ? `${query} ${anchored}` : query}${jobWords}`;
    // "Part time with no benefits": the passages about waiting for a job's coverage answer another question.
    const noJobCoverage = saysNoJobCoverage(query.toLowerCase());
    const queryTerms = new Set(termsOf(query));
    // A head count ("only 12 of us") asks about the employer's size, in other words.
    const statesEmployerSize = employerSizeIn(query.toLowerCase()) !== undefined;
    // A 65th birthday whose window is over: the passages about still being inside it do not apply.
    const windowOver = initialEnrollmentOver(rawQuery.toLowerCase(), getCycle().date);
    // IRMAA passages answer questions about premiums or income: a life event alone ("my husband died, can I change
    // my plan?") is not one, whatever words the appeal passage lists.
    const asksPremiumOrIncome =
      /\b(irmaa|premiums?|incomes?|magi|earn\w*|tax\w*|pay\w*|cost\w*|appeal\w*|ssa-?44|brackets?|surcharge|charg\w*|bill\w*|letter|more|higher|extra|amount|how much|\d+k?)\b|\$/i.test(
        rawQuery,
      );
    if (statesEmployerSize) queryTerms.add('size');
    const querySituations = [...queryTerms].some((term) => situationTerms.has(term) && term !== 'size');
    const queryStates = new Set([...query.toLowerCase().matchAll(statePattern)].map((match) => match[1]!));
    const results = index.search(searchQuery);
    const scored: ScoredPassage[] = [];
    for (const result of results) {
      const passage = byId.get(String(result.id));
      if (!passage) continue;
      let score = result.score;
      const topicIntent = intent.get(passage.topic) ?? 0;
      score *= 1 + 0.12 * Math.min(topicIntent, 10);
      if (passage.year !== undefined) {
        if (years.length > 0) score *= years.includes(passage.year) ? 1.3 : 0.6;
        else if (passage.year !== planYear) score *= 0.6;
      }
      // A passage whose title is about a kind of coverage the question does not name answers another question.
      for (const entity of titleEntities.get(passage.id) ?? []) if (!queryTerms.has(entity)) score *= 0.75;
      // ...and answers best the question that does.
      const situations = titleSituations.get(passage.id) ?? [];
      if (situations.length > 0) score *= situations.some((term) => queryTerms.has(term)) ? 1.5 : 0.5;
      else if (querySituations && passage.kind === 'knowledge') score *= 0.7;
      // "Illinois birthday rule": a passage about another state's rules answers another question.
      if (queryStates.size > 0) {
        const named = passageStates.get(passage.id)!;
        if (named.length > 0 && !named.some((state) => queryStates.has(state))) score *= 0.5;
      }
      // "When...?", "how long do I have?", "is it too late?": an answer with dates or a length of time.
      if (asksWhen) score *= rangeIds.has(passage.id) ? 1.4 : datedIds.has(passage.id) ? 1.2 : 0.8;
      if (asksEnd && endDateIds.has(passage.id)) score *= 1.4;
      // "When's the latest he can get Part B?": a question of timing, not of an amount; a year in it is a date.
      if ((asksTimingOnly || !namesAnAmount) && passage.kind === 'figure') score *= 0.6;
      // "What do you pay...?", "how much...?": an amount, which only figure passages give (basics have none).
      if (asksForAmount && !asksTimingOnly)
        score *= passage.kind === 'figure' ? 1.4 : passage.kind === 'basics' ? 0.6 : 1;
      // The visitor asked (nearly) the very question this passage answers.
      const titleTerms = titleTermSets.get(passage.id)!;
      if (queryTerms.size > 0 && [...queryTerms].every((term) => titleTerms.has(term)))
        score *= titleTerms.size === queryTerms.size ? 2 : titleTerms.size === queryTerms.size + 1 ? 1.3 : 1;
      if (definition && (passage.kind === 'basics' || passage.kind === 'page-intro')) score *= 1.5;
      if (passage.kind === 'faq' || passage.kind === 'page-faq' || passage.id.startsWith('aep:faq:'))
        score *= 1.2;
      // The next season's dates answer "when is the next one?", not every question about the AEP.
      if (passage.id === 'knowledge:next-aep' && !asksNextPeriod) score *= 0.3;
      // "What are your office hours?": the hours, before where the agency helps.
      if (passage.id === 'agency:hours' && asksHours) score *= 3;
      // TRICARE For Life is the more specific answer for a veteran who names it.
      if (passage.id === 'knowledge:va' && namesTricare) score *= 0.4;
      if (passage.id === 'knowledge:change-plan-outside-aep') score *= asksOutsideAep ? 1.8 : 1;
      // "What states do you cover?": the states the advisors are licensed in, not a page about state pages.
      if (passage.id === 'knowledge:agency-states' && asksStatesServed) score *= 2.5;
      // The first-3-months change answers someone new to Medicare Advantage.
      if (passage.id === 'knowledge:new-advantage-enrollee') score *= asksAsNewEnrollee ? 1.5 : 0.4;
      // "Plan G or Plan N?" answers a comparison only, not "is Plan G guaranteed?".
      if (passage.id === 'knowledge:plan-g-vs-plan-n' && (!asksDifference || !namesPlanGOrN))
        score *= namesPlanGOrN ? 0.5 : 0.2;
      // "What is Extra Help?": the passage that opens by saying what it is.
      if (definedTerm && definitionIds.get(passage.id) === definedTerm) score *= 2;
      // "Is Plan G guaranteed at 70?": the rights to buy a policy, not what it covers.
      if (
        asksMedigapRights &&
        (passage.id === 'knowledge:medigap-open-enrollment' ||
          (passage.id === 'knowledge:advantage-to-medigap' && namesAdvantage))
      )
        score *= 1.6;
      if (asksMedigapSwitch && passage.id === 'page-faq:medicare-supplement:1') score *= 1.6;
      // The referral partners' page speaks to professionals about their clients.
      if (!asksAsProfessional && referralIds.has(passage.id)) score *= 0.5;
      // The birthday rule answers only questions about it; the chat's knowledge gives every state's rule at once.
      if (birthdayTitleIds.has(passage.id)) score *= asksBirthdayRule ? 1.5 : 0.4;
      if (hasBirthdayKnowledge && areaBirthdayIds.has(passage.id)) score *= 0.1;
      if (asksBirthdayRule && passage.id === 'knowledge:birthday-rule-states') score *= 2;
      score *= periodBoost.get(passage.id) ?? 1;
      if (noJobCoverage && passage.topic === 'employer-coverage') score *= 0.3;
      // ...and the passage on employer size answers it first.
      if (statesEmployerSize && passage.id === 'knowledge:employer-size') score *= 2;
      if (windowOver && passage.topic === 'enrollment-iep') score *= 0.5;
      if (!asksPremiumOrIncome && passage.topic === 'irmaa') score *= 0.3;
      // What the agency charges or where it works answers a question put to the agency, not "what's the catch with
      // $0 premium plans?".
      if (passage.topic === 'agency' && !addressesAgency) score *= 0.3;
      scored.push({ ...passage, score, matched: result.queryTerms });
    }
    // The period of a plan change answers it first, even when the question shares few words with its passage.
    const routed = [...periodBoost.keys()].map((id) => byId.get(id)).find((passage) => passage !== undefined);
    if (routed) {
      const top = scored.reduce((best, candidate) => Math.max(best, candidate.score), 0);
      const existing = scored.find((candidate) => candidate.id === routed.id);
      if (!existing) {
        const passageTerms = new Set(termsOf(`${routed.title} ${routed.text} ${routed.keywords ?? ''}`));
        const matched = [...queryTerms].filter((term) => passageTerms.has(term));
        scored.push({ ...routed, score: top * 1.05, matched: matched.length > 0 ? matched : ['switch'] });
      } else existing.score = Math.max(existing.score, top * 1.05);
    }
    scored.sort((a, b) => b.score - a.score);
    return scored.slice(0, limit);
  }

  /** Best passages if any is relevant enough to answer from. */
  function relevant(query: string): ScoredPassage[] {
    const ranked = search(query);
    const best = ranked[0];
    if (!best || best.score < minScore) return [];
    // A plan change whose period passage leads: its concepts, not its words, found it.
    if (routedPassages(query).includes(best.id)) return ranked;
    // Generic words alone ("cost", "Medicare") are not enough, unless the passage's title is the question.
    const queryTerms = termsOf(query);
    const titleTerms = titleTermSets.get(best.id)!;
    if (
      best.matched.every((term) => genericTerms.has(term)) &&
      (questionIntent(query).get(best.topic) ?? 0) < (mentionsMedicareDomain(query) ? 3 : 6) &&
      !(
        queryTerms.length > 0 &&
        titleTerms.size === queryTerms.length &&
        queryTerms.every((term) => titleTerms.has(term))
      )
    )
      return [];
    return ranked;
  }

  /** A term that names a concept of its own: not a generic Medicare word ("plan", "cost") nor a number. */
  const isDistinctive = (term: string) => !genericTerms.has(term) && !/^\$?\d/.test(term);

  /** The question's distinctive terms; a pronoun's contraction is no concept ("I'll" would read as "ill"). */
  function distinctiveTerms(question: string): string[] {
    const words = question
      .replace(/\b(i|you|we|they|he|she|it|that|there|what|who)['’](ll|ve|re|d|m|s)\b/gi, ' ')
      .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi, ' ');
    return termsOf(words).filter(isDistinctive);
  }

  /**
   * The search found a passage, but not for the question's own concepts: none of the distinctive terms it matched
   * (not generic Medicare words or numbers) is really in the passage, which matched on generic words or on a word
   * merely spelt alike ("cancel my old plan" finding a cancer policy). No route, no topic the question
   * names strongly, and no distinctive word matched: the chat says it cannot answer reliably rather than guess.
   */
  function lowConfidence(question: string, ranked: ReadonlyArray<ScoredPassage>): boolean {
    const best = ranked[0];
    if (!best || routedPassages(question).includes(best.id)) return false;
    if (distinctiveTerms(question).length === 0) return false;
    // The search's matched terms include the concepts it read into the question ("open enrollment" as the AEP).
    // "What is the Part B giveback?": a short question asking what a thing is, the thing named in no passage.
    const named = /^(what|whats|what's|wat)\s+(is|are|s)?\s*(a|an|the)?\s*([^?.!,]*?)\s*\??$/i.exec(
      question.trim(),
    );
    // A thing, not a clause ("what time do you close"); an adverb ("exactly", "really") names nothing.
    const thing = (named?.[4] ?? '').replace(/\b\w+ly\b/g, ' ').trim();
    if (
      named &&
      thing.split(/\s+/).length <= 4 &&
      !/\b(do|does|did|you|i|we|they|he|she|it|can|will)\b/.test(thing)
    ) {
      const asked = termsOf(thing);
      const last = asked[asked.length - 1];
      if (last && isDistinctive(last) && !vocabulary.has(last)) return true;
    }
    const terms = passageTermSets.get(best.id);
    if (!terms || best.matched.some((term) => isDistinctive(term) && terms.has(term))) return false;
    return (questionIntent(question).get(best.topic) ?? 0) < 4;
  }

  /**
   * A second topic the question asks about as strongly as the first ("I'm on COBRA and turn 65 in April"): the best
   * passage of that topic, when the question's own words point to it and the search found it.
   */
  function secondTopic(question: string, ranked: ReadonlyArray<ScoredPassage>, covered: ReadonlySet<string>) {
    const intent = questionIntent(question);
    const strong = [...intent.entries()]
      .filter(([topic, weight]) => weight >= 6 && !covered.has(topic))
      .sort((a, b) => b[1] - a[1]);
    for (const [topic] of strong) {
      const passage = ranked.find((candidate) => candidate.topic === topic);
      if (passage && passage.score >= 0.3 * (ranked[0]?.score ?? 0)) return passage;
    }
    return undefined;
  }

  function grounded(question: string, ranked: ScoredPassage[]): ChatAnswer {
    const best = ranked[0]!;
    const composed = composeGrounded(question, ranked);
    let { sentences } = composed;
    const sources = [...composed.sources];
    const second = secondTopic(question, ranked, new Set([best.topic]));
    if (second && second.text !== best.text) {
      const extra = composeGrounded(question, [second], { maxSentences: 2 }).sentences.filter(
        (sentence) => !sentences.includes(sentence),
      );
      if (extra.length > 0) {
        sentences = [...sentences.slice(0, 3), ...extra];
        sources.push({ title: second.title, ...(second.url ? { url: second.url } : {}) });
      }
    }
    // A year that dates an event of the visitor's life ("turned 65 back in 2024", "retired in 2023") asks no figure.
    const eventYears = eventYearsIn(question);
    // "...in 2026 and then 2027": the same figures of each year asked, earliest first.
    const figureKey = /^figure:\d{4}:(.+)$/.exec(best.id)?.[1];
    if (figureKey) {
      const others = yearsIn(question)
        .filter((year) => !eventYears.includes(year) && !yearsIn(sentences.join(' ')).includes(year))
        .map((year) => byId.get(`figure:${year}:${figureKey}`))
        .filter((passage): passage is Passage => passage !== undefined && passage.id !== best.id);
      for (const other of others) {
        const more = composeGrounded(question, [{ ...other, score: best.score, matched: best.matched }], {
          maxSentences: 2,
        }).sentences.filter((sentence) => !sentences.includes(sentence));
        const earlier = yearsIn(other.id)[0]! < yearsIn(best.id)[0]!;
        sentences = earlier ? [...more, ...sentences] : [...sentences, ...more];
        if (more.length > 0) sources.push({ title: other.title, ...(other.url ? { url: other.url } : {}) });
      }
    }
    // Asked about a year the answer does not speak of: say which year the figures are for.
    const answerYears = yearsIn(sentences.join(' '));
    const asked = yearsIn(question).find((year) => !answerYears.includes(year) && !eventYears.includes(year));
    const prefix =
      asked !== undefined && answerYears.length > 0
        ? [asked > Math.max(...answerYears) ? replies.noFigureForYear(asked) : replies.noOldFigures(asked)]
        : [];
    return { message: finish([...prefix, ...sentences], phone), topic: best.topic, sources };
  }

  /** The honest answer when no passage matches the question's concepts (see `lowConfidence`). */
  const notReliable =
    'I cannot answer that reliably in this chat, and I would rather not guess. A licensed advisor can answer it ' +
    'with you in a free consultation, with no obligation.';
  const lostCard = byId.get('knowledge:lost-card') ?? {
    text: replies.sensitiveNumber,
    title: '',
    url: undefined,
  };
  const lostCardSources = lostCard.title
    ? [{ title: lostCard.title, ...(lostCard.url ? { url: lostCard.url } : {}) }]
    : [];
  const servedStates = new Set(content.serviceAreas.map((area) => area.name.toLowerCase()));
  const statesPassage = byId.get('knowledge:agency-states') ?? byId.get('area:all');
  const today = getCycle().date;

  /** "Do y'all do Medicare in Texas?": a state the agency does not serve gets the states it does. */
  function outsideServiceArea(text: string): ChatAnswer | undefined {
    const lower = text.toLowerCase();
    const named = [...lower.matchAll(statePattern)].map((match) => match[1]!);
    if (named.length === 0 || !statesPassage) return undefined;
    if (named.some((state) => servedStates.has(state))) {
      // "My mom lives in Illinois, can your people help her?": the state's page, and where advisors are licensed.
      const area = content.serviceAreas.find((entry) => entry.name.toLowerCase() === named[0]);
      const others = [...topicScores(lower).keys()].filter((topic) => topic !== 'service-area');
      if (
        !area ||
        others.length > 0 ||
        questionParts(text).length > 1 ||
        // Help asked of the agency ("can your people help her?"), not "we get help paying for our prescriptions".
        !/\b(serve|licensed|work with|do (you|u|y'?all)|can (you|u|y'?all|your))\b|\b(you|u|y'?all|yall|your|agency|agents?|advisors?)\b[^.?!]{0,30}\bhelp\b/.test(
          lower,
        )
      )
        return undefined;
      // Asked as a yes/no question ("do you work with people in Tennessee?"): answer it before explaining.
      const yes = /\b(do|does|can|could|are|will|would)\s+(you|u|y'?all|yall|ya|your)\b/.test(lower)
        ? ['Yes.']
        : [];
      return {
        message: finish([...yes, sentences(area.description)[0]!, sentences(statesPassage.text)[0]!], phone),
        topic: 'service-area',
        sources: [{ title: `Medicare help in ${area.name}`, url: `/${area.slug}` }],
      };
    }
    if (
      !/\b(you|u|y'?all|your|do|agency|agents?|advisors?|help|serve|licensed|available|work)\b/.test(
        lower.replace(/\bextra help\b/g, ' '),
      )
    )
      return undefined;
    // "Extra Help limits in Alaska": a Medicare question that names a state, not a question about the agency.
    if ([...topicScores(lower).entries()].some(([topic, weight]) => topic !== 'service-area' && weight >= 6))
      return undefined;
    if (/\b(mov(e|ing)|relocat)/.test(lower)) return undefined;
    return {
      message: finish(sentences(statesPassage.text), phone),
      topic: 'service-area',
      sources: [{ title: statesPassage.title, ...(statesPassage.url ? { url: statesPassage.url } : {}) }],
    };
  }

  /** The clause of a part, without the statements put before it. */
  function clauseOf(part: string): string {
    const pieces = part.split(/(?<=[.!])\s+/);
    return pieces[pieces.length - 1] ?? part;
  }

  /** "Moving from Florida to Tennessee": the moving passage, then the destination state's, when the agency serves it. */
  function movingAnswer(text: string): ChatAnswer | undefined {
    const lower = text.toLowerCase();
    const goingToLive = goingToLivePattern.exec(lower);
    if (!/\b(mov(e|es|ed|ing)|relocat\w*)\b/.test(lower) && !retiringTo.test(lower) && !goingToLive)
      return undefined;
    // "We moved and his Medigap company wants health questions to switch": Medigap's rights, not the move.
    if (
      /\b(medigap|supplement\w*|plan [a-n])\b/.test(lower) &&
      /\b(health questions|underwrit\w*|turn\w* (him|her|me|us) down|switch\w*|change plans?)\b/.test(
        lower,
      ) &&
      !/\b(advantage|part d|drug plan)\b/.test(lower)
    )
      return undefined;
    const moving = byId.get('knowledge:moving');
    const destination = /\bto ([a-z]+(?: [a-z]+)?)\b/g;
    let state: string | undefined;
    for (const match of lower.matchAll(destination)) {
      const words = match[1]!;
      const found = usStates.find(
        (name) => words === name || words.startsWith(`${name} `) || words.split(' ')[0] === name,
      );
      if (found) state = found;
    }
    // "Going to live with my daughter in Tennessee": the state named where they will live.
    if (!state && goingToLive) state = goingToLive[4];
    if (!moving || !state) return undefined;
    const area = content.serviceAreas.find((entry) => entry.name.toLowerCase() === state);
    const out = [...sentences(moving.text)];
    const sources = [{ title: moving.title, ...(moving.url ? { url: moving.url } : {}) }];
    if (area) {
      out.push(sentences(area.description)[0]!);
      sources.push({ title: `Medicare help in ${area.name}`, url: `/${area.slug}` });
    } else if (statesPassage) out.push(sentences(statesPassage.text)[0]!);
    return { message: finish(out, phone), topic: 'moving', sources };
  }

  /** Computed answers for the numbers a question gives, and one grounded part per further clause. */
  function multiPart(text: string): { answer: ChatAnswer; ranked: ScoredPassage[] } | undefined {
    const computed: Computed[] = [];
    // "She turned 65 in October and joined an Advantage plan, can she switch in January?": a change of a plan already
    // chosen, not a first sign-up, so no enrollment window is computed.
    const lower = text.toLowerCase();
    // So is leaving it for another kind of coverage ("joined an Advantage plan at 65, don't like it, can I get a
    // Medigap plan instead?").
    const changesChosenPlan =
      /\b(switch|change|leave|drop|get out|cancel|instead|back to|(do|does|did) ?n'?t like|hates?|hated|unhappy)\w*\b/.test(
        lower,
      ) &&
      /\b(joined|picked|chose|enrolled in|signed up for|got|is in|am in|are in|has|have|had)\b[^.?!]{0,20}\b((advantage|hmo|ppo|part d|drug) plan|medigap|supplement)\b/.test(
        lower,
      );
    // "She turned 65 in April and her Part B started then, can she still get a Medigap policy without health
    // questions?": a Medigap question, whose window follows Part B; the birthday is the scene, not the question.
    const asksMedigap =
      /\b(medigap|supplement\w*|health questions|underwrit\w*)\b/.test(lower) &&
      !/\b(when|window|sign(ing)? up|signup|enroll\w*|apply|initial enrollment|iep)\b/.test(lower);
    // "If I sign up in March, when does it start?": the start of that sign-up, instead of the whole window.
    const start = changesChosenPlan || asksMedigap ? undefined : computeCoverageStart(text, today);
    for (const compute of [
      () => start,
      () => (changesChosenPlan || asksMedigap || start ? undefined : computeIep(text, today)),
      () => computeIrmaa(text, planYear),
      () => computePartBPenalty(text, planYear),
      () => computeExtraHelp(text, planYear),
      () => computePartDPenalty(text, planYear),
    ]) {
      const result = compute();
      if (result) computed.push(result);
    }
    const parts = questionParts(text);
    if (computed.length === 0 && parts.length < 2) return undefined;
    const covered = new Set<string>(computed.map((result) => result.topic));
    const computedTopics: ReadonlySet<string> = new Set(covered);
    const out: string[] = computed.flatMap((result) => result.sentences);
    const sources: ChatAnswer['sources'] = computed.map((result) => result.source);
    const usedIds = new Set<string>();
    let allRanked: ScoredPassage[] = [];
    let firstTopic: string | undefined = computed[0]?.topic;
    for (const part of parts.slice(0, 3)) {
      // The clause alone first; the scene ("I turn 65 in March.") only when the clause needs it.
      const clause = clauseOf(part);
      // A scene that points strongly to a topic the clause alone does not ("I'm 64. When do I sign up?") is needed.
      const clauseIntent = questionIntent(clause);
      // (A clause with a topic of its own, "...is there a penalty?", is searched alone first.)
      const sceneMatters =
        !entityPattern.test(clause) &&
        !(part !== parts[0] && [...clauseIntent.values()].some((weight) => weight >= 4)) &&
        [...questionIntent(part).entries()].some(
          ([topic, weight]) => weight >= 6 && (clauseIntent.get(topic) ?? 0) < 6,
        );
      // "Can they change now, and is it too late?": a later clause that names nothing of its own (no kind of coverage,
      // no topic) repeats the question before it, which is answered already.
      if (
        part !== parts[0] &&
        usedIds.size > 0 &&
        !entityPattern.test(clause) &&
        /\b(it|that|this|they|them)\b/i.test(clause) &&
        ![...clauseIntent.values()].some((weight) => weight >= 4) &&
        clause
          .replace(/[^a-z ]/gi, ' ')
          .trim()
          .split(/\s+/).length <= 5
      )
        continue;
      let ranked = clause !== part && !sceneMatters ? relevant(clause) : [];
      if (ranked.length === 0) ranked = relevant(part);
      const top = ranked[0];
      if (!top) continue;
      // The computed answer already answers this clause.
      // (A later clause of the same topic with no numbers of its own, "...and can I appeal?", still gets its answer.)
      if (
        (computedTopics.has(top.topic) && (/\d/.test(clause) || top.kind === 'figure')) ||
        (computed.length > 0 && parts.length === 1)
      )
        continue;
      // A passage an earlier part already used: the next one of the same topic, close enough, answers this part
      // ("what does Plan G cover, and what does it cost").
      if (usedIds.has(top.id)) {
        // ...unless the same passage has other sentences for it ("the hospital deductible, and what do you pay in a
        // nursing home after day 20": one figure passage, two of its sentences).
        const again = pickSentences(top, new Set(termsOf(clause)), 1).filter(
          (sentence) => !out.includes(sentence) && overlapsQuestion(sentence, clause),
        );
        if (again.length > 0) {
          out.push(...again);
          continue;
        }
        const next = ranked.find(
          (candidate) =>
            !usedIds.has(candidate.id) && candidate.topic === top.topic && candidate.score >= 0.4 * top.score,
        );
        if (!next) continue;
        ranked = [next, ...ranked.filter((candidate) => candidate !== next && !usedIds.has(candidate.id))];
      }
      const best = ranked[0]!;
      const extra = composeGrounded(part, ranked, { maxSentences: parts.length > 1 ? 2 : 3 });
      const fresh = extra.sentences.filter((sentence) => !out.includes(sentence));
      if (fresh.length === 0) continue;
      out.push(...fresh);
      sources.push(...extra.sources);
      usedIds.add(best.id);
      covered.add(best.topic);
      firstTopic ??= best.topic;
      allRanked = [...allRanked, ...ranked];
    }
    if (computed.length > 0) {
      const second = secondTopic(text, search(text), covered);
      if (second && !usedIds.has(second.id)) {
        const extra = composeGrounded(text, [second], { maxSentences: 2 }).sentences.filter(
          (sentence) => !out.includes(sentence),
        );
        out.push(...extra);
        if (extra.length > 0)
          sources.push({ title: second.title, ...(second.url ? { url: second.url } : {}) });
      }
    }
    if (out.length === 0 || firstTopic === undefined) return undefined;
    if (computed.length === 0 && usedIds.size < 2) return undefined;
    return { answer: { message: finish(out, phone), topic: firstTopic, sources }, ranked: allRanked };
  }

  /**
   * A figure passage says what the amount was the year before ("(it was $1,676 in 2025)"): kept for a question about
   * the change or about that year, left out otherwise, so an answer gives only the amount of the year asked.
   */
  function analyze(message: string): RetrievalAnalysis {
    const analysis = analyzeQuestion(message);
    const asksChange =
      /\b(go(es|ing)? up|went up|gone up|rais\w*|increas\w*|rise|rising|rose|chang\w*|last year|previous\w*|compar\w*|differen\w*|jump\w*|used to|went down|lower than|higher than)\b/i.test(
        message,
      );
    if (asksChange) return analysis;
    const askedYears = yearsIn(message.toLowerCase());
    const trimmed = analysis.answer.message.replace(priorYearNote, (note: string, year: string) =>
      askedYears.includes(Number(year)) ? note : '',
    );
    return trimmed === analysis.answer.message
      ? analysis
      : { ...analysis, answer: { ...analysis.answer, message: trimmed } };
  }

  function analyzeQuestion(message: string): RetrievalAnalysis {
    const original = message.trim();
    // Personal numbers are looked for in the message as typed; everything else reads it with typos corrected.
    const text = correct(original);
    if (isEmergency(text)) return finalAnswer(finish([replies.emergency], phone), 'emergency', 'emergency');

    if (containsPersonalIdentifier(original)) {
      const warning = containsSensitiveNumber(original) ? replies.sensitiveNumber : replies.personalDetails;
      const rest = correct(redactSensitiveNumbers(original)).replace(numberWords, ' ');
      if (asksAboutLostCard(rest))
        return finalAnswer(
          finish([warning, lostCard.text], phone),
          'sensitive-number',
          'sensitive-number',
          lostCardSources,
        );
      const ranked =
        isOffTopicByKeyword(rest) || isPolitics(rest)
          ? []
          : relevant(rest).filter((passage) => passage.topic !== 'privacy' && passage.score >= 3 * minScore);
      const extra = ranked.length > 0 ? composeGrounded(rest, ranked, { maxSentences: 2 }) : undefined;
      return finalAnswer(
        finish([warning, ...(extra?.sentences ?? [])], phone),
        'sensitive-number',
        'sensitive-number',
        extra?.sources,
      );
    }

    if (isPolitics(text)) return finalAnswer(finish([replies.politics], phone), 'off-topic', 'politics');
    if (isMedicalAdvice(text))
      return finalAnswer(finish([replies.medicalAdvice], phone), 'medical-advice', 'medical-advice');
    // "Are you a real person? And what states do you work in?": who answers, then the rest of the question.
    const firstParts = questionParts(text);
    if (firstParts.length > 1 && asksAboutAssistant(clauseOf(firstParts[0]!))) {
      const rest = analyze(firstParts.slice(1).map(clauseOf).join(' '));
      const closing = closingLine(phone);
      const restMessage = rest.answer.message.endsWith(closing)
        ? rest.answer.message.slice(0, -closing.length).trim()
        : rest.answer.message;
      // A rest that is no Medicare question adds nothing to who answers.
      const more = rest.answer.guardrail === 'off-topic' ? [] : [restMessage];
      return finalAnswer(
        finish([replies.identity, ...more], phone),
        'assistant-identity',
        'assistant-identity',
        rest.answer.sources,
      );
    }
    if (asksAboutAssistant(text))
      return finalAnswer(finish([replies.identity], phone), 'assistant-identity', 'assistant-identity');
    if (isGreeting(text)) return finalAnswer(finish([replies.greeting], phone), 'greeting', 'greeting');
    if (isThanks(text)) return finalAnswer(finish([replies.thanks], phone), 'thanks', 'thanks');
    if (asksAboutLostCard(text))
      return finalAnswer(finish([lostCard.text], phone), 'privacy', undefined, lostCardSources);

    if (isRecommendation(text)) {
      // The general information most useful next to "I cannot recommend" explains who each option may suit.
      const asked = text.replace(recommendationNoise, ' ');
      const general = `${asked} best may suit`;
      const ranked = relevant(general).filter((passage) => !namesCarrier(passage.text));
      // What the question itself is about ("switch from F to G", "for my drugs", "the $0 plan's catch"), when that
      // is not the plan choice the "may suit" passages explain: its sentences first, then who each option may suit.
      // Picking for one's medicines is answered by how to compare drug plans; never by the product blurbs of the
      // coverage lists ("What to know: ...") or by the agency's own service (a "take" is no first call).
      const forMedicines =
        /\b(meds|medications?|medicines?|drugs?|prescriptions?|pills|(i|he|she|we) takes?|taking|formulary|part d|drug plans?)\b/i.test(
          asked,
        );
      const topicalQuery = forMedicines ? `${asked} choose a drug plan drug list` : asked;
      const topical = relevant(topicalQuery).filter(
        (passage) =>
          !namesCarrier(passage.text) &&
          passage.kind !== 'coverage' &&
          passage.kind !== 'service' &&
          passage.topic !== 'our-service' &&
          passage.topic !== 'agency',
      );
      const own =
        topical[0] && topical[0].id !== ranked[0]?.id
          ? composeGrounded(topicalQuery, topical, { maxSentences: 2 }).sentences.filter(
              (sentence) => !/^(Yes|No)\b[^.]{0,20}\.$/.test(sentence),
            )
          : [];
      // Who each option may suit is written for Medigap's letters: a question about another kind of coverage has its
      // own answer instead.
      const aboutOtherCoverage =
        own.length > 0 &&
        (forMedicines || /\b(advantage|part d|drug plans?|hmo|ppo)\b/i.test(asked)) &&
        !/\b(medigap|supplement\w*|plan [a-n]|letters?)\b/i.test(asked);
      const extra =
        ranked.length > 0 && !aboutOtherCoverage
          ? composeGrounded(general, ranked, { maxSentences: own.length > 0 ? 1 : 2 })
          : undefined;
      const sentencesOut = [
        ...own,
        ...(extra?.sentences ?? []).filter((sentence) => !own.includes(sentence)),
      ];
      return finalAnswer(
        finish([replies.recommendation, ...sentencesOut], phone),
        'plan-recommendation',
        'plan-recommendation',
        [
          ...(own.length > 0
            ? [{ title: topical[0]!.title, ...(topical[0]!.url ? { url: topical[0]!.url } : {}) }]
            : []),
          ...(extra?.sources ?? []),
        ],
      );
    }

    if (isOffTopicByKeyword(text))
      return finalAnswer(finish([replies.offTopic], phone), 'off-topic', 'off-topic');

    const moved = movingAnswer(text);
    if (moved) return { kind: 'grounded', answer: moved, passages: [], question: text };
    const outside = outsideServiceArea(text);
    if (outside) return { kind: 'grounded', answer: outside, passages: [], question: text };

    const multi = multiPart(text);
    if (multi)
      return { kind: 'grounded', answer: multi.answer, passages: multi.ranked.slice(0, 5), question: text };

    // No Medicare word, no topic the words point to, nothing about the agency: not a Medicare question ("what's
    // 2+2", "where can I buy a cheap car"), whatever words a passage happens to share with it.
    if (
      !mentionsMedicareDomain(text) &&
      !namesCarrier(text) &&
      ![...questionIntent(text).values()].some((weight) => weight >= 4) &&
      !/\b(you|your|u|ur|y'?all|yall|agency|agents?|advisors?|office|phone|call|human|person|someone|licensed|hours|consultation|appointment|iep|gep|sep|oep|aep|ma|mapd|pdp|lis|snp|d-snp|mbi|5[- ]star|five[- ]star|union|cobra|tricare|va|hsa|evenings?|saturdays?|sundays?|weekends?|open|65th|sixty|birthday|born|turning|card|number|mom|mother|dad|father|husband|wife|spouse|parents?|window|deadline|period|ssdi|disabled|government|federal|site|website|qualify|eligib\w*|apply|sign(ing|ed|s)?[- ]?ups?|enrol\w*|register\w*|registration|cost|costs|pay|paying|price|penalt\w*|late|switch|change|cancel|drop|jan|january|feb|february|mar|march|oct|october|nov|november|dec|december)\b/i.test(
        text,
      )
    )
      return finalAnswer(finish([replies.offTopic], phone), 'off-topic', 'off-topic');
    const ranked = relevant(text);
    // A Medicare question no passage answers: one naming a concept of its own ("does Medicare pay for a wheelchair
    // ramp?") is told plainly that the chat cannot answer it reliably; a vague or very short one ("medicare stuff")
    // is asked for more.
    if (ranked.length === 0)
      return !mentionsMedicareDomain(text)
        ? finalAnswer(finish([replies.offTopic], phone), 'off-topic', 'off-topic')
        : distinctiveTerms(text).length > 0 && tokenize(text).length >= 4
          ? finalAnswer(finish([notReliable], phone), 'unclear', undefined)
          : finalAnswer(finish([replies.unclear], phone), 'unclear', 'off-topic');

    // Nothing distinctive matched and no Medicare word at all ("is it gonna freeze tonight, should I cover my
    // plants?"): not a Medicare question; with a Medicare word, one the chat cannot answer reliably.
    if (lowConfidence(text, ranked))
      return mentionsMedicareDomain(text)
        ? finalAnswer(finish([notReliable], phone), 'unclear', undefined)
        : finalAnswer(finish([replies.offTopic], phone), 'off-topic', 'off-topic');

    return { kind: 'grounded', answer: grounded(text, ranked), passages: ranked.slice(0, 5), question: text };
  }

  return {
    name: 'retrieval',
    passages,
    phone,
    planYear,
    search,
    analyze,
    async answer(message: string): Promise<ChatAnswer> {
      return analyze(message).answer;
    },
  };
}

// What a search query asks, read once before the passages are scored: the query rewritten and extended (the topic's
// own words, a job's), the years it asks figures for, its topic intent, the routed passages, and what it asks about
// (when, an amount, a definition, Medigap rights, the agency...).
import { employerSizeIn, initialEnrollmentOver, saysJobCoverage, saysNoJobCoverage } from '../situations.ts';
import { eventYearsIn, termsOf, yearsIn } from '../text.ts';
import { questionIntent } from './intent.ts';
import { changeOutsideAep } from './outside-aep.ts';
import { situationTerms } from './passage-index.ts';
import { expandQuery, withoutHomeState } from './query-expansion.ts';
import { routedPassages } from './routing.ts';
import { statePattern } from './us-states.ts';

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

/** Reads a raw query: what it asks, for `search` to score passages by, on the engine's build date `today`. */
export function readQuery(rawQuery: string, today: string) {
  const [year, month] = today.split('-').map(Number);
  const todayParts = { year: year!, month: month! };
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
  // "Does Florida have its own Medigap rules?": a state's rules or rights, the birthday rule among them.
  const asksStateRules = asksBirthdayRule || /\b(rules?|rights?|laws?|guaranteed[- ]issue)\b/i.test(query);
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
  const namesPlanGOrN = /\bplans? [gn]\b|\b[gn] (vs\.?|or|and|versus)\b|\b(vs\.?|or|and|versus) [gn]\b/i.test(
    query,
  );
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
    !/\b(how much|cost\w*|price|premiums?|amount|pay|paid|charge\w*|deductibles?|percent|%)|\$/i.test(query);
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
  const intent = questionIntent(query, today);
  // A plan change read by its concepts (what changes, who is in which plan, when), or staying in a plan: the
  // passages of its period.
  // ...but not an amount asked while choosing a plan ("what will the Part B premium be in 2027? I'm picking a plan").
  const asksAmountOfCoverage =
    /\b(what|how much) (will|would|is|are|'s|does|do)? ?(the |my |her |his |our )?(part [abd] |medicare |drug plan |part d plan )?(premium|deductible|cost|price)s?\b/i.test(
      rawQuery,
    ) && /\b(part [abd]|medicare)\b/i.test(rawQuery);
  const periodBoost = new Map(
    (asksAsNewEnrollee || asksAmountOfCoverage ? [] : routedPassages(rawQuery, today)).map((id, rank) => [
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
  const windowOver = initialEnrollmentOver(rawQuery.toLowerCase(), today);
  // IRMAA passages answer questions about premiums or income: a life event alone ("my husband died, can I change
  // my plan?") is not one, whatever words the appeal passage lists.
  const asksPremiumOrIncome =
    /\b(irmaa|premiums?|incomes?|magi|earn\w*|tax\w*|pay\w*|cost\w*|appeal\w*|ssa-?44|brackets?|surcharge|charg\w*|bill\w*|letter|more|higher|extra|amount|how much|\d+k?)\b|\$/i.test(
      rawQuery,
    );
  if (statesEmployerSize) queryTerms.add('size');
  const querySituations = [...queryTerms].some((term) => situationTerms.has(term) && term !== 'size');
  const queryStates = new Set([...query.toLowerCase().matchAll(statePattern)].map((match) => match[1]!));
  return {
    definition,
    years,
    asksBirthdayRule,
    asksStateRules,
    asksWhen,
    asksAsProfessional,
    asksMedigapRights,
    namesAdvantage,
    asksMedigapSwitch,
    asksOutsideAep,
    namesTricare,
    asksHours,
    namesPlanGOrN,
    definedTerm,
    asksEnd,
    asksTimingOnly,
    namesAnAmount,
    asksForAmount,
    asksStatesServed,
    asksNextPeriod,
    asksAsNewEnrollee,
    addressesAgency,
    asksDifference,
    intent,
    periodBoost,
    searchQuery,
    noJobCoverage,
    queryTerms,
    statesEmployerSize,
    windowOver,
    asksPremiumOrIncome,
    querySituations,
    queryStates,
  };
}

// Whether a message is about Medicare: the domain's words, subjects the chat does not discuss (weather, sports,
// recipes, other insurance, plans that are not Medicare plans...), and partisan politics, never discussed.
import { plain } from './plain.ts';

/** Words of the Medicare domain: a message with one of them is not off-topic by keyword. */
const domainPattern =
  /\b(medicare|medigap|medicaid|advantage|part [abcd]|plan [a-n]|plans?|premiums?|deductibles?|enroll\w*|sign(ing)? up|irmaa|drugs?|prescriptions?|medicines?|medications?|doctors?|hospitals?|insurance|coverage|covered|penalt\w+|extra help|social security|aep|copays?|coinsurance|networks?|supplements?|carriers?|advisors?|agents?|consultation|benefits?|dental|vision|hearing|65|retire\w*|ssa|cms|hmo|ppo|pharmacy|pharmacies|claims?|subsidy|disability|health|ssn|mbi)\b/;

/** Subjects the chat does not discuss, unless the message is also about Medicare. */
const offTopicPattern =
  /\b(weather|forecast|rain(ing)?|snow(ing)?|sunny|football|baseball|basketball|soccer|hockey|golf|tennis match|nfl|nba|mlb|nhl|super bowl|world series|playoffs?|touchdown|recipes?|cook(ing)?|bake|baking|casserole|ingredients?|dinner|lunch|breakfast|jokes?|riddles?|funny|code|coding|javascript|typescript|python|programming|html|css|sql|software|stocks?|bitcoin|crypto\w*|lottery|movies?|songs?|poems?|horoscope|dating|homework|essay|translate|capital of|who won|who\b[^.?!]{0,25}\b(wins?|win it|gonna win|going to win)|games?|teams?|championships?|tournaments?|matchups?)\b/;

/** Partisan politics and elections: never discussed, even about Medicare. */
const politicsPattern =
  /\b(elections?|vot(e|es|ed|ing|ers?)|democrats?|democratic party|republicans?|gop|trump|biden|harris|obama|political|politics|politicians?|liberals?|conservatives?|left-wing|right-wing|maga)\b/;

/** Plans that are not Medicare plans: phone, data, meal, workout, payment, savings plans. */
export const nonMedicarePlanPattern =
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
export const strongDomainPattern =
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

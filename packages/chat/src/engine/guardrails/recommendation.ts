// A request for a plan or company recommendation: the carriers' names, and the detector that reads a choice, an
// opinion or a ranking asked about a plan or a company (pick.ts reads the request's structure).
import { pickDetector } from '../pick.ts';
import { isOffTopicByKeyword, nonMedicarePlanPattern, strongDomainPattern } from './off-topic.ts';
import { plain } from './plain.ts';

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

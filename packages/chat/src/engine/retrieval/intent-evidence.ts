// The question-only evidence of a question's intent (the passage classifier never sees these): what people say for
// each topic, from the birthday rule to a job's coverage, a 65th birthday, IRMAA appeals and the monthly cost; last,
// the adjustments that read the weights so far (coverage from work, an appeal, no job coverage). Runs after the rules
// of intent.ts, in this order.
import { employerSizeIn, initialEnrollmentOver, saysJobCoverage, saysNoJobCoverage } from '../situations.ts';
import { aepOpenOn } from './outside-aep.ts';
import { appealsPremiumPattern } from './routing.ts';

/**
 * Adds the question-only evidence of `lower` (a lower-cased question) to `intent`, through `add`; `today` is the
 * engine's build date (YYYY-MM-DD), which "is it too late?" is read against.
 */
export function addQuestionOnlyIntent(
  lower: string,
  intent: Map<string, number>,
  add: (topic: string, weight: number) => void,
  today: string,
): void {
  const medigap = /medigap|supplement/.test(lower);
  const advantage = /advantage|part c\b/.test(lower);
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
    aepOpenOn(today) &&
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
    initialEnrollmentOver(lower, today) &&
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
}

// Plan changes by their key concepts: a change of plan (switch, leave, drop, join, go back), who makes it (already in
// a Medicare Advantage plan, or in Original Medicare with or without a drug plan) and when (now, a date or a month, or
// after the December 7 deadline). From these, the enrollment period that applies, and the passages that state it.
// The date "now" is the build date, so "is it too late?" is read against the season the site is built for.

export type ChangeTime = 'annual' | 'january-march' | 'after-annual' | 'mid-year';

export interface PlanChange {
  /** When the change would be made. */
  time: ChangeTime;
  /** The visitor (or the person asked about) is already in a Medicare Advantage plan. */
  advantageMember: boolean;
  /** The change leaves Medicare Advantage for Original Medicare. */
  backToOriginal: boolean;
  /** The question names the period ("during the AEP"): it asks what the period allows, not when it is. */
  periodNamed: boolean;
}

const monthIndex: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** The period a month and day fall in (day 0: the month as a whole). */
function periodOf(month: number, day: number): ChangeTime {
  if (month <= 3) return 'january-march';
  if ((month === 10 && (day === 0 || day >= 15)) || month === 11 || (month === 12 && day <= 7 && day > 0))
    return 'annual';
  if (month === 12) return 'after-annual';
  return 'mid-year';
}

/** A plan change: a verb of changing next to a plan or a kind of coverage. */
const changePattern =
  /\b(switch\w*|chang\w*|leav\w*|drop\w*|get out|want out|wants out|go(ing)? back|join\w*|pick\w* (a |another |a new |a different |a cheaper |a better )?(one|plan)|cancel\w*|disenroll\w*|new plan|another plan|different plan|cheaper one|locked in|stuck with|go(ing|es)? (from|over to|into|onto)|sign\w* up for (a |an |the )?(new |different |another )|enroll\w* in (a |an )?(new |different |another ))\b/;
const planPattern =
  /\b(plans?|advantage|part d|drug plans?|hmo|ppo|original medicare|regular medicare|coverage|part c)\b/;

/** Situations with periods of their own: a first enrollment, a job, a move, Medigap rights, Medicaid. */
const otherSituation =
  /\b(turn\w* 65|birthday|job|employer|retir\w*|cobra|mov(e|ed|ing)|relocat\w*|medigap|supplement|bday|b-day|plan [a-n]|medicaid|extra help|just got medicare|new to medicare|first (got|get|gets|joined)|just (joined|signed|enrolled|got)|5[- ]star|five[- ]star)\b/;

/** Already in a Medicare Advantage plan ("my HMO", "out of my Advantage plan", "go back to Original Medicare"). */
const advantageMemberPattern =
  /\b(my|his|her|their|our|mom'?s|moms|dad'?s|dads|mother'?s|father'?s|husband'?s|wife'?s|the) (\w+ ){0,2}(advantage|hmo|ppo|part c|ma)( plan)?\b|\b(in|on|out of|leav\w*|left|drop\w*|hates?|hated|stuck with|locked in(to)?|enrolled in) (a |an |my |his |her |the |this )?(\w+ ){0,2}(advantage|hmo|ppo|part c)\b|\bback to (original|regular|traditional) medicare\b|\bfrom (a |an |my |his |her |the |our )?(medicare )?(advantage|hmo|ppo|part c)\b|\b(switch\w*|chang\w*|swap\w*) (\w+ )?(advantage|ma|hmo|ppo) plans\b|\banother (advantage|ma|hmo|ppo)\b|\b(during|in|use) the (ma |medicare advantage )?oep\b/;

/** In Original Medicare, perhaps with a drug plan, and not in Medicare Advantage. */
const originalMemberPattern =
  /\b(has|have|had|on|with|in|got) (original|regular|traditional|straight) medicare\b/;

/** Words of "now": the change would be made today. */
const nowPattern =
  /\b(now|right now|today|currently|still|too late|to late|yet|in time|this week|next week|tomorrow|wait)\b/;

/** "After December 7", "missed the deadline". */
const afterAnnualPattern =
  /\b(after (the )?(aep|annual enrollment|december 7|dec 7|deadline)|miss(ed|es|ing)? (the )?(aep|annual enrollment|open enrollment|december 7|dec 7|deadline)|forgot to (change|switch))\b/;

/** A period named as the time of a change: "during the AEP", "in the OEP". */
const namedPeriodPattern =
  /\b(during|in|at) (the )?(aep|annual enrollment( period)?|fall open enrollment|((ma|medicare advantage) )?oep|advantage open enrollment( period)?)\b/;

/** The time a question names for the change: a date, a month, mid-year, or "now". */
function timeOf(lower: string, today: { month: number; day: number }): ChangeTime | undefined {
  if (afterAnnualPattern.test(lower)) return 'after-annual';
  if (/\b(middle of the year|mid[- ]?year|any ?time|whenever|during the year)\b/.test(lower))
    return 'mid-year';
  // "During the AEP", "in the OEP": the period named.
  if (/\b(during|in|at) (the )?(aep|annual enrollment( period)?|fall open enrollment)\b/.test(lower))
    return 'annual';
  if (
    /\b(during|in|at) (the )?((ma|medicare advantage) )?(oep|advantage open enrollment( period)?)\b/.test(
      lower,
    )
  )
    return 'january-march';
  // "Do I have to wait till January?": whether it can be done now.
  if (/\b(have to|need to|got to|gotta|must|should (i|we|she|he)) wait (till|until|til|for|to)\b/.test(lower))
    return periodOf(today.month, today.day);
  // "Today is Nov 25", "on December 3": a date.
  const date =
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2})(st|nd|rd|th)?\b(?! (to|-|through|and) )/.exec(
      lower,
    );
  if (date && !/\b(deadline|last day)\b/.test(lower.slice(date.index, date.index + 30)))
    return periodOf(monthIndex[date[1]!]!, Number(date[2]));
  // "In February", "between Jan and March", "the January to March window".
  const month =
    /\b(in|during|by|until|till|before|between|from|the|this|next|come|its|it's|it is|now) (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.exec(
      lower,
    );
  if (month) return periodOf(monthIndex[month[2]!]!, 0);
  if (
    /\b(this|in the) (fall|autumn)\b|\bfor next year\b|\bfor 20\d\d\b|\b(for|starting|by) (jan|january)( 1(st)?)?( 20\d\d)?\b/.test(
      lower,
    )
  )
    return 'annual';
  if (nowPattern.test(lower)) return periodOf(today.month, today.day);
  return undefined;
}

/**
 * The plan change a question asks about, or undefined when it is not one (or is one with its own rules: a first
 * enrollment, a job, a move, Medigap). `today` is the build date (YYYY-MM-DD).
 */
export function planChangeOf(text: string, today: string): PlanChange | undefined {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  // "Can I still switch?": switching, in this chat, is switching plans.
  const bareSwitch =
    /\b(still|can (i|we|he|she|they)|too late to) (switch|change)\s*(plans?|over|it)?\s*[?.!]*$/.test(lower);
  if (!changePattern.test(lower) || !(planPattern.test(lower) || bareSwitch) || otherSituation.test(lower))
    return undefined;
  const [, month, day] = today.split('-').map(Number);
  const time = timeOf(lower, { month: month!, day: day! });
  if (!time) return undefined;
  const advantageMember = advantageMemberPattern.test(lower) && !originalMemberPattern.test(lower);
  const backToOriginal =
    /\b(original|regular|traditional|straight) medicare\b/.test(lower) && advantageMember;
  const periodNamed = namedPeriodPattern.test(lower);
  return { time, advantageMember, backToOriginal, periodNamed };
}

/**
 * Passages (by id) that state the period of a plan change, best first: each is boosted in the search. Ids missing
 * from the content are ignored by the caller.
 */
export function planChangePassages(change: PlanChange): string[] {
  switch (change.time) {
    case 'annual':
      // Open now (or at the time named): its closing date and the January 1 start; leaving Advantage for Original
      // Medicare is one of the changes it allows.
      // Named as the time ("can I drop my drug plan during the AEP?"): what it allows.
      if (change.periodNamed)
        return change.backToOriginal
          ? ['page:annual-enrollment-period:what-you-can-change', 'aep:faq:what-can-i-change']
          : ['deadline:annual-enrollment-period', 'page:annual-enrollment-period:what-you-can-change'];
      return change.backToOriginal
        ? ['knowledge:aep-vs-oep', 'aep:faq:what-can-i-change']
        : ['aep:faq:when-is-aep', 'faq:when-can-i-switch-plans'];
    case 'january-march':
      // The Medicare Advantage window is for its members only; with Original Medicare, the next AEP.
      return change.advantageMember
        ? ['faq:medicare-advantage-open-enrollment', 'deadline:medicare-advantage-open-enrollment']
        : ['knowledge:change-plan-outside-aep', 'knowledge:aep-vs-oep'];
    case 'after-annual':
      return ['aep:faq:what-if-i-miss-it', 'page:annual-enrollment-period:after-december-7'];
    case 'mid-year':
      return ['knowledge:change-plan-outside-aep'];
  }
}

/** Staying in a plan: "do I have to re-enroll every year?", "what if I do nothing?", "does my plan roll over?". */
const renewalPattern =
  /\b(re[- ]?enroll\w*|re[- ]?new\w*|re-?up|roll(s|ed)? over|carr(y|ies) over|automatic\w*|auto[- ]?renew\w*|continues?|do nothing|does nothing|keep (my|the same|our|his|her) plan|stay (in|on|with) (my|the same|our|his|her) plan|like (my|our|his|her) plan|happy with (my|our|his|her) plan)\b/;

/** True for a question about keeping a plan into the next year without doing anything. */
export function asksAboutRenewal(text: string): boolean {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  return (
    renewalPattern.test(lower) &&
    /\b(plans?|coverage|advantage|part d|every year|each year|next year|open enrollment|aep|annual enrollment)\b/.test(
      lower,
    ) &&
    !otherSituation.test(lower)
  );
}

/** "Is open enrollment over?", "is the AEP still open?": whether the period is open on the build date. */
const stillOpenPattern =
  /\b(open enrollment|aep|annual enrollment( period)?|enrollment period|enrollment)\b[^.?!]{0,15}\b(over|still open|open (now|yet|still)|closed|ended|finished|done|still going|going on|still on)\b|\b(is|are) (it|we|you|they) still (open|in (it|the aep|open enrollment))\b/;

/** "Did I miss it already?" about the plan-change season ("...got my notice of change, did I miss enrollment?"). */
const missedPattern =
  /\b(did|have|has) (i|we|she|he|they) (already )?miss(ed)?\b|\bmissed it\b|\b(too late|already over)\b/;
const seasonPattern =
  /\b(aep|annual|open enrollment|notice of change|anoc|(change|switch)\w* (my |our |her |his )?plans?|copays?)\b/;

/** "When does my new plan start?": when a plan chosen in a change of plans starts (never a first enrollment's). */
const newPlanStartPattern =
  /\bwhen (does|do|will|would|is|did) (my |the |our |his |her |their |a |this |that )?(new )?(plan|coverage|drug plan|advantage plan|part d plan|one|new one|change|changes|switch)\b[^?.!]{0,25}\b(start|starts|begin|begins|kick in|take effect|go into effect|become effective|be effective|effective)\b/;

/** "What can I do now?", "what are my options in April?": what the season allows now, or in the month named. */
const whatNowPattern =
  /\bwhat (can|could|may|should) (i|we|she|he|they) (do|change|switch)\b|\bwhat (are|r) (my|our|her|his|the) (options|choices)\b/;
const nowOrMonthPattern =
  /\b(now|right now|today|this month|this time of year|at this point|(in|during) (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/;

/** Passages (by id) that answer a question by the period it is about, best first; none for other questions. */
export function periodPassagesFor(text: string, today: string): string[] {
  const [, month, day] = today.split('-').map(Number);
  const lowered = text.toLowerCase().replace(/[’‘]/g, "'");
  // "When does my new plan start?", "if I switch now, when does the new one start?": the start of a chosen plan.
  if (
    newPlanStartPattern.test(lowered) &&
    /\b(new|switch\w*|chang\w*|aep|open enrollment|annual enrollment|pick\w*|chose|chosen|choose)\b/.test(
      lowered,
    ) &&
    !/\b(part [ab]|medigap|supplement|sign\w* up|turn\w* 65|65|birthday|retir\w*|job|employer|cobra)\b/.test(
      lowered,
    )
  )
    return ['knowledge:new-plan-start'];
  // "What can I do now?", "what are my options in April?": the changes the season (or the month named) allows.
  if (
    whatNowPattern.test(lowered) &&
    nowOrMonthPattern.test(lowered) &&
    !otherSituation.test(lowered) &&
    // "I missed my chance to sign up for Part B, what can I do now?": a first enrollment's windows.
    !/\b(part [ab]|sign\w* up|signup|miss\w*|late|penalt\w*|irmaa|extra help|medicaid|card|number)\b/.test(
      lowered,
    )
  ) {
    const named = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.exec(lowered);
    const time = named ? periodOf(monthIndex[named[1]!]!, 0) : periodOf(month!, day!);
    // A month named as a whole: its own period, or today's when it is this month.
    const current = named && monthIndex[named[1]!] === month ? periodOf(month!, day!) : time;
    return planChangePassages({
      time: current,
      advantageMember: false,
      backToOriginal: false,
      periodNamed: false,
    });
  }
  // Asked while the season is open, "did I miss it?" is answered with its dates: not yet.
  const lowerText = text.toLowerCase();
  if (
    periodOf(month!, day!) === 'annual' &&
    missedPattern.test(lowerText) &&
    seasonPattern.test(lowerText) &&
    !otherSituation.test(lowerText)
  )
    return ['aep:faq:when-is-aep'];
  if (stillOpenPattern.test(text.toLowerCase()) && !otherSituation.test(text.toLowerCase())) {
    const now = periodOf(month!, day!);
    if (now === 'annual') return ['aep:faq:when-is-aep'];
    if (now === 'january-march')
      return ['deadline:medicare-advantage-open-enrollment', 'knowledge:aep-vs-oep'];
    return ['knowledge:next-aep'];
  }
  const change = planChangeOf(text, today);
  if (change) return planChangePassages(change);
  // "What should I check before I keep my plan?": what to review, not whether the plan renews.
  if (
    asksAboutRenewal(text) &&
    !/\bwhat (should|do|must|shall) (i|we|she|he|they) (be )?(check|review|look|compar)\w*/.test(
      text.toLowerCase(),
    )
  )
    return ['page-faq:annual-enrollment-period:1'];
  // "What happens if I miss the AEP?": what is left after December 7.
  const lower = text.toLowerCase();
  if (afterAnnualPattern.test(lower) && !otherSituation.test(lower))
    return ['aep:faq:what-if-i-miss-it', 'page:annual-enrollment-period:after-december-7'];
  return [];
}

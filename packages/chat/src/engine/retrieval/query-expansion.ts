// A question rewritten before search: the home state left out when it is only the scene, and the words the question
// means but does not say added ("the best time" → when, "next year" → the year, a small employer → the employer-size
// rule, "are you free?" → what the agency's help costs, ...).
import { termsOf, yearsIn } from '../text.ts';
import { entityPattern, referentPattern } from './question-parts.ts';

/**
 * "I'm in Florida, when is the AEP?", "I'm in Memphis, Tennessee": the state (and city) where the visitor lives is the scene, and a passage that merely lists
 * the state (the birthday-rule states) must not win on it. Kept when the state's own rules, plans or the agency's
 * help there are asked about.
 */
export function withoutHomeState(query: string): string {
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
 * Whether a text names an insurance company: set by each engine when it is created, from its content's carriers. It is
 * one for the whole module, so in a process with several engines the one created last decides for all of them.
 */
let namesCarrierIn: (text: string) => boolean = () => false;

/** Sets how `expandQuery` finds an insurance company's name (see `namesCarrierIn`). */
export function setNamesCarrierIn(namesCarrier: (text: string) => boolean): void {
  namesCarrierIn = namesCarrier;
}

/** Adds the words a question means but does not say. */
export function expandQuery(query: string, today: { year: number; month: number }): string {
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

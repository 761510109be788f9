// Passages a question's concepts point to whatever words it shares with them (the period of a plan change, the IRMAA
// appeal, the 5-star period, the Medigap window, care abroad, how to reach the agency, help with the Part B premium,
// waiting for Part B while working), and the tests that route them.
import { getCycle } from '@agency/content';
import { periodPassagesFor } from '../periods.ts';
import { employerSizeIn, saysJobCoverage } from '../situations.ts';

/** "Can we appeal our Part B amount?": an appeal of a premium, which is an IRMAA appeal (a life-changing event). */
export function appealsPremiumPattern(lower: string): boolean {
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
 * change or of staying in a plan, the IRMAA appeal. `today` is the engine's build date (default: the build date now).
 */
export function routedPassages(question: string, today: string = getCycle().date): string[] {
  const periods = periodPassagesFor(question, today);
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

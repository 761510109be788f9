// Working past 65 and first enrollment, read by their key concepts rather than by phrasings: whether the person has
// health coverage from current work (their own job or a spouse's), the size of that employer, coverage that is not
// from current work (COBRA, retiree), a job that ends, and a 65th birthday whose Initial Enrollment Period is over.
import { numberWords } from './text.ts';

/** Words of a job or an employer. */
const workWord =
  /\b(job|work|working|worked|employer|company|boss|shop|office|business|union|firm|store|plant)\b/;

/**
 * No health coverage from work: "no job insurance", "work part time with no benefits", "my job doesn't offer
 * insurance", "without employer coverage".
 */
const noCoveragePattern =
  /\b(no|without|not|never had|don'?t have|doesn'?t have|didn'?t have|does not have|do not have|doesn'?t (offer|give|provide)|don'?t (offer|give|provide)|didn'?t (offer|give|provide))\b( \w+){0,2} (health )?(insurance|coverage|benefits|health plan|group plan)\b/;

/** Coverage that is not a group plan from current work: self-employment, an individual or Marketplace plan. */
const individualCoveragePattern =
  /\b(self[- ]employed|work for myself|own (my own )?business|individual (health )?(plan|policy|insurance|coverage)|marketplace|obamacare|aca plan|healthcare\.gov|private (health )?(plan|insurance|policy))\b/;

/** True when the question says the person has no health coverage from a job (or only individual coverage). */
export function saysNoJobCoverage(lower: string): boolean {
  return (
    (workWord.test(lower) && noCoveragePattern.test(lower) && !/\bno (penalty|premium)\b/.test(lower)) ||
    (individualCoveragePattern.test(lower) && !/\b(group|employer|union)\b/.test(lower))
  );
}

/**
 * True when the question says the person (or a spouse) has health coverage from current work: "still on my company
 * insurance", "benefits through my husband's job", "still working".
 */
export function saysJobCoverage(lower: string): boolean {
  if (saysNoJobCoverage(lower)) return false;
  return /\b(job|work|employer|company|union|group|office|shop|federal employee|state employee)('?s)? (health )?(insurance|coverage|plan|benefits|health plan|policy)\b|\b(insurance|coverage|benefits|health plan) (through|from|at|thru|with) (my |his |her |our |their )?((wife|husband|spouse)'?s? )?(job|work|employer|company|union)\b|\bstill (working|work|works|employed|on the job|on (my|his|her) (job|company|employer|work))\b/.test(
    lower,
  );
}

/**
 * The head count of an employer a question states ("only 12 of us", "about 200 people", "a company with 500
 * workers"), or 'small' for a small business named without a number.
 */
export function employerSizeIn(lower: string): number | 'small' | undefined {
  if (!workWord.test(lower) && !/\b(employees|employes|workers|staff|coworkers)\b/.test(lower))
    return undefined;
  const counted =
    /\b(\d{1,6}|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred)\+? (full[- ]time )?(employees|employes|workers|staff|people|persons|of us|guys|folks|coworkers|co-workers)\b/.exec(
      lower,
    );
  if (counted) {
    const value = /^\d/.test(counted[1]!) ? Number(counted[1]) : numberWords[counted[1]!]!;
    // "65 people" is an age in most questions; a year is not a head count.
    if (value !== 65 && value < 1900) return value;
  }
  if (
    /\b(small|tiny|little|family[- ]owned|mom and pop|mom-and-pop) (company|business|employer|shop|office|firm|store|outfit)\b/.test(
      lower,
    )
  )
    return 'small';
  return undefined;
}

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * True when the question places the 65th birthday far enough in the past that the 7-month Initial Enrollment Period
 * is over on `today` (YYYY-MM-DD): "I turned 65 in 2024", "he turned 65 two years ago", "turned 65 last March".
 */
export function initialEnrollmentOver(lower: string, today: string): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const match =
    /\b(turned|hit|became|was|reached) (65|sixty[- ]five)\b([^.?!]{0,30})/.exec(lower) ??
    /\b(65th birthday|turned medicare age)\b([^.?!]{0,30})/.exec(lower);
  if (!match) return false;
  const after = match[match.length - 1] ?? '';
  if (/\b(\d+|two|three|four|five|several|a few|a couple( of)?) years? ago\b|\ba year ago\b/.test(after))
    return true;
  const named =
    /\b(?:in |back in )?(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* )?(?:of )?(20\d\d)\b/.exec(
      after,
    );
  if (named) {
    const when = Number(named[2]) * 12 + (named[1] ? monthNames.indexOf(named[1]) + 1 : 12);
    // The window ends 3 months after the birthday month; without a month, the latest month of that year.
    return when + 3 < year * 12 + month;
  }
  if (/\blast year\b/.test(after)) return month > 3;
  return false;
}

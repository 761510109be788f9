// Whether the Annual Enrollment Period is open on a day (the engine's build date), and whether a question asks to
// change plans outside it (mid-year, or January to March with Original Medicare).
import { aepDates } from '@agency/content';

/** True while the Annual Enrollment Period (October 15 to December 7, content's season rule) is open on `date`. */
export function aepOpenOn(date: string): boolean {
  const [, month, day] = date.split('-').map(Number);
  const after = (at: { month: number; day: number }) =>
    month! > at.month || (month === at.month && day! >= at.day);
  return after(aepDates.start) && !after({ month: aepDates.end.month, day: aepDates.end.day + 1 });
}

/**
 * "Can I change my drug plan in the middle of the year?", "...in February with Original Medicare?": a plan change
 * outside the Annual Enrollment Period, which needs the Medicare Advantage window (members only) or a Special
 * Enrollment Period.
 */
export function changeOutsideAep(lower: string): boolean {
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

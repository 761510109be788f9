// The IRMAA bracket for an income the question states (filing status and year read from it), or the top bracket
// when asked; the income is named by its bracket, never repeated.
import {
  checkedWords,
  fillTokens,
  formatMoney,
  getChatCopy,
  irmaa,
  irmaaTableYears,
  irmaaYearFor,
  type IrmaaBound,
  type IrmaaFilingStatus,
} from '@agency/content';
import type { Computed } from '../computed.ts';
import { yearsIn } from '../text.ts';

/** An income amount in dollars: "$150k", "150,000", "about 150 thousand", "$1.2 million". */
function incomeIn(text: string): number | undefined {
  const pattern =
    /(?<![\d.,])\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b|thousand\b|grand\b|m\b|million\b|mil\b)?/gi;
  for (const match of text.matchAll(pattern)) {
    const raw = Number(match[1]!.replace(/,/g, ''));
    const unit = (match[2] ?? '').toLowerCase();
    const value =
      unit.startsWith('k') || unit === 'thousand' || unit === 'grand'
        ? raw * 1000
        : unit.startsWith('m')
          ? raw * 1_000_000
          : raw;
    // Years and small counts are not incomes.
    if (!unit && /^(19|20)\d{2}$/.test(match[1]!)) continue;
    if (value >= 10_000 && value < 100_000_000) return value;
  }
  return undefined;
}

function filingStatusIn(text: string): IrmaaFilingStatus {
  if (/\bseparate(ly)?\b/.test(text)) return 'separate';
  if (
    /\b(married|joint(ly)?|couple|my (wife|husband|spouse) and i|me and my (wife|husband|spouse)|we (make|made|earn|earned|have|had)|our (income|magi|agi))\b/.test(
      text,
    )
  )
    return 'joint';
  return 'individual';
}

function boundWords(bound: IrmaaBound): string {
  const over = bound.over === null ? null : formatMoney(bound.over);
  const upTo = bound.upTo === null ? null : formatMoney(bound.upTo);
  if (over === null) return `${upTo} or less`;
  if (upTo === null) return bound.inclusiveOver ? `${over} or more` : `more than ${over}`;
  return `${bound.inclusiveOver ? '' : 'more than '}${over} ${bound.inclusiveUpTo ? 'up to' : 'and less than'} ${upTo}`;
}

/** An income inside every table's top bracket (it starts at $500,000 single, $750,000 joint in 2026). */
const topBracketIncome = 50_000_000;

/** The IRMAA bracket for an income the question states (or the top bracket, when asked), or undefined. */
export function computeIrmaa(question: string, planYear: number): Computed | undefined {
  const text = question.toLowerCase();
  if (/extra help|medicaid|low[- ]income|\ba month\b|\bper month\b|\bmonthly\b/.test(text)) return undefined;
  const incomeWords =
    /\b(income|make|makes|made|earn|earns|earned|magi|agi|salary|bring in|brought in|taxes|tax return|pension|retirement income|gross)|\$\s?\d|\d\s?k\b/;
  const costWords = /\b(irmaa|part b|premium|premiums|pay|cost|costs|surcharge|bracket|medicare)\b/;
  // "What's the highest IRMAA bracket?", "how much do high earners pay at the top level?": the top bracket, for any
  // income in it.
  const asksTopBracket =
    /\b(irmaa|high(er)?[- ](income|earners?)|income[- ]related|surcharge)\b/.test(text) &&
    /\b(highest|top|max(imum)?|upper(most)?)\b[^.?!]{0,25}\b(bracket|level|tier|irmaa|surcharge|amount)\b|\b(bracket|level|tier)\b[^.?!]{0,12}\b(highest|top)\b/.test(
      text,
    );
  if (!asksTopBracket && (!incomeWords.test(text) || !costWords.test(text))) return undefined;
  const magi = asksTopBracket ? topBracketIncome : incomeIn(text);
  if (magi === undefined) return undefined;
  const status = filingStatusIn(text);

  // A year right after an income word is the tax year (MAGI); another year is the premium year.
  let magiYear: number | undefined;
  let premiumYear: number | undefined;
  for (const year of yearsIn(text)) {
    const at = text.indexOf(String(year));
    const before = text.slice(Math.max(0, at - 40), at);
    const after = text.slice(at, at + 25);
    const isTaxYear =
      /(\b(income|made|make|earned|earn|magi|agi|return|taxes|tax)\b|\d\s?k\b|\$\s?[\d,]+)[^.?!]{0,30}$/.test(
        before,
      ) && !/\b(pay|premium|cost|part b)\b[^.?!]{0,12}$/.test(before);
    if (
      (isTaxYear || /^\d{4}\s*(income|taxes|tax return|return|magi|agi)/.test(after)) &&
      magiYear === undefined
    )
      magiYear = year;
    else if (premiumYear === undefined) premiumYear = year;
  }
  if (premiumYear === undefined && magiYear !== undefined) premiumYear = magiYear + 2;
  const tables = irmaaTableYears();
  let choice;
  try {
    choice = irmaaYearFor(premiumYear ?? planYear);
  } catch {
    return undefined;
  }
  if (premiumYear !== undefined && premiumYear < tables[0]!) return undefined;
  const copy = getChatCopy().computed;
  const result = irmaa({ year: choice.year, filingStatus: status, magi });
  const values = {
    status: copy.statusNames[status],
    magiYear: result.magiYear,
    range: boundWords(result.bounds),
    year: result.year,
    premium: formatMoney(result.partBTotal),
    standard: formatMoney(result.partBStandard),
    surcharge: formatMoney(result.partDAddOn),
    planYear: choice.planYear,
    checked: checkedWords(choice.planYear),
  };
  const sentences = [
    ...(choice.pending ? [fillTokens(copy.irmaaPending, values)] : []),
    fillTokens(result.tier === 0 ? copy.irmaaNone : copy.irmaa, values),
  ];
  return { topic: 'irmaa', sentences, source: { title: 'IRMAA calculator', url: '/irmaa-calculator' } };
}

// The "plan-year figures" check of the quality report: dollar amounts in a post that are Medicare figures of another
// year than the one the site shows for its plan year (e.g. $185, the 2025 Part B premium, in a post read in 2026).
//
// The figure the site shows for the plan year is the plan year's own, or while that year does not have it yet the
// latest earlier year's (figures.ts). The rule, kept simple on purpose:
// 1. Every dollar amount in the body ("$185", "$1,676", "$202.90") is compared with every figure of the figures
//    collection, by value. An amount equal to any figure shown for the plan year is fine (it may be that figure).
// 2. An amount equal only to a figure of another year is fine when its sentence (or its table row, or that table's
//    header) names that year, as in "It was $36.78 in 2025" or a "| 2025 | $590 | $2,000 |" row: that is history.
// 3. Otherwise it is flagged, naming the figure, its year and the value shown for the plan year: an older figure fails
//    (it reads as current and is out of date); a later one warns (it reads as current too early).
// 4. Also a warning: the post names neither the plan year nor any figure shown for it, but names an earlier year
//    that has figures ("2025"). It may be speaking of that year as the current one.
import { figureYearFor, formatMoney } from '@agency/content/editorial';
import type { QualityContext } from './context';
import { inlineText } from './markdown';
import { splitSentences } from './readability';

/** One Medicare figure: its year, where it sits in the figures collection, its name and its value in dollars. */
export interface KnownFigure {
  year: number;
  path: string;
  label: string;
  value: number;
}

const filingStatusNames: Record<string, string> = {
  individual: 'individual',
  joint: 'joint',
  separate: 'married-filing-separately',
};

/** Plain names of the figures, by their path in a year of the figures collection. */
const figureNames: ReadonlyArray<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^partB\.standardPremium$/, () => 'Part B standard premium'],
  [/^partB\.deductible$/, () => 'Part B deductible'],
  [/^partA\.deductible$/, () => 'Part A hospital deductible'],
  [/^partA\.coinsuranceDays61to90$/, () => 'Part A hospital coinsurance for days 61 to 90'],
  [/^partA\.lifetimeReserveDay$/, () => 'Part A lifetime reserve day coinsurance'],
  [/^partA\.snfDays21to100$/, () => 'skilled nursing coinsurance for days 21 to 100'],
  [/^partA\.premiumFull$/, () => 'full Part A premium'],
  [/^partA\.premiumReduced$/, () => 'reduced Part A premium'],
  [/^partD\.baseBeneficiaryPremium$/, () => 'Part D national base beneficiary premium'],
  [/^partD\.maxDeductible$/, () => 'Part D maximum deductible'],
  [/^partD\.outOfPocketCap$/, () => 'Part D out-of-pocket cap'],
  [/^maMoop\.inNetwork$/, () => 'Medicare Advantage in-network out-of-pocket limit'],
  [/^extraHelp\.incomeIndividual$/, () => 'Extra Help income limit for one person'],
  [/^extraHelp\.incomeCouple$/, () => 'Extra Help income limit for a couple'],
  [/^extraHelp\.resourcesIndividual$/, () => 'Extra Help resource limit for one person'],
  [/^extraHelp\.resourcesCouple$/, () => 'Extra Help resource limit for a couple'],
  [/^medigap\.plans\.([A-Z])\.outOfPocketLimit$/, (m) => `Medigap Plan ${m[1]} out-of-pocket limit`],
  [/^medigap\.highDeductibleG\.deductible$/, () => 'high-deductible Plan G deductible'],
  [/^irmaa\.brackets\.(\d)\.partBTotal$/, (m) => `Part B premium with IRMAA (tier ${m[1]})`],
  [/^irmaa\.brackets\.(\d)\.partDAddOn$/, (m) => `Part D IRMAA amount (tier ${m[1]})`],
  [
    /^irmaa\.brackets\.\d\.(individual|joint|separate)\.(?:over|upTo)$/,
    (m) => `IRMAA income threshold for ${filingStatusNames[m[1]!]} tax returns`,
  ],
];

function nameOf(path: string): string | undefined {
  for (const [pattern, name] of figureNames) {
    const match = pattern.exec(path);
    if (match) return name(match);
  }
  return undefined;
}

/** Named numeric figures of one year: `{ value }` figure records, and IRMAA premiums and thresholds. */
function* figuresOfYear(value: unknown, path: string[] = []): Generator<[string, number]> {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number') yield [path.join('.'), value];
    return;
  }
  if (!Array.isArray(value) && typeof (value as { value?: unknown }).value === 'number') {
    yield [path.join('.'), (value as { value: number }).value];
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    // Array entries are named by their plan letter or IRMAA tier, so a path reads "medigap.plans.K.outOfPocketLimit".
    const named = item as { plan?: unknown; tier?: unknown } | null;
    const step = Array.isArray(value) && named ? String(named.plan ?? named.tier ?? key) : key;
    yield* figuresOfYear(item, [...path, step]);
  }
}

/** Every named figure of every year, each value once per year (the first name wins: Part B before IRMAA tier 0). */
export function knownFigures(figures: Readonly<Record<string, unknown>>): KnownFigure[] {
  const known: KnownFigure[] = [];
  for (const [year, data] of Object.entries(figures)) {
    if (!/^\d{4}$/.test(year)) continue;
    const seen = new Set<number>();
    for (const [path, value] of figuresOfYear(data)) {
      const label = nameOf(path);
      if (label === undefined || value === 0 || seen.has(value)) continue;
      seen.add(value);
      known.push({ year: Number(year), path, label, value });
    }
  }
  return known;
}

/** Dollar amounts written in a text, as numbers. */
export function dollarAmounts(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?!\d)/g)].map((match) =>
    Number(`${match[1]!.replace(/,/g, '')}.${match[2] ?? '0'}`),
  );
}

/** A piece of the body with the text that dates it: a sentence, or a table row with its table's header row. */
interface Passage {
  text: string;
  context: string;
}

function passagesOf(body: string): Passage[] {
  const passages: Passage[] = [];
  let tableHeader: string | null = null;
  for (const line of body.split('\n')) {
    if (/^\s*\|/.test(line)) {
      if (/^\s*\|?[\s:|-]+\|?\s*$/.test(line)) continue;
      tableHeader ??= line;
      passages.push({ text: line, context: `${tableHeader} ${line}` });
      continue;
    }
    tableHeader = null;
    for (const sentence of splitSentences(inlineText(line)))
      passages.push({ text: sentence, context: sentence });
  }
  return passages;
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

export interface PlanYearFindings {
  status: 'pass' | 'warn' | 'fail';
  message: string;
}

/** The plan-year figures check of a body whose tokens are already filled (rules at the top of this file). */
export function planYearFigureFindings(body: string, context: QualityContext): PlanYearFindings {
  const figures = knownFigures(context.figures);
  const planYear = context.figuresYear ?? context.planYear;
  // The year each figure is shown from for the plan year (its own, or the latest earlier year that has it).
  const shownYear = new Map<string, number | undefined>();
  const yearShown = (path: string) => {
    if (!shownYear.has(path)) shownYear.set(path, figureYearFor(path, planYear, context.figures));
    return shownYear.get(path);
  };
  const current = figures.filter((figure) => figure.year === yearShown(figure.path));
  const other = figures.filter((figure) => figure.year !== yearShown(figure.path));
  const findings: Array<{ status: 'warn' | 'fail'; message: string }> = [];
  const flagged = new Set<string>();
  let mentionsCurrentFigure = false;
  for (const passage of passagesOf(body)) {
    for (const amount of dollarAmounts(passage.text)) {
      if (current.some((figure) => same(figure.value, amount))) {
        mentionsCurrentFigure = true;
        continue;
      }
      const matches = other.filter((figure) => same(figure.value, amount));
      if (matches.length === 0) continue;
      if (matches.some((figure) => new RegExp(`\\b${figure.year}\\b`).test(passage.context))) continue;
      const figure = matches[0]!;
      const key = `${figure.year}:${figure.path}`;
      if (flagged.has(key)) continue;
      flagged.add(key);
      const counterpart = current.find((candidate) => candidate.path === figure.path);
      const shown = yearShown(figure.path);
      findings.push({
        status: figure.year < (shown ?? planYear) ? 'fail' : 'warn',
        message: `Mentions ${formatMoney(amount)}, the ${figure.year} ${figure.label}; ${
          !counterpart
            ? `there is no ${planYear} figure for it on file.`
            : counterpart.year === planYear
              ? `the ${planYear} figure is ${formatMoney(counterpart.value)}.`
              : `the figure for ${planYear} is ${formatMoney(counterpart.value)}, from ${counterpart.year} (the ${planYear} amount is not in our figures yet).`
        }`,
      });
    }
  }
  if (!mentionsCurrentFigure && !new RegExp(`\\b${planYear}\\b`).test(body)) {
    const pastYears = [...new Set(other.map((figure) => figure.year))]
      .filter((year) => year < planYear)
      .filter((year) => new RegExp(`\\b${year}\\b`).test(body));
    if (pastYears.length > 0)
      findings.push({
        status: 'warn',
        message: `Mentions ${pastYears.join(' and ')} but never ${planYear} or a ${planYear} figure. If it speaks of ${pastYears.join(' or ')} as the current year, update it to ${planYear}.`,
      });
  }
  if (findings.length === 0)
    return {
      status: 'pass',
      message: `No out-of-date Medicare figures found (checked against the ${planYear} figures).`,
    };
  return {
    status: findings.some((finding) => finding.status === 'fail') ? 'fail' : 'warn',
    message: findings.map((finding) => finding.message).join(' '),
  };
}

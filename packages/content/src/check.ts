// Editorial checks: things that are valid data but that an editor should look at before launch.
// `pnpm content:check` prints them; they never fail the build.
import { seasonOn, StaleSeasonError } from './rules/season';
import { figureYearFor, figuresCheckedFor } from './figures';
import type { FigureGroup } from './collections/figures/schema';
import { readOfficeHours } from './rules/office-hours';

export { readOfficeHours };

export const warningKinds = [
  'duplicate-faq',
  'office-hours',
  'cycle-past',
  'sample-value',
  'figures-pending',
  'figures-due',
  'figure-source',
  'figure-unverified',
  'blog-quality',
] as const;
export type WarningKind = (typeof warningKinds)[number];

export interface ContentWarning {
  kind: WarningKind;
  /** Where to look: collection and entry. */
  where: string;
  message: string;
  /** 'info' for what is normal but worth knowing (figures not in the figures yet for the plan year); default 'warning'. */
  level?: 'info' | 'warning';
}

/** Questions asked twice (case, spacing and punctuation ignored). */
export function duplicateFaqWarnings(
  faqs: ReadonlyArray<{ id: string; question: string }>,
): ContentWarning[] {
  const firstByQuestion = new Map<string, string>();
  const warnings: ContentWarning[] = [];
  for (const faq of faqs) {
    const key = faq.question
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    const first = firstByQuestion.get(key);
    if (first === undefined) firstByQuestion.set(key, faq.id);
    else
      warnings.push({
        kind: 'duplicate-faq',
        where: `faqs → "${faq.id}"`,
        message: `repeats the question of "${first}" ("${faq.question}"). The FAQ structured data lists it once.`,
      });
  }
  return warnings;
}

/** The office-hours readings that do not agree with each other. */
export function officeHoursWarnings(hours: Record<string, string>): ContentWarning[] {
  const readings = Object.entries(hours).map(([name, text]) => ({ name, text, read: readOfficeHours(text) }));
  const unreadable = readings.filter((reading) => reading.read === null);
  const warnings: ContentWarning[] = unreadable.map((reading) => ({
    kind: 'office-hours',
    where: `brand → officeHours.${reading.name}`,
    message: `cannot read "${reading.text}" as days and opening times.`,
  }));
  const distinct = new Set(readings.filter((r) => r.read).map((r) => JSON.stringify(r.read)));
  if (distinct.size > 1) {
    warnings.push({
      kind: 'office-hours',
      where: 'brand → officeHours',
      message: `the readings disagree: ${readings
        .map((r) => `${r.name} "${r.text}"${r.read ? ` (${r.read.opens}-${r.read.closes})` : ''}`)
        .join(', ')}. Decide which is right, or keep both on purpose (PRODUCT.md decision 6).`,
    });
  }
  return warnings;
}

/**
 * The season follows the calendar, so there is nothing to warn about unless an editor pinned an AEP that has ended
 * by `today` (an ISO date); the build fails on that too (rules/season.ts).
 */
export function cycleWarnings(pin: { aepYear?: number | undefined }, today: string): ContentWarning[] {
  try {
    seasonOn(today, pin);
    return [];
  } catch (error) {
    if (!(error instanceof StaleSeasonError)) throw error;
    return [{ kind: 'cycle-past', where: 'cycle → aepYear', message: error.message }];
  }
}

/** Formats a warning for the terminal. */
export function formatWarning(warning: ContentWarning): string {
  return `${warning.level === 'info' ? 'ℹ' : '⚠'} [${warning.kind}] ${warning.where}: ${warning.message}`;
}

/** A figure in the figures collection: anything with a `value` and a `source`. */
interface FigureLike {
  value: unknown;
  source?: { id?: string; url?: string } | null;
  verified?: boolean;
}

function* figuresIn(value: unknown, path: string[] = []): Generator<[string, FigureLike]> {
  if (value === null || typeof value !== 'object') return;
  if ('value' in value && ('source' in value || 'verified' in value)) {
    yield [path.join('.'), value as FigureLike];
    return;
  }
  for (const [key, item] of Object.entries(value)) yield* figuresIn(item, [...path, key]);
}

/**
 * Figures for the plan year the site speaks of. A year holds what is announced so far, so figures the plan year does
 * not have yet are information, not a fault: the site shows the latest announced year's figure with its year and
 * says the plan year's amount is not in our figures yet. Warnings: a figure without a source address, and a figure shown
 * for the plan year that MEDICARE.md marks unverified.
 */
export function figureWarnings(figures: Record<string, unknown>, planYear: number): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  const byYear = new Map(Object.entries(figures).map(([year, value]) => [year, new Map(figuresIn(value))]));
  const everyPath = new Set([...byYear.values()].flatMap((paths) => [...paths.keys()]));
  // IRMAA brackets are one table: pending as a whole.
  if (Object.values(figures).some((year) => year !== null && typeof year === 'object' && 'irmaa' in year))
    everyPath.add('irmaa');
  const shownYear = new Map([...everyPath].map((path) => [path, figureYearFor(path, planYear, figures)]));
  const pendingByYear = new Map<number, string[]>();
  for (const [path, year] of shownYear)
    if (year !== undefined && year < planYear)
      pendingByYear.set(year, [...(pendingByYear.get(year) ?? []), path]);
  if (pendingByYear.size > 0) {
    const count = [...pendingByYear.values()].flat().length;
    warnings.push({
      kind: 'figures-pending',
      level: 'info',
      where: `figures → "${planYear}"`,
      message:
        `${count} figure${count === 1 ? ' is' : 's are'} not in the figures for ${planYear}; the site shows the latest ` +
        `amount it has with its year and says the ${planYear} amount is not in our figures yet. ${[
          ...pendingByYear,
        ]
          .sort(([a], [b]) => b - a)
          .map(([year, paths]) => `From ${year}: ${paths.join(', ')}.`)
          .join(' ')} When CMS announces one, add it to figures "${planYear}" with its source.`,
    });
  }
  for (const [year, paths] of byYear) {
    for (const [path, figure] of paths) {
      if (!figure.source?.url) {
        warnings.push({
          kind: 'figure-source',
          where: `figures → "${year}": ${path}`,
          message: 'has no source address.',
        });
      } else if (figure.verified === false && shownYear.get(path) === Number(year)) {
        warnings.push({
          kind: 'figure-unverified',
          where: `figures → "${year}": ${path}`,
          message: `is not verified (source ${figure.source.id ?? figure.source.url}) and is shown for ${planYear}: re-check it before it goes live.`,
        });
      }
    }
  }
  return warnings;
}

/** The groups CMS announces each autumn for the next year, which pages show most, with the names editors know. */
const autumnGroups: ReadonlyArray<[FigureGroup, string]> = [
  ['partB', 'Part B'],
  ['partA', 'Part A'],
  ['irmaa', 'IRMAA'],
];

/**
 * From November 15 of an AEP year (CMS announced the next year's Part A and B amounts and IRMAA brackets on 14 November
 * 2025 and 8 November 2024), one warning while the figures lack that next year's Part B, Part A or IRMAA amounts,
 * naming the file to add them to and the day the figures were last checked.
 */
export function figuresDueWarnings(figures: Record<string, unknown>, today: string): ContentWarning[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  if (month < 11 || (month === 11 && day < 15)) return [];
  const due = year + 1;
  const entry = figures[String(due)];
  const missing = autumnGroups.filter(
    ([group]) => !(entry !== null && typeof entry === 'object' && group in entry),
  );
  if (missing.length === 0) return [];
  const checked = figuresCheckedFor(due, figures);
  return [
    {
      kind: 'figures-due',
      where: `figures → "${due}"`,
      message:
        `CMS usually announces the ${due} ${missing.map(([, name]) => name).join(', ')} amounts in mid-November, ` +
        `and they are not in the figures (last checked ${checked ?? 'never'}). Look them up (https://www.cms.gov/newsroom), ` +
        `add them under "${due}" in src/collections/figures/figures.data.ts with their sources, and set that year's ` +
        `"checked" to the day you looked. Until then every page says the ${due} amount is not in our figures yet.`,
    },
  ];
}

/** A blog post's quality report, as far as the warnings need it. */
interface QualityReportLike {
  slug: string;
  checks: ReadonlyArray<{ label: string; status: 'pass' | 'warn' | 'fail'; message: string }>;
}

/**
 * One warning per check of a post's quality report that does not pass, naming the post's markdown file. Failing
 * checks are listed before warnings; posts keep the order of the reports (newest first).
 */
export function blogQualityWarnings(reports: ReadonlyArray<QualityReportLike>): ContentWarning[] {
  return reports.flatMap((report) =>
    [
      ...report.checks.filter((c) => c.status === 'fail'),
      ...report.checks.filter((c) => c.status === 'warn'),
    ].map((check) => ({
      kind: 'blog-quality' as const,
      where: `blog → src/collections/blog/posts/${report.slug}.md`,
      message: `${check.label} (${check.status === 'fail' ? 'fails' : 'to look at'}): ${check.message}`,
    })),
  );
}

// One resolver for every Medicare figure, and the figure tokens of the data prose (PRODUCT.md decision 4).
//
// A year holds the figures announced so far. The figure of a plan year is that year's, or, while that year does not
// have it yet, the latest earlier year's, marked `pending` so the page names the figure's year and says the plan
// year's amount is not in our figures yet, with the day the figures were last checked. IRMAA is resolved as a whole
// table: a year's brackets come together.
//
// Tokens name a figure by its path in a year of the figures collection:
//   {partB.standardPremium}            the figure, as money: "$202.90" ("$283", "$1,736": no cents when whole)
//   {partB.standardPremium:year}       the year of the value shown: "2026"
//   {partB.standardPremium:pending}    "" when that year is the plan year, else "The 2027 amount is not in our figures
//                                      yet (checked November 28, 2026)."
//   {partB.standardPremium:prior}      the same figure the year before the year shown: "$185"
//   {partB.standardPremium:priorYear}  that year: "2025"
// A path ends at a `{ value, source, verified }` figure (its value) or at a plain number (IRMAA bracket amounts); a
// last key ending in "Year" ({irmaa.magiYear}) is a year, not money. Array entries are named by index
// ({irmaa.brackets.2.partBTotal}) or, for Medigap plans, by letter ({medigap.plans.K.outOfPocketLimit}).
// No zod here: this runs in browsers.
import { figuresData } from './collections/figures/figures.data';
import type { FigureSource } from './collections/figures/schema';
import { figureWordsData, type FigureWords } from './collections/figures/words.data';
import { formatMoney } from './money';
import { formatLongDate, parseIsoDate, type IsoDate } from './rules/dates';

/** Figures keyed by year, as the figures collection holds them (or any object of that shape). */
export type FigureTable = Readonly<Record<string, unknown>>;

/** One figure of one year. */
export interface YearFigure {
  /** Its path in a year of the figures, e.g. "partB.standardPremium". */
  path: string;
  value: number;
  /** The year it is for. */
  year: number;
  /** Where it comes from: the figure's own source, or its table's (IRMAA brackets). */
  source: FigureSource | undefined;
  verified: boolean;
  note?: string | undefined;
}

/** A figure for a plan year: the plan year's own, or the latest earlier year's (`pending`). */
export interface ResolvedFigure extends YearFigure {
  /** The plan year asked for. */
  planYear: number;
  /** True when `year` is before `planYear`: the plan year's amount is not in the figures yet. */
  pending: boolean;
}

/** The forms of a figure token: `{path}`, `{path:year}`, `{path:pending}`, `{path:prior}`, `{path:priorYear}`. */
export const figureTokenForms = ['value', 'year', 'pending', 'pendingMany', 'prior', 'priorYear'] as const;
export type FigureTokenForm = (typeof figureTokenForms)[number];

/** One figure token found in a text. */
export interface FigureToken {
  /** The token as written, braces included. */
  token: string;
  path: string;
  /** As written after the colon ('value' when there is none); not necessarily one of `figureTokenForms`. */
  form: string;
}

const figureTokenPattern = /\{([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)(?::([a-zA-Z]+))?\}/g;

/** The years of the figures, oldest first. */
export function figureYears(figures: FigureTable = figuresData): number[] {
  return Object.keys(figures)
    .filter((key) => /^\d{4}$/.test(key) && Object.hasOwn(figures, key))
    .map(Number)
    .sort((a, b) => a - b);
}

function yearEntry(figures: FigureTable, year: number): unknown {
  const key = String(year);
  return Object.hasOwn(figures, key) ? figures[key] : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** One step down: an own key of an object, or an array entry by index or by Medigap plan letter ("K"). */
function child(node: unknown, step: string): unknown {
  if (Array.isArray(node)) {
    if (/^\d+$/.test(step)) return node[Number(step)];
    return node.find((entry) => isRecord(entry) && entry.plan === step);
  }
  return isRecord(node) && Object.hasOwn(node, step) ? node[step] : undefined;
}

/** The nodes from a year's entry down the path (the entry first); shorter when the path leads nowhere. */
function nodesAlong(entry: unknown, steps: ReadonlyArray<string>): unknown[] {
  const nodes = [entry];
  let node = entry;
  for (const step of steps) {
    node = child(node, step);
    if (node === undefined || node === null) break;
    nodes.push(node);
  }
  return nodes;
}

const isSource = (value: unknown): value is FigureSource =>
  isRecord(value) && typeof value.id === 'string' && typeof value.url === 'string';

/** The figure at a path in exactly one year, or undefined when that year does not have it. */
export function figureIn(
  path: string,
  year: number,
  figures: FigureTable = figuresData,
): YearFigure | undefined {
  const steps = path.split('.');
  const nodes = nodesAlong(yearEntry(figures, year), steps);
  if (nodes.length !== steps.length + 1) return undefined;
  const end = nodes[nodes.length - 1];
  const figure = isRecord(end) && typeof end.value === 'number' ? end : undefined;
  const value = typeof end === 'number' ? end : figure?.value;
  if (typeof value !== 'number') return undefined;
  // A plain number takes the source of the nearest table holding it; the married-filing-separately column of
  // IRMAA has its own.
  let holder = [...nodes].reverse().find((node) => isRecord(node) && isSource(node.source)) as
    Record<string, unknown> | undefined;
  if (steps[0] === 'irmaa' && steps.includes('separate')) {
    const table = nodes[1];
    if (isRecord(table) && isRecord(table.separateFiling)) holder = table.separateFiling;
  }
  return {
    path,
    value,
    year,
    source: isSource(holder?.source) ? holder.source : undefined,
    verified: holder?.verified === true,
    ...(typeof holder?.note === 'string' ? { note: holder.note } : {}),
  };
}

/** The part of a path whose presence decides the year: the whole IRMAA table, else the figure itself. */
function resolutionRoot(path: string): string {
  return path === 'irmaa' || path.startsWith('irmaa.') ? 'irmaa' : path;
}

/** The year whose figure stands for `planYear`: the latest year up to it that has the path (its table, for IRMAA). */
export function figureYearFor(
  path: string,
  planYear: number,
  figures: FigureTable = figuresData,
): number | undefined {
  const root = resolutionRoot(path).split('.');
  return figureYears(figures)
    .filter((year) => year <= planYear)
    .reverse()
    .find((year) => {
      const nodes = nodesAlong(yearEntry(figures, year), root);
      return nodes.length === root.length + 1;
    });
}

/**
 * The figure at `path` for a plan year: that year's, or while that year does not have it, the latest earlier
 * year's with `pending: true` (the page then names the figure's year and says the plan year's amount is not
 * announced yet). Undefined when no year up to the plan year has it.
 */
export function figureFor(
  path: string,
  planYear: number,
  figures: FigureTable = figuresData,
): ResolvedFigure | undefined {
  const year = figureYearFor(path, planYear, figures);
  const figure = year === undefined ? undefined : figureIn(path, year, figures);
  return figure && { ...figure, planYear, pending: figure.year < planYear };
}

/** Years are written as they are; every other figure is money. */
export function formatFigure(path: string, value: number): string {
  return /Year$/.test(path) ? String(value) : formatMoney(value);
}

/**
 * The day the figures for a plan year were last compared with their sources: that year's `checked` when the figures
 * have the year, else the newest year's (the last time anyone looked for amounts). Undefined for figures without years.
 */
export function figuresCheckedFor(planYear: number, figures: FigureTable = figuresData): IsoDate | undefined {
  const years = figureYears(figures);
  const year = years.includes(planYear) ? planYear : years.at(-1);
  const entry = year === undefined ? undefined : yearEntry(figures, year);
  return isRecord(entry) && typeof entry.checked === 'string' ? entry.checked : undefined;
}

/** The day the figures for a plan year were last checked, as a page says it: "November 28, 2026" ('' without one). */
export function checkedWords(planYear: number, figures: FigureTable = figuresData): string {
  const checked = figuresCheckedFor(planYear, figures);
  return checked ? formatLongDate(parseIsoDate(checked)) : '';
}

/** Fills {planYear}, {year} and {checked} in a sentence of the figure words. */
function fillWords(text: string, values: { planYear: number; year?: number; checked: string }): string {
  return text.replace(/\{(planYear|year|checked)\}/g, (whole, name: 'planYear' | 'year' | 'checked') =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The pending sentences with their years and the day last checked filled: '' when `year` is the plan year. */
export function pendingWords(
  planYear: number,
  year: number,
  words: FigureWords = figureWordsData,
  figures: FigureTable = figuresData,
): { pending: string; pendingMany: string; pendingShown: string } {
  if (year >= planYear) return { pending: '', pendingMany: '', pendingShown: '' };
  const values = { planYear, year, checked: checkedWords(planYear, figures) };
  return {
    pending: fillWords(words.pending, values),
    pendingMany: fillWords(words.pendingMany, values),
    pendingShown: fillWords(words.pendingShown, values),
  };
}

/** True when a text (tokens not filled) shows a figure of an earlier year than `planYear` (its value or its year). */
export function showsEarlierYear(
  text: string,
  planYear: number,
  figures: FigureTable = figuresData,
): boolean {
  return figureTokensIn(text).some(({ path, form }) => {
    if (form !== 'value' && form !== 'year') return false;
    const figure = figureFor(path, planYear, figures);
    return figure !== undefined && figure.pending;
  });
}

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/** Copies of data (objects and arrays) that show a figure of an earlier year than the one their page speaks of. */
const withEarlierYear = new WeakSet<object>();

/**
 * Marks every object of `filled` (a copy of `source` with its tokens filled, the same shape) whose source holds a
 * figure token of an earlier year than `planYear`, so `figuresNoteFor` can tell a page that shows one. Returns
 * whether any did.
 */
export function markEarlierYearFigures(
  source: unknown,
  filled: unknown,
  planYear: number,
  figures: FigureTable = figuresData,
): boolean {
  if (typeof source === 'string') return showsEarlierYear(source, planYear, figures);
  if (!isObject(source) || !isObject(filled)) return false;
  let found = false;
  for (const [key, item] of Object.entries(source))
    if (markEarlierYearFigures(item, (filled as Record<string, unknown>)[key], planYear, figures))
      found = true;
  if (found) withEarlierYear.add(filled);
  return found;
}

/** The note a page ends with when it shows an earlier year's amount: its text (tokens filled) and its link. */
export interface FiguresNote {
  text: string;
  linkLabel: string;
  href: string;
}

/**
 * The figures note for what a page shows (`value`: its data, tokens filled for `planYear`): the note when part of it
 * shows an amount of an earlier year (data the getters filled and marked, a text holding a pending sentence, or a
 * text with figure tokens not filled yet), else undefined.
 */
export function figuresNoteFor(
  value: unknown,
  planYear: number,
  words: FigureWords = figureWordsData,
  figures: FigureTable = figuresData,
): FiguresNote | undefined {
  const sentences = figureYears(figures)
    .filter((year) => year < planYear)
    .flatMap((year) => Object.values(pendingWords(planYear, year, words, figures)))
    .filter(Boolean);
  const shows = (node: unknown): boolean => {
    if (typeof node === 'string')
      return (
        sentences.some((sentence) => node.includes(sentence)) || showsEarlierYear(node, planYear, figures)
      );
    if (!isObject(node)) return false;
    return withEarlierYear.has(node) || Object.values(node).some(shows);
  };
  if (!shows(value)) return undefined;
  return {
    text: fillWords(words.note.text, { planYear, checked: checkedWords(planYear, figures) }),
    linkLabel: words.note.linkLabel,
    href: words.note.href,
  };
}

/** The figure tokens of a text, in order. */
export function figureTokensIn(text: string): FigureToken[] {
  return [...text.matchAll(figureTokenPattern)].map((match) => ({
    token: match[0],
    path: match[1]!,
    form: match[2] ?? 'value',
  }));
}

/** What one figure token gives for a plan year; undefined when it gives nothing (see `figureTokenProblem`). */
export function figureTokenText(
  path: string,
  form: string,
  planYear: number,
  figures: FigureTable = figuresData,
  words: FigureWords = figureWordsData,
): string | undefined {
  const figure = figureFor(path, planYear, figures);
  if (!figure) return undefined;
  switch (form) {
    case 'value':
      return formatFigure(path, figure.value);
    case 'year':
      return String(figure.year);
    case 'pending':
      return pendingWords(planYear, figure.year, words, figures).pending;
    case 'pendingMany':
      return pendingWords(planYear, figure.year, words, figures).pendingMany;
    case 'prior': {
      const prior = figureIn(path, figure.year - 1, figures);
      return prior && formatFigure(path, prior.value);
    }
    case 'priorYear':
      return figureIn(path, figure.year - 1, figures) ? String(figure.year - 1) : undefined;
    default:
      return undefined;
  }
}

/**
 * Fills the figure tokens of a text for a plan year; a token that gives nothing is left as written. A `:pending`
 * sentence that is empty (the plan year's figure is announced) takes one of the spaces around it along, so no double
 * space is left mid-paragraph or at an end (the chat and structured data keep spaces that HTML would hide).
 */
export function fillFigureTokensFor(
  text: string,
  planYear: number,
  figures: FigureTable = figuresData,
  words: FigureWords = figureWordsData,
): string {
  return text.replace(
    new RegExp(`( ?)${figureTokenPattern.source}`, 'g'),
    (whole, space: string, path: string, form: string | undefined, offset: number, all: string) => {
      const filled = figureTokenText(path, form ?? 'value', planYear, figures, words);
      if (filled === undefined) return whole;
      if (filled === '') {
        // "…$283. {pending} People…" → "…$283. People…"; "…$283. {pending}" → "…$283."
        const next = all.charAt(offset + whole.length);
        return space && next !== '' && !/\s/.test(next) ? ' ' : '';
      }
      return space + filled;
    },
  );
}

/** Fills figure tokens in every string of a value (objects and arrays are copied, other values kept). */
export function fillFigureTokensDeepFor<T>(
  value: T,
  planYear: number,
  figures: FigureTable = figuresData,
  words: FigureWords = figureWordsData,
): T {
  if (typeof value === 'string') return fillFigureTokensFor(value, planYear, figures, words) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillFigureTokensDeepFor(item, planYear, figures, words)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillFigureTokensDeepFor(item, planYear, figures, words),
      ]),
    ) as T;
  return value;
}

const pathsByTable = new WeakMap<FigureTable, string[]>();

/** Every path of every year that leads to a figure (array entries by index, Medigap plans also by letter), sorted. */
export function figurePaths(figures: FigureTable = figuresData): string[] {
  const cached = pathsByTable.get(figures);
  if (cached) return cached;
  const paths = new Set<string>();
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'number' || (isRecord(node) && typeof node.value === 'number')) {
      if (path.length > 0) paths.add(path.join('.'));
      return;
    }
    if (Array.isArray(node))
      node.forEach((item, index) => {
        walk(item, [...path, String(index)]);
        if (isRecord(item) && typeof item.plan === 'string') walk(item, [...path, item.plan]);
      });
    else if (isRecord(node))
      for (const [key, item] of Object.entries(node)) if (key !== 'source') walk(item, [...path, key]);
  };
  for (const year of figureYears(figures)) walk(yearEntry(figures, year), []);
  const sorted = [...paths].sort();
  pathsByTable.set(figures, sorted);
  return sorted;
}

/** Why a figure token can never be filled, whatever the plan year: an unknown form, or a path no year has. */
export function figurePathProblem(
  path: string,
  form: string,
  figures: FigureTable = figuresData,
): string | null {
  const forms = figureTokenForms.map((name) => (name === 'value' ? `{${path}}` : `{${path}:${name}}`));
  if (!(figureTokenForms as ReadonlyArray<string>).includes(form))
    return `unknown form ":${form}" in {${path}:${form}}; the forms are ${forms.join(' ')}`;
  const known = figurePaths(figures);
  if (!known.includes(path)) {
    // Name what the longest known part of the path holds: "partB has deductible, standardPremium".
    const steps = path.split('.');
    for (let depth = steps.length - 1; depth > 0; depth -= 1) {
      const prefix = `${steps.slice(0, depth).join('.')}.`;
      const next = new Set(known.filter((p) => p.startsWith(prefix)).map((p) => p.split('.')[depth]!));
      if (next.size > 0)
        return `unknown figure {${path}}: no year of the figures has it; ${prefix.slice(0, -1)} has ${[...next].join(', ')}`;
    }
    const groups = new Set(known.map((p) => p.split('.')[0]!));
    return `unknown figure {${path}}: no year of the figures has it; the groups are ${[...groups].join(', ')}`;
  }
  return null;
}

/**
 * Why a figure token cannot be filled for a plan year, or null when it can: an unknown form, a path no year has,
 * a figure no year up to the plan year has, or a `:prior` / `:priorYear` without a value the year before.
 */
export function figureTokenProblem(
  path: string,
  form: string,
  planYear: number,
  figures: FigureTable = figuresData,
): string | null {
  const pathProblem = figurePathProblem(path, form, figures);
  if (pathProblem) return pathProblem;
  const figure = figureFor(path, planYear, figures);
  if (!figure) {
    const year = figureYearFor(path, planYear, figures);
    return year === undefined
      ? `{${path}} has no value for ${planYear} or an earlier year (years with it: ${figureYears(figures)
          .filter((candidate) => figureIn(path, candidate, figures))
          .join(', ')})`
      : `{${path}} is empty in the ${year} IRMAA table, the one shown for ${planYear}`;
  }
  if ((form === 'prior' || form === 'priorYear') && !figureIn(path, figure.year - 1, figures))
    return `{${path}:${form}}: there is no ${figure.year - 1} value of ${path}, the year before the ${figure.year} value shown for ${planYear}`;
  return null;
}

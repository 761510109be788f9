// Every date right, whatever the day of the build: the words of every page family (each route's loader, the shell
// and the islands' data, which is all a prerendered page says) for every build date from 2026-10-01 to 2028-04-30,
// checked against the season rule of the same day (content's rules/season.ts). Invariants, not snapshots:
// - no ended period is presented as open or upcoming (an AEP, a Medicare Advantage Open Enrollment);
// - every Medicare Advantage Open Enrollment mention names the deadline card's year;
// - every year named is the one the rule gives (AEP labels and dates, coverage start, the figures year's "not in our
//   figures yet", the hero's coverage year, the deadlines heading, the copyright);
// - no relative season words ("this fall", "this year's Annual Enrollment Period") that go stale within the year.
// The dates are every day of the range (19 months); the page families are one page of each route, all pages of the
// site on the boundary days.
import { getDeadlines, getSeason, seasonOn, type Season } from '@agency/content';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { islandData } from './islands/data.server';
import { prerenderPaths } from './prerender';
import routes from './routes';

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  id?: string;
}

type Loader = (args: { request: Request; params: Record<string, string> }) => unknown;

const modules = import.meta.glob<{ loader?: Loader }>(['./routes/*.tsx', './routes/*.ts', './root.tsx']);

/** The route of a path, with its params (the route table's patterns: `aep/:city`, `*`). */
function routeOf(pathname: string): { route: RouteEntry; params: Record<string, string> } {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routes as RouteEntry[]) {
    if (route.index) {
      if (segments.length === 0) return { route, params: {} };
      continue;
    }
    const pattern = (route.path ?? '').split('/').filter(Boolean);
    if (pattern[0] === '*') return { route, params: { '*': pathname.slice(1) } };
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    if (
      pattern.every((part, i) =>
        part.startsWith(':') ? (params[part.slice(1)] = segments[i]!) : part === segments[i],
      )
    )
      return { route, params };
  }
  throw new Error(`No route of site/app/routes.ts serves ${pathname}`);
}

async function loaderOf(file: string): Promise<Loader | undefined> {
  const load = modules[`./${file}`];
  if (!load) throw new Error(`site/app/${file} is not a route module`);
  return (await load()).loader;
}

/** Every string inside a value. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) yield* stringsIn(item);
}

/** What a page says on the build date: its loader's data, the shell (root loader) and the islands' data. */
async function wordsOf(pathname: string): Promise<string[]> {
  const { route, params } = routeOf(pathname);
  const loader = await loaderOf(route.file);
  const request = new Request(`http://localhost${pathname}`);
  let data: unknown = null;
  try {
    data = loader ? await loader({ request, params }) : null;
  } catch (error) {
    // A loader that throws a Response (404 for a page the day does not have) says nothing.
    if (!(error instanceof Response) && !(error && typeof error === 'object' && 'init' in error)) throw error;
  }
  return [...stringsIn(data)];
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The problems of one text on a day, each naming the words and the rule. */
function seasonProblems(text: string, season: Season, deadlineYears: string): string[] {
  const problems: string[] = [];
  const date = season.date;
  const say = (what: string) =>
    problems.push(`${what}: "${text.length > 160 ? `${text.slice(0, 157)}...` : text}"`);
  // The AEP: its dates, its label.
  for (const match of text.matchAll(/October 15(?: -| to|–| through) December 7, (\d{4})/g)) {
    const year = Number(match[1]);
    if (iso(year, 12, 7) < date) say(`the AEP of ${year} ended on ${year}-12-07, before ${date}`);
    else if (year !== season.aepYear) say(`the AEP named is ${year}, the season's is ${season.aepYear}`);
  }
  for (const match of text.matchAll(/\bAEP (\d{4})\b/g)) {
    const year = Number(match[1]);
    if (year !== season.aepYear) say(`"AEP ${year}" where the season's AEP is ${season.aepYear}`);
  }
  // Medicare Advantage Open Enrollment: its dates and its label.
  for (const match of text.matchAll(/January 1(?: -| to|–| through) March 31, (\d{4})/g)) {
    const year = Number(match[1]);
    if (iso(year, 3, 31) < date) say(`Medicare Advantage Open Enrollment ${year} ended before ${date}`);
    else if (year !== season.maOepYear)
      say(`Medicare Advantage Open Enrollment named for ${year}, the deadline card's is ${season.maOepYear}`);
  }
  for (const match of text.matchAll(/Medicare Advantage Open Enrollment (\d{4})/g)) {
    const year = Number(match[1]);
    if (year !== season.maOepYear)
      say(`"Medicare Advantage Open Enrollment ${year}" where the deadline card's is ${season.maOepYear}`);
  }
  // Medicare Open Enrollment named by the coverage it chooses ("Medicare Open Enrollment 2027", "... for 2027
  // Coverage"): the AEP of the year before, which must not have ended, and must be the season's.
  for (const match of text.matchAll(/Medicare Open Enrollment (?:for )?(\d{4})/g)) {
    const year = Number(match[1]);
    if (iso(year - 1, 12, 7) < date)
      say(`Open Enrollment for ${year} coverage (the AEP of ${year - 1}) is presented after it ended`);
    else if (year !== season.planYear)
      say(`Open Enrollment for ${year} coverage, the AEP to come chooses ${season.planYear}`);
  }
  // "The 2027 amount is not in our figures yet": always the figures year.
  for (const match of text.matchAll(/The (\d{4}) amounts? (?:is|are) not in our figures yet/g)) {
    const year = Number(match[1]);
    if (year !== season.figuresYear)
      say(`the missing amount is said for ${year}, the figures year is ${season.figuresYear}`);
  }
  if (/not announced yet/.test(text))
    say('"not announced yet" stated as a fact (say "not in our figures yet")');
  // An amount "in YYYY": never a year after the figures year (no projection), never older than the year before.
  for (const match of text.matchAll(
    /\$[\d,.]+(?: a month| a year| per benefit period| for [a-z ]+)? in (\d{4})\b/g,
  )) {
    const year = Number(match[1]);
    if (year > season.figuresYear) say(`an amount for ${year}, after the figures year ${season.figuresYear}`);
  }
  for (const match of text.matchAll(/Enrollment deadlines for (\d{4}(?:-\d{4})?)/g))
    if (match[1] !== deadlineYears)
      say(`deadlines for ${match[1]}, the cards' windows fall in ${deadlineYears}`);
  // Relative words that go stale within a year.
  const stale = text.match(
    /\b(this fall|this autumn|this season|this year['’]s (?:Annual Enrollment|AEP|open enrollment)|for This Fall)\b/i,
  );
  if (stale) say(`"${stale[1]}" goes stale when the season turns`);
  return problems;
}

/** The years the deadline cards' dated windows fall in ("2026-2027", or "2027"), from the cards themselves. */
function deadlineYearsOf(): string {
  const years = new Set<number>();
  for (const period of getDeadlines().periods)
    for (const match of period.dates.matchAll(/\b(\d{4})\b/g)) years.add(Number(match[1]));
  const sorted = [...years].sort();
  return sorted.length > 1 ? `${sorted[0]}-${sorted.at(-1)}` : String(sorted[0]);
}

function* days(from: string, to: string): Generator<string> {
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000)
    yield new Date(day).toISOString().slice(0, 10);
}

/** The days the season turns on (and the day before each), in the range. */
function boundaryDays(from: string, to: string): string[] {
  const turns = ['01-01', '03-31', '04-01', '10-14', '10-15', '11-14', '11-15', '12-07', '12-08', '12-31'];
  return [...days(from, to)].filter((day) => turns.includes(day.slice(5)));
}

const from = '2026-10-01';
const to = '2028-04-30';

afterAll(() => {
  vi.unstubAllEnvs();
});

describe(`the words of every page family, every day from ${from} to ${to}`, () => {
  it('name the years the season rule gives and never present an ended period as current', async () => {
    const paths = prerenderPaths().filter((path) => !/\.(svg|xml|txt|json)$/.test(path));
    // One page of each route (its first in the prerender list), plus the shell and the islands.
    const families = new Map<string, string>();
    for (const path of paths) {
      const { route } = routeOf(path);
      const key = route.id ?? route.file;
      if (!families.has(key)) families.set(key, path);
    }
    const rootLoader = await loaderOf('root.tsx');
    const problems = new Map<string, Set<string>>();
    const boundaries = new Set(boundaryDays(from, to));
    let checked = 0;
    let dates = 0;
    for (const date of days(from, to)) {
      vi.stubEnv('SITE_BUILD_DATE', date);
      dates += 1;
      const season = getSeason();
      expect(season).toEqual(seasonOn(date));
      const deadlineYears = deadlineYearsOf();
      const onThisDay = boundaries.has(date)
        ? prerenderPaths().filter((path) => !/\.(svg|xml|txt|json)$/.test(path))
        : [...families.values()];
      const texts: Array<[string, string]> = [];
      for (const path of onThisDay) for (const text of await wordsOf(path)) texts.push([path, text]);
      if (rootLoader)
        for (const text of stringsIn(
          await rootLoader({ request: new Request('http://localhost/'), params: {} }),
        ))
          texts.push(['(shell)', text]);
      for (const [id, make] of Object.entries(islandData))
        for (const text of stringsIn(make())) texts.push([`(island ${id})`, text]);
      for (const [where, text] of texts) {
        checked += 1;
        for (const problem of seasonProblems(text, season, deadlineYears)) {
          const key = `${where}: ${problem}`;
          problems.set(key, (problems.get(key) ?? new Set()).add(date));
        }
      }
    }
    const report = [...problems].map(
      ([problem, on]) => `${problem} (on ${on.size} days, first ${[...on][0]})`,
    );
    console.log(
      `season words: ${dates} build dates, ${families.size} page families (all ${paths.length} pages on ${boundaries.size} boundary days), ${checked} texts checked, ${problems.size} problems`,
    );
    expect(report).toEqual([]);
  }, 600_000);
});

// @vitest-environment node
// The chat's seasonal answers are right on every day: for build dates from 2026-10-01 to 2028-04-30 (every boundary
// day of the season, Oct 14/15, Nov 14/15, Dec 7/8, Dec 31, Jan 1, Mar 31, Apr 1, and a seeded sample of the others;
// every day with CHAT_SEASON_EVERY_DAY=1), an engine is made for the day (SITE_BUILD_DATE) and asked the seasonal
// questions. Its answers never present an ended period as open or upcoming, name the Medicare Advantage Open
// Enrollment of the season rule (January 1 - March 31 of maOepYear), and every year they name is one the rule gives.
// The rule is content's `seasonOn` (rules/season.ts); the questions are written the ways visitors ask.
import { formatIsoDate, getCycle, type Season } from '@agency/content';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createRetrievalEngine } from './retrieval.ts';

const first = '2026-10-01';
const last = '2028-04-30';
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Every day from `from` to `to`, as YYYY-MM-DD. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const day = new Date(`${from}T12:00:00Z`);
  while (day.toISOString().slice(0, 10) <= to) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

const allDays = daysBetween(first, last);
const boundaries = ['10-14', '10-15', '11-14', '11-15', '12-07', '12-08', '12-31', '01-01', '03-31', '04-01'];
const boundaryDays = allDays.filter((day) => boundaries.includes(day.slice(5)));
const sampled = fc.sample(fc.constantFrom(...allDays), { seed: 20261001, numRuns: 60 });
const dates =
  process.env.CHAT_SEASON_EVERY_DAY === '1'
    ? allDays
    : [...new Set([first, last, ...boundaryDays, ...sampled])].sort();

/** The seasonal questions, as visitors ask them; `{month}` is the build date's month. */
const questions = [
  // When is open enrollment / the AEP?
  'When is open enrollment?',
  'when is the AEP',
  'when is annual enrollment this year',
  'when can i change my medicare plan',
  // Can I still change my plan?
  'Can I still change my plan?',
  'can i still switch my drug plan',
  'is open enrollment over?',
  // When does the Medicare Advantage open enrollment end?
  'When does the Medicare Advantage open enrollment end?',
  'when is the medicare advantage open enrollment period',
  'i have an advantage plan, when can i go back to original medicare',
  // Is it too late to switch?
  'Is it too late to switch plans?',
  'is it too late to change my advantage plan',
  'did I miss the deadline to change plans',
  'what if I miss December 7?',
  // When does my new plan start?
  'When does my new plan start?',
  'if i switch plans now when does the new one start',
  'when does coverage start if I change during open enrollment',
  // When is the next enrollment?
  'When is the next enrollment period?',
  'when is the next open enrollment',
  'when can i change plans next',
  // What can I do now in <month>?
  'What can I do now in {month}?',
  'its {month}, can i change my plan',
  'what plan changes can i make right now',
];

const monthPattern = months.join('|');
/** "October 15 to December 7, 2026" and the like. */
const aepRange = /October 15(?:,? \d{4})?\s*(?:-|–|to|through|and)\s*December 7,? (\d{4})/g;
/** "January 1 to March 31, 2027". */
const maOepRange = /January 1(?:,? \d{4})?\s*(?:-|–|to|through|and)\s*March 31,? (\d{4})/g;
/** A day with its year: "December 7, 2026". */
const datedDay = new RegExp(`\\b(${monthPattern}) (\\d{1,2}),? (\\d{4})\\b`, 'g');
/** Words that put a day in the past. */
const pastWords = /\b(ended|closed|was|were|started|began|since|passed|in force since|last)\b/i;

/** What is wrong with one answer on a day, by the season rule. */
function problems(answer: string, season: Season): string[] {
  const found: string[] = [];
  const aepOpen = season.aep.status === 'open';
  const date = season.date;
  // The AEP named is the one in progress or the next (the one after it only when said so).
  for (const match of answer.matchAll(aepRange)) {
    const year = Number(match[1]);
    const before = answer.slice(Math.max(0, match.index - 60), match.index);
    // "After it, the next runs ...": the AEP after the rule's one, said so.
    const theOneAfter = year === season.aepYear + 1 && /\bafter (it|this one|that one|that)\b/i.test(before);
    if (year !== season.aepYear && !theOneAfter)
      found.push(`AEP ${match[0]} (the rule's AEP is ${season.aepYear})`);
  }
  // The Medicare Advantage Open Enrollment named is the one in progress or the next one: maOepYear.
  for (const match of answer.matchAll(maOepRange))
    if (Number(match[1]) !== season.maOepYear)
      found.push(`MA open enrollment ${match[0]} (the rule's is ${season.maOepYear})`);
  for (const match of answer.matchAll(datedDay)) {
    const iso = formatIsoDate({
      year: Number(match[3]),
      month: months.indexOf(match[1]!) + 1,
      day: Number(match[2]),
    });
    const before = answer.slice(Math.max(0, match.index - 50), match.index);
    // No day that has passed is presented as to come.
    if (iso < date && !pastWords.test(before)) found.push(`${match[0]} has passed on ${date}`);
    // A new plan starts on January 1 of the plan year the AEP chooses (from December 8, the one chosen in the AEP
    // that just ended, still to start).
    if (
      match[1] === 'January' &&
      match[2] === '1' &&
      /\b(start|starts|begin|begins|starting|effective)\b/.test(before)
    ) {
      const year = Number(match[3]);
      const allowed = [
        season.planYear,
        ...(season.coverageYear < season.planYear && iso >= date ? [season.coverageYear] : []),
      ];
      if (!allowed.includes(year))
        found.push(`coverage starting ${match[0]} (the rule gives ${allowed.join(' or ')})`);
    }
  }
  // Every year named is one the rule gives (years well before the build date are history: "since 2023").
  const given = new Set([season.aepYear, season.planYear, season.maOepYear, season.coverageYear]);
  if (aepOpen) given.add(season.aepYear + 1);
  const thisYear = Number(date.slice(0, 4));
  for (const match of answer.matchAll(/\b(20\d\d)\b/g)) {
    const year = Number(match[1]);
    if (year >= thisYear - 1 && !given.has(year))
      found.push(`names ${year} (the rule gives ${[...given].join(', ')})`);
  }
  // What is open is said only while it is open.
  if (
    !aepOpen &&
    /\b(Annual Enrollment Period|AEP|open enrollment)\b[^.]{0,40}\b(is open( now)?|is still open|is going on|is underway|runs now)\b/i.test(
      answer,
    )
  )
    found.push(`says the AEP is open on ${date}`);
  if (
    aepOpen &&
    /\b(Annual Enrollment Period|AEP)\b[^.]{0,40}\b(has ended|is over|is closed|closed on|ended on)\b/i.test(
      answer,
    )
  )
    found.push(`says the open AEP has ended on ${date}`);
  // A seasonal question gets a seasonal answer: a period's dates or the Special Enrollment Periods.
  if (!/October 15|December 7|January 1|March 31|Special Enrollment Period/.test(answer))
    found.push('answers with no period at all');
  return found;
}

const checked = { dates: 0, answers: 0 };
const failures: string[] = [];
const savedDate = process.env.SITE_BUILD_DATE;

afterAll(() => {
  if (savedDate === undefined) delete process.env.SITE_BUILD_DATE;
  else process.env.SITE_BUILD_DATE = savedDate;
  console.log(
    `chat seasonal answers: ${checked.dates} build dates (${first} to ${last}), ${questions.length} questions, ` +
      `${checked.answers} answers checked, ${failures.length} problems`,
  );
});

describe('the chat on every day of the season', () => {
  it.each(dates)('answers the seasonal questions right when built on %s', async (date) => {
    process.env.SITE_BUILD_DATE = date;
    const engine = createRetrievalEngine();
    const season = getCycle();
    expect(engine.season.date).toBe(date);
    // Figures default to the season's figures year (this year's until October 15, next year's from then).
    expect(engine.planYear).toBe(season.figuresYear);
    const month = months[Number(date.slice(5, 7)) - 1]!;
    const found: string[] = [];
    for (const template of questions) {
      const question = template.replace('{month}', month);
      const { message } = await engine.answer(question);
      checked.answers += 1;
      for (const problem of problems(message, season))
        found.push(`"${question}": ${problem}\n    → ${message}`);
    }
    checked.dates += 1;
    failures.push(...found.map((problem) => `${date} ${problem}`));
    expect(found).toEqual([]);
  });
});

// The season as a visitor meets it, for a table of build dates: what the nav label, the AEP badge, the "coverage
// starts" date, each deadline card and the home headings say. The first row is the seed's date (autumn 2025), on
// which the calendar gives the spec's nav label and badge; the hero and deadline headings name the year their period
// happens in or the coverage it is for, so no two labels disagree (docs/adr/0019).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAepPage, getDeadlines, getNav, getSeason, getSections } from './index';
import { seasonOn, StaleSeasonError } from './rules/season';
import { siteBuildDate, todayIn } from './season';

interface Row {
  date: string;
  nav: string;
  badge: string;
  coverageStarts: string;
  aepCard: string;
  aepCardStarts: string;
  maOepCard: string;
  hero: string;
  deadlinesHeading: string;
}

const rows: Row[] = [
  {
    date: '2025-11-01', // the seed's date: the spec's strings
    nav: 'AEP 2025',
    badge: 'October 15 - December 7, 2025',
    coverageStarts: 'January 1, 2026',
    aepCard: 'October 15 - December 7, 2025',
    aepCardStarts: 'January 1, 2026',
    maOepCard: 'January 1 - March 31, 2026',
    hero: 'Medicare Open Enrollment for 2026 Coverage:',
    deadlinesHeading: 'Enrollment deadlines for 2025-2026',
  },
  {
    date: '2026-09-01', // before the AEP: the coming one
    nav: 'AEP 2026',
    badge: 'October 15 - December 7, 2026',
    coverageStarts: 'January 1, 2027',
    aepCard: 'October 15 - December 7, 2026',
    aepCardStarts: 'January 1, 2027',
    maOepCard: 'January 1 - March 31, 2027',
    hero: 'Medicare Open Enrollment for 2027 Coverage Opens October 15',
    deadlinesHeading: 'Enrollment deadlines for 2026-2027',
  },
  {
    date: '2026-10-20', // the AEP is open
    nav: 'AEP 2026',
    badge: 'October 15 - December 7, 2026',
    coverageStarts: 'January 1, 2027',
    aepCard: 'October 15 - December 7, 2026',
    aepCardStarts: 'January 1, 2027',
    maOepCard: 'January 1 - March 31, 2027',
    hero: 'Medicare Open Enrollment for 2027 Coverage:',
    deadlinesHeading: 'Enrollment deadlines for 2026-2027',
  },
  {
    date: '2026-11-24', // the day
    nav: 'AEP 2026',
    badge: 'October 15 - December 7, 2026',
    coverageStarts: 'January 1, 2027',
    aepCard: 'October 15 - December 7, 2026',
    aepCardStarts: 'January 1, 2027',
    maOepCard: 'January 1 - March 31, 2027',
    hero: 'Medicare Open Enrollment for 2027 Coverage:',
    deadlinesHeading: 'Enrollment deadlines for 2026-2027',
  },
  {
    date: '2026-12-07', // the AEP's last day: still the open one
    nav: 'AEP 2026',
    badge: 'October 15 - December 7, 2026',
    coverageStarts: 'January 1, 2027',
    aepCard: 'October 15 - December 7, 2026',
    aepCardStarts: 'January 1, 2027',
    maOepCard: 'January 1 - March 31, 2027',
    hero: 'Medicare Open Enrollment for 2027 Coverage:',
    deadlinesHeading: 'Enrollment deadlines for 2026-2027',
  },
  {
    date: '2026-12-20', // the AEP has closed: next autumn's; 2027 coverage is about to start, nothing is open
    nav: 'AEP 2027',
    badge: 'October 15 - December 7, 2027',
    coverageStarts: 'January 1, 2028',
    aepCard: 'October 15 - December 7, 2027',
    aepCardStarts: 'January 1, 2028',
    maOepCard: 'January 1 - March 31, 2027',
    hero: 'Your 2027 Medicare Coverage Starts January 1',
    deadlinesHeading: 'Enrollment deadlines for 2027',
  },
  {
    date: '2027-02-15', // Medicare Advantage Open Enrollment is open
    nav: 'AEP 2027',
    badge: 'October 15 - December 7, 2027',
    coverageStarts: 'January 1, 2028',
    aepCard: 'October 15 - December 7, 2027',
    aepCardStarts: 'January 1, 2028',
    maOepCard: 'January 1 - March 31, 2027',
    hero: 'Medicare Advantage Open Enrollment 2027',
    deadlinesHeading: 'Enrollment deadlines for 2027',
  },
  {
    date: '2027-04-10', // MA Open Enrollment has closed: next year's
    nav: 'AEP 2027',
    badge: 'October 15 - December 7, 2027',
    coverageStarts: 'January 1, 2028',
    aepCard: 'October 15 - December 7, 2027',
    aepCardStarts: 'January 1, 2028',
    maOepCard: 'January 1 - March 31, 2028',
    hero: 'Medicare Open Enrollment for 2028 Coverage Opens October 15',
    deadlinesHeading: 'Enrollment deadlines for 2027-2028',
  },
  {
    date: '2027-10-20',
    nav: 'AEP 2027',
    badge: 'October 15 - December 7, 2027',
    coverageStarts: 'January 1, 2028',
    aepCard: 'October 15 - December 7, 2027',
    aepCardStarts: 'January 1, 2028',
    maOepCard: 'January 1 - March 31, 2028',
    hero: 'Medicare Open Enrollment for 2028 Coverage:',
    deadlinesHeading: 'Enrollment deadlines for 2027-2028',
  },
];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the season follows the build date', () => {
  it.each(rows)('built on $date', (row) => {
    vi.stubEnv('SITE_BUILD_DATE', row.date);
    const aepNavItem = getNav().primary.find((item) => item.href === '/annual-enrollment-period');
    expect(aepNavItem?.label).toBe(row.nav);
    const aep = getAepPage();
    expect(aep.dateBadge).toBe(row.badge);
    expect(aep.breadcrumbs.overview).toBe(row.nav);
    expect(aep.explanation).toContain(`your new coverage starts ${row.coverageStarts}.`);
    expect(aep.timeline.find((step) => step.id === 'coverage-begins')?.description).toContain(
      row.coverageStarts,
    );
    const { periods, lastUpdated } = getDeadlines();
    const card = (id: string) => periods.find((period) => period.id === id)!;
    expect(card('annual-enrollment-period').dates).toBe(row.aepCard);
    expect(card('annual-enrollment-period').description).toContain(`start ${row.aepCardStarts}.`);
    expect(card('medicare-advantage-open-enrollment').dates).toBe(row.maOepCard);
    expect(card('initial-enrollment-period').dates).toBe('7 months around your 65th birthday');
    expect(card('special-enrollment-period').dates).toBe('Varies by life event');
    expect(lastUpdated).toBe(row.date);
    const sections = getSections();
    expect(sections.hero.heading).toContain(row.hero);
    expect(sections.deadlines.heading).toBe(row.deadlinesHeading);
    expect(sections.footer.copyright).toContain(`© ${row.date.slice(0, 4)} `);
  });

  it('never presents an ended window as current, on any day of three years', () => {
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      const season = seasonOn(date);
      expect(season.aep.end >= date, `${date}: AEP ${season.aep.end}`).toBe(true);
      expect(season.maOep.end >= date, `${date}: MA OEP ${season.maOep.end}`).toBe(true);
      expect(season.aep.status).toBe(date >= season.aep.start ? 'open' : 'upcoming');
      expect(season.coverageStart).toBe(`${season.planYear}-01-01`);
      expect([season.planYear - 1, season.planYear]).toContain(season.coverageYear);
      // The phase says what is open: the AEP, Medicare Advantage Open Enrollment, or neither.
      expect(season.phase === 'aep-open').toBe(season.aep.status === 'open');
      expect(season.phase === 'ma-oep-open').toBe(season.maOep.status === 'open');
      // The figures year: next year's from the AEP's first day, this year's before it.
      expect(season.figuresYear).toBe(
        date.slice(5) >= '10-15' ? Number(date.slice(0, 4)) + 1 : Number(date.slice(0, 4)),
      );
    }
  });
});

describe('a pinned season', () => {
  it('may show a later AEP early', () => {
    expect(seasonOn('2026-11-24', { aepYear: 2027 })).toMatchObject({
      aepYear: 2027,
      planYear: 2028,
      pinned: true,
    });
  });

  it('cannot present an ended AEP: the error names the setting and the build date', () => {
    expect(() => seasonOn('2026-11-24', { aepYear: 2025 })).toThrow(StaleSeasonError);
    expect(() => seasonOn('2026-12-08', { aepYear: 2026 })).toThrow(
      /cycle\.aepYear is pinned to 2026, whose Annual Enrollment Period ended on 2026-12-07, before the build date 2026-12-08 \(SITE_BUILD_DATE/,
    );
    expect(seasonOn('2026-12-07', { aepYear: 2026 }).aepYear).toBe(2026);
  });
});

describe('the build date', () => {
  it('comes from SITE_BUILD_DATE, checked', () => {
    vi.stubEnv('SITE_BUILD_DATE', '2027-02-15');
    expect(siteBuildDate()).toBe('2027-02-15');
    expect(getSeason().aepYear).toBe(2027);
    vi.stubEnv('SITE_BUILD_DATE', '2027-02-30');
    expect(() => siteBuildDate()).toThrow('SITE_BUILD_DATE="2027-02-30" is not a date');
  });

  it("is otherwise today in the agency's time zone", () => {
    vi.stubEnv('SITE_BUILD_DATE', '');
    // 03:00 UTC on December 8 is still December 7 in Alabama: the AEP's last evening stays open.
    expect(todayIn('America/Chicago', new Date('2026-12-08T03:00:00Z'))).toBe('2026-12-07');
    expect(siteBuildDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

// The served build speaks of the enrollment season of its build date (SITE_BUILD_DATE, default today; scripts/test.sh
// builds for a fixed day so the screenshots hold still). The expectations come from content's season rule for the
// same day, never from a year typed here, so the suite holds for any build date.
import { getSeason, getSections } from '@agency/content';
import { expect, test } from '@playwright/test';

const season = getSeason();
const aepDates = `October 15 - December 7, ${season.aepYear}`;
const coverageStarts = `January 1, ${season.planYear}`;

test(`the nav, the AEP city pages and the home deadlines speak of AEP ${season.aepYear} (built ${season.date})`, async ({
  page,
}) => {
  await page.goto('/aep/atlanta');
  await expect(page.getByRole('link', { name: `AEP ${season.aepYear}`, exact: true }).first()).toBeAttached();
  await expect(page.getByText(aepDates, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`your new coverage starts ${coverageStarts}.`)).toBeVisible();

  await page.goto('/');
  // The hero's heading is the one of the day's part of the enrollment year; the deadlines heading names the years
  // its cards' dates fall in (content's season rule, docs/adr/0019).
  const sections = getSections();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sections.hero.heading);
  const deadlines = page.getByRole('region', { name: sections.deadlines.heading });
  const card = (name: string) =>
    deadlines
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await expect(card('Annual Enrollment Period')).toContainText(aepDates);
  await expect(card('Annual Enrollment Period')).toContainText(`start ${coverageStarts}.`);
  await expect(card('Medicare Advantage Open Enrollment')).toContainText(
    `January 1 - March 31, ${season.maOepYear}`,
  );
  await expect(deadlines.locator('time')).toHaveAttribute('datetime', season.date);
});

test('no page presents an enrollment period that has ended as current', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(paths.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const path of paths) {
    const text = (await (await request.get(path)).text()).replace(/<[^>]+>/g, ' ');
    for (const [pattern, lastYear] of [
      [/October 15 (?:-|–|to) December 7,? (\d{4})/g, season.aepYear],
      [/\bAEP (\d{4})\b/g, season.aepYear],
      [/January 1 (?:-|–|to) March 31,? (\d{4})/g, season.maOepYear],
    ] as const) {
      for (const match of text.matchAll(pattern))
        if (Number(match[1]) < lastYear) problems.push(`${path}: "${match[0]}"`);
    }
  }
  expect(problems).toEqual([]);
});

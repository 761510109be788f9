// The content's own editorial warnings on a day, and the season line `pnpm content:check` opens with. The command
// itself lives with the staff tools (@agency/staff, src/cli/check.ts), which add the blog posts' quality warnings.
import { brandData } from './collections/brand/brand.data';
import { cycleData } from './collections/cycle/cycle.data';
import { faqsData } from './collections/faqs/faqs.data';
import { figuresData } from './collections/figures/figures.data';
import {
  cycleWarnings,
  duplicateFaqWarnings,
  figuresDueWarnings,
  figureWarnings,
  officeHoursWarnings,
  type ContentWarning,
} from './check';
import { launchProblems } from './launch';
import { seasonOn } from './rules/season';

/** The figures year of the season on a day (the year whose amounts a visitor pays now or is choosing for). */
function seasonFiguresYear(day: string): number {
  try {
    return seasonOn(day, cycleData).figuresYear;
  } catch {
    return seasonOn(day).figuresYear;
  }
}

/** Every warning about the content's data on `today` (the blog posts' quality aside). */
export function contentWarnings(today: string): ContentWarning[] {
  return [
    ...duplicateFaqWarnings(faqsData),
    ...officeHoursWarnings(brandData.officeHours),
    ...cycleWarnings(cycleData, today),
    ...figureWarnings(figuresData, seasonFiguresYear(today)),
    ...figuresDueWarnings(figuresData, today),
    // What the launch gate refuses in a production build (launch.ts), one warning each, with its file.
    ...launchProblems().map((problem): ContentWarning => ({
      kind: 'sample-value',
      where: `${problem.collection} (${problem.file}) → ${problem.entry}: ${problem.field}`,
      message: `replace before launch (a production build stops on it): ${problem.message}`,
    })),
  ];
}

/** One line on the season of `today` (AEP, plan year, the MA Open Enrollment), or undefined when the pin has ended. */
export function seasonSummary(today: string): string | undefined {
  let season;
  try {
    season = seasonOn(today, cycleData);
  } catch {
    return undefined; // contentWarnings reports it
  }
  return (
    `Season on ${today}${season.pinned ? ' (pinned)' : ''}: AEP ${season.aepYear} ${season.aep.status} ` +
    `(${season.aep.start} to ${season.aep.end}), plan year ${season.planYear}; Medicare Advantage Open Enrollment ` +
    `${season.maOep.status} (${season.maOep.start} to ${season.maOep.end}); coverage year ${season.coverageYear}.`
  );
}

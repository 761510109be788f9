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
  sampleValueWarnings,
  tpmoWarnings,
  type ContentWarning,
} from './check';
import { collections } from './registry';
import { seasonOn } from './rules/season';
import { entryName } from './validate';

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
    ...tpmoWarnings(brandData.tpmo),
    ...sampleValueWarnings(
      collections
        .filter((collection) => collection.name !== 'figures')
        .map((collection) => ({
          name: collection.name,
          data: collection.data,
          entryId:
            collection.kind === 'list'
              ? (entry: unknown) => entryName(entry, collection.idField, collection.data.indexOf(entry))
              : undefined,
        })),
    ),
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

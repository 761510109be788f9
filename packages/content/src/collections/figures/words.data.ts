import type { z } from 'zod';
import type { figureWordsSchema } from './schema';

// The words that say a figure of the figures year is not in the figures yet (PRODUCT.md decision 16). {planYear} is
// the year the page speaks of, {year} the year of the amounts shown instead, {checked} the day the figures were last
// compared with their sources ("November 28, 2026"); the figure functions fill all three.
export const figureWordsData = {
  /** What `{partB.standardPremium:pending}` gives when the figure shown is from an earlier year. */
  pending: 'The {planYear} amount is not in our figures yet (checked {checked}).',
  /** The same for a group of figures shown together (a table, a chat answer). */
  pendingMany: 'The {planYear} amounts are not in our figures yet (checked {checked}).',
  /** Under a table or answer whose figures are from an earlier year than the plan year. */
  pendingShown:
    'These are the {year} amounts. The {planYear} amounts are not in our figures yet (checked {checked}).',
  /** The note at the end of a page that shows an earlier year's amount, with the link where new amounts appear. */
  note: {
    text: 'Where a {planYear} amount is not in our figures yet, this page shows the latest amount we have, with its year. We last checked for new amounts on {checked}. Medicare announces each year’s amounts in the autumn:',
    linkLabel: 'see the announcements of the Centers for Medicare & Medicaid Services',
    href: 'https://www.cms.gov/newsroom',
  },
} satisfies z.input<typeof figureWordsSchema>;

export type FigureWords = typeof figureWordsData;

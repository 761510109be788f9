import type { z } from 'zod';
import type { copyTreeSchema } from '../tools/schema';

// The words that say a figure is not announced yet for the plan year (PRODUCT.md decision 4). {planYear} is the plan
// year the site speaks of, {year} the year of the figures shown instead; the figure functions fill both.
export const figureWordsData = {
  /** What `{partB.standardPremium:pending}` gives when the figure shown is from an earlier year. */
  pending: 'The {planYear} amount is not announced yet.',
  /** The same for a group of figures shown together (a table, a chat answer). */
  pendingMany: 'The {planYear} amounts are not announced yet.',
  /** Under a table or answer whose figures are from an earlier year than the plan year. */
  pendingShown: 'The {planYear} amounts are not announced yet. These are the {year} amounts.',
} satisfies z.input<typeof copyTreeSchema>;

export type FigureWords = typeof figureWordsData;

// Story and test fixtures: the real IRMAA rule, money formatter and brackets of @agency/content, passed in as the site
// passes them. Only stories and tests import this file (ui never imports @agency/content at run time).
import {
  brand,
  formatMoney,
  getFigures,
  getIrmaaTables,
  getIrmaaToolCopy,
  irmaa,
  type IrmaaTables,
} from '@agency/content';
import type { IrmaaCalculatorProps } from './IrmaaCalculator';
import type { IrmaaCalculatorRules, IrmaaCalculatorTable } from './irmaaCalculatorModel';

const irmaaCalculatorCopy = getIrmaaToolCopy();

const figures = getFigures();

export const irmaaCalculatorRules: IrmaaCalculatorRules = { irmaa, formatMoney };

/** Plan year 2026: the 2025 and 2026 tables, each with its MAGI year and brackets. */
export const irmaaCalculatorTables: ReadonlyArray<IrmaaCalculatorTable> = getIrmaaTables(2026);

/** The calculator for plan year 2026, whose brackets are published (a fixed year: stories do not follow the date). */
export const irmaaCalculatorArgs = {
  copy: irmaaCalculatorCopy,
  rules: irmaaCalculatorRules,
  tables: irmaaCalculatorTables,
  planYear: 2026,
  phone: brand.tollFreePhone,
} satisfies IrmaaCalculatorProps;

/** Plan year 2027 before CMS publishes its brackets: the site passes the 2025 and 2026 tables; 2026 is computed. */
export const irmaaPendingArgs = {
  ...irmaaCalculatorArgs,
  tables: getIrmaaTables(2027),
  planYear: 2027,
} satisfies IrmaaCalculatorProps;

const figures2026 = figures['2026']!;
/**
 * A stand-in for the day CMS publishes the 2027 brackets: the 2026 table under 2027, on 2025 income. Not a figure of
 * the site (the figures collection has no 2027 table, and never a projection): it only shows the calculator's state.
 */
const standIn2027 = { ...figures2026.irmaa!, magiYear: 2025 };
const tablesWith2027: IrmaaTables = { ...figures, '2027': { partB: figures2026.partB, irmaa: standIn2027 } };

/** Plan year 2027 once its brackets are there (the stand-in table): 2026 and 2027 offered, 2027 computed. */
export const irmaaAnnouncedArgs = {
  ...irmaaCalculatorArgs,
  rules: { irmaa: (input) => irmaa(input, tablesWith2027), formatMoney },
  tables: [
    { year: 2026, ...figures2026.irmaa! },
    { year: 2027, ...standIn2027 },
  ],
  planYear: 2027,
} satisfies IrmaaCalculatorProps;

/** The keyboard half of a user-event instance (Testing Library's or the one Storybook hands to play functions). */
interface KeyboardUser {
  tab(): Promise<void>;
  keyboard(text: string): Promise<void>;
}

const statusKeys = { individual: ' ', joint: '{ArrowDown}', separate: '{ArrowDown}{ArrowDown}' } as const;

/**
 * Fills the calculator with the keyboard alone: Tab to the year radios (on the chosen year; ArrowLeft picks the
 * year before), Tab to the filing status (Space picks the first, Arrow Down the next), Tab to the income, type it,
 * Tab to the button, Enter. Focus must start before the form.
 */
export async function fillIrmaaWithKeyboard(
  user: KeyboardUser,
  {
    year,
    status,
    magi,
  }: { year?: 'default' | 'previous'; status?: keyof typeof statusKeys | null; magi: string },
): Promise<void> {
  await user.tab();
  if (year === 'previous') await user.keyboard('{ArrowLeft}');
  await user.tab();
  if (status) await user.keyboard(statusKeys[status]);
  await user.tab();
  if (magi) await user.keyboard(magi);
  await user.tab();
  await user.keyboard('{Enter}');
}

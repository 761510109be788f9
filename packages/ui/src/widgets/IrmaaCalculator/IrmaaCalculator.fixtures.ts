// Story and test fixtures: the real IRMAA rule and brackets of @agency/content, passed in as the site passes them.
// Only stories and tests import this file (ui never imports @agency/content at run time).
import { getFigures, irmaa, irmaaYears } from '@agency/content';
import type { IrmaaCalculatorProps } from './IrmaaCalculator';
import { getIrmaaToolCopy } from '@agency/content';

import type { IrmaaCalculatorRules, IrmaaCalculatorTable } from './irmaaCalculatorModel';

const irmaaCalculatorCopy = getIrmaaToolCopy();

const figures = getFigures();

export const irmaaCalculatorRules: IrmaaCalculatorRules = { irmaa };

/** 2025 and 2026, each with its MAGI year and brackets. */
export const irmaaCalculatorTables: ReadonlyArray<IrmaaCalculatorTable> = irmaaYears.map((year) => ({
  year,
  ...figures[year].irmaa,
}));

export const irmaaCalculatorArgs = {
  copy: irmaaCalculatorCopy,
  rules: irmaaCalculatorRules,
  tables: irmaaCalculatorTables,
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

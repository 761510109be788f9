import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { StoryConsultationForm } from '../../private/storyConsultationForm';
import { expect, fn, within } from 'storybook/test';
import { IrmaaCalculator } from './IrmaaCalculator';
import { fillTokens, getIrmaaToolCopy } from '@agency/content';

import {
  fillIrmaaWithKeyboard,
  irmaaAnnouncedArgs,
  irmaaCalculatorArgs,
  irmaaPendingArgs,
} from './IrmaaCalculator.fixtures';

const copy = getIrmaaToolCopy();

const meta = {
  title: 'Widgets/IrmaaCalculator',
  component: IrmaaCalculator,
  args: { ...irmaaCalculatorArgs, onInputChange: fn(), onShare: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IrmaaCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A consultation form under the calculator, as on the page (its first field, its folded topic). */
const withConsultationForm = (Story: () => ReactNode) => (
  <>
    <Story />
    <StoryConsultationForm />
  </>
);

/** The amount shown under a label of the result (on a joint return the label goes on: "(each person)"). */
const amount = (canvas: Canvas, label: string) =>
  canvas.getByText(
    (_: string, element: Element | null) =>
      element?.tagName === 'DT' && element.textContent!.startsWith(label),
  ).nextElementSibling?.textContent;

const yourRow = (canvas: Canvas) => canvas.getByRole('row', { current: true });

/** The empty form: 2026 chosen, no filing status yet, an empty income field; no result, no messages. */
export const Empty: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '2026' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '2025' })).not.toBeChecked();
    for (const status of Object.values(copy.form.statuses))
      await expect(canvas.getByRole('radio', { name: status.label })).toHaveAccessibleDescription(
        status.hint,
      );
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2026' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Your income (MAGI) in 2024' })).toHaveValue('');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/**
 * A 2026 joint return with MAGI $250,000: Part B $284.10, Part D +$14.50, each person's (said beside each amount, and
 * what the two pay together); the table marks bracket 1; the result ends with what to do next: call, or the
 * consultation form with the result as its topic.
 */
export const Joint250k: Story = {
  decorators: [withConsultationForm],
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await fillIrmaaWithKeyboard(userEvent, { status: 'joint', magi: '250,000' });
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your 2026 Medicare premiums' }),
    ).toHaveFocus();
    for (const label of [copy.result.partBLabel, copy.result.yearlyLabel])
      await expect(
        canvas.getByText(`${label} ${copy.result.perPersonSuffix}`, { selector: 'dt' }),
      ).toBeVisible();
    await expect(canvas.getByText(/each of you who has Medicare pays these amounts/)).toHaveTextContent(
      '$191.40 a month, $2,296.80 a year for the two of you',
    );
    await expect(amount(canvas, copy.result.partBLabel)).toBe('$284.10');
    await expect(amount(canvas, copy.result.partDLabel)).toBe('+$14.50');
    await expect(amount(canvas, copy.result.monthlyLabel)).toBe('$95.70');
    await expect(amount(canvas, copy.result.yearlyLabel)).toBe('$1,148.40');
    await expect(
      canvas.getByRole('table', { name: /for joint returns, based on 2024 income/ }),
    ).toBeVisible();
    await expect(yourRow(canvas)).toHaveTextContent(
      `Bracket 1 Above $218,000, up to $274,000 ${copy.result.yourBracket}$284.10+$14.50`,
    );
    await expect(args.onInputChange).toHaveBeenCalledWith({
      year: 2026,
      filingStatus: 'joint',
      magi: 250000,
    });

    // Last, the next step.
    const result = canvas.getByRole('region', { name: 'Your 2026 Medicare premiums' });
    const headings = within(result).getAllByRole('heading', { level: 3 });
    await expect(headings.at(-1)).toHaveTextContent(copy.result.nextStep!.heading);
    await expect(within(result).getByRole('link', { name: copy.result.nextStep!.callLabel })).toHaveAttribute(
      'href',
      `tel:${args.phone!.e164}`,
    );
    await userEvent.click(within(result).getByRole('link', { name: copy.result.nextStep!.scheduleLabel }));
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Topic' })).toHaveValue(
      'IRMAA: my 2026 premiums, filing a joint return, 2024 income of $250,000.',
    );
  },
};

/** The top bracket: an individual return of $600,000 pays $689.90 for Part B and +$91 for Part D. */
export const TopBracket: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillIrmaaWithKeyboard(userEvent, { status: 'individual', magi: '$600000' });
    await expect(
      await canvas.findByText('You are in IRMAA bracket 5 of 5. Income range: $500,000 or more.'),
    ).toBeVisible();
    await expect(amount(canvas, copy.result.partBLabel)).toBe('$689.90');
    await expect(amount(canvas, copy.result.partDLabel)).toBe('+$91');
    await expect(amount(canvas, copy.result.yearlyLabel)).toBe('$6,936');
    await expect(yourRow(canvas)).toHaveTextContent(/^Bracket 5 \$500,000 or more Your bracket/);
  },
};

/** A negative income: the message says what to enter, focus returns to the field, no result. */
export const NegativeIncome: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await fillIrmaaWithKeyboard(userEvent, { status: 'individual', magi: '-5,000' });
    const field = canvas.getByRole('textbox', { name: 'Your income (MAGI) in 2024' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      new RegExp(`${copy.errors.prefix} ${copy.errors.magiNegative.replace(/\$/g, '\\$')}$`),
    );
    await expect(canvas.getByRole('link', { name: copy.errors.magiNegative })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(args.onInputChange).not.toHaveBeenCalled();
  },
};

/** Nothing chosen and words for income: one message per field, the first field (filing status) gets focus. */
export const InvalidAnswers: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillIrmaaWithKeyboard(userEvent, { status: null, magi: 'about 200k' });
    await expect(canvas.getByRole('radio', { name: copy.form.statuses.individual.label })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: copy.errors.statusMissing })).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.errors.magiNotNumber })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: copy.errors.magiNotNumber }));
    await expect(canvas.getByRole('textbox', { name: 'Your income (MAGI) in 2024' })).toHaveFocus();
  },
};

/** Married filing separately: only three brackets; $120,000 is already bracket 4 ($649.20), with the 2026 caution. */
export const SeparateFiling: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillIrmaaWithKeyboard(userEvent, { status: 'separate', magi: '120,000' });
    const table = await canvas.findByRole('table', { name: /for married people filing separately/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(amount(canvas, copy.result.partBLabel)).toBe('$649.20');
    await expect(amount(canvas, copy.result.partDLabel)).toBe('+$83.30');
    await expect(yourRow(canvas)).toHaveTextContent(
      /^Bracket 4 Above \$109,000 and less than \$391,000 Your bracket/,
    );
    await expect(canvas.getByText(copy.result.unverified)).toBeVisible();
  },
};

/** 2025 premiums use 2023 income: an individual return of $180,000 pays $480.90 for Part B. */
export const Year2025: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillIrmaaWithKeyboard(userEvent, { year: 'previous', status: 'individual', magi: '180000' });
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your 2025 Medicare premiums' }),
    ).toHaveFocus();
    await expect(amount(canvas, copy.result.partBLabel)).toBe('$480.90');
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Why 2023 income? The two-year look-back' }),
    ).toBeVisible();
  },
};

/** Opened from a shared link (?year=2026&status=joint&magi=250000): the result shows at once. */
export const SharedLink: Story = {
  args: { initialInput: { year: 2026, filingStatus: 'joint', magi: 250000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: copy.form.statuses.joint.label })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Your income (MAGI) in 2024' })).toHaveValue('250,000');
    await expect(amount(canvas, copy.result.partBLabel)).toBe('$284.10');
  },
};

/**
 * Plan year 2027 before CMS publishes its brackets: the calculator says so plainly, offers 2025 and 2026, and
 * computes 2026 on 2024 income.
 */
export const PlanYearNotInFigures: Story = {
  args: irmaaPendingArgs,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const notice = fillTokens(copy.form.pendingNotice, { missingYear: 2027, year: 2026, magiYear: 2024 });
    await expect(canvas.getByText(notice)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '2026' })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: '2027' })).toBeNull();
    await expect(canvas.getByRole('group', { name: copy.form.yearLegend })).toHaveAccessibleDescription(
      `${copy.form.yearHint} ${notice}`,
    );
    await fillIrmaaWithKeyboard(userEvent, { status: 'joint', magi: '250,000' });
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your 2026 Medicare premiums' }),
    ).toHaveFocus();
    await expect(amount(canvas, copy.result.partBLabel)).toBe('$284.10');
    await expect(
      canvas.getByRole('table', { name: /^2026 IRMAA brackets for joint returns, based on 2024 income/ }),
    ).toBeVisible();
  },
};

/**
 * Plan year 2027 once its brackets are published (a stand-in table in the fixture: the 2026 brackets under 2027, not
 * a figure of the site): no notice, 2027 chosen, on 2025 income.
 */
export const PlanYearAnnounced: Story = {
  args: irmaaAnnouncedArgs,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/not in our figures yet/)).toBeNull();
    await expect(canvas.getByRole('radio', { name: '2027' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '2026' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Your income (MAGI) in 2025' })).toHaveValue('');
    await fillIrmaaWithKeyboard(userEvent, { status: 'individual', magi: '120,000' });
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your 2027 Medicare premiums' }),
    ).toHaveFocus();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Why 2025 income? The two-year look-back' }),
    ).toBeVisible();
  },
};

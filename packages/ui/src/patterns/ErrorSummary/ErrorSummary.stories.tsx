import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getTimelineToolCopy } from '@agency/content';
import { ErrorSummary } from './ErrorSummary';

const copy = getTimelineToolCopy();

// The summary above the three date fields of the enrollment timeline (real copy), so its links have fields to reach.
const meta = {
  title: 'Patterns/ErrorSummary',
  component: ErrorSummary,
  args: {
    heading: copy.errors.summaryHeading,
    items: [{ fieldId: 'story-day', message: copy.errors.dayMissing }],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 720 }}>
        <Story />
        <form style={{ display: 'flex', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
          {(['month', 'day', 'year'] as const).map((field) => (
            <label key={field} style={{ display: 'flex', flexDirection: 'column' }}>
              {copy.form[`${field}Label`]}
              <input id={`story-${field}`} name={field} type="text" inputMode="numeric" />
            </label>
          ))}
        </form>
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One field to fix: the heading (an h2), the message as a link; following it focuses the field, not the hash. */
export const OneMessage: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: copy.errors.summaryHeading })).toBeVisible();
    const link = canvas.getByRole('link', { name: copy.errors.dayMissing });
    await expect(link).toHaveAttribute('href', '#story-day');
    const address = window.location.href;
    await userEvent.click(link);
    await expect(canvas.getByRole('textbox', { name: copy.form.dayLabel })).toHaveFocus();
    await expect(window.location.href).toBe(address);
  },
};

/** Nothing typed: a link per field, in the fields' order; a link followed with the keyboard moves focus too. */
export const SeveralMessages: Story = {
  args: {
    items: [
      { fieldId: 'story-month', message: copy.errors.monthMissing },
      { fieldId: 'story-day', message: copy.errors.dayMissing },
      { fieldId: 'story-year', message: copy.errors.yearMissing },
    ],
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      copy.errors.monthMissing,
      copy.errors.dayMissing,
      copy.errors.yearMissing,
    ]);
    links[2]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: copy.form.yearLabel })).toHaveFocus();
  },
};

/** No message: no summary at all (the form alone). */
export const NoMessages: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: copy.errors.summaryHeading })).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prose } from './Prose';

const meta = {
  title: 'Primitives/Prose',
  component: Prose,
  args: {
    as: 'article',
    html: '<h2>Plan G or Plan N?</h2><p>Both work with <a href="/medicare-supplement">Original Medicare</a>.</p><ul><li>Plan G: fewer bills</li><li>Plan N: lower premium</li></ul><table><thead><tr><th>Plan</th><th>Part B deductible</th></tr></thead><tbody><tr><td>G</td><td>You pay it</td></tr></tbody></table>',
  },
  decorators: [(Story) => <div style={{ padding: '1.5rem', maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Plan G or Plan N?' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

const wideTable =
  '<h2>The 2026 table</h2><div role="region" tabindex="0" aria-label="Table (scrolls sideways)" data-table-frame=""><table><thead><tr><th>2024 income: individual return</th><th>2024 income: joint return</th><th>2026 Part B premium</th><th>2026 Part D extra</th></tr></thead><tbody><tr><td>$109,000 or less</td><td>$218,000 or less</td><td>$202.90</td><td>$0.00</td></tr><tr><td>Above $109,000 up to $137,000</td><td>Above $218,000 up to $274,000</td><td>$284.10</td><td>$14.50</td></tr></tbody></table></div><p data-table-hint="">Swipe or scroll the table sideways to see every column.</p>';

/**
 * A four-column table on a 320px phone: it scrolls sideways inside its labelled frame, which takes keyboard focus
 * (arrow keys scroll it), and the hint under it says so.
 */
export const WideTableOnPhone: Story = {
  args: { html: wideTable },
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('region', { name: 'Table (scrolls sideways)' });
    await expect(within(frame).getByRole('table')).toBeInTheDocument();
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    frame.focus();
    await expect(frame).toHaveFocus();
    await expect(canvas.getByText(/scroll the table sideways/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** The same table in the full text column: it fits, so there is nothing to scroll and no hint. */
export const WideTableOnLaptop: Story = {
  args: { html: wideTable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('region', { name: 'Table (scrolls sideways)' });
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
    await expect(canvas.getByText(/scroll the table sideways/)).not.toBeVisible();
  },
};

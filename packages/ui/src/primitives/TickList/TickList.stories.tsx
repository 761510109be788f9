import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TickList } from './TickList';

const meta = {
  title: 'Primitives/TickList',
  component: TickList,
  args: { items: ['Turning 65 this year', 'Losing employer coverage', 'Moving to a new state'] },
  decorators: [(Story) => <div style={{ padding: '1.5rem', maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TickList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each point after a green tick; the ticks are decoration, the list is a list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    for (const item of items) {
      await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      await expect(parseFloat(getComputedStyle(item).fontSize)).toBeGreaterThanOrEqual(18);
    }
  },
};

/** Named by a visible label (a deadline's "Who can enroll"). */
export const Labelled: Story = {
  args: { 'aria-labelledby': 'who-label' },
  render: (args) => (
    <>
      <p id="who-label">Who can enroll</p>
      <TickList {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Who can enroll' })).toBeVisible();
  },
};

/** A long point wraps under itself, the tick on its first line. */
export const LongPoint: Story = {
  args: {
    items: ['People who lose coverage from an employer plan, COBRA or a Medicaid program during the year'],
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    const tick = item.querySelector('svg')!.getBoundingClientRect();
    await expect(item.getBoundingClientRect().height).toBeGreaterThan(tick.height * 2);
    await expect(tick.top - item.getBoundingClientRect().top).toBeLessThan(8);
  },
};

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { formatLongDate, getDeadlines, getSections, parseIsoDate } from '@agency/content';
import { expect, within } from 'storybook/test';
import { Deadlines } from './Deadlines';

const copy = getSections().deadlines;
const { periods, lastUpdated } = getDeadlines();

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/Deadlines',
  component: Deadlines,
  args: {
    heading: copy.heading,
    intro: copy.intro,
    periods,
    priorityLabel: copy.priorityBadge,
    whoCanEnrollLabel: copy.whoCanEnrollLabel,
    lastUpdatedLabel: copy.lastUpdatedLabel,
    lastUpdated,
  },
} satisfies Meta<typeof Deadlines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four periods; only the high-priority one carries PRIORITY and the highlighted border. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: copy.heading });
    await expect(section).toHaveAttribute('id', 'deadlines');
    const cards = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li')!);
    await expect(cards).toHaveLength(4);
    for (const [index, period] of periods.entries()) {
      const card = within(cards[index]!);
      await expect(card.getByRole('heading', { level: 3, name: period.period })).toBeVisible();
      await expect(card.getByText(period.dates)).toBeVisible();
      const who = card.getByRole('list', { name: copy.whoCanEnrollLabel });
      await expect(within(who).getAllByRole('listitem')).toHaveLength(period.whoCanEnroll.length);
      if (period.priority === 'high') await expect(card.getByText('PRIORITY')).toBeVisible();
      else await expect(card.queryByText('PRIORITY')).toBeNull();
    }
    // Exactly the high-priority card(s) say PRIORITY.
    const high = periods.filter((period) => period.priority === 'high');
    await expect(high.map((period) => period.period)).toEqual(['Annual Enrollment Period']);
    await expect(canvas.getAllByText('PRIORITY')).toHaveLength(high.length);
    // The highlighted card is drawn differently from the others (a thicker warm border).
    await expect(getComputedStyle(cards[0]!).borderTopWidth).not.toBe(
      getComputedStyle(cards[1]!).borderTopWidth,
    );

    // The day the site was built (the season's day), written out in words.
    const updated = formatLongDate(parseIsoDate(lastUpdated));
    await expect(canvas.getByText(/^Last updated:/)).toHaveTextContent(`Last updated: ${updated}`);
    await expect(canvas.getByText(updated)).toHaveAttribute('datetime', lastUpdated);
  },
};

/** The date is read from the ISO string, never through a time zone: January 1 stays January 1. */
export const NewYearDate: Story = {
  args: { lastUpdated: '2027-01-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Last updated:/)).toHaveTextContent('Last updated: January 1, 2027');
  },
};

/** No period is high priority: no badge anywhere. */
export const NoPriority: Story = {
  args: { periods: periods.map((period) => ({ ...period, priority: 'medium' as const })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('PRIORITY')).toBeNull();
  },
};

/** Two periods, both high priority, and no 'Last updated' line. */
export const FewerItemsAllPriority: Story = {
  args: {
    periods: periods.slice(0, 2).map((period) => ({ ...period, priority: 'high' as const })),
    lastUpdated: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('PRIORITY')).toHaveLength(2);
    await expect(canvas.queryByText(/Last updated/)).toBeNull();
  },
};

/** A long period name wraps, and the badge moves under it rather than squeezing it. */
export const LongTitle: Story = {
  args: {
    periods: [
      {
        ...periods[0]!,
        period: 'Annual Enrollment Period for Medicare Advantage and Part D Prescription Drug Plans',
      },
      ...periods.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('heading', { level: 3, name: /Prescription Drug Plans/ }).closest('li')!;
    await expect(within(card).getByText('PRIORITY')).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** Phone width: cards stack, the badge stays readable, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(within(canvasElement).getByText('PRIORITY')).toBeVisible();
  },
};

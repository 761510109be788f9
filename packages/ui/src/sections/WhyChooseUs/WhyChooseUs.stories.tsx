import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getSections, getWhyChooseUs } from '@agency/content';
import { expect, within } from 'storybook/test';
import { WhyChooseUs } from './WhyChooseUs';

const copy = getSections().whyChooseUs;
const { cards, note } = getWhyChooseUs();

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/WhyChooseUs',
  component: WhyChooseUs,
  args: { heading: copy.heading, intro: copy.intro, items: cards, note },
} satisfies Meta<typeof WhyChooseUs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four reason cards and the "Family-Run Difference" note. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: args.heading });
    await expect(within(section).getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const [index, card] of cards.entries()) {
      await expect(within(items[index]!).getByRole('heading', { level: 3, name: card.title })).toBeVisible();
      await expect(within(items[index]!).getByText(card.description)).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { level: 3, name: 'Family-Run Difference' })).toBeVisible();
    await expect(canvas.getByText(note.text)).toBeVisible();
  },
};

/** Without the note, only the cards show. */
export const WithoutNote: Story = {
  args: { note: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.queryByRole('heading', { name: 'Family-Run Difference' })).toBeNull();
  },
};

/** Two cards: they share the row instead of leaving gaps. */
export const FewerItems: Story = {
  args: { items: cards.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
  },
};

/** A very long card title wraps inside its card. */
export const LongTitle: Story = {
  args: {
    items: [
      {
        ...cards[0]!,
        title:
          'Free, No-Obligation Help From Licensed Advisors Who Take the Time to Explain Every Part of Your Coverage',
      },
      ...cards.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 3, name: /Take the Time/ });
    const card = title.closest('li')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** Phone width: one card per row, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom - 1,
    );
  },
};

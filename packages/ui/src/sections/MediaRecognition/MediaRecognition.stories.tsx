import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getMedia, getSections } from '@agency/content';
import { expect, within } from 'storybook/test';
import { MediaRecognition } from './MediaRecognition';

const copy = getSections().media;
const { items, note } = getMedia();

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/MediaRecognition',
  component: MediaRecognition,
  args: { heading: copy.heading, intro: copy.intro, items, note: note.text },
} satisfies Meta<typeof MediaRecognition>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four appearance cards and, while they are samples, the editor's placeholder note. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(note.text);
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    for (const [index, item] of items.entries()) {
      const card = within(cards[index]!);
      await expect(card.getByRole('heading', { level: 3, name: item.outlet })).toBeVisible();
      await expect(card.getByText(item.description)).toBeVisible();
      await expect(card.getByText(String(item.year))).toHaveAttribute('datetime', String(item.year));
    }
  },
};

/** Real appearances: no note is given, so none shows. */
export const WithoutNote: Story = {
  args: { note: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** One appearance. */
export const SingleItem: Story = {
  args: { items: items.slice(0, 1), note: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A long outlet name wraps inside its card. */
export const LongTitle: Story = {
  args: {
    items: [
      {
        ...items[0]!,
        outlet: 'The Huntsville Times Weekend Health and Wellness Edition for Seniors and Caregivers',
      },
      ...items.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
      .getByRole('heading', { level: 3, name: /Weekend Health/ })
      .closest('li')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** Phone width: the note and cards stack, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(within(canvasElement).getByRole('note')).toBeVisible();
  },
};

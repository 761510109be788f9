import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAepPage } from '@agency/content';
import { expect, within } from 'storybook/test';
import { AepChangeTypes } from './AepChangeTypes';

const aep = getAepPage();

const heading = aep.headings.changeTypes;
const healthQuestionsLabel = aep.healthQuestionsLabel;

const meta = {
  title: 'Sections/AepChangeTypes',
  component: AepChangeTypes,
  args: { id: 'aep-changes', heading, items: aep.changeTypes, healthQuestionsLabel },
} satisfies Meta<typeof AepChangeTypes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six cards; the ones that may need health questions carry a text badge. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    for (const [index, item] of aep.changeTypes.entries()) {
      const card = within(cards[index]!);
      await expect(card.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      if (item.requiresHealthQuestions) await expect(card.getByText(healthQuestionsLabel)).toBeVisible();
      else await expect(card.queryByText(healthQuestionsLabel)).toBeNull();
    }
    await expect(canvas.getAllByText(healthQuestionsLabel)).toHaveLength(
      aep.changeTypes.filter((item) => item.requiresHealthQuestions).length,
    );
    const last = within(cards[5]!);
    await expect(last.getByRole('heading', { name: 'Medicare Advantage to Medigap' })).toBeVisible();
    await expect(last.getByText(healthQuestionsLabel)).toBeVisible();
  },
};

/** Phone width (320px): one card a row, nothing wider than the screen. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    for (const badge of within(canvasElement).getAllByText(healthQuestionsLabel)) {
      const card = badge.closest('li')!;
      await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
        card.getBoundingClientRect().right,
      );
    }
  },
};

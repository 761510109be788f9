import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAepPage } from '@agency/content';
import { expect, within } from 'storybook/test';
import { AepCommonMistakes } from './AepCommonMistakes';

const aep = getAepPage();

const heading = aep.headings.mistakes;

const meta = {
  title: 'Sections/AepCommonMistakes',
  component: AepCommonMistakes,
  args: { id: 'aep-mistakes', heading, items: aep.commonMistakes },
} satisfies Meta<typeof AepCommonMistakes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four mistakes, each a card with a title (h3) and advice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Waiting until the last day',
      'Not checking your doctors',
      'Ignoring drug coverage',
      'Choosing only by premium',
    ]);
    for (const item of aep.commonMistakes) await expect(canvas.getByText(item.description)).toBeVisible();
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
  },
};

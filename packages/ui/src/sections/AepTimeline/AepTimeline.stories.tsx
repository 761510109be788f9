import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAepPage } from '@agency/content';
import { expect, within } from 'storybook/test';
import { AepTimeline } from './AepTimeline';

const aep = getAepPage();

const heading = aep.headings.timeline;

const meta = {
  title: 'Sections/AepTimeline',
  component: AepTimeline,
  args: { id: 'aep-timeline', heading, steps: aep.timeline },
} satisfies Meta<typeof AepTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four steps, in order, each with its date, title and description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const expected = [
      ['October 15', 'AEP begins'],
      ['October-November', 'Review period'],
      ['December 7', 'Last day to enroll'],
      ['January 1', 'Coverage begins'],
    ];
    for (const [index, [date, title]] of expected.entries()) {
      const item = items[index]!;
      // "October 15: AEP begins" (the colon is for screen readers only).
      await expect(within(item).getByRole('heading', { level: 3 })).toHaveAccessibleName(
        new RegExp(`^${date}\\s*:\\s*${title}$`),
      );
      await expect(within(item).getByText(aep.timeline[index]!.description)).toBeVisible();
    }
  },
};

/** Phone width (320px): one column, nothing wider than the screen. */
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
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

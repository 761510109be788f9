import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getProcessSteps, getSections } from '@agency/content';
import { expect, within } from 'storybook/test';
import { ProcessSteps } from './ProcessSteps';

const copy = getSections().process;
const steps = getProcessSteps();

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/ProcessSteps',
  component: ProcessSteps,
  args: { heading: copy.heading, intro: copy.intro, stepLabel: copy.stepLabel, steps },
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four steps in order, each with its number, title and timeframe badge. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const expected = [
      ['Initial Consultation', '20 minutes'],
      ['Plan Research', '24-48 hours'],
      ['Personalized Comparison', '30-45 minutes'],
      ['Enrollment and Lifetime Support', 'Ongoing'],
    ] as const;
    for (const [index, [title, timeframe]] of expected.entries()) {
      const item = within(items[index]!);
      await expect(item.getByText(`Step ${index + 1}`)).toBeVisible();
      await expect(item.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(item.getByText(timeframe)).toBeVisible();
    }
  },
};

/** Three steps: the list still numbers them in order. */
export const FewerSteps: Story = {
  args: { steps: steps.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[2]!).getByText('Step 3')).toBeVisible();
  },
};

/** A long title and a long timeframe wrap inside their card. */
export const LongTitle: Story = {
  args: {
    steps: [
      {
        ...steps[0]!,
        title: 'A Relaxed Initial Consultation About Your Doctors, Prescriptions and Budget',
        timeframe: 'About 20 to 30 minutes, by phone or in person',
      },
      ...steps.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('heading', { level: 3, name: /Relaxed Initial/ }).closest('li')!;
    await expect(within(card).getByText(/About 20 to 30 minutes/)).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** Phone width: the steps stack in order and nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const items = within(canvasElement).getAllByRole('listitem');
    for (let index = 1; index < items.length; index++) {
      await expect(items[index]!.getBoundingClientRect().top).toBeGreaterThan(
        items[index - 1]!.getBoundingClientRect().top,
      );
    }
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAepPage } from '@agency/content';
import { expect, within } from 'storybook/test';
import { vars } from '../../styles/vars.css';
import { AepDateBadge, aepDateBadgeTones } from './AepDateBadge';

const aep = getAepPage();

const meta = {
  title: 'Sections/Aep/AepDateBadge',
  component: AepDateBadge,
  args: { dateBadge: aep.dateBadge, explanation: aep.explanation },
  argTypes: { tone: { control: 'radio', options: aepDateBadgeTones } },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AepDateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The AEP dates, large, then the explanation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(aep.dateBadge)).toBeVisible();
    await expect(canvas.getByText(aep.explanation)).toBeVisible();
  },
};

/** On the navy band of the page header. */
export const OnBrand: Story = {
  args: { tone: 'brand' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.brand }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(aep.dateBadge);
    await expect(badge).toBeVisible();
    await expect(Number.parseFloat(getComputedStyle(badge.parentElement!).fontSize)).toBeGreaterThanOrEqual(
      18,
    );
  },
};

/** Phone width (320px): the badge wraps inside the screen. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const badge = within(canvasElement).getByText(aep.dateBadge).parentElement!;
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAepPage } from '@agency/content';
import { expect, within } from 'storybook/test';
import { vars } from '../../styles/vars.css';
import { AepDateBadge, aepDateBadgeTones } from './AepDateBadge';

const aep = getAepPage();

const meta = {
  title: 'Sections/AepDateBadge',
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

/** Phone width (320px with the page's margins): the dates wrap inside the screen, the icon stays beside them. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const dates = within(canvasElement).getByText(aep.dateBadge);
    const badge = dates.parentElement!;
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right);
    const icon = badge.querySelector('svg')!.getBoundingClientRect();
    const text = dates.getBoundingClientRect();
    // Side by side: the icon left of the dates, its middle within their height (not on a line of its own).
    await expect(icon.right).toBeLessThanOrEqual(text.left);
    await expect(icon.top + icon.height / 2).toBeGreaterThan(text.top);
    await expect(icon.top + icon.height / 2).toBeLessThan(text.bottom);
  },
};

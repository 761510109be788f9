import type { Meta, StoryObj } from '@storybook/react-vite';
import { brand, getPage } from '@agency/content';
import { expect, fn, within } from 'storybook/test';
import { CallToAction } from './CallToAction';

const page = getPage('how-we-help')!;

const meta = {
  title: 'Sections/CallToAction',
  component: CallToAction,
  args: {
    heading: page.ctaHeading,
    text: page.ctaText,
    callLabel: `Call ${brand.tollFreePhone.display}`,
    phone: brand.tollFreePhone,
    bookLabel: 'Book a Free Consultation',
    onCall: fn(),
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('link', { name: args.callLabel });
    await expect(call).toHaveAttribute('href', `tel:${brand.tollFreePhone.e164}`);
    await expect(canvas.getByRole('link', { name: args.bookLabel })).toHaveAttribute('href', '#contact');
    // A band of the page's content, not a landmark: its heading often matches the contact section's.
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { brand, getSections } from '@agency/content';
import { expect, fn, within } from 'storybook/test';
import { PhoneBanner } from './PhoneBanner';

const copy = getSections();

const meta = {
  title: 'Sections/PhoneBanner',
  component: PhoneBanner,
  args: {
    phone: brand.tollFreePhone,
    callLabel: copy.phoneBanner.callLabel,
    tagline: copy.phoneBanner.tagline,
    onCall: fn(),
  },
} satisfies Meta<typeof PhoneBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('link', { name: `${args.callLabel} ${args.phone.display}` });
    await expect(call).toHaveAttribute('href', `tel:${args.phone.e164}`);
    await expect(canvas.getByText(args.tagline)).toBeVisible();
    // Don't let the browser actually follow a tel: link in the test.
    call.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(call);
    await expect(args.onCall).toHaveBeenCalledOnce();
  },
};

/** Stays at the top of the viewport while the page scrolls. */
export const StickyWhileScrolling: Story = {
  decorators: [
    (Story) => (
      <div>
        <Story />
        <div style={{ height: '200vh', padding: '1rem' }}>Page content</div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement)
      .getByRole('link', { name: /Call Now/ })
      .closest('div')!.parentElement!;
    await expect(getComputedStyle(banner).position).toBe('sticky');
    window.scrollTo(0, 400);
    await expect(banner.getBoundingClientRect().top).toBe(0);
    window.scrollTo(0, 0);
  },
};

/** Phone width: the tagline wraps under the number, nothing is cut off. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('link', { name: /Call Now/ });
    await expect(call.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { brand, getSections } from '@agency/content';
import { expect, fn, within } from 'storybook/test';
import { PhoneBanner } from './PhoneBanner';
import { shortWindowStory } from '../../private/storyViewports';

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

const longPage: Decorator = (Story) => (
  <div>
    <Story />
    <div style={{ height: '200vh', padding: '1rem' }}>Page content</div>
  </div>
);

/** The strip is a landmark named by its tagline, so nothing of the page sits outside the landmarks. */
function bannerOf(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('complementary', { name: copy.phoneBanner.tagline });
}

/** Tablet width and a tall window: stays at the top of the viewport while the page scrolls. */
export const StickyWhileScrolling: Story = {
  globals: { viewport: { value: 'tablet' } },
  decorators: [longPage],
  play: async ({ canvasElement }) => {
    const banner = bannerOf(canvasElement);
    await expect(getComputedStyle(banner).position).toBe('sticky');
    window.scrollTo({ top: 400, behavior: 'instant' });
    await expect(banner.getBoundingClientRect().top).toBe(0);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** On a phone the strip scrolls away with the page: the bottom call bar keeps the number in reach there. */
export const ScrollsAwayOnPhones: Story = {
  globals: { viewport: { value: 'mobile2' } },
  decorators: [longPage],
  play: async ({ canvasElement }) => {
    const banner = bannerOf(canvasElement);
    await expect(getComputedStyle(banner).position).not.toBe('sticky');
    window.scrollTo({ top: 400, behavior: 'instant' });
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** A short window (a phone in landscape, 200% zoom): the strip scrolls away, whatever the width. */
export const ScrollsAwayInShortWindows: Story = {
  ...shortWindowStory,
  decorators: [longPage],
  play: async ({ canvasElement }) => {
    await expect(window.innerHeight).toBeLessThan(500);
    await expect(getComputedStyle(bannerOf(canvasElement)).position).not.toBe('sticky');
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

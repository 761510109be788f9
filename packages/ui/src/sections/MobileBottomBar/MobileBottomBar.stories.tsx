import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { brand, getSections } from '@agency/content';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { MobileBottomBar } from './MobileBottomBar';
import { shortWindowStory } from '../../private/storyViewports';

const copy = getSections();

/** A 360px-wide page with the contact section the booking button scrolls to; the bar is rendered last. */
const phonePage: Decorator = (Story) => (
  <div data-testid="phone-frame" style={{ width: 360 }}>
    <main style={{ padding: '1rem' }}>
      <p style={{ minHeight: '120vh' }}>Page content</p>
      <section id="contact" aria-label="Contact us" style={{ minHeight: '50vh' }}>
        <h2>Contact us</h2>
      </section>
      <p data-testid="last-line">The last line of the page.</p>
    </main>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/MobileBottomBar',
  component: MobileBottomBar,
  decorators: [phonePage],
  // The bar shows below 640px only; the runner honours this viewport and the 360px frame keeps the page narrow.
  globals: { viewport: { value: 'mobile1' } },
  args: {
    callLabel: copy.mobileBar.callNow,
    bookLabel: copy.mobileBar.bookReview,
    phone: brand.tollFreePhone,
    contactId: 'contact',
    onCall: fn(),
    onBook: fn(),
  },
} satisfies Meta<typeof MobileBottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone width: 'Call Now' (warm) and 'Book Free Review' side by side, fixed to the bottom of the screen. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('link', { name: `${args.callLabel} ${args.phone.display}` });
    const book = canvas.getByRole('link', { name: args.bookLabel });
    await expect(call).toBeVisible();
    await expect(book).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${args.phone.e164}`);
    await expect(book).toHaveAttribute('href', '#contact');
    for (const action of [call, book]) {
      await expect(action.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const bar = canvas.getByRole('complementary');
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);

    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);

    // Don't let the browser follow a tel: link in the test.
    call.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(call);
    await expect(args.onCall).toHaveBeenCalledOnce();
  },
};

/** 'Book Free Review' scrolls to the contact section and moves focus there. */
export const BookScrollsToContact: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const scrollIntoView = spyOn(Element.prototype, 'scrollIntoView');
    try {
      await userEvent.click(within(canvasElement).getByRole('link', { name: args.bookLabel }));
      const contact = document.getElementById('contact')!;
      await expect(args.onBook).toHaveBeenCalledOnce();
      await expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      await expect(scrollIntoView.mock.contexts.at(-1)).toBe(contact);
      await waitFor(() => expect(document.activeElement).toBe(contact));
    } finally {
      scrollIntoView.mockRestore();
    }
  },
};

/** Scrolled to the very end, the last line of the page sits above the bar, not under it. */
export const NeverCoversContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo(0, document.documentElement.scrollHeight);
    const bar = canvas.getByRole('complementary');
    await waitFor(() =>
      expect(canvas.getByTestId('last-line').getBoundingClientRect().bottom).toBeLessThanOrEqual(
        bar.getBoundingClientRect().top,
      ),
    );
    window.scrollTo(0, 0);
  },
};

/** On a tablet (640 to 1023px wide) the bar still shows, with room at its end for the docked chat button. */
export const ShownOnTablets: Story = {
  args: { chatDock: true },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(640);
    await expect(window.innerWidth).toBeLessThan(1024);
    await expect(canvas.getByRole('link', { name: args.bookLabel })).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('complementary')).position).toBe('fixed');
  },
};

/** From desktop width (1024px) up, in a window that is not short, the bar and its spacer are hidden. */
export const HiddenOnLargerScreens: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    await expect(canvas.getByRole('link', { name: args.bookLabel, hidden: true })).not.toBeVisible();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** With `chatDock`, the bar leaves room at its end for the chat button, which docks there on phones. */
export const ChatDock: Story = {
  args: { chatDock: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('complementary');
    const book = canvas.getByRole('link', { name: args.bookLabel });
    const room = bar.getBoundingClientRect().right - book.getBoundingClientRect().right;
    // At least a square as tall as an action, beside the last action.
    await expect(room).toBeGreaterThanOrEqual(book.getBoundingClientRect().height);
  },
};

/**
 * A short window (a phone in landscape, 200% zoom): the bar shows at any width, slim (44px actions), and takes at
 * most a fifth of the window's height.
 */
export const SlimInShortWindows: Story = {
  ...shortWindowStory,
  args: { chatDock: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(window.innerHeight).toBeLessThan(500);
    const bar = canvas.getByRole('complementary');
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight * 0.2);
    for (const action of [
      canvas.getByRole('link', { name: `${args.callLabel} ${args.phone.display}` }),
      canvas.getByRole('link', { name: args.bookLabel }),
    ]) {
      await expect(action.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

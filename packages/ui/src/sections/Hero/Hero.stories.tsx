import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { brand, getSections, getTestimonials, getTrustBadges } from '@agency/content';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { Hero, heroBadgeIcons } from './Hero';

const copy = getSections().hero;
const { facts } = getTestimonials();
const badges = getTrustBadges();

/** The #contact section the main button scrolls to, as on the home page. */
const withContactSection: Decorator = (Story) => (
  <>
    <Story />
    <div style={{ height: '120vh' }} />
    <section id="contact" tabIndex={-1} aria-label="Contact">
      <p>Contact section</p>
    </section>
  </>
);

/** A phone-sized column (the test browser's media queries still see a phone-sized viewport). */
const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  decorators: [withContactSection],
  args: {
    heading: copy.heading,
    subheading: copy.subheading,
    scheduleLabel: copy.primaryCta,
    callLabel: copy.phoneCta,
    phone: brand.tollFreePhone,
    drugCostLink: { label: copy.drugCostLink.label, href: copy.drugCostLink.href },
    reviewsLink: { label: copy.reviewsLink.label, href: facts.reviewsUrl },
    trustBadges: badges,
    trustBadgesLabel: copy.trustBadgesLabel,
    onSchedule: fn(),
    onCall: fn(),
    onDrugCostLookup: fn(),
    onReviews: fn(),
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page hero: the h1, both calls to action, the two external links and the four trust badges. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.heading);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText(args.subheading)).toBeVisible();

    await expect(canvas.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute(
      'href',
      '#contact',
    );
    await expect(canvas.getByRole('link', { name: args.callLabel })).toHaveAttribute(
      'href',
      `tel:${brand.tollFreePhone.e164}`,
    );

    const drugCost = canvas.getByRole('link', { name: `${args.drugCostLink.label} (opens in a new tab)` });
    await expect(drugCost).toHaveAttribute('href', args.drugCostLink.href);
    await expect(drugCost).toHaveAttribute('target', '_blank');
    await expect(drugCost).toHaveAttribute('rel', 'noopener noreferrer');

    const reviews = canvas.getByRole('link', { name: `${args.reviewsLink.label} (opens in a new tab)` });
    await expect(reviews).toHaveAttribute('href', facts.reviewsUrl);
    await expect(reviews).toHaveAttribute('target', '_blank');
    await expect(reviews).toHaveAttribute('rel', 'noopener noreferrer');

    const badgeList = canvas.getByRole('list', { name: args.trustBadgesLabel });
    const items = within(badgeList).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const [index, badge] of badges.entries()) await expect(items[index]).toHaveTextContent(badge.label);
  },
};

/** Pressing the main button reports it, scrolls to #contact and moves keyboard focus there. */
export const ScheduleMovesFocusToContact: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Schedule Free Consultation' }));
    await expect(args.onSchedule).toHaveBeenCalledOnce();
    const contact = canvasElement.ownerDocument.getElementById('contact')!;
    await expect(contact).toHaveFocus();
    await waitFor(() => expect(contact.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
    // The link was handled in place: the address keeps no #contact hash.
    await expect(window.location.hash).not.toBe('#contact');
  },
};

/** Visitors who prefer reduced motion jump to #contact at once instead of a smooth scroll. */
export const ReducedMotion: Story = {
  beforeEach: () => {
    const matchMedia = spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query.includes('prefers-reduced-motion'), media: query }) as MediaQueryList,
    );
    const scrollIntoView = spyOn(HTMLElement.prototype, 'scrollIntoView');
    return () => {
      matchMedia.mockRestore();
      scrollIntoView.mockRestore();
    };
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Schedule Free Consultation' }));
    await expect(HTMLElement.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'instant',
      block: 'start',
    });
    await expect(canvasElement.ownerDocument.getElementById('contact')).toHaveFocus();
  },
};

/** Keyboard: Tab to the main button and press Enter; focus lands on #contact. */
export const ScheduleWithKeyboard: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const schedule = canvas.getByRole('link', { name: 'Schedule Free Consultation' });
    schedule.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSchedule).toHaveBeenCalledOnce();
    await expect(canvasElement.ownerDocument.getElementById('contact')).toHaveFocus();
  },
};

/** The phone, drug-cost and reviews links report their taps for analytics. */
export const ReportsTaps: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const links = [
      [canvas.getByRole('link', { name: args.callLabel }), args.onCall],
      [canvas.getByRole('link', { name: new RegExp(args.drugCostLink.label) }), args.onDrugCostLookup],
      [canvas.getByRole('link', { name: new RegExp(args.reviewsLink.label) }), args.onReviews],
    ] as const;
    for (const [link, handler] of links) {
      // Don't let the test browser dial or open a tab.
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await userEvent.click(link);
      await expect(handler).toHaveBeenCalledOnce();
    }
  },
};

/** A much longer heading still reads as one h1 and leaves the buttons in reach. */
export const LongHeading: Story = {
  args: {
    heading: `${getSections().hero.heading}, Medicare Supplement and Part D Drug Plans, With Patient Help in Every State We Serve`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.heading);
    await expect(canvas.getByRole('link', { name: 'Schedule Free Consultation' })).toBeVisible();
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

/** Two badges instead of four: the list shrinks, nothing else changes. */
export const FewerBadges: Story = {
  args: { trustBadges: badges.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: args.trustBadgesLabel });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * Every icon a trust badge may name (heroBadgeIcons, content's trust-badge icon names) draws; a name outside that
 * set shows the badge without an icon rather than failing.
 */
export const BadgeIcons: Story = {
  args: {
    trustBadges: [
      ...Object.keys(heroBadgeIcons).map((icon) => ({ id: `icon-${icon}`, icon, label: `Badge ${icon}` })),
      { id: 'icon-unknown', icon: 'no-such-icon', label: 'Badge without an icon' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: args.trustBadgesLabel })).getAllByRole('listitem');
    const names = Object.keys(heroBadgeIcons);
    await expect(items).toHaveLength(names.length + 1);
    for (const [index, name] of names.entries()) {
      await expect(items[index]!.querySelector(`svg.lucide`)).not.toBeNull();
      await expect(items[index]).toHaveTextContent(`Badge ${name}`);
    }
    await expect(items.at(-1)!.querySelector('svg')).toBeNull();
    await expect(items.at(-1)).toHaveTextContent('Badge without an icon');
    // Content's trust badges only name icons of this set.
    for (const badge of badges) await expect(names).toContain(badge.icon);
  },
};

/** Phone width: the buttons stack full-width, are big enough to tap, and nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const schedule = canvas.getByRole('link', { name: 'Schedule Free Consultation' });
    const call = canvas.getByRole('link', { name: /^Call / });
    for (const button of [schedule, call]) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    }
    // Stacked: same width, one above the other.
    await expect(Math.round(schedule.getBoundingClientRect().width)).toBe(
      Math.round(call.getBoundingClientRect().width),
    );
    await expect(call.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      schedule.getBoundingClientRect().bottom,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { brand, getNav, getSections } from '@agency/content';
import type { Decorator } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { UiProvider, type LinkComponentProps } from '../../providers/UiProvider';
import { PhoneBanner } from '../PhoneBanner/PhoneBanner';
import { NavBar } from './NavBar';
import { shortWindowStory } from '../../private/storyViewports';

const nav = getNav();
const bannerCopy = getSections().phoneBanner;
const webinar = nav.learn.find((item) => item.featured)!;
const faqs = nav.learn.find((item) => item.scrollTo)!;
const blog = nav.primary.find((item) => item.id === 'blog')!;

/** Dropdown items are named by their label followed by their description. */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Stands in for the site's router link: it records the click and stays on the story. */
function StoryRouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/** The bar under the phone banner, on a page that has the #faq section and the consultation form it scrolls to. */
const withPage: Decorator = (Story) => (
  <UiProvider linkComponent={StoryRouterLink}>
    <PhoneBanner phone={brand.tollFreePhone} callLabel={bannerCopy.callLabel} tagline={bannerCopy.tagline} />
    <Story />
    <main style={{ padding: '1rem' }}>
      <p style={{ minHeight: '120vh' }}>Page content</p>
      <section id="faq" aria-label="Frequently asked questions" style={{ minHeight: '50vh' }}>
        <h2>Frequently asked questions</h2>
      </section>
      <section id="contact" aria-label="Contact us" style={{ minHeight: '50vh' }}>
        <h2>Contact us</h2>
        <div id="callback" data-focus-first="">
          <label htmlFor="story-name">Your name</label>
          <input id="story-name" name="name" />
        </div>
      </section>
    </main>
  </UiProvider>
);

/** A 360px-wide frame: the bar lays itself out on its own width (a container query). */
const phoneFrame: Decorator = (Story) => (
  <div data-testid="phone-frame" style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/NavBar',
  component: NavBar,
  decorators: [withPage],
  args: {
    ...nav,
    backLabel: getSections().common.menuBackLabel,
    agencyName: brand.agencyName,
    homeHref: '/',
    phone: brand.tollFreePhone,
    onCall: fn(),
    onBook: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop width: name, phone and Book Appointment on top; the dropdowns and links under them. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('navigation', { name: 'Main' });
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(canvas.getByRole('link', { name: args.agencyName })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: args.learnLabel })).toBeVisible();
    await expect(canvas.getByRole('button', { name: args.toolsLabel })).toBeVisible();
    for (const item of args.primary) {
      await expect(canvas.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
    }
    await expect(canvas.getByRole('link', { name: args.home.label })).toHaveAttribute('href', args.home.href);
    await expect(canvas.getByRole('link', { name: args.bookAppointment.label })).toHaveAttribute(
      'href',
      '/#callback',
    );
    await expect(canvas.getByRole('button', { name: args.openMenuLabel, hidden: true })).not.toBeVisible();

    const call = canvas.getByRole('link', { name: args.phoneLabel });
    await expect(call).toHaveAttribute('href', `tel:${args.phone.e164}`);
    await expect(call).toHaveTextContent(args.phone.display);
    // Don't let the browser follow a tel: link in the test.
    call.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(call);
    await expect(args.onCall).toHaveBeenCalledOnce();
  },
};

/** While the page scrolls, the bar stays just under the sticky phone banner. */
export const StickyUnderBanner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('link', { name: /Call Now/ }).parentElement!.parentElement!;
    const bar = canvas.getByRole('navigation', { name: 'Main' });
    window.scrollTo(0, 600);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await expect(
      Math.abs(bar.getBoundingClientRect().top - banner.getBoundingClientRect().bottom),
    ).toBeLessThan(1);
    await expect(canvas.getByRole('link', { name: args.bookAppointment.label })).toBeVisible();
    window.scrollTo(0, 0);
  },
};

/** A page with a taller header above the bar gives its own offset: the bar sticks there. */
export const CustomStickyTop: Story = {
  args: { stickyTop: '5rem' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(getComputedStyle(bar).top).toBe('80px');
  },
};

/**
 * On a tall phone the banner scrolls away (the bottom call bar keeps the number in reach) and the bar sticks at the
 * top of the window, alone: the chrome stays under a fifth of the screen.
 */
export const StickyAloneOnPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('navigation', { name: 'Main' });
    window.scrollTo({ top: 600, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await expect(Math.abs(bar.getBoundingClientRect().top)).toBeLessThan(1);
    await expect(
      canvas.getByRole('link', { name: /Call Now/ }).getBoundingClientRect().bottom,
    ).toBeLessThanOrEqual(0);
    await expect(canvas.getByRole('button', { name: args.openMenuLabel })).toBeVisible();
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** A short window (a phone in landscape, 200% zoom): the bar does not stick; it scrolls away with the page. */
export const NotStickyInShortWindows: Story = {
  ...shortWindowStory,
  play: async ({ canvasElement }) => {
    await expect(window.innerHeight).toBeLessThan(500);
    const bar = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(getComputedStyle(bar).position).not.toBe('sticky');
  },
};

/**
 * Tablet width (and a laptop at 200% zoom): the phone link is a square call button; the banner above already shows
 * the number, which the bar used to repeat.
 */
export const PhoneIconBelowDesktop: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement, args }) => {
    const call = within(canvasElement).getByRole('link', { name: args.phoneLabel });
    await expect(call).toHaveAttribute('href', `tel:${args.phone.e164}`);
    await expect(within(call).getByText(args.phone.display)).not.toBeVisible();
  },
};

/** The list a dropdown button shows and hides (its aria-controls). */
function listOf(trigger: HTMLElement): HTMLElement {
  const list = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`The button "${trigger.textContent}" controls no element`);
  return list;
}

/**
 * The Learn dropdown, a disclosure: the button shows a list of links under it. The featured webinar opens in a new
 * tab; FAQs leads to the FAQ section.
 */
export const LearnMenuOpen: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: args.learnLabel });
    const list = listOf(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(list).not.toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await expect(within(list).getAllByRole('link')).toHaveLength(args.learn.length);

    const featured = within(list).getByRole('link', { name: startsWith(webinar.label) });
    await expect(featured).toHaveAttribute('href', webinar.href);
    await expect(featured).toHaveAttribute('target', '_blank');
    await expect(featured).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(featured).toHaveAccessibleName(startsWith(`${webinar.label} (opens in a new tab)`));

    await expect(within(list).getByRole('link', { name: startsWith(faqs.label) })).toHaveAttribute(
      'href',
      '/#faq',
    );
    // The list stays inside the window, in two columns: every item in view, nothing to scroll inside it.
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
    await expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight + 1);
  },
};

/** Choosing FAQs closes the menu, scrolls to #faq and moves focus there. */
export const FaqsScrollsToSection: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: args.learnLabel });
    await userEvent.click(trigger);
    await userEvent.click(within(listOf(trigger)).getByRole('link', { name: startsWith(faqs.label) }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(listOf(trigger)).not.toBeVisible();
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: faqs.id }));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('faq')));
  },
};

/**
 * Keyboard: Enter opens Learn, Tab walks its links in order down to FAQs (the last), Enter scrolls there and focus
 * follows.
 */
export const FaqsByKeyboard: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.learnLabel });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = within(listOf(trigger)).getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await expect(links.at(-1)).toHaveAccessibleName(startsWith(faqs.label));
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('faq')));
  },
};

/** The Tools dropdown; Escape closes it and focus returns to its button. */
export const ToolsMenuOpen: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: args.toolsLabel });
    await userEvent.click(trigger);
    const list = listOf(trigger);
    await expect(within(list).getAllByRole('link')).toHaveLength(args.tools.length);
    for (const tool of args.tools) {
      await expect(within(list).getByRole('link', { name: startsWith(tool.label) })).toHaveAttribute(
        'href',
        tool.href,
      );
    }
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(list).not.toBeVisible();
    await expect(trigger).toHaveFocus();
  },
};

/** One dropdown at a time: opening Tools closes Learn; a click elsewhere, or Tab past the last link, closes it. */
export const ClosesOnOutsideClickAndFocusLeaving: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    const learn = canvas.getByRole('button', { name: args.learnLabel });
    const tools = canvas.getByRole('button', { name: args.toolsLabel });

    await step('opening Tools closes Learn', async () => {
      await userEvent.click(learn);
      await userEvent.click(tools);
      await expect(learn).toHaveAttribute('aria-expanded', 'false');
      await expect(tools).toHaveAttribute('aria-expanded', 'true');
    });

    await step('a click on the page closes it', async () => {
      await userEvent.click(canvas.getByText('Page content'));
      await expect(tools).toHaveAttribute('aria-expanded', 'false');
    });

    await step('Tab past the last link closes it', async () => {
      await userEvent.click(tools);
      for (let index = 0; index < args.tools.length; index += 1) await userEvent.tab();
      await expect(tools).toHaveAttribute('aria-expanded', 'true');
      await userEvent.tab();
      await expect(tools).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByRole('link', { name: args.home.label })).toHaveFocus();
    });
  },
};

/** Book Appointment scrolls to the consultation form and moves focus to its first field. */
export const BookAppointmentScrolls: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: args.bookAppointment.label }));
    await expect(args.onBook).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('story-name')));
  },
};

/** Phone width (360px): the menu button and the phone link show; the links and dropdowns move into the menu. */
export const PhoneWidth: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: args.openMenuLabel })).toBeVisible();
    const call = canvas.getByRole('link', { name: args.phoneLabel });
    await expect(call).toBeVisible();
    await expect(call.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(call.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('link', { name: args.agencyName })).toBeVisible();

    await expect(canvas.getByRole('button', { name: args.learnLabel, hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: args.toolsLabel, hidden: true })).not.toBeVisible();
    for (const item of args.primary) {
      await expect(canvas.getByRole('link', { name: item.label, hidden: true })).not.toBeVisible();
    }
    await expect(
      canvas.getByRole('link', { name: args.bookAppointment.label, hidden: true }),
    ).not.toBeVisible();

    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const bar = canvas.getByRole('navigation', { name: 'Main' });
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/** The menu button opens the side menu; a link tap closes it; Book Appointment closes it and scrolls. */
export const OpensMobileMenu: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const menuButton = canvas.getByRole('button', { name: args.openMenuLabel });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await step('open the menu: a dialog with every link', async () => {
      await userEvent.click(menuButton);
      const dialog = await body.findByRole('dialog', { name: 'Menu' });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const menu = within(dialog);
      for (const item of [args.home, ...args.primary]) {
        await expect(menu.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
      }
      await expect(menu.getByRole('link', { name: args.phoneLabel })).toHaveAttribute(
        'href',
        `tel:${args.phone.e164}`,
      );
      await userEvent.click(menu.getByRole('button', { name: args.learnLabel }));
      await expect(menu.getByRole('heading', { level: 3, name: args.learnLabel })).toBeVisible();
      await expect(menu.getByRole('link', { name: faqs.label })).toHaveAttribute('href', '/#faq');
      await expect(menu.getByRole('link', { name: new RegExp(webinar.label) })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      await userEvent.click(menu.getByRole('button', { name: args.backLabel }));
      await userEvent.click(menu.getByRole('button', { name: args.toolsLabel }));
      for (const item of args.tools)
        await expect(menu.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
      await userEvent.click(menu.getByRole('button', { name: args.backLabel }));
    });

    await step('tap a link: the menu closes', async () => {
      const dialog = body.getByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(dialog).getByRole('link', { name: blog.label }));
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: blog.id }));
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(menuButton).toHaveFocus());
    });

    await step(
      "reopen and tap Book Appointment: it closes and the form's first field gets focus",
      async () => {
        await userEvent.click(menuButton);
        const dialog = await body.findByRole('dialog', { name: 'Menu' });
        await userEvent.click(within(dialog).getByRole('link', { name: args.bookAppointment.label }));
        await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
        await expect(args.onBook).toHaveBeenCalledOnce();
        await waitFor(() => expect(document.activeElement).toBe(document.getElementById('story-name')));
      },
    );
  },
};

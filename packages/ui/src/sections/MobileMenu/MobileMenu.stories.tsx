import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { brand, getNav, getSections } from '@agency/content';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { UiProvider, type LinkComponentProps } from '../../providers/UiProvider';
import { MobileMenu, type MobileMenuProps } from './MobileMenu';

const nav = getNav();
const webinar = nav.learn.find((item) => item.featured)!;
const faqs = nav.learn.find((item) => item.scrollTo)!;
const partners = nav.primary.find((item) => item.id === 'partners')!;

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

/** The menu on a page that has the #faq section and the consultation form it scrolls to. */
const withPage: Decorator = (Story) => (
  <UiProvider linkComponent={StoryRouterLink}>
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
    <Story />
  </UiProvider>
);

/** Holds the open state the way the NavBar does, and still reports every change to the `onOpenChange` spy. */
function StatefulMobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <MobileMenu
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const meta = {
  title: 'Sections/MobileMenu',
  component: MobileMenu,
  decorators: [withPage],
  render: (args) => <StatefulMobileMenu {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Menu',
    closeLabel: nav.closeMenuLabel,
    homeHref: '/',
    learnLabel: nav.learnLabel,
    learn: nav.learn,
    primary: nav.primary,
    toolsLabel: nav.toolsLabel,
    tools: nav.tools,
    backLabel: getSections().common.menuBackLabel,
    home: nav.home,
    bookAppointment: nav.bookAppointment,
    phone: brand.tollFreePhone,
    phoneLabel: nav.phoneLabel,
    onCall: fn(),
    onBook: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every link and button of the menu lies inside the window: nothing to scroll to inside it. */
async function expectAllInWindow(dialog: HTMLElement) {
  for (const control of dialog.querySelectorAll<HTMLElement>('a, button')) {
    const box = control.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  }
}

/**
 * Open: Call and Book Appointment on top, then Home and the main links, then a button each for the Learn and Tools
 * items; all of it in the window, the title and close button at the top.
 */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: args.title });
    const menu = within(dialog);
    await expect(menu.getByRole('link', { name: args.phoneLabel })).toHaveAttribute(
      'href',
      `tel:${args.phone.e164}`,
    );
    await expect(menu.getByRole('link', { name: args.bookAppointment.label })).toHaveAttribute(
      'href',
      '/#callback',
    );
    for (const item of [args.home, ...args.primary]) {
      await expect(menu.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
    }
    await expect(menu.getByRole('button', { name: args.learnLabel })).toBeVisible();
    await expect(menu.getByRole('button', { name: args.toolsLabel })).toBeVisible();
    await expect(menu.queryByRole('link', { name: faqs.label })).toBeNull();
    await expect(menu.getByRole('button', { name: args.closeLabel })).toBeVisible();
    await expectAllInWindow(dialog);
  },
};

/**
 * Learn, then back: its items show in place of the main links under its heading, which takes focus; "Back to the
 * menu" brings the main links back and focus to the Learn button. Tools the same.
 */
export const LearnAndBack: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: args.title });
    const menu = within(dialog);
    await userEvent.click(menu.getByRole('button', { name: args.learnLabel }));
    const heading = menu.getByRole('heading', { level: 3, name: args.learnLabel });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(menu.getByRole('list', { name: args.learnLabel })).toBeVisible();
    await expect(menu.getByRole('link', { name: faqs.label })).toHaveAttribute('href', '/#faq');
    const featured = menu.getByRole('link', { name: `${webinar.label} (opens in a new tab)` });
    await expect(featured).toHaveAttribute('target', '_blank');
    await expect(featured).toHaveAttribute('rel', 'noopener noreferrer');
    await expectAllInWindow(dialog);
    await userEvent.click(menu.getByRole('button', { name: args.backLabel }));
    await waitFor(() => expect(menu.getByRole('button', { name: args.learnLabel })).toHaveFocus());

    await userEvent.click(menu.getByRole('button', { name: args.toolsLabel }));
    for (const item of args.tools)
      await expect(menu.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
    await expectAllInWindow(dialog);
  },
};

/** The current page's link is marked for screen readers and on screen. */
export const CurrentPage: Story = {
  args: { currentPath: partners.href },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: args.title });
    await expect(within(dialog).getByRole('link', { name: partners.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(dialog).getByRole('link', { name: args.home.label })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Tapping a link closes the menu. */
export const ClosesOnLinkTap: Story = {
  play: async ({ args, userEvent }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: args.title });
    await userEvent.click(within(dialog).getByRole('link', { name: partners.label }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: partners.id }));
  },
};

/** FAQs closes the menu, then scrolls to the FAQ section and moves focus there. */
export const FaqsScrollsAfterClosing: Story = {
  play: async ({ args, userEvent }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: args.title });
    await userEvent.click(within(dialog).getByRole('button', { name: args.learnLabel }));
    await userEvent.click(within(dialog).getByRole('link', { name: faqs.label }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('faq')));
  },
};

/** Book Appointment closes the menu, then scrolls to the consultation form and moves focus to its first field. */
export const BookAppointmentClosesAndScrolls: Story = {
  play: async ({ args, userEvent }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: args.title });
    await userEvent.click(within(dialog).getByRole('link', { name: args.bookAppointment.label }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onBook).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('story-name')));
  },
};

/** The phone button reports the call and closes the menu. */
export const CallClosesMenu: Story = {
  play: async ({ args, userEvent }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: args.title });
    await userEvent.click(within(dialog).getByRole('link', { name: args.phoneLabel }));
    await expect(args.onCall).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The close button closes the menu. */
export const CloseButton: Story = {
  play: async ({ args, userEvent }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: args.title });
    await userEvent.click(within(dialog).getByRole('button', { name: args.closeLabel }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Closed: nothing is rendered until the menu button opens it. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

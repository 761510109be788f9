import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { brand, getNav } from '@agency/content';
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

/** The menu on a page that has the #faq and #contact sections it scrolls to. */
const withPage: Decorator = (Story) => (
  <UiProvider linkComponent={StoryRouterLink}>
    <main style={{ padding: '1rem' }}>
      <p style={{ minHeight: '120vh' }}>Page content</p>
      <section id="faq" aria-label="Frequently asked questions" style={{ minHeight: '50vh' }}>
        <h2>Frequently asked questions</h2>
      </section>
      <section id="contact" aria-label="Contact us" style={{ minHeight: '50vh' }}>
        <h2>Contact us</h2>
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

/** Open: Call and Book Appointment on top, then Home and the main links, then Learn and Tools under headings. */
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
      '/#contact',
    );
    for (const item of [args.home, ...args.primary, ...args.tools]) {
      await expect(menu.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
    }
    await expect(menu.getByRole('link', { name: faqs.label })).toHaveAttribute('href', '/#faq');
    const featured = menu.getByRole('link', { name: `${webinar.label} (opens in a new tab)` });
    await expect(featured).toHaveAttribute('target', '_blank');
    await expect(featured).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(menu.getByRole('heading', { level: 3, name: args.learnLabel })).toBeVisible();
    await expect(menu.getByRole('heading', { level: 3, name: args.toolsLabel })).toBeVisible();
    await expect(menu.getByRole('button', { name: args.closeLabel })).toBeVisible();
    for (const link of menu.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
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
    await userEvent.click(within(dialog).getByRole('link', { name: faqs.label }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('faq')));
  },
};

/** Book Appointment closes the menu, then scrolls to the contact section and moves focus there. */
export const BookAppointmentClosesAndScrolls: Story = {
  play: async ({ args, userEvent }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: args.title });
    await userEvent.click(within(dialog).getByRole('link', { name: args.bookAppointment.label }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onBook).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('contact')));
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

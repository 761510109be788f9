import type { Meta, StoryObj } from '@storybook/react-vite';
import { brand, constants, getSections } from '@agency/content';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ExitIntentPopup } from './ExitIntentPopup';
import { shortWindowStory } from '../../private/storyViewports';

const sections = getSections();
const copy = sections.exitPopup;

const meta = {
  title: 'Widgets/ExitIntentPopup',
  component: ExitIntentPopup,
  args: {
    delayMs: constants.exitPopupDelayMs,
    storageKey: 'exit-intent-shown-stories',
    title: copy.title,
    intro: copy.intro,
    points: copy.points,
    consentLabel: sections.contact.consentLabel,
    consentHelp: copy.consentHelp,
    callLabel: copy.callNow,
    bookLabel: copy.bookAppointment,
    closeLabel: copy.closeLabel,
    phone: brand.tollFreePhone,
    bookingHref: brand.links.booking,
    onOpen: fn(),
    onCall: fn(),
    onBook: fn(),
    onConsentChange: fn(),
  },
  // Each story starts from a fresh browser session.
  beforeEach: ({ args }) => {
    window.sessionStorage.removeItem(args.storageKey ?? 'exit-intent-shown');
  },
} satisfies Meta<typeof ExitIntentPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leave the window through its top edge, as a mouse heading for the tabs or the close button does. */
function exitThroughTop() {
  document.documentElement.dispatchEvent(
    new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: 0, relatedTarget: null }),
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Don't let the test browser follow tel: or new-tab links. */
function stayOnPage(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

/** Nothing shows until the visitor heads out of the window (the page behind it stays usable). */
export const Default: Story = {
  play: async ({ args }) => {
    exitThroughTop();
    await wait(50);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Open: the three points, the unticked consent box, and both buttons disabled until it is ticked. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args, userEvent, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Your Free Consultation' });
    const popup = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(copy.intro);
    const points = within(popup.getByRole('list')).getAllByRole('listitem');
    await expect(points.map((point) => point.textContent)).toEqual(copy.points);

    const consent = popup.getByRole('checkbox');
    await step('unticked: both buttons are disabled and say why', async () => {
      await expect(consent).not.toBeChecked();
      for (const name of [copy.callNow, copy.bookAppointment]) {
        const button = popup.getByRole('button', { name });
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(copy.consentHelp);
      }
    });

    await step('ticked: Call Now dials, Book Appointment opens the booking page in a new tab', async () => {
      await userEvent.click(consent);
      await expect(consent).toBeChecked();
      await expect(args.onConsentChange).toHaveBeenLastCalledWith(true);
      await expect(popup.getByRole('link', { name: copy.callNow })).toHaveAttribute(
        'href',
        `tel:${brand.tollFreePhone.e164}`,
      );
      const book = popup.getByRole('link', { name: `${copy.bookAppointment} (opens in a new tab)` });
      await expect(book).toHaveAttribute('href', brand.links.booking);
      await expect(book).toHaveAttribute('target', '_blank');
      await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    });
  },
};

/** Keyboard: focus starts inside the dialog, Tab stays inside it, Escape closes it. */
export const Keyboard: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Booking closes the popup and reports it; the booking page opens in a new tab. */
export const Booked: Story = {
  args: { defaultOpen: true },
  play: async ({ args, userEvent }) => {
    const popup = within(await screen.findByRole('dialog'));
    await userEvent.click(popup.getByRole('checkbox'));
    const book = popup.getByRole('link', { name: new RegExp(copy.bookAppointment) });
    stayOnPage(book);
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * The real trigger, with a short delay: a top exit after the delay opens it once; after closing, another top exit
 * does nothing for the rest of the session.
 */
export const ExitTriggered: Story = {
  args: { delayMs: 50, storageKey: 'exit-intent-shown-story-triggered' },
  play: async ({ args, userEvent, step }) => {
    await step('after the delay, a top exit opens the popup', async () => {
      await wait(150);
      exitThroughTop();
      const dialog = await screen.findByRole('dialog', { name: copy.title });
      // It fades in: wait for the end of the short animation.
      await waitFor(() => expect(dialog).toBeVisible());
      await expect(args.onOpen).toHaveBeenCalledOnce();
      await expect(window.sessionStorage.getItem(args.storageKey!)).not.toBeNull();
    });

    await step('close it', async () => {
      await userEvent.click(screen.getByRole('button', { name: copy.closeLabel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    await step('another top exit: it stays closed', async () => {
      exitThroughTop();
      await wait(100);
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(args.onOpen).toHaveBeenCalledOnce();
    });
  },
};

/** Whether `element` is inside the window, whole. */
function inWindow(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
}

/** Boxes inside the dialog that scroll on their own (the dialog itself may scroll, as a page does). */
function innerScrollBoxes(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const { overflowY } = getComputedStyle(element);
    return /auto|scroll/.test(overflowY) && element.scrollHeight > element.clientHeight + 1;
  });
}

/** Brings `element` to the middle of the dialog's view. */
function reveal(element: HTMLElement) {
  element.scrollIntoView({ block: 'center' });
}

/**
 * A phone (320x568): the dialog fits the window and nothing in it scrolls in a box of its own; the consent box with the
 * line under it, and that line with the two buttons, are seen together. The line says why the buttons wait and gives
 * the number to dial, as text.
 */
export const FitsAPhone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: copy.title });
    const popup = within(dialog);
    await expect(inWindow(dialog)).toBe(true);
    await expect(innerScrollBoxes(dialog)).toEqual([]);
    const consent = popup.getByRole('checkbox');
    const help = popup.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === copy.consentHelp,
    );
    await expect(copy.consentHelp).toContain(brand.tollFreePhone.display);
    const buttons = [copy.callNow, copy.bookAppointment].map((name) => popup.getByRole('button', { name }));
    reveal(help);
    for (const part of [help, ...buttons]) await expect(inWindow(part)).toBe(true);
    for (const button of buttons) await expect(button).toHaveAccessibleDescription(copy.consentHelp);
    // The gating is the spec's: both wait for the box.
    for (const button of buttons) await expect(button).toBeDisabled();
    reveal(consent);
    await userEvent.click(consent);
    await expect(popup.getByRole('link', { name: copy.callNow })).toHaveAttribute(
      'href',
      `tel:${brand.tollFreePhone.e164}`,
    );
  },
};

/**
 * A short window (a phone in landscape, 200% zoom): the dialog takes the whole window and scrolls as a page does,
 * nothing in a box of its own; its title and close button stay at the top; every control is reachable.
 */
export const ShortWindow: Story = {
  args: { defaultOpen: true },
  ...shortWindowStory,
  play: async () => {
    await expect(window.innerHeight).toBeLessThan(500);
    const dialog = await screen.findByRole('dialog', { name: copy.title });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(innerScrollBoxes(dialog)).toEqual([]);
    const popup = within(dialog);
    const close = popup.getByRole('button', { name: copy.closeLabel });
    for (const control of [popup.getByRole('checkbox'), popup.getByRole('button', { name: copy.callNow })]) {
      reveal(control);
      await expect(inWindow(control)).toBe(true);
      await expect(inWindow(close)).toBe(true);
    }
  },
};

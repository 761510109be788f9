import type { Meta, StoryObj } from '@storybook/react-vite';
import { brand, getSections } from '@agency/content';
import { expect, fn, within } from 'storybook/test';
import { CallbackForm } from '../../widgets/CallbackForm/CallbackForm';
import { callbackFormArgs } from '../../widgets/CallbackForm/CallbackForm.fixtures';
import { Contact } from './Contact';

const copy = getSections().contact;

const meta = {
  title: 'Sections/Contact',
  component: Contact,
  args: {
    ...copy,
    aboutLink: { label: copy.aboutLink, href: '/about' },
    phone: brand.tollFreePhone,
    email: brand.email,
    address: brand.address,
    officeHours: brand.officeHours.contact,
    mapEmbedUrl: brand.links.mapEmbed,
    bookingHref: brand.links.booking,
    onCall: fn(),
    onBook: fn(),
    onConsentChange: fn(),
    onMapLoad: fn(),
  },
} satisfies Meta<typeof Contact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Don't let the test browser follow tel:, mailto: or new-tab links. */
function stayOnPage(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

/**
 * As the page first shows it: consent unticked, so 'Call Now' is disabled and says why in plain words, with the
 * number to dial beside it; 'Book Appointment' works; the hours carry their time zone; the advisors are a link away;
 * the map is a facade, with no frame and no third-party request.
 */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const section = canvasElement.querySelector('section')!;
    await expect(section).toHaveAttribute('id', 'contact');
    await expect(section).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('region', { name: copy.heading })).toBe(section);

    await expect(canvas.getByRole('link', { name: brand.tollFreePhone.display })).toHaveAttribute(
      'href',
      `tel:${brand.tollFreePhone.e164}`,
    );
    await expect(canvas.getByRole('link', { name: brand.email })).toHaveAttribute(
      'href',
      `mailto:${brand.email}`,
    );
    const details = canvasElement.querySelector('address')!;
    await expect(details).toHaveTextContent(
      `${brand.address.street}${brand.address.city}, ${brand.address.state} ${brand.address.zip}`,
    );
    await expect(within(details).getByText(brand.officeHours.contact)).toBeVisible();
    await expect(brand.officeHours.contact).toMatch(/Time$/);
    await expect(canvas.getByRole('link', { name: copy.aboutLink })).toHaveAttribute('href', '/about');

    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    const call = canvas.getByRole('button', { name: copy.callNow });
    await expect(call).toBeDisabled();
    await expect(call).toHaveAccessibleDescription(copy.consentHelp);
    // Not a dead end: the reason and the number, as text beside the button.
    await expect(copy.consentHelp).toContain(brand.tollFreePhone.display);
    await expect(canvas.getByText(brand.tollFreePhone.display, { selector: 'strong' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: copy.callNow })).toBeNull();

    const book = canvas.getByRole('link', { name: new RegExp(copy.bookAppointment) });
    await expect(book).toHaveAttribute('href', brand.links.booking);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(book).toHaveAccessibleName(`${copy.bookAppointment} (opens in a new tab)`);
    stayOnPage(book);
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledOnce();

    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('button', { name: copy.mapLoadLabel })).toBeEnabled();
  },
};

/** Ticking the consent box turns 'Call Now' into a tel: link; unticking turns it off again. */
export const ConsentTicked: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    const consent = canvas.getByRole('checkbox', { name: copy.consentLabel });

    await step('tick the box: Call Now is a tel: link', async () => {
      await userEvent.click(consent);
      await expect(consent).toBeChecked();
      await expect(args.onConsentChange).toHaveBeenLastCalledWith(true);
      await expect(canvas.queryByRole('button', { name: copy.callNow })).toBeNull();
      const call = canvas.getByRole('link', { name: copy.callNow });
      await expect(call).toHaveAttribute('href', `tel:${brand.tollFreePhone.e164}`);
      stayOnPage(call);
      await userEvent.click(call);
      await expect(args.onCall).toHaveBeenCalledWith('callNow');
    });

    await step('untick it: Call Now is disabled again', async () => {
      await userEvent.click(consent);
      await expect(args.onConsentChange).toHaveBeenLastCalledWith(false);
      await expect(canvas.getByRole('button', { name: copy.callNow })).toBeDisabled();
    });
  },
};

/** The map loads only after 'Show map': then a titled, lazy frame replaces the facade and takes focus. */
export const MapLoaded: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: copy.mapLoadLabel }));
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', copy.mapTitle);
    await expect(frame).toHaveAttribute('src', brand.links.mapEmbed);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    await expect(frame).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: copy.mapLoadLabel })).toBeNull();
    await expect(args.onMapLoad).toHaveBeenCalledOnce();
  },
};

/** Without a booking address, 'Book Appointment' is a button that calls `onBook` (e.g. to open a booking widget). */
export const BookingHandler: Story = {
  args: { bookingHref: undefined },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const book = canvas.getByRole('button', { name: copy.bookAppointment });
    await expect(book).toBeEnabled();
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

/** The number in the details list calls at any time (like the phone banner) and reports where the call came from. */
export const CallFromDetails: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const number = within(canvasElement).getByRole('link', { name: brand.tollFreePhone.display });
    stayOnPage(number);
    await userEvent.click(number);
    await expect(args.onCall).toHaveBeenCalledWith('details');
  },
};

/** Phone width (360px): one column, big buttons, nothing wider than the screen. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    for (const target of [
      canvas.getByRole('button', { name: copy.callNow }),
      canvas.getByRole('link', { name: new RegExp(copy.bookAppointment) }),
      canvas.getByRole('button', { name: copy.mapLoadLabel }),
    ]) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(target.getBoundingClientRect().right).toBeLessThanOrEqual(
        section.getBoundingClientRect().right,
      );
    }
  },
};

/**
 * With the callback request form (as every page of the site shows it): the form comes first, its consent box is the
 * only one in the section (one consent text, shown once), and it is the box 'Call Now' under the form waits for.
 */
export const WithCallbackForm: Story = {
  args: { form: (consent) => <CallbackForm {...callbackFormArgs} consent={consent} /> },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: copy.heading });
    const form = within(region).getByRole('form', { name: callbackFormArgs.copy.heading });
    await expect(within(region).getAllByRole('checkbox')).toHaveLength(1);
    await expect(within(region).getAllByText(copy.consentLabel)).toHaveLength(1);
    const call = canvas.getByRole('button', { name: copy.callNow });
    await expect(call).toBeDisabled();
    await expect(call).toHaveAccessibleDescription(copy.consentHelp);

    // Ticking the form's box turns on Call Now, and the section hears of it.
    await userEvent.click(within(form).getByRole('checkbox'));
    await expect(canvas.getByRole('link', { name: copy.callNow })).toHaveAttribute(
      'href',
      `tel:${brand.tollFreePhone.e164}`,
    );
    await expect(args.onConsentChange).toHaveBeenLastCalledWith(true);
    // The form comes before the details: first in reading order, and beside them or above.
    const block = canvasElement.querySelector<HTMLElement>('#callback')!;
    const details = canvasElement.querySelector('address')!;
    await expect(block.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(block.parentElement!.getBoundingClientRect().top).toBeLessThanOrEqual(
      details.getBoundingClientRect().top,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { brand, getSections } from '@agency/content';
import { expect, fn, within } from 'storybook/test';
import { ConsentGatedActions, consentGatedActionsPlacements } from './ConsentGatedActions';

const sections = getSections();
const contact = sections.contact;
const popup = sections.exitPopup;

// The contact section's consent box and buttons (real copy); the `dialog` stories use the exit popup's words.
const meta = {
  title: 'Patterns/ConsentGatedActions',
  component: ConsentGatedActions,
  args: {
    copy: {
      consentLabel: contact.consentLabel,
      consentHelp: contact.consentHelp,
      callLabel: contact.callNow,
      bookLabel: contact.bookAppointment,
    },
    phoneE164: brand.tollFreePhone.e164,
    bookingHref: brand.links.booking,
    onCall: fn(),
    onBook: fn(),
    onConsentChange: fn(),
  },
  argTypes: { placement: { control: 'radio', options: consentGatedActionsPlacements } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentGatedActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Don't let the test browser follow tel: or new-tab links. */
function stayOnPage(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

const dialogArgs = {
  placement: 'dialog',
  copy: {
    consentLabel: contact.consentLabel,
    consentHelp: popup.consentHelp,
    callLabel: popup.callNow,
    bookLabel: popup.bookAppointment,
  },
  bookingGated: true,
} as const;

/** Unticked: 'Call Now' is a disabled button that says why; booking works at once, in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    const call = canvas.getByRole('button', { name: contact.callNow });
    await expect(call).toBeDisabled();
    await expect(call).toHaveAccessibleDescription(contact.consentHelp);
    await expect(canvas.queryByRole('link', { name: contact.callNow })).toBeNull();
    const book = canvas.getByRole('link', { name: `${contact.bookAppointment} (opens in a new tab)` });
    await expect(book).toHaveAttribute('href', brand.links.booking);
    await expect(book).toHaveAttribute('target', '_blank');
    stayOnPage(book);
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

/** Ticked: 'Call Now' is a tel: link that reports the call; unticking turns it off again. */
export const Ticked: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    const consent = canvas.getByRole('checkbox', { name: contact.consentLabel });
    await step('tick the box: Call Now dials', async () => {
      await userEvent.click(consent);
      await expect(args.onConsentChange).toHaveBeenLastCalledWith(true);
      const call = canvas.getByRole('link', { name: contact.callNow });
      await expect(call).toHaveAttribute('href', `tel:${brand.tollFreePhone.e164}`);
      stayOnPage(call);
      await userEvent.click(call);
      await expect(args.onCall).toHaveBeenCalledOnce();
    });
    await step('untick it: Call Now is disabled again', async () => {
      await userEvent.click(consent);
      await expect(args.onConsentChange).toHaveBeenLastCalledWith(false);
      await expect(canvas.getByRole('button', { name: contact.callNow })).toBeDisabled();
    });
  },
};

/** Without a booking address: 'Book Appointment' is a button that calls `onBook`. */
export const BookingHandler: Story = {
  args: { bookingHref: undefined },
  play: async ({ canvasElement, args, userEvent }) => {
    const book = within(canvasElement).getByRole('button', { name: contact.bookAppointment });
    await expect(book).toBeEnabled();
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

/** As a dialog's footer, unticked: both buttons wait for the box, and the line under it says so. */
export const InDialog: Story = {
  args: dialogArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [popup.callNow, popup.bookAppointment]) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(popup.consentHelp);
    }
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** As a dialog's footer, ticked: both buttons are links; booking reports the press. */
export const InDialogTicked: Story = {
  args: dialogArgs,
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('link', { name: popup.callNow })).toHaveAttribute(
      'href',
      `tel:${brand.tollFreePhone.e164}`,
    );
    const book = canvas.getByRole('link', { name: `${popup.bookAppointment} (opens in a new tab)` });
    stayOnPage(book);
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

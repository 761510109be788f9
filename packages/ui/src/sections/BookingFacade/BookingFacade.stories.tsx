import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { brand, getSections } from '@agency/content';
import { expect, within } from 'storybook/test';
import { BookingFacade } from './BookingFacade';

const copy = getSections();

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 320 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/BookingFacade',
  component: BookingFacade,
  args: {
    label: copy.contact.bookAppointment,
    intro: copy.contact.intro,
    bookingHref: brand.links.booking,
    newTabLabel: copy.common.newTabLabel,
  },
} satisfies Meta<typeof BookingFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a click: the sentence, a button that loads the booking page here, a link that opens it in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: args.label })).toHaveAttribute('id', 'booking');
    await expect(canvas.getByText(args.intro)).toBeVisible();
    await expect(canvas.getByRole('button', { name: args.label })).toBeVisible();
    const link = canvas.getByRole('link');
    await expect(link).toHaveTextContent(`${args.label} ${args.newTabLabel}`);
    await expect(link).toHaveAttribute('href', args.bookingHref);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** After a click: the booking page in a titled frame, in place of the buttons (a blank page stands in for it here). */
export const Loaded: Story = {
  args: { bookingHref: 'about:blank' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: args.label }));
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', args.label);
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await expect(frame.getBoundingClientRect().height).toBeGreaterThan(600);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Phone width (320px): the sentence and both buttons fit, centred, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement, args }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const button = within(canvasElement).getByRole('button', { name: args.label });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

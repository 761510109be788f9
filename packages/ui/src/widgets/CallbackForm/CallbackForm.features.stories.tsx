import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, waitFor, within } from 'storybook/test';
import { leadHandlers, mockLeadPhoneIssue } from '../../mocks/lead';
import { CallbackForm } from './CallbackForm';
import { callbackFormArgs, callbackFormCopy as copy } from './CallbackForm.fixtures';
import { bestTimeName, fillCallbackForm, submitButton } from './CallbackForm.play';

// The 'lead' function's other answers: sending, a field it refuses, the database down, the network gone, too many
// requests. Whatever happens, the visitor keeps everything typed and has the phone number at hand.

const meta = {
  title: 'Widgets/CallbackForm/Server states',
  component: CallbackForm,
  args: { ...callbackFormArgs, onSent: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CallbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const answers = {
  name: 'Mary Jones',
  phone: '205 555 0147',
  zip: '35203',
  bestTime: 'afternoon',
  topic: 'Help with a bill',
} as const;

/** Everything typed is still there. */
async function expectNothingLost(canvas: Canvas) {
  await expect(canvas.getByRole('textbox', { name: copy.nameLabel })).toHaveValue(answers.name);
  await expect(canvas.getByRole('textbox', { name: copy.phoneLabel })).toHaveValue(answers.phone);
  await expect(canvas.getByRole('textbox', { name: copy.zipLabel })).toHaveValue(answers.zip);
  await expect(canvas.getByRole('radio', { name: bestTimeName('afternoon') })).toBeChecked();
  await expect(canvas.getByRole('textbox', { name: copy.topicLabel })).toHaveValue(answers.topic);
  await expect(canvas.getByRole('checkbox', { name: callbackFormArgs.consentText })).toBeChecked();
}

const phoneLink = (region: HTMLElement) => within(region).getByRole('link', { name: copy.callLabel });

/**
 * On its way: the button says so and is busy, a status line tells screen readers, and a second press sends nothing
 * more; then the thank-you.
 */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(leadHandlers.slow);
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await fillCallbackForm(canvas, userEvent, { ...answers, consent: true });
    await userEvent.click(submitButton(canvas));
    const busy = await canvas.findByRole('button', { name: copy.sendingLabel });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.sendingLabel);
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await canvas.findByRole('heading', { name: copy.received.heading }, { timeout: 5000 });
    await expect(args.onSent).toHaveBeenCalledTimes(1);
  },
};

/** The function refuses the phone number: its words go to the summary and beside the field; nothing is lost. */
export const ServerInvalid: Story = {
  beforeEach({ msw }) {
    msw.use(leadHandlers.invalid);
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await fillCallbackForm(canvas, userEvent, { ...answers, consent: true });
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: mockLeadPhoneIssue }));
    const phone = canvas.getByRole('textbox', { name: copy.phoneLabel });
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(`${copy.errorPrefix} ${mockLeadPhoneIssue}`);
    await expectNothingLost(canvas);
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** The consent text changed since the page was made: reload, in plain words, not a field's fault. */
export const OutOfDate: Story = {
  beforeEach({ msw }) {
    msw.use(leadHandlers.outOfDate);
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillCallbackForm(canvas, userEvent, { ...answers, consent: true });
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent(copy.errors.outOfDate);
    await expect(within(summary).queryByRole('link')).toBeNull();
    await expectNothingLost(canvas);
  },
};

/** 503, the database is down: nothing was stored, so no "received"; the message names the phone as a tel: link. */
export const Unavailable: Story = {
  beforeEach({ msw }) {
    msw.use(leadHandlers.unavailable);
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await fillCallbackForm(canvas, userEvent, { ...answers, consent: true });
    await userEvent.click(submitButton(canvas));
    const notice = await canvas.findByRole('alert');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(notice).toHaveTextContent(/has not reached us/);
    await expect(notice).toHaveTextContent(callbackFormArgs.phone.display);
    await expect(notice).toHaveTextContent(callbackFormArgs.callHours.reading);
    await expect(phoneLink(notice)).toHaveAttribute('href', `tel:${callbackFormArgs.phone.e164}`);
    await expect(canvas.queryByRole('heading', { name: copy.received.heading })).toBeNull();
    await expectNothingLost(canvas);
    await expect(args.onSent).not.toHaveBeenCalled();
    // Sending again once the database is back works, from what was kept.
    await expect(submitButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

/** The network is gone (offline, DNS): the same message as a 503, nothing lost. */
export const NetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(leadHandlers.networkError);
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillCallbackForm(canvas, userEvent, { ...answers, consent: true });
    await userEvent.click(submitButton(canvas));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(/has not reached us/);
    await expect(phoneLink(notice)).toHaveAttribute('href', `tel:${callbackFormArgs.phone.e164}`);
    await expectNothingLost(canvas);
  },
};

/** 429: too many requests, in plain words, with the phone number. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(leadHandlers.rateLimited);
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillCallbackForm(canvas, userEvent, { ...answers, consent: true });
    await userEvent.click(submitButton(canvas));
    const notice = await canvas.findByRole('alert');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(notice).toHaveTextContent(/several requests from you in a short time/);
    await expect(phoneLink(notice)).toHaveAttribute('href', `tel:${callbackFormArgs.phone.e164}`);
    await expectNothingLost(canvas);
  },
};

/**
 * Back from a no-JavaScript post the function refused (`?callback-error=name,phone#callback`): the summary shows
 * and takes focus, linking to the fields.
 */
export const ReturnedWithErrors: Story = {
  args: { returnedError: 'name,phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([copy.errors.nameMissing, copy.errors.phoneInvalid]);
    await expect(canvas.getByRole('textbox', { name: copy.nameLabel })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Back from a no-JavaScript post while the database was down (`?callback-error=unavailable`). */
export const ReturnedUnavailable: Story = {
  args: { returnedError: 'unavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('alert');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(phoneLink(notice)).toHaveAttribute('href', `tel:${callbackFormArgs.phone.e164}`);
  },
};

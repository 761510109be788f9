import { leadReference } from '@agency/content/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, waitFor, within } from 'storybook/test';
import { leadFunctionPath } from '../../mocks/endpoints';
import { mockLeadId } from '../../mocks/lead';
import { CallbackForm } from './CallbackForm';
import { callbackFormArgs, callbackFormCopy as copy, recordingLeadHandler } from './CallbackForm.fixtures';
import type { CallbackRequestBody } from './callbackFormModel';
import { bestTimeName, fillCallbackForm, openOptionalQuestions, submitButton } from './CallbackForm.play';
import { callbackBestTimes } from './callbackFormModel';

const meta = {
  title: 'Widgets/CallbackForm',
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

/**
 * The empty form: a real form that posts to the 'lead' function without JavaScript, one question per field with its
 * label above and a hint, the consent box unticked and optional, and a honeypot no person or screen reader meets.
 */
export const Empty: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: copy.heading });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', leadFunctionPath);

    const name = canvas.getByRole('textbox', { name: copy.nameLabel });
    await expect(name).toHaveAttribute('name', 'name');
    await expect(name).toHaveAttribute('autocomplete', 'name');
    // The label says it all: no hint to read after it.
    await expect(name).not.toHaveAttribute('aria-describedby');
    await expect(name).not.toHaveAttribute('placeholder');

    const phone = canvas.getByRole('textbox', { name: copy.phoneLabel });
    await expect(phone).toHaveAttribute('name', 'phone');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');

    // The optional questions are folded away, one tap from view.
    await expect(canvas.getByRole('textbox', { name: copy.zipLabel })).not.toBeVisible();
    await openOptionalQuestions(canvas, userEvent);
    await expect(canvas.getByRole('textbox', { name: copy.zipLabel })).toBeVisible();
    const zip = canvas.getByRole('textbox', { name: copy.zipLabel });
    await expect(zip).toHaveAttribute('name', 'zip');
    await expect(zip).toHaveAttribute('inputmode', 'numeric');
    await expect(zip).toHaveAttribute('autocomplete', 'postal-code');

    // The legend names the days and the time zone of the hours too.
    const group = canvas.getByRole('group', { name: `${copy.bestTimeLegend} (${copy.bestTimeHint})` });
    await expect(copy.bestTimeHint).toContain(callbackFormArgs.callHours.zone);
    for (const time of callbackBestTimes) {
      const radio = within(group).getByRole('radio', { name: bestTimeName(time) });
      await expect(radio).toHaveAttribute('name', 'bestTime');
      await expect(radio).not.toBeChecked();
    }
    await expect(canvas.getByRole('textbox', { name: copy.topicLabel })).toHaveAttribute('name', 'topic');

    const consent = canvas.getByRole('checkbox', { name: callbackFormArgs.consentText });
    await expect(consent).not.toBeChecked();
    await expect(consent).toHaveAttribute('name', 'consent');
    await expect(consent).toHaveAccessibleDescription(copy.consentNote);
    await expect(callbackFormArgs.consentText).toContain('not required to obtain any service');

    const hidden = (field: string) => form.querySelector<HTMLInputElement>(`input[name="${field}"]`);
    await expect(hidden('page')).toHaveValue('/aep/birmingham');
    await expect(hidden('consentVersion')).toHaveValue(callbackFormArgs.consentVersion);
    await expect(Number(hidden('startedAt')?.value)).toBeGreaterThan(0);
    const honeypot = hidden('website')!;
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Clipped to a 1px box by its visually hidden wrapper: no one sees it or tabs to it.
    await expect(honeypot.closest('[aria-hidden="true"]')!.getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );

    await expect(submitButton(canvas)).toHaveAttribute('type', 'submit');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * Sent empty: the error summary takes focus and names each problem as a link to its field; each field says what is
 * wrong beside it (aria-invalid, described by its message). Nothing is sent.
 */
export const ClientErrors: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAccessibleName(copy.errorSummaryTitle);
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      copy.errors.nameMissing,
      copy.errors.phoneMissing,
      copy.errors.bestTimeMissing,
    ]);

    const phone = canvas.getByRole('textbox', { name: copy.phoneLabel });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(`${copy.errorPrefix} ${copy.errors.phoneMissing}`);
    await userEvent.click(within(summary).getByRole('link', { name: copy.errors.phoneMissing }));
    await expect(phone).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: copy.errors.bestTimeMissing }));
    await expect(canvas.getByRole('radio', { name: bestTimeName('morning') })).toHaveFocus();

    // A number that is not a U.S. number and a ZIP with four digits, in plain words.
    await fillCallbackForm(canvas, userEvent, {
      name: 'Mary Jones',
      phone: '555 0147',
      zip: '3520',
      bestTime: 'afternoon',
    });
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(
      within(canvas.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([copy.errors.phoneInvalid, copy.errors.zipInvalid]);
    await expect(canvas.getByRole('textbox', { name: copy.nameLabel })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

let bodies: CallbackRequestBody[] = [];

/**
 * A valid request with the consent box left unticked: sent as JSON per the contract (`consent: false`, the phone as
 * typed), then the thank-you takes focus: who calls, from which number, at the number given and when (with the time
 * zone), the request's short reference, and our number.
 */
export const Received: Story = {
  beforeEach({ msw }) {
    bodies = [];
    msw.use(recordingLeadHandler(bodies));
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await fillCallbackForm(canvas, userEvent, {
      name: '  Mary   Jones ',
      phone: '(205) 555-0147',
      zip: '35203',
      bestTime: 'morning',
      topic: 'Turning 65 in March',
    });
    await userEvent.click(submitButton(canvas));
    const heading = await canvas.findByRole('heading', { name: copy.received.heading });
    const panel = canvas.getByRole('region', { name: copy.received.heading });
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(panel).toHaveTextContent('(205) 555-0147');
    await expect(panel).toHaveTextContent(callbackFormArgs.phone.display);
    await expect(panel).toHaveTextContent(callbackFormArgs.callHours.zone);
    await expect(panel).toHaveTextContent(
      copy.received.reference.replace('{reference}', leadReference(mockLeadId)),
    );
    await expect(within(panel).getByRole('link', { name: copy.callLabel })).toHaveAttribute(
      'href',
      `tel:${callbackFormArgs.phone.e164}`,
    );
    await expect(heading).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(within(panel).queryByText(/outside the states we serve/)).toBeNull();
    await expect(bodies).toHaveLength(1);
    await expect(bodies[0]).toMatchObject({
      name: 'Mary Jones',
      phone: '(205) 555-0147',
      zip: '35203',
      bestTime: 'morning',
      topic: 'Turning 65 in March',
      consent: false,
      consentVersion: callbackFormArgs.consentVersion,
      page: '/aep/birmingham',
      website: '',
    });
    await expect(bodies[0]!.submittedAt).toBeGreaterThanOrEqual(bodies[0]!.startedAt);
    await expect(args.onSent).toHaveBeenCalledWith({ id: mockLeadId, outsideServedStates: false });
  },
};

/** The consent box ticked: the request says so (`consent: true`) with the version of the text shown. */
export const ConsentTicked: Story = {
  beforeEach({ msw }) {
    bodies = [];
    msw.use(recordingLeadHandler(bodies));
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillCallbackForm(canvas, userEvent, {
      name: 'Robert Smith',
      phone: '+1 205.555.0147',
      bestTime: 'anytime',
      consent: true,
    });
    await expect(canvas.getByRole('checkbox', { name: callbackFormArgs.consentText })).toBeChecked();
    await userEvent.click(submitButton(canvas));
    await canvas.findByRole('heading', { name: copy.received.heading });
    await expect(bodies).toHaveLength(1);
    await expect(bodies[0]).toMatchObject({
      consent: true,
      consentVersion: callbackFormArgs.consentVersion,
      zip: null,
      topic: null,
      bestTime: 'anytime',
    });
  },
};

/** A ZIP in a state the agency does not serve: received all the same, with a kind note naming the states served. */
export const ReceivedOutsideServedStates: Story = {
  beforeEach({ msw }) {
    bodies = [];
    msw.use(recordingLeadHandler(bodies, { outsideServedStates: true }));
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await fillCallbackForm(canvas, userEvent, {
      name: 'Ann Lee',
      phone: '205-555-0147',
      zip: '10001',
      bestTime: 'afternoon',
    });
    await userEvent.click(submitButton(canvas));
    const panel = await canvas.findByRole('region', { name: copy.received.heading });
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(panel).toHaveTextContent(/outside the states we serve \(Alabama, .*Illinois\)/);
    await expect(args.onSent).toHaveBeenCalledWith({ id: mockLeadId, outsideServedStates: true });
  },
};

/** No sideways scrolling in the frame: the fields, radio cards, summary and buttons fit. */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!;
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  for (const element of frame.querySelectorAll<HTMLElement>('form, input, textarea, button, [role="alert"]'))
    if (element.getAttribute('name') !== 'website')
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.getBoundingClientRect().right + 1,
      );
}

/** A 320px phone with the error summary showing: everything fits in one column. */
export const Narrow320: Story = {
  decorators: [
    (Story) => (
      <div data-frame style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** 200% zoom of a 1280px window (a 640px layout, everything twice as big), errors showing. */
export const Zoom200: Story = {
  decorators: [
    (Story) => (
      <div data-frame style={{ zoom: 2, width: 640 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expectNoHorizontalOverflow(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { EnrollmentTimeline } from './EnrollmentTimeline';
import { getTimelineToolCopy } from '@agency/content';

import { enrollmentTimelineArgs, fillTimelineWithKeyboard } from './EnrollmentTimeline.fixtures';
import { StoryConsultationForm } from '../../private/storyConsultationForm';

const copy = getTimelineToolCopy();

// Today is fixed at 2026-11-21 (the `today` arg) so every story reads the same dates.
/** A consultation form under the timeline, as on the page (its first field, its folded topic). */
const withConsultationForm = (Story: () => ReactNode) => (
  <>
    <Story />
    <StoryConsultationForm />
  </>
);

const meta = {
  title: 'Widgets/EnrollmentTimeline',
  component: EnrollmentTimeline,
  args: {
    ...enrollmentTimelineArgs,
    onInputChange: fn(),
    onPrint: fn(),
    onAddToCalendar: fn(),
    onShare: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EnrollmentTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const iepList = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: copy.result.iepHeading }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The empty form: three labelled date fields, the employer box, the button; no result, no messages. */
export const Empty: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: copy.form.dateLegend })).toHaveAccessibleDescription(
      copy.form.dateHint,
    );
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Month' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Month' })).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveAttribute('autocomplete', 'bday-year');
    await expect(canvas.getByRole('checkbox', { name: copy.form.employerLabel })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: copy.form.submitLabel })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: copy.result.heading })).toBeNull();
    await expect(canvas.queryByText(copy.errors.summaryHeading)).toBeNull();
  },
};

/** Born June 15, 1961: March - September 2026, Part B by sign-up month, penalties with 2026 figures. */
export const Valid: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await fillTimelineWithKeyboard(userEvent, { month: '6', day: '15', year: '1961' });
    const heading = await canvas.findByRole('heading', { level: 2, name: copy.result.heading });
    await expect(heading).toHaveFocus();
    await expect(iepList(canvas)).toEqual([
      'March 2026',
      'April 2026',
      'May 2026',
      `June 2026 ${copy.result.birthdayMonthMarker}`,
      'July 2026',
      'August 2026',
      'September 2026',
    ]);
    await expect(canvas.getByText(/It starts March 1, 2026 and ends September 30, 2026\./)).toBeVisible();
    const table = canvas.getByRole('table', { name: copy.result.partBCaption });
    await expect(within(table).getByRole('row', { name: 'May 2026 June 1, 2026' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'June 2026 July 1, 2026' })).toBeVisible();
    await expect(
      canvas.getByText(/\$202\.90, that is \$40\.58 more each month: \$243\.48 a month\./),
    ).toBeVisible();
    await expect(canvas.queryByText(/You were born on the 1st/)).toBeNull();
    await expect(args.onInputChange).toHaveBeenCalledWith({ birthDate: '1961-06-15', employer: false });
  },
};

/**
 * On a 320px phone the month typed as a word shows whole: "September" fits its box (a box sized for two digits
 * showed "Marc" for March), and the three fields still fit the width.
 */
export const MonthAsWordOnPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 - 2 * 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('textbox', { name: 'Month' });
    await userEvent.type(month, 'September');
    await expect(month).toHaveValue('September');
    await expect(month.scrollWidth).toBeLessThanOrEqual(month.clientWidth);
    const year = canvas.getByRole('textbox', { name: 'Year' });
    await expect(year.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Day' }), '15');
    await userEvent.type(year, '1961');
    await userEvent.click(canvas.getByRole('button', { name: copy.form.submitLabel }));
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.result.heading })).toHaveFocus();
    await expect(
      canvas.getByText(/These dates are for a date of birth of September 15, 1961\./),
    ).toBeVisible();
  },
};

/** Born June 1, 1961: Social Security counts 65 from May 31, so every date is a month earlier, and the page says why. */
export const BornOnThe1st: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillTimelineWithKeyboard(userEvent, { month: '6', day: '1', year: '1961' });
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.result.heading })).toHaveFocus();
    await expect(iepList(canvas)).toEqual([
      'February 2026',
      'March 2026',
      'April 2026',
      `May 2026 ${copy.result.birthdayMonthMarkerFirst}`,
      'June 2026',
      'July 2026',
      'August 2026',
    ]);
    await expect(
      canvas.getByText(/turning 65 on the day before your birthday, May 31, 2026\. .* born later in June\./),
    ).toBeVisible();
    await expect(canvas.getByText(/It starts February 1, 2026 and ends August 31, 2026\./)).toBeVisible();
  },
};

/** Still working with job coverage: the Special Enrollment Period (8 months; Part D 63 days) replaces the penalties. */
export const EmployerCoverage: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await fillTimelineWithKeyboard(userEvent, { month: '6', day: '15', year: '1961' }, true);
    await expect(canvas.getByRole('checkbox', { name: copy.form.employerLabel })).toBeChecked();
    const result = within(await canvas.findByRole('region', { name: copy.result.heading }));
    await expect(result.getByRole('heading', { level: 3, name: copy.result.sepHeading })).toBeVisible();
    await expect(result.getByText(/you have 8 months to sign up for Part B/)).toBeVisible();
    await expect(result.queryByRole('heading', { name: copy.result.penaltyHeading })).toBeNull();
    await expect(args.onInputChange).toHaveBeenCalledWith({ birthDate: '1961-06-15', employer: true });
  },
};

async function expectError(canvasElement: HTMLElement, field: string, message: string) {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: field });
  await expect(input).toHaveFocus();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(`${copy.errors.prefix} ${message}`);
  await expect(canvas.getByRole('link', { name: message })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: copy.errors.summaryHeading })).toBeVisible();
  await expect(canvas.queryByRole('region', { name: copy.result.heading })).toBeNull();
}

/** February 30 does not exist: the message says so and focus goes to the day. */
export const InvalidImpossibleDate: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await fillTimelineWithKeyboard(userEvent, { month: '2', day: '30', year: '1961' });
    await expectError(canvasElement, 'Day', 'February 1961 had only 28 days. Please check the day.');
    await expect(args.onInputChange).not.toHaveBeenCalled();
  },
};

/** A birth date after today (November 21, 2026). */
export const InvalidFutureDate: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await fillTimelineWithKeyboard(userEvent, { month: '1', day: '1', year: '2027' });
    await expectError(canvasElement, 'Year', copy.errors.futureDate);
  },
};

/** Far past 65: older than 100 is almost surely a typo in the year. */
export const InvalidTooOld: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await fillTimelineWithKeyboard(userEvent, { month: '6', day: '15', year: '1920' });
    await expectError(canvasElement, 'Year', 'That would make you older than 100. Please check the year.');
  },
};

/** Nothing typed: one message per missing part, each linked from the summary; the summary link moves focus. */
export const InvalidMissingParts: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillTimelineWithKeyboard(userEvent, { month: '', day: '15', year: '' });
    await expectError(canvasElement, 'Month', copy.errors.monthMissing);
    await userEvent.click(canvas.getByRole('link', { name: copy.errors.yearMissing }));
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Day' })).not.toHaveAttribute('aria-invalid');
  },
};

/** Opened from a shared link (?dob=1962-01-01&employer=0): the result shows at once; January 1 crosses the year. */
export const SharedLink: Story = {
  args: { initialInput: { birthDate: '1962-01-01', employer: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveValue('1962');
    await expect(iepList(canvas)).toEqual([
      'September 2026',
      'October 2026',
      'November 2026',
      `December 2026 ${copy.result.birthdayMonthMarkerFirst}`,
      'January 2027',
      'February 2027',
      'March 2027',
    ]);
    await expect(
      canvas.getByText(/General Enrollment Period runs from January 1, 2028 to March 31, 2028\./),
    ).toBeVisible();
  },
};

/**
 * Born June 15, 1955: the window ended in 2020, under the rules before 2023; the page says so, and leads with what
 * can be done now (the yearly windows and the next GEP).
 */
export const PastInitialEnrollment: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillTimelineWithKeyboard(userEvent, { month: '6', day: '15', year: '1955' });
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.result.heading })).toHaveFocus();
    const result = within(canvas.getByRole('region', { name: copy.result.heading }));
    const table = within(result.getByRole('table', { name: copy.result.partBCaption }));
    await expect(table.getByRole('row', { name: `June 2020 ${copy.result.partBUnavailable}` })).toBeVisible();
    await expect(result.getAllByText('This window ended on September 30, 2020.')).toHaveLength(1);
    await expect(result.getByText('This window ended on November 30, 2020.')).toBeVisible();
    await expect(result.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(copy.result.nowHeading!);
    await expect(
      result.getByText(/the next General Enrollment Period runs from January 1, 2027 to March 31, 2027\./),
    ).toBeVisible();
  },
};

/**
 * Born March 15, 1961, read on November 21, 2026: the Initial Enrollment Period is behind, so the result opens with
 * what the visitor can do now (the Annual Enrollment Period, open now until December 7); it ends with what to do
 * next: call, or the consultation form with the date of birth as its topic.
 */
export const WhatYouCanDoNowFirst: Story = {
  decorators: [withConsultationForm],
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await fillTimelineWithKeyboard(userEvent, { month: '3', day: '15', year: '1961' });
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.result.heading })).toHaveFocus();
    const result = within(canvas.getByRole('region', { name: copy.result.heading }));
    const headings = result.getAllByRole('heading', { level: 3 });
    await expect(headings[0]).toHaveTextContent(copy.result.nowHeading!);
    const aep = yearlyWindow(canvas, 'Annual Enrollment Period: October 15, 2026 to December 7, 2026.');
    await expect(aep).toHaveTextContent(copy.result.openNow);
    await expect(headings.map((heading) => heading.textContent)).not.toContain(copy.result.yearlyHeading);
    await expect(headings.at(-1)).toHaveTextContent(copy.result.nextStep!.heading);
    await expect(result.getByRole('link', { name: copy.result.nextStep!.callLabel })).toHaveAttribute(
      'href',
      `tel:${args.phone!.e164}`,
    );
    await userEvent.click(result.getByRole('link', { name: copy.result.nextStep!.scheduleLabel }));
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Topic' })).toHaveValue(
      'My Medicare dates, for a date of birth of March 15, 1961.',
    );
  },
};

const yearlyWindow = (canvas: ReturnType<typeof within>, start: string) =>
  within(canvas.getByRole('region', { name: copy.result.heading }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(start));

/** Read on February 10, 2027: Medicare Advantage Open Enrollment is open now; the AEP named is autumn 2027's. */
export const MaOpenEnrollmentOpen: Story = {
  args: { today: '2027-02-10' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillTimelineWithKeyboard(userEvent, { month: '6', day: '15', year: '1961' });
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.result.heading })).toHaveFocus();
    // The Initial Enrollment Period is behind: the yearly windows come first, under "What you can do now".
    await expect(canvas.getByRole('heading', { level: 3, name: copy.result.nowHeading })).toBeVisible();
    const maOep = yearlyWindow(
      canvas,
      'Medicare Advantage Open Enrollment: January 1, 2027 to March 31, 2027.',
    );
    await expect(maOep).toHaveTextContent(copy.result.openNow);
    const aep = yearlyWindow(canvas, 'Annual Enrollment Period: October 15, 2027 to December 7, 2027.');
    await expect(aep).toBeVisible();
    await expect(aep).not.toHaveTextContent(copy.result.openNow);
  },
};

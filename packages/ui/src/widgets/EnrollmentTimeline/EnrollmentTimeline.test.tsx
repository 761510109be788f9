// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnrollmentTimeline, type EnrollmentTimelineProps } from './EnrollmentTimeline';
import { getTimelineToolCopy } from '@agency/content';

import { enrollmentTimelineArgs } from './EnrollmentTimeline.fixtures';
import { fromTimelineSearch } from './enrollmentTimelineModel';
import { parseIcs } from './ics.testing';

const copy = getTimelineToolCopy();

// Expected values are written out from shared/facts/MEDICARE.md §3 (7 months around the month of turning 65; born on
// the 1st → one month earlier; Part B the 1st of the birthday month or the month after sign-up), not read from the
// rules, so the widget is checked against the source. Today is 2026-11-21 unless a case says otherwise.

type User = ReturnType<typeof userEvent.setup>;

// jsdom has no ResizeObserver; Radix's checkbox measures its hidden form input with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderTimeline(props: Partial<EnrollmentTimelineProps> = {}) {
  const user = userEvent.setup();
  const onInputChange = vi.fn();
  const view = render(
    <EnrollmentTimeline {...enrollmentTimelineArgs} onInputChange={onInputChange} {...props} />,
  );
  return { user, onInputChange, ...view };
}

/** Fills the form with the keyboard alone, as a visitor would: Tab into each field, type, Space on the box, Enter. */
async function fillWithKeyboard(
  user: User,
  { month, day, year }: { month: string; day: string; year: string },
  employer = false,
) {
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Month' })).toHaveFocus();
  if (month) await user.keyboard(month);
  await user.tab();
  if (day) await user.keyboard(day);
  await user.tab();
  if (year) await user.keyboard(year);
  await user.tab();
  expect(screen.getByRole('checkbox', { name: copy.form.employerLabel })).toHaveFocus();
  if (employer) await user.keyboard(' ');
  await user.tab();
  expect(screen.getByRole('button', { name: copy.form.submitLabel })).toHaveFocus();
  await user.keyboard('{Enter}');
}

const result = () => screen.getByRole('region', { name: copy.result.heading });
const iepMonths = () =>
  within(result())
    .getAllByRole('listitem')
    .filter((item) => item.closest('ol')?.getAttribute('aria-labelledby'))
    .map((item) => item.textContent);
const partBRows = () =>
  within(within(result()).getByRole('table', { name: copy.result.partBCaption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

const marker = copy.result.birthdayMonthMarker;
const markerFirst = copy.result.birthdayMonthMarkerFirst;

/** [month, day, year] as typed, the 7 months (the 4th marked), first day, last day, the day SSA counts as 65 if born on the 1st. */
const iepCases: ReadonlyArray<{
  name: string;
  typed: [string, string, string];
  months: string[];
  birthdayIndex?: number;
  start: string;
  end: string;
  attainsAge65On?: string;
}> = [
  {
    name: 'born mid-month (June 15)',
    typed: ['6', '15', '1961'],
    months: [
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
    ],
    start: 'March 1, 2026',
    end: 'September 30, 2026',
  },
  {
    name: 'born on the 1st (June 1): one month earlier',
    typed: ['6', '1', '1961'],
    months: [
      'February 2026',
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
    ],
    start: 'February 1, 2026',
    end: 'August 31, 2026',
    attainsAge65On: 'May 31, 2026',
  },
  {
    name: 'born on the 2nd (June 2): no shift',
    typed: ['06', '02', '1961'],
    months: [
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
    ],
    start: 'March 1, 2026',
    end: 'September 30, 2026',
  },
  {
    name: 'born on the 1st of July: turns 65 in June',
    typed: ['July', '1', '1961'],
    months: [
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
    ],
    start: 'March 1, 2026',
    end: 'September 30, 2026',
    attainsAge65On: 'June 30, 2026',
  },
  {
    name: 'born December 1: turns 65 in November, window ends in a short February',
    typed: ['12', '1', '1961'],
    months: [
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
      'January 2027',
      'February 2027',
    ],
    start: 'August 1, 2026',
    end: 'February 28, 2027',
    attainsAge65On: 'November 30, 2026',
  },
  {
    name: 'born December 31: crosses the year',
    typed: ['12', '31', '1961'],
    months: [
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
      'January 2027',
      'February 2027',
      'March 2027',
    ],
    start: 'September 1, 2026',
    end: 'March 31, 2027',
  },
  {
    name: 'born January 1: turns 65 in December of the year before',
    typed: ['1', '1', '1962'],
    months: [
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
      'January 2027',
      'February 2027',
      'March 2027',
    ],
    start: 'September 1, 2026',
    end: 'March 31, 2027',
    attainsAge65On: 'December 31, 2026',
  },
  {
    name: 'born January 2',
    typed: ['1', '2', '1962'],
    months: [
      'October 2026',
      'November 2026',
      'December 2026',
      'January 2027',
      'February 2027',
      'March 2027',
      'April 2027',
    ],
    start: 'October 1, 2026',
    end: 'April 30, 2027',
  },
  {
    name: 'born January 15, window in the past year',
    typed: ['jan', '15', '1961'],
    months: [
      'October 2025',
      'November 2025',
      'December 2025',
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
    ],
    start: 'October 1, 2025',
    end: 'April 30, 2026',
  },
  {
    name: 'born February 29 (leap day), 65th year not a leap year',
    typed: ['2', '29', '1960'],
    months: [
      'November 2024',
      'December 2024',
      'January 2025',
      'February 2025',
      'March 2025',
      'April 2025',
      'May 2025',
    ],
    start: 'November 1, 2024',
    end: 'May 31, 2025',
  },
  {
    name: 'born February 29, 1964',
    typed: ['2', '29', '1964'],
    months: [
      'November 2028',
      'December 2028',
      'January 2029',
      'February 2029',
      'March 2029',
      'April 2029',
      'May 2029',
    ],
    start: 'November 1, 2028',
    end: 'May 31, 2029',
  },
  {
    name: 'born March 1, 1959: turns 65 on a leap day',
    typed: ['3', '1', '1959'],
    months: [
      'November 2023',
      'December 2023',
      'January 2024',
      'February 2024',
      'March 2024',
      'April 2024',
      'May 2024',
    ],
    start: 'November 1, 2023',
    end: 'May 31, 2024',
    attainsAge65On: 'February 29, 2024',
  },
  {
    name: 'born March 1, 1962: turns 65 on February 28',
    typed: ['3', '1', '1962'],
    months: [
      'November 2026',
      'December 2026',
      'January 2027',
      'February 2027',
      'March 2027',
      'April 2027',
      'May 2027',
    ],
    start: 'November 1, 2026',
    end: 'May 31, 2027',
    attainsAge65On: 'February 28, 2027',
  },
  {
    name: 'born February 1: turns 65 in January',
    typed: ['2', '1', '1963'],
    months: [
      'October 2027',
      'November 2027',
      'December 2027',
      'January 2028',
      'February 2028',
      'March 2028',
      'April 2028',
    ],
    start: 'October 1, 2027',
    end: 'April 30, 2028',
    attainsAge65On: 'January 31, 2028',
  },
  {
    name: 'born September 30',
    typed: ['9', '30', '1962'],
    months: [
      'June 2027',
      'July 2027',
      'August 2027',
      'September 2027',
      'October 2027',
      'November 2027',
      'December 2027',
    ],
    start: 'June 1, 2027',
    end: 'December 31, 2027',
  },
  {
    name: 'born November 30',
    typed: ['11', '30', '1961'],
    months: [
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
      'January 2027',
      'February 2027',
    ],
    start: 'August 1, 2026',
    end: 'February 28, 2027',
  },
  {
    name: 'born May 1: turns 65 in April',
    typed: ['5', '1', '1963'],
    months: [
      'January 2028',
      'February 2028',
      'March 2028',
      'April 2028',
      'May 2028',
      'June 2028',
      'July 2028',
    ],
    start: 'January 1, 2028',
    end: 'July 31, 2028',
    attainsAge65On: 'April 30, 2028',
  },
  {
    name: 'born December 2',
    typed: ['12', '2', '1962'],
    months: [
      'September 2027',
      'October 2027',
      'November 2027',
      'December 2027',
      'January 2028',
      'February 2028',
      'March 2028',
    ],
    start: 'September 1, 2027',
    end: 'March 31, 2028',
  },
];

describe('EnrollmentTimeline: the Initial Enrollment Period a visitor reads', () => {
  it.each(iepCases)('should show the 7 months and exact dates: $name', async (entry) => {
    const { user, onInputChange } = renderTimeline();
    const [month, day, year] = entry.typed;
    await fillWithKeyboard(user, { month, day, year });

    const heading = screen.getByRole('heading', { level: 2, name: copy.result.heading });
    expect(heading).toHaveFocus();
    const bornOnFirst = entry.attainsAge65On !== undefined;
    expect(iepMonths()).toEqual(
      entry.months.map((label, index) =>
        index === 3 ? `${label} ${bornOnFirst ? markerFirst : marker}` : label,
      ),
    );
    expect(
      within(result()).getByText(
        `Your first chance to sign up for Medicare lasts 7 months. It starts ${entry.start} and ends ${entry.end}.`,
      ),
    ).toBeVisible();

    const note = within(result()).queryByText(/You were born on the 1st of the month/);
    if (bornOnFirst) {
      expect(note).toHaveTextContent(
        `Social Security counts you as turning 65 on the day before your birthday, ${entry.attainsAge65On}.`,
      );
    } else expect(note).toBeNull();
    expect(onInputChange).toHaveBeenCalledTimes(1);
  });

  it('should report the input of a valid submit for the URL', async () => {
    const { user, onInputChange } = renderTimeline();
    await fillWithKeyboard(user, { month: '6', day: '15', year: '1961' }, true);
    expect(onInputChange).toHaveBeenCalledWith({ birthDate: '1961-06-15', employer: true });
  });
});

describe('EnrollmentTimeline: when Part B starts for each sign-up month', () => {
  it.each([
    {
      typed: ['6', '15', '1961'] as const,
      rows: [
        ['March 2026', 'June 1, 2026'],
        ['April 2026', 'June 1, 2026'],
        ['May 2026', 'June 1, 2026'],
        ['June 2026', 'July 1, 2026'],
        ['July 2026', 'August 1, 2026'],
        ['August 2026', 'September 1, 2026'],
        ['September 2026', 'October 1, 2026'],
      ],
    },
    {
      typed: ['1', '1', '1962'] as const,
      rows: [
        ['September 2026', 'December 1, 2026'],
        ['October 2026', 'December 1, 2026'],
        ['November 2026', 'December 1, 2026'],
        ['December 2026', 'January 1, 2027'],
        ['January 2027', 'February 1, 2027'],
        ['February 2027', 'March 1, 2027'],
        ['March 2027', 'April 1, 2027'],
      ],
    },
    {
      typed: ['6', '1', '1961'] as const,
      rows: [
        ['February 2026', 'May 1, 2026'],
        ['March 2026', 'May 1, 2026'],
        ['April 2026', 'May 1, 2026'],
        ['May 2026', 'June 1, 2026'],
        ['June 2026', 'July 1, 2026'],
        ['July 2026', 'August 1, 2026'],
        ['August 2026', 'September 1, 2026'],
      ],
    },
  ])('should give the start for each month: born $typed', async ({ typed, rows }) => {
    const { user } = renderTimeline();
    await fillWithKeyboard(user, { month: typed[0], day: typed[1], year: typed[2] });
    expect(partBRows()).toEqual(rows);
  });

  it('should say the rules before 2023 differ for a window that long passed', async () => {
    const { user } = renderTimeline();
    await fillWithKeyboard(user, { month: '6', day: '15', year: '1955' });
    expect(partBRows().map(([, start]) => start)).toEqual(Array(7).fill(copy.result.partBUnavailable));
    expect(within(result()).getAllByText('This window ended on September 30, 2020.')).not.toHaveLength(0);
  });
});

describe('EnrollmentTimeline: the other windows and the penalties', () => {
  it('should give Medigap, the next GEP, AEP and MA Open Enrollment, and worked penalties with 2026 figures', async () => {
    const { user } = renderTimeline();
    await fillWithKeyboard(user, { month: '6', day: '15', year: '1961' });
    const region = within(result());
    expect(
      region.getByText(
        /If your Part B starts June 1, 2026, your 6-month Medigap open enrollment runs from June 1, 2026 to November 30, 2026\./,
      ),
    ).toBeVisible();
    expect(
      region.getByText(/the next General Enrollment Period runs from January 1, 2027 to March 31, 2027\./),
    ).toBeVisible();
    const aep = region.getByText(
      /Annual Enrollment Period: October 15, 2026 to December 7, 2026\. Changes you make start January 1, 2027\./,
    );
    expect(aep).toHaveTextContent(copy.result.openNow);
    expect(
      region.getByText(/Medicare Advantage Open Enrollment: January 1, 2027 to March 31, 2027\./),
    ).toBeVisible();

    expect(region.getByRole('heading', { level: 3, name: copy.result.penaltyHeading })).toBeVisible();
    expect(
      region.getByText(
        'Example: sign up 24 months late, which is 2 full years, and you pay 20% more. With the 2026 standard premium of $202.90, that is $40.58 more each month: $243.48 a month.',
      ),
    ).toBeVisible();
    expect(
      region.getByText(
        'Example: 20 months without drug coverage adds 20% of the 2026 base premium of $38.99. That is $7.80 more each month.',
      ),
    ).toBeVisible();
    expect(region.queryByRole('heading', { name: copy.result.sepHeading })).toBeNull();
  });

  it('should move to next year’s AEP once this year’s has closed, and pick the GEP after a window ending in March', async () => {
    const { user } = renderTimeline({ today: '2026-12-10' });
    await fillWithKeyboard(user, { month: '1', day: '1', year: '1962' });
    const region = within(result());
    expect(
      region.getByText(/Annual Enrollment Period: October 15, 2027 to December 7, 2027\./),
    ).not.toHaveTextContent(copy.result.openNow);
    expect(
      region.getByText(/the next General Enrollment Period runs from January 1, 2028 to March 31, 2028\./),
    ).toBeVisible();
    expect(
      region.getByText(
        /If your Part B starts December 1, 2026, your 6-month Medigap open enrollment runs from December 1, 2026 to May 31, 2027\./,
      ),
    ).toBeVisible();
  });

  it('should use the GEP of the same year when the window ends in February', async () => {
    const { user } = renderTimeline();
    await fillWithKeyboard(user, { month: '12', day: '1', year: '1961' });
    expect(
      within(result()).getByText(
        /the next General Enrollment Period runs from January 1, 2027 to March 31, 2027\./,
      ),
    ).toBeVisible();
  });

  it('should explain the Special Enrollment Period instead of the penalties for employer coverage', async () => {
    const { user } = renderTimeline();
    await fillWithKeyboard(user, { month: '6', day: '15', year: '1961' }, true);
    const region = within(result());
    expect(region.getByRole('heading', { level: 3, name: copy.result.sepHeading })).toBeVisible();
    expect(region.getByText(/you have 8 months to sign up for Part B/)).toBeVisible();
    expect(region.getByText(/within 63 days after your job’s drug coverage ends/)).toBeVisible();
    expect(region.queryByRole('heading', { name: copy.result.penaltyHeading })).toBeNull();
    expect(region.queryByText(/\$243\.48/)).toBeNull();
    expect(region.getByText(copy.result.medigapEmployerText)).toBeVisible();
  });
});

describe('EnrollmentTimeline: messages that say what to fix', () => {
  it.each([
    {
      name: 'nothing entered',
      typed: { month: '', day: '', year: '' },
      messages: [copy.errors.monthMissing, copy.errors.dayMissing, copy.errors.yearMissing],
      fields: ['Month', 'Day', 'Year'],
    },
    {
      name: 'the year missing',
      typed: { month: '6', day: '15', year: '' },
      messages: [copy.errors.yearMissing],
      fields: ['Year'],
    },
    {
      name: 'an impossible date (February 30)',
      typed: { month: '2', day: '30', year: '1961' },
      messages: ['February 1961 had only 28 days. Please check the day.'],
      fields: ['Day'],
    },
    {
      name: 'February 29 in a year that is not a leap year',
      typed: { month: '2', day: '29', year: '1961' },
      messages: ['February 1961 had only 28 days. Please check the day.'],
      fields: ['Day'],
    },
    {
      name: 'April 31',
      typed: { month: '4', day: '31', year: '1962' },
      messages: ['April 1962 had only 30 days. Please check the day.'],
      fields: ['Day'],
    },
    {
      name: 'a date in the future',
      typed: { month: '1', day: '1', year: '2027' },
      messages: [copy.errors.futureDate],
      fields: ['Year'],
    },
    {
      name: 'older than 100 (turned 101 today)',
      typed: { month: '11', day: '21', year: '1925' },
      messages: ['That would make you older than 100. Please check the year.'],
      fields: ['Year'],
    },
    {
      name: 'a two-digit year',
      typed: { month: '6', day: '15', year: '61' },
      messages: [copy.errors.yearInvalid],
      fields: ['Year'],
    },
    {
      name: 'a month that does not exist and a day that is not a number',
      typed: { month: '13', day: 'x', year: '1961' },
      messages: [copy.errors.monthInvalid, copy.errors.dayInvalid],
      fields: ['Month', 'Day'],
    },
  ])(
    'should explain $name, link each message to its field and focus the first',
    async ({ typed, messages, fields }) => {
      const { user, onInputChange } = renderTimeline();
      await fillWithKeyboard(user, typed);

      const summary = screen.getByRole('heading', {
        level: 2,
        name: copy.errors.summaryHeading,
      }).parentElement!;
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(messages);
      fields.forEach((name, index) => {
        const field = screen.getByRole('textbox', { name });
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(`${copy.errors.prefix} ${messages[index]}`);
      });
      for (const name of ['Month', 'Day', 'Year'].filter((field) => !fields.includes(field)))
        expect(screen.getByRole('textbox', { name })).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('textbox', { name: fields[0] })).toHaveFocus();
      expect(screen.queryByRole('region', { name: copy.result.heading })).toBeNull();
      expect(onInputChange).not.toHaveBeenCalled();
    },
  );

  it('should accept someone who turns 101 tomorrow (still 100 today)', async () => {
    const { user } = renderTimeline();
    await fillWithKeyboard(user, { month: '11', day: '22', year: '1925' });
    expect(result()).toBeVisible();
  });

  it('should move to a field from the summary, and clear the messages once fixed', async () => {
    const { user } = renderTimeline();
    await fillWithKeyboard(user, { month: '2', day: '30', year: '1961' });
    const link = screen.getByRole('link', { name: 'February 1961 had only 28 days. Please check the day.' });
    screen.getByRole('textbox', { name: 'Month' }).focus();
    await user.click(link);
    const day = screen.getByRole('textbox', { name: 'Day' });
    expect(day).toHaveFocus();
    await user.clear(day);
    await user.keyboard('28');
    await user.click(screen.getByRole('button', { name: copy.form.submitLabel }));
    expect(screen.queryByRole('heading', { name: copy.errors.summaryHeading })).toBeNull();
    expect(day).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('heading', { level: 2, name: copy.result.heading })).toHaveFocus();
  });
});

describe('EnrollmentTimeline: shared links, print, calendar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should show the result of a shared link at once, without moving focus', () => {
    renderTimeline({ initialInput: { birthDate: '1961-06-01', employer: true } });
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('6');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('1961');
    expect(screen.getByRole('checkbox', { name: copy.form.employerLabel })).toBeChecked();
    expect(iepMonths()[0]).toBe('February 2026');
    expect(within(result()).getByRole('heading', { name: copy.result.sepHeading })).toBeVisible();
    expect(document.body).toHaveFocus();
  });

  it('should show the problem of a hand-edited link (February 30)', () => {
    renderTimeline({ initialInput: { birthDate: '1961-02-30', employer: false } });
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAccessibleDescription(
      `${copy.errors.prefix} February 1961 had only 28 days. Please check the day.`,
    );
    expect(screen.queryByRole('region', { name: copy.result.heading })).toBeNull();
  });

  it('should copy a link holding the input and say so', async () => {
    const onShare = vi.fn();
    const { user } = renderTimeline({ onShare });
    await fillWithKeyboard(user, { month: '6', day: '15', year: '1961' });
    await user.click(screen.getByRole('button', { name: copy.result.shareLabel }));
    const url = 'http://localhost:3000/?dob=1961-06-15&employer=0';
    expect(onShare).toHaveBeenCalledWith(url);
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
    expect(screen.getByRole('status')).toHaveTextContent(copy.result.shareCopied);
  });

  it('should use the site’s share URL, and show the link to copy by hand when the clipboard refuses', async () => {
    const { user } = renderTimeline({
      shareUrl: (input) =>
        `https://example.com/medicare-timeline?dob=${input.birthDate}&employer=${input.employer ? 1 : 0}`,
    });
    await fillWithKeyboard(user, { month: '6', day: '15', year: '1961' }, true);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: copy.result.shareLabel }));
    expect(await screen.findByRole('textbox', { name: copy.result.shareManualLabel })).toHaveValue(
      'https://example.com/medicare-timeline?dob=1961-06-15&employer=1',
    );
  });

  it('should print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const onPrint = vi.fn();
    const { user } = renderTimeline({ onPrint });
    await fillWithKeyboard(user, { month: '6', day: '15', year: '1961' });
    await user.click(screen.getByRole('button', { name: copy.result.printLabel }));
    expect(onPrint).toHaveBeenCalledTimes(1);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('should download an .ics of the dates still ahead that parses', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:timeline');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const onAddToCalendar = vi.fn();
    const { user } = renderTimeline({ onAddToCalendar });
    await fillWithKeyboard(user, { month: '1', day: '2', year: '1962' });
    await user.click(screen.getByRole('button', { name: copy.result.calendarLabel }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(copy.result.calendarDone);
    const ics = onAddToCalendar.mock.calls[0]![0] as string;
    const calendar = parseIcs(ics);
    expect(calendar.properties.PRODID).toBe(enrollmentTimelineArgs.calendar.prodId);
    // Born January 2, 1962: the window (October 2026 - April 2027) opened before today, so its start is left out.
    expect(calendar.events.map((event) => [event.DTSTART, event.SUMMARY])).toEqual([
      ['20261207', 'Last day of Medicare Annual Enrollment'],
      ['20261231', 'Sign up for Part B today for coverage from January 1, 2027'],
      ['20270101', 'Medigap open enrollment starts'],
      ['20270101', 'Medicare Advantage Open Enrollment opens'],
      ['20270331', 'Last day of Medicare Advantage Open Enrollment'],
      ['20270430', 'Last day of your Medicare sign-up window'],
      ['20270630', 'Last day of Medigap open enrollment'],
      ['20280101', 'General Enrollment Period opens'],
      ['20280331', 'Last day of the General Enrollment Period'],
    ]);
    expect(calendar.events[2]!.DESCRIPTION).toBe(
      'If your Part B starts January 1, 2027, insurers cannot turn you down or charge you more for a Medigap policy because of your health until June 30, 2027. Without creditable coverage before, the policy may still make you wait up to 6 months before it covers a pre-existing condition.',
    );
    expect(new Set(calendar.events.map((event) => event.UID)).size).toBe(calendar.events.length);
  });
});

describe('EnrollmentTimeline before its code has arrived', () => {
  it('should send fields that read back as the same input when the browser submits the form itself', async () => {
    const { user, onInputChange, container } = renderTimeline();
    await fillWithKeyboard(user, { month: '6', day: '15', year: '1961' }, true);
    const form = container.querySelector('form')!;
    // What the browser would put in the address on a native (GET) submission of the prerendered form.
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
    expect(query).toBe('dob-month=6&dob-day=15&dob-year=1961&employer=on');
    expect(fromTimelineSearch(query)).toEqual(onInputChange.mock.calls.at(-1)![0]);
    expect(fromTimelineSearch(query)).toEqual({ birthDate: '1961-06-15', employer: true });
  });
});

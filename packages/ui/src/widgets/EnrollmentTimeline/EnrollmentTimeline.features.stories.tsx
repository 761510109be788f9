import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EnrollmentTimeline } from './EnrollmentTimeline';
import { getTimelineToolCopy } from '@agency/content';

import { stubClipboard } from '../../patterns/ShareLink/ShareLink.testing';
import { enrollmentTimelineArgs, fillTimelineWithKeyboard } from './EnrollmentTimeline.fixtures';
import { parseIcs } from './ics.testing';

const copy = getTimelineToolCopy();

// Layout and the result actions: phone width, 200% zoom, print, calendar file and share link.
const meta = {
  title: 'Widgets/EnrollmentTimeline/Features',
  component: EnrollmentTimeline,
  args: {
    ...enrollmentTimelineArgs,
    onInputChange: fn(),
    onPrint: fn(),
    onAddToCalendar: fn(),
    onShare: fn(),
  },
} satisfies Meta<typeof EnrollmentTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!;
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  for (const element of frame.querySelectorAll<HTMLElement>('table, form, section'))
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right + 1,
    );
}

/** A 360px phone: the fields wrap, the table and buttons fit, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div data-frame style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await fillTimelineWithKeyboard(userEvent, { month: '12', day: '1', year: '1961' });
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.result.heading })).toHaveFocus();
    await expect(canvas.getByText(/It starts August 1, 2026 and ends February 28, 2027\./)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** 200% zoom of a 1280px window (a 640px layout, everything twice as big): still one column, still usable. */
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
    await fillTimelineWithKeyboard(userEvent, { month: '2', day: '29', year: '1960' });
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.result.heading })).toHaveFocus();
    await expect(canvas.getByText(/It starts November 1, 2024 and ends May 31, 2025\./)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * Print, Add to my calendar and Copy a link, with the keyboard. The story stands in for the browser's print dialog,
 * file download and clipboard, and reads the .ics file back with a strict parser.
 */
export const PrintCalendarShare: Story = {
  beforeEach: () => {
    const print = window.print;
    const click = HTMLAnchorElement.prototype.click;
    const clipboard = stubClipboard();
    window.print = () => {};
    HTMLAnchorElement.prototype.click = function clickUnlessDownload(this: HTMLAnchorElement) {
      if (!this.hasAttribute('download')) click.call(this);
    };
    return () => {
      window.print = print;
      HTMLAnchorElement.prototype.click = click;
      clipboard.restore();
    };
  },
  play: async ({ canvasElement, userEvent, args, step }) => {
    const canvas = within(canvasElement);
    await fillTimelineWithKeyboard(userEvent, { month: '1', day: '2', year: '1962' });
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.result.heading })).toHaveFocus();
    const status = canvas.getByRole('status');

    await step('Print: Tab to the button, Enter', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: copy.result.printLabel })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPrint).toHaveBeenCalledTimes(1);
    });

    await step('Add to my calendar: an .ics file that parses, with the dates still ahead', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onAddToCalendar).toHaveBeenCalledTimes(1);
      const ics = (args.onAddToCalendar as ReturnType<typeof fn>).mock.calls[0]![0] as string;
      const calendar = parseIcs(ics);
      await expect(calendar.events.map((event) => event.SUMMARY)).toContain(
        'Last day of your Medicare sign-up window',
      );
      await expect(
        calendar.events.find((event) => event.SUMMARY === 'Last day of your Medicare sign-up window')
          ?.DTSTART,
      ).toBe('20270430');
      await expect(status).toHaveTextContent(copy.result.calendarDone);
    });

    await step('Copy a link: the URL holds the input, and the page says it was copied', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(status).toHaveTextContent(copy.result.shareCopied));
      const url = new URL(await window.navigator.clipboard.readText());
      await expect(url.searchParams.get('dob')).toBe('1962-01-02');
      await expect(url.searchParams.get('employer')).toBe('0');
      await expect(args.onShare).toHaveBeenCalledWith(url.href);
    });
  },
};

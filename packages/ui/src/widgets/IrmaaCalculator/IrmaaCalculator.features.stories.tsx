import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { IrmaaCalculator } from './IrmaaCalculator';
import { getIrmaaToolCopy } from '@agency/content';

import { stubClipboard } from '../../patterns/ShareLink/ShareLink.testing';
import { fillIrmaaWithKeyboard, irmaaCalculatorArgs } from './IrmaaCalculator.fixtures';

const copy = getIrmaaToolCopy();

// Layout and the result's extras: phone width, 200% zoom, the SSA-44 checklist and the share link.
const meta = {
  title: 'Widgets/IrmaaCalculator/Features',
  component: IrmaaCalculator,
  args: { ...irmaaCalculatorArgs, onInputChange: fn(), onShare: fn() },
} satisfies Meta<typeof IrmaaCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!;
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  for (const element of frame.querySelectorAll<HTMLElement>('table, form, section, dl'))
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right + 1,
    );
}

/** A 360px phone: the radio cards, the four amounts and the 4-column table fit without sideways scrolling. */
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
    await fillIrmaaWithKeyboard(userEvent, { status: 'joint', magi: '250,000' });
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your 2026 Medicare premiums' }),
    ).toHaveFocus();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** 200% zoom of a 1280px window (a 640px layout, everything twice as big). */
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
    await fillIrmaaWithKeyboard(userEvent, { status: 'individual', magi: '$600000' });
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your 2026 Medicare premiums' }),
    ).toHaveFocus();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** The SSA-44 checklist (the 8 life-changing events) and the share link, with the keyboard. */
export const AppealAndShare: Story = {
  beforeEach: () => stubClipboard().restore,
  play: async ({ canvasElement, userEvent, args, step }) => {
    const canvas = within(canvasElement);
    await fillIrmaaWithKeyboard(userEvent, { status: 'joint', magi: '300,000' });
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your 2026 Medicare premiums' }),
    ).toHaveFocus();

    await step('tick "stopped working" with the keyboard: the page says SSA-44 may help', async () => {
      const checklist = canvas.getByRole('group', { name: 'Since 2024, did any of these happen to you?' });
      await expect(within(checklist).getAllByRole('checkbox')).toHaveLength(copy.result.appealEvents.length);
      const stopped = within(checklist).getByRole('checkbox', { name: 'You or your spouse stopped working' });
      stopped.focus();
      await userEvent.keyboard(' ');
      await expect(stopped).toBeChecked();
      await expect(canvas.getByText(copy.result.appealLikely)).toBeVisible();
    });

    await step('copy a link holding the input', async () => {
      canvas.getByRole('button', { name: copy.result.shareLabel }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByText(copy.result.shareCopied)).toBeVisible());
      const url = new URL(await window.navigator.clipboard.readText());
      await expect(Object.fromEntries(url.searchParams)).toEqual({
        year: '2026',
        status: 'joint',
        magi: '300000',
      });
      await expect(args.onShare).toHaveBeenCalledWith(url.href);
    });
  },
};

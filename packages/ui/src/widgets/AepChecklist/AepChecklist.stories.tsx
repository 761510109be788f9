import { getChecklist } from '@agency/content';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AepChecklist } from './AepChecklist';

const { copy, groups } = getChecklist();
const storageKey = 'aep-checklist-stories';
const allIds = groups.flatMap((group) => group.items.map((item) => item.id));
const total = allIds.length;
const someTicked = allIds.slice(0, 5);
const textOf = (id: string) => groups.flatMap((group) => group.items).find((item) => item.id === id)!.text;
const progress = (done: number) =>
  copy.progressLabel.replace('{done}', String(done)).replace('{total}', String(total));
/** The visible progress line, not the live region that repeats it after a change. */
const visibleLine = { selector: 'p:not([role="status"])' };
const saved = (): unknown => JSON.parse(window.localStorage.getItem(storageKey) ?? 'null');

/** Seeds the saved ticks before the story renders, and clears them afterwards. */
const seed = (ids: ReadonlyArray<string> | null) => (): (() => void) => {
  if (ids) window.localStorage.setItem(storageKey, JSON.stringify(ids));
  else window.localStorage.removeItem(storageKey);
  return () => window.localStorage.removeItem(storageKey);
};

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Widgets/AepChecklist',
  component: AepChecklist,
  args: { id: 'checklist', groups, copy, storageKey, onChange: fn(), onPrint: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: seed(null),
} satisfies Meta<typeof AepChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing ticked yet: every box empty, 0 done; ticking a box saves it and announces the new progress. */
export const Empty: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: copy.title })).toBeVisible();
    for (const group of groups) {
      const list = canvas.getByRole('list', { name: group.heading });
      await expect(within(list).getAllByRole('checkbox')).toHaveLength(group.items.length);
    }
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(total);
    for (const box of boxes) await expect(box).not.toBeChecked();
    await expect(canvas.getByText(progress(0), visibleLine)).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: copy.title });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', String(total));
    await expect(canvas.getByText(copy.savedNote)).toBeVisible();

    await step('tick the first step: saved, counted, announced', async () => {
      const first = canvas.getByRole('checkbox', { name: textOf(allIds[0]!) });
      await userEvent.click(first);
      await expect(first).toBeChecked();
      await expect(saved()).toEqual([allIds[0]]);
      await expect(bar).toHaveAttribute('aria-valuenow', '1');
      await expect(canvas.getByRole('status')).toHaveTextContent(progress(1));
      await expect(args.onChange).toHaveBeenLastCalledWith([allIds[0]], { done: 1, total });
    });
  },
};

/** Five steps saved on an earlier visit come back after the page loads, without being read out. */
export const SomeTicked: Story = {
  beforeEach: seed(someTicked),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5'));
    for (const id of allIds) {
      const box = canvas.getByRole('checkbox', { name: textOf(id) });
      if (someTicked.includes(id)) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
    await expect(canvas.getByText(progress(5), visibleLine)).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByText(copy.allDoneText)).toBeNull();
  },
};

/** Every step ticked: the bar is full and the all-done note shows. */
export const AllDone: Story = {
  beforeEach: seed(allIds),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(total)),
    );
    await expect(canvas.getByText(progress(total), visibleLine)).toBeVisible();
    await expect(canvas.getByText(copy.allDoneText)).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
};

/** 'Start over' asks first: keeping the ticks changes nothing; confirming clears them and the saved value. */
export const ResetConfirm: Story = {
  beforeEach: seed(someTicked),
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5'));
    const reset = canvas.getByRole('button', { name: copy.resetLabel });

    await step('cancel keeps the ticks', async () => {
      await userEvent.click(reset);
      const dialog = await screen.findByRole('dialog', { name: copy.resetConfirmTitle });
      await expect(dialog).toHaveAccessibleDescription(copy.resetConfirmText);
      await userEvent.click(within(dialog).getByRole('button', { name: copy.resetCancelLabel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(saved()).toEqual(someTicked);
      await expect(args.onChange).not.toHaveBeenCalled();
    });

    await step('confirm clears every tick and the storage; focus returns to the button', async () => {
      await userEvent.click(reset);
      const dialog = await screen.findByRole('dialog', { name: copy.resetConfirmTitle });
      await userEvent.click(within(dialog).getByRole('button', { name: copy.resetConfirmLabel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(canvas.getByText(progress(0), visibleLine)).toBeVisible();
      for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
      await expect(window.localStorage.getItem(storageKey)).toBeNull();
      await expect(canvas.getByRole('status')).toHaveTextContent(progress(0));
      await expect(args.onChange).toHaveBeenLastCalledWith([], { done: 0, total });
      await waitFor(() => expect(reset).toHaveFocus());
    });
  },
};

/** The print button opens the browser's print dialog; the ☐/☑ marks exist only for paper. */
export const Print: Story = {
  beforeEach: () => {
    const original = window.print;
    window.print = fn();
    return () => {
      window.print = original;
    };
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.printLabel }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await expect(window.print).toHaveBeenCalledOnce();
    const marks = canvasElement.querySelectorAll('li > span[aria-hidden="true"]');
    await expect(marks).toHaveLength(total);
    for (const mark of marks) await expect(getComputedStyle(mark).display).toBe('none');
  },
};

/** Phone width: nothing scrolls sideways, and the buttons and boxes stay big enough to hit. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  beforeEach: seed(someTicked),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.querySelector('section')!.parentElement!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const button of canvas.getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const box = canvas.getByRole('checkbox', { name: textOf(allIds[6]!) });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(canvas.getByText(progress(6), visibleLine)).toBeVisible();
  },
};

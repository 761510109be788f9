import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

function WithTrigger(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Schedule Your Free Consultation',
    description: 'A licensed advisor can walk you through your options.',
    closeLabel: 'Close',
    children: <Button>Book Appointment</Button>,
  },
  render: (args) => <WithTrigger {...args} />,
  decorators: [(Story) => <div style={{ padding: '1.5rem' }}>{Story()}</div>],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves in on open, Escape closes it and focus returns to the button that opened it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: args.title });
    await expect(dialog).toHaveAccessibleDescription(args.description!);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button closes it. */
export const CloseButton: Story = {
  args: { open: true },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * With a footer (e.g. a consent box and the buttons it turns on) and a body longer than a phone's window: the dialog
 * stays inside the window and scrolls as one, with nothing scrolling in a box of its own; the title and the close
 * button stay at its top; the footer is reached by scrolling the dialog.
 */
export const WithFooter: Story = {
  args: {
    open: true,
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>Line {index + 1} of a long explanation.</p>
        ))}
      </div>
    ),
    footer: <Button>Book Appointment</Button>,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: args.title });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const innerScrollers = [...dialog.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        /auto|scroll/.test(getComputedStyle(element).overflowY) &&
        element.scrollHeight > element.clientHeight + 1,
    );
    await expect(innerScrollers).toEqual([]);
    const action = within(dialog).getByRole('button', { name: 'Book Appointment' });
    action.scrollIntoView({ block: 'nearest' });
    const box = action.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const close = within(dialog).getByRole('button', { name: args.closeLabel });
    await expect(close.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

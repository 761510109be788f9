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

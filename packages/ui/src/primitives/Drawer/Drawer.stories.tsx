import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Drawer } from './Drawer';

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Menu',
    closeLabel: 'Close menu',
    side: 'right',
    children: <a href="#contact">Book Appointment</a>,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320px wide on phones, 400px from 640px up; Escape asks to close. */
export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    const width = panel.getBoundingClientRect().width;
    await expect(width === 400 || width === Math.min(320, window.innerWidth)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const FromTheLeft: Story = {
  args: { side: 'left' },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBe(0));
  },
};

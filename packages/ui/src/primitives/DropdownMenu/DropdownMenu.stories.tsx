import type { Meta, StoryObj } from '@storybook/react-vite';
import { getNav } from '@agency/content';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DropdownMenu } from './DropdownMenu';

const nav = getNav();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: { label: nav.learnLabel, items: nav.learn, onSelect: fn() },
  decorators: [(Story) => <div style={{ padding: '1.5rem', minHeight: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: nav.learnLabel });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: the featured webinar first, opening in a new tab; arrow keys move; Escape closes and returns focus. */
export const Open: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const trigger = within(canvasElement).getByRole('button', { name: nav.learnLabel });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(nav.learn.length);
    await expect(items[0]).toHaveAttribute('target', '_blank');
    await expect(items[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(items[0]).toHaveAccessibleName(/opens in a new tab/);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { getSections } from '@agency/content';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main', label: getSections().common.skipLinkLabel },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Story navigation">
        <a href="#one">First header link</a> <a href="#two">Second header link</a>
      </nav>
      <main id="story-main">
        <h1>The page's content</h1>
        <p>
          <a href="#three">A link in the content</a>
        </p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: off screen, yet the first link in the page for a keyboard or a screen reader. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveAttribute('href', '#story-main');
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

/** The first Tab shows it; Enter moves focus to the content (the next Tab lands in the content, not the header). */
export const FocusedThenPressed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // On screen once focused (after its short slide in).
    await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'A link in the content' })).toHaveFocus();
  },
};

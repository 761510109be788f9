import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: {
    onOpenChange: fn(),
    items: [
      { id: 'plan-g', title: 'Plan G', content: <p>Covers everything but the Part B deductible.</p> },
      { id: 'plan-n', title: 'Plan N', content: <p>Lower premium, with small copays.</p> },
    ],
  },
  decorators: [(Story) => <div style={{ padding: '1.5rem', maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One open at a time; the open item closes on a second press. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const [g, n] = [
      canvas.getByRole('button', { name: 'Plan G' }),
      canvas.getByRole('button', { name: 'Plan N' }),
    ];
    await userEvent.click(g);
    await expect(g).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(n);
    await expect(g).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(n);
    await expect(n).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(null);
  },
};

/** Item titles are headings (level 3 by default) so the page outline stays whole. */
export const HeadingLevel: Story = {
  args: { headingLevel: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 4 })).toHaveLength(2);
  },
};

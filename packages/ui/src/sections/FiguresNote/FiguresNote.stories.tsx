import type { Meta, StoryObj } from '@storybook/react-vite';
import { figureYears, getFiguresNote, pendingWords } from '@agency/content';
import { expect, within } from 'storybook/test';
import { FiguresNote } from './FiguresNote';

// The note content gives a page that shows the newest year's amount for the year after it (not in the figures yet).
const newest = figureYears().at(-1)!;
const note = getFiguresNote([pendingWords(newest + 1, newest).pending], newest + 1)!;

const meta = {
  title: 'Sections/FiguresNote',
  component: FiguresNote,
  args: note,
} satisfies Meta<typeof FiguresNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sentence (which year, checked when), then the link to where Medicare announces each year's amounts. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.text, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.linkLabel })).toHaveAttribute('href', args.href);
  },
};

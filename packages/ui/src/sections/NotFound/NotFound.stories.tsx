import type { Meta, StoryObj } from '@storybook/react-vite';
import { getSections } from '@agency/content';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const copy = getSections();

const meta = {
  title: 'Sections/NotFound',
  component: NotFound,
  args: { title: copy.notFound.title, homeLabel: copy.notFound.homeLabel, homeHref: '/' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.notFound.homeLabel })).toHaveAttribute('href', '/');
  },
};

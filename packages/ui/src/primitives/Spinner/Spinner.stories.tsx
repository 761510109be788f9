import type { Meta, StoryObj } from '@storybook/react-vite';
import { getSections } from '@agency/content';
import { expect, within } from 'storybook/test';
import { PageLoading, Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: getSections().pageLoading.label },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The page-level loading state: spinner and 'Loading...' while a route's code loads. */
export const Page: Story = {
  render: (args) => <PageLoading label={args.label} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

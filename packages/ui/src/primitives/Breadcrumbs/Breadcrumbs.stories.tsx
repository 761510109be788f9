import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAepPage } from '@agency/content';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: getAepPage().breadcrumbs.overview, href: '/annual-enrollment-period' },
      { label: 'New Port Richey' },
    ],
  },
  decorators: [(Story) => <div style={{ padding: '1.5rem' }}>{Story()}</div>],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByText('New Port Richey')).toHaveAttribute('aria-current', 'page');
  },
};

/** A long trail wraps instead of scrolling sideways at 320px. */
export const LongTrailAtPhoneWidth: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Service Areas', href: '/service-areas' },
      { label: 'Alabama', href: '/service-areas/alabama' },
      { label: 'Vestavia Hills' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Phone } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Call us at (800) 555-0123' },
  decorators: [(Story) => <div style={{ padding: '1.5rem' }}>{Story()}</div>],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name of an icon-only link: read by screen readers, not drawn on screen. */
export const NamesAnIconLink: Story = {
  render: (args) => (
    <a href="tel:+18005550123">
      <Phone aria-hidden="true" size={24} />
      <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Call us at (800) 555-0123' });
    const hidden = within(link).getByText('Call us at (800) 555-0123');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(hidden.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** With an id, it names another element (aria-labelledby). */
export const LabelsARegion: Story = {
  args: { id: 'hidden-label', children: 'Enrollment dates' },
  render: (args) => (
    <>
      <VisuallyHidden {...args} />
      <section aria-labelledby="hidden-label">
        <p>October 15 to December 7</p>
      </section>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Enrollment dates' })).toBeInTheDocument();
  },
};

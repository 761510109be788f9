import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Box } from './Box';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: {
    as: 'section',
    'aria-label': 'Box',
    padding: 'large',
    background: 'brandSoft',
    borderRadius: 'medium',
    children: <Text>Any element, laid out with token-only props.</Text>,
  },
  decorators: [(Story) => <div style={{ padding: '1.5rem' }}>{Story()}</div>],
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Padding, background and radius from the tokens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Box' });
    await expect(getComputedStyle(box).padding).toBe('24px');
    await expect(getComputedStyle(box).borderRadius).toBe('10px');
  },
};

/** Responsive props: one column on phones, two from tablet width, three from desktop width. */
export const ResponsiveGrid: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Three items',
    display: 'grid',
    gap: 'medium',
    gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 3 },
    children: ['One', 'Two', 'Three'].map((word) => (
      <Text key={word} as="li">
        {word}
      </Text>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Three items' });
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(window.innerWidth >= 1024 ? 3 : window.innerWidth >= 640 ? 2 : 1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Section } from '../Section/Section';
import { Text } from '../Text/Text';
import { Tiles } from './Tiles';

function tiles(count: number) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} as="li">
      <Heading level={3} size={4}>{`Tile ${index + 1}`}</Heading>
      <Text>A sentence of body text.</Text>
    </Card>
  ));
}

const meta = {
  title: 'Primitives/Tiles',
  component: Tiles,
  args: { columns: { tablet: 2, desktop: 3 }, children: tiles(6) },
  decorators: [
    (Story) => (
      <Section heading="Tiles">
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many tiles share the first row. */
function firstRow(canvasElement: HTMLElement) {
  const items = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
  const top = items[0]!.getBoundingClientRect().top;
  return items.filter((item) => Math.abs(item.getBoundingClientRect().top - top) < 1).length;
}

/** The columns for the width of the grid's own column. */
function expectedColumns(canvasElement: HTMLElement, columns: { tablet?: number; desktop?: number }) {
  const width = within(canvasElement).getByRole('list').parentElement!.getBoundingClientRect().width;
  return width >= 960 ? (columns.desktop ?? columns.tablet ?? 1) : width >= 640 ? (columns.tablet ?? 1) : 1;
}

/** One column on phones, two from 640px, three from 960px of its own width (the AEP page's change types). */
export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    await expect(firstRow(canvasElement)).toBe(expectedColumns(canvasElement, { tablet: 2, desktop: 3 }));
  },
};

/** Two columns at most (the AEP page's common mistakes). */
export const TwoColumns: Story = {
  args: { columns: { tablet: 2 }, children: tiles(4) },
  play: async ({ canvasElement }) => {
    await expect(firstRow(canvasElement)).toBe(expectedColumns(canvasElement, { tablet: 2 }));
  },
};

/** Steps in order: an ordered list, four across from 768px of its own width, with less space between them there. */
export const Steps: Story = {
  args: { as: 'ol', columns: { wide: 4 }, space: 'xlarge', spaceWide: 'large', children: tiles(4) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    const wide = list.parentElement!.getBoundingClientRect().width >= 768;
    await expect(firstRow(canvasElement)).toBe(wide ? 4 : 1);
    await expect(getComputedStyle(list).rowGap).toBe(wide ? '24px' : '40px');
  },
};

/** In a 320px column the tiles stack, whatever the window's width (container queries). */
export const NarrowColumn: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(firstRow(canvasElement)).toBe(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Section } from '../Section/Section';
import { Text } from '../Text/Text';
import { CardGrid } from './CardGrid';
import { balancedColumns } from './balance';

const lengths = [1, 3, 2, 4, 1, 2, 3, 1, 2, 4];

function cards(count: number) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} as="li">
      <Heading level={3}>{`Card ${index + 1}`}</Heading>
      <Text>{'A sentence of body text. '.repeat(lengths[index % lengths.length]!)}</Text>
    </Card>
  ));
}

const meta = {
  title: 'Primitives/CardGrid',
  component: CardGrid,
  args: { children: cards(5), minColumnWidth: 'wide', maxColumns: 3 },
  decorators: [
    (Story) => (
      <Section heading="Cards">
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows of the list's items, by their top edge. */
function rowsOf(items: HTMLElement[]) {
  const rows = new Map<number, DOMRect[]>();
  for (const item of items) {
    const box = item.getBoundingClientRect();
    const top = Math.round(box.top);
    rows.set(top, [...(rows.get(top) ?? []), box]);
  }
  return [...rows.values()];
}

/** Every row is no longer than the first, its cards share one height, and a shorter last row sits in the middle. */
async function expectEvenRows(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list');
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(count);
  const rows = rowsOf(items);
  const listBox = list.getBoundingClientRect();
  for (const row of rows) {
    await expect(row.length).toBeLessThanOrEqual(rows[0]!.length);
    for (const box of row) await expect(Math.abs(box.height - row[0]!.height)).toBeLessThan(1);
    const left = row[0]!.left - listBox.left;
    const right = listBox.right - row[row.length - 1]!.right;
    await expect(Math.abs(left - right)).toBeLessThan(2);
  }
  return rows;
}

/** Five cards (coverage, service areas, testimonials): three and two, the two centred, at any width one column. */
export const FiveCards: Story = {
  play: async ({ canvasElement }) => {
    const rows = await expectEvenRows(canvasElement, 5);
    await expect(rows[0]!.length).toBeLessThanOrEqual(3);
  },
};

/** Two cards (the advisors) in two columns of one height, never two cards in a three-column grid. */
export const TwoCards: Story = {
  args: { children: cards(2) },
  play: async ({ canvasElement }) => {
    const rows = await expectEvenRows(canvasElement, 2);
    if (rows.length === 1) {
      const listBox = within(canvasElement).getByRole('list').getBoundingClientRect();
      await expect(rows[0]![1]!.right).toBeGreaterThan(listBox.right - 2);
    }
  },
};

/** Ten name tiles (the carriers): five and five on a laptop, two by five on phones, never three, three, three and one. */
export const TenTiles: Story = {
  args: { children: cards(10), minColumnWidth: 'narrow', maxColumns: 5 },
  play: async ({ canvasElement }) => {
    await expectEvenRows(canvasElement, 10);
    await expect(balancedColumns(10, 3)).toBe(2);
  },
};

const plans = [
  { id: 'advantage', name: 'Medicare Advantage' },
  { id: 'supplement', name: 'Medicare Supplement' },
  { id: 'part-d', name: 'Part D' },
  { id: 'dental', name: 'Dental and vision' },
];

/** Drawn from a list: `items` and a function that draws one card, keyed by the item's id. */
export const FromItems: Story = {
  args: { children: null },
  render: () => (
    <CardGrid items={plans} minColumnWidth="medium" maxColumns={4}>
      {(plan, index) => (
        <Card as="li">
          <Heading level={3}>{plan.name}</Heading>
          <Text>{`Card ${index + 1} of ${plans.length}.`}</Text>
        </Card>
      )}
    </CardGrid>
  ),
  play: async ({ canvasElement }) => {
    await expectEvenRows(canvasElement, plans.length);
    const canvas = within(canvasElement);
    for (const plan of plans)
      await expect(canvas.getByRole('heading', { level: 3, name: plan.name })).toBeVisible();
    await expect(canvas.getByText('Card 4 of 4.')).toBeVisible();
  },
};

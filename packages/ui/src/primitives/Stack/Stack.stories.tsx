import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Stack } from './Stack';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    children: ['Compare plans', 'Check your doctors', 'Enroll'].map((step) => <Text key={step}>{step}</Text>),
  },
  decorators: [(Story) => <div style={{ padding: '1.5rem' }}>{Story()}</div>],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The space between two children, in px. */
function spaceBetween(first: HTMLElement, second: HTMLElement) {
  return second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
}

/** Children one under another, a medium space (16px) apart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      spaceBetween(canvas.getByText('Compare plans'), canvas.getByText('Check your doctors')),
    ).toBe(16);
  },
};

/** A small gap (12px). */
export const SmallGap: Story = {
  args: { gap: 'small' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(spaceBetween(canvas.getByText('Check your doctors'), canvas.getByText('Enroll'))).toBe(12);
  },
};

/** Centred across: buttons keep their own width. */
export const Centred: Story = {
  args: {
    align: 'center',
    children: [
      <Button key="call">Call</Button>,
      <Button key="book" variant="secondary">
        Book a review
      </Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('button', { name: 'Call' }).getBoundingClientRect();
    const book = canvas.getByRole('button', { name: 'Book a review' }).getBoundingClientRect();
    await expect(Math.abs(call.left + call.width / 2 - (book.left + book.width / 2))).toBeLessThan(1);
  },
};

/** As a list: the children are its items. */
export const AsList: Story = {
  args: {
    as: 'ol',
    children: ['Compare plans', 'Enroll'].map((step) => (
      <Text key={step} as="li">
        {step}
      </Text>
    )),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { Section } from '../Section/Section';
import { Text } from '../Text/Text';
import { Card, cardGaps, cardPaddings, cardTones } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    as: 'article',
    'aria-labelledby': 'card-title',
    children: (
      <>
        <Icon name="shield-check" />
        <Heading level={2} size={4} id="card-title">
          Medicare Advantage
        </Heading>
        <Text>One idea per card.</Text>
      </>
    ),
  },
  argTypes: {
    tone: { control: 'radio', options: cardTones },
    gap: { control: 'radio', options: cardGaps },
    padding: { control: 'radio', options: cardPaddings },
  },
  decorators: [
    (Story) => (
      <Section tone="alt" width="prose">
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('article', { name: 'Medicare Advantage' });
}

/** Raised (the default): a white surface with a soft shadow, large padding, small gaps. */
export const Raised: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(cardOf(canvasElement));
    await expect(style.boxShadow).not.toBe('none');
    await expect(style.padding).toBe('24px');
    await expect(style.rowGap).toBe('12px');
  },
};

/** Plain: outlined, no shadow. */
export const Plain: Story = {
  args: { tone: 'plain' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(cardOf(canvasElement));
    await expect(style.boxShadow).toBe('none');
    await expect(style.borderTopWidth).toBe('1px');
  },
};

/** Highlight: a warm 3px border, for the item that matters most (a PRIORITY deadline). */
export const Highlight: Story = {
  args: { tone: 'highlight' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(cardOf(canvasElement)).borderTopWidth).toBe('3px');
  },
};

/** Soft: tinted, for a note beside white cards. */
export const Soft: Story = {
  args: { tone: 'soft' },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(getComputedStyle(card).backgroundColor).not.toBe(
      getComputedStyle(card.closest('section')!).backgroundColor,
    );
  },
};

/** The medium gap of the home page's card grids. */
export const MediumGap: Story = {
  args: { gap: 'medium' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(cardOf(canvasElement)).rowGap).toBe('16px');
  },
};

/** No padding, for a child that draws its own (a testimonial's figure). */
export const NoPadding: Story = {
  args: { padding: 'none' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(cardOf(canvasElement)).padding).toBe('0px');
  },
};

/**
 * A long title in a card (the blog list): with wrap="pretty" its first line uses the card's width instead of being
 * balanced down to about half of it.
 */
export const LongTitle: Story = {
  args: {
    children: (
      <>
        <Heading level={2} size={3} wrap="pretty" id="card-title">
          Medicare Advantage HMO vs PPO: Networks, Referrals and What Happens When You Travel
        </Heading>
        <Text>A card whose title runs to two lines.</Text>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 2, name: /HMO vs PPO/ });
    await expect(getComputedStyle(title).textWrap).toContain('pretty');
    const range = document.createRange();
    range.selectNodeContents(title);
    const lines = [...range.getClientRects()];
    const widest = Math.max(...lines.map((line) => line.width));
    await expect(widest / title.getBoundingClientRect().width).toBeGreaterThan(0.75);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Newspaper } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { cardAction } from '../../styles/recipes.css';
import { ButtonLink } from '../Button/Button';
import { CardGrid } from '../CardGrid/CardGrid';
import { IconDisc } from '../IconDisc/IconDisc';
import { Section } from '../Section/Section';
import { FeatureCard, featureCardIconPlacements } from './FeatureCard';

const item = {
  icon: 'stethoscope',
  title: 'Medicare Advantage (Part C)',
  description: 'All-in-one plans from private insurers, often with drug coverage and extras.',
};

const meta = {
  title: 'Primitives/FeatureCard',
  component: FeatureCard,
  args: { item },
  argTypes: { iconPlacement: { control: 'radio', options: featureCardIconPlacements } },
  decorators: [
    (Story) => (
      <Section heading="Coverage options" tone="alt">
        <CardGrid>
          <Story />
        </CardGrid>
      </Section>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card: the grid's one item (its points are items of their own list). */
function cardOf(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole('listitem')[0]!;
}

/** The icon in a soft disc beside the title (h3), then the description. */
export const IconBeside: Story = {
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    const title = within(card).getByRole('heading', { level: 3, name: item.title });
    const disc = card.querySelector('svg')!.parentElement!;
    await expect(Math.abs(disc.getBoundingClientRect().top - title.getBoundingClientRect().top)).toBeLessThan(
      40,
    );
    await expect(within(card).getByText(item.description)).toBeVisible();
  },
};

/** The icon above the title (the reasons to choose the agency). */
export const IconAbove: Story = {
  args: { iconPlacement: 'above' },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    const title = within(card).getByRole('heading', { level: 3, name: item.title });
    const disc = card.querySelector('svg')!.parentElement!;
    await expect(disc.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
  },
};

/** Ticked points and an action at the foot, as wide as the card. */
export const PointsAndAction: Story = {
  args: {
    points: ['Doctor and hospital visits', 'Often drug coverage', 'A yearly cap on costs'],
    footer: (
      <ButtonLink href="/medicare-advantage" variant="outline" className={cardAction}>
        Learn More
        <ArrowRight aria-hidden="true" size={22} />
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(within(within(card).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    const link = within(card).getByRole('link', { name: 'Learn More' });
    const inner = card.getBoundingClientRect().width - 2 * parseFloat(getComputedStyle(card).paddingLeft);
    await expect(Math.abs(link.getBoundingClientRect().width - inner)).toBeLessThan(3);
  },
};

/** Another mark instead of the item's icon (a lucide icon of its own), and no icon at all on the item. */
export const OwnMark: Story = {
  args: {
    item: {
      title: 'WAFF 48 News',
      description: 'A segment on comparing plans during the Annual Enrollment Period.',
    },
    mark: (
      <IconDisc>
        <Newspaper aria-hidden="true" size={28} />
      </IconDisc>
    ),
    iconPlacement: 'above',
  },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(within(card).getByRole('heading', { level: 3, name: 'WAFF 48 News' })).toBeVisible();
    await expect(card.querySelectorAll('svg')).toHaveLength(1);
  },
};

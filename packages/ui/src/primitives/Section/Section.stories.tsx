import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Section, sectionTones } from './Section';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  args: {
    id: 'coverage',
    heading: 'Coverage options',
    intro: 'Plans that fit how you live and what you can spend.',
    children: (
      <Text tone="inherit">The section's content sits in the page's column, under the centred heading.</Text>
    ),
  },
  argTypes: { tone: { control: 'radio', options: sectionTones } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain white band: a region named by its h2, with the intro under the heading. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Coverage options' });
    await expect(region).toHaveAttribute('id', 'coverage');
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'coverage-heading');
    await expect(within(region).getByText(/Plans that fit/)).toBeVisible();
  },
};

/** The light grey-blue band, to alternate with plain ones down the page. */
export const Alt: Story = {
  args: { tone: 'alt' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Coverage options' });
    await expect(getComputedStyle(region).backgroundColor).toBe('rgb(243, 246, 248)');
  },
};

/** The navy band: the heading and intro turn white. */
export const Brand: Story = {
  args: { tone: 'brand' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Coverage options' });
    await expect(getComputedStyle(within(region).getByRole('heading')).color).toBe('rgb(255, 255, 255)');
  },
};

/** The reading width, for prose and questions (the FAQ). */
export const ProseWidth: Story = {
  args: { width: 'prose' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Coverage options' });
    const column = region.firstElementChild!;
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(44 * 16);
  },
};

/** Without a heading the band is a plain section with no name (the hero draws its own h1). */
export const WithoutHeading: Story = {
  args: { heading: undefined, intro: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvasElement.querySelector('section')).not.toHaveAttribute('aria-labelledby');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { Heading, headingLevels, headingWraps } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Compare your Medicare options' },
  argTypes: {
    level: { control: 'radio', options: headingLevels },
    size: { control: 'radio', options: headingLevels },
    wrap: { control: 'radio', options: headingWraps },
  },
  decorators: [
    (Story) => (
      <Section width="prose">
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section heading (h2): navy, bold, lines balanced. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', {
      level: 2,
      name: 'Compare your Medicare options',
    });
    await expect(getComputedStyle(heading).fontWeight).toBe('700');
    await expect(getComputedStyle(heading).textWrap).toContain('balance');
  },
};

/** Every level at its own size, from the page title (h1) down to h4. */
export const Levels: Story = {
  render: () => (
    <>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>{`Heading level ${level}`}</Heading>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = headingLevels.map((level) =>
      parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    for (const [index, size] of sizes.slice(1).entries()) await expect(size).toBeLessThan(sizes[index]!);
  },
};

/** The outline level and the look differ: an h2 drawn at the h4 size (a card title under the page's h1). */
export const SizeDiffersFromLevel: Story = {
  args: { size: 4, tone: 'default' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBe(22);
  },
};

/** On the navy band, centred (a call to action's heading). */
export const OnBrand: Story = {
  args: { tone: 'onBrand', align: 'center' },
  decorators: [
    (Story) => (
      <Section tone="brand">
        <Story />
      </Section>
    ),
  ],
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(heading).textAlign).toBe('center');
  },
};

/** A long title in a card: wrap="pretty" fills its lines rather than balancing them. */
export const Pretty: Story = {
  args: {
    level: 3,
    wrap: 'pretty',
    children: 'Medicare Advantage HMO vs PPO: Networks, Referrals and What Happens When You Travel',
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3, name: /HMO vs PPO/ });
    await expect(getComputedStyle(heading).textWrap).toContain('pretty');
  },
};

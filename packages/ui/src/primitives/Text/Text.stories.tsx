import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from '../Section/Section';
import { Text, textSizes, textTones } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Body text: the smallest text of the site.' },
  argTypes: {
    size: { control: 'radio', options: textSizes },
    tone: { control: 'radio', options: textTones },
  },
  decorators: [
    (Story) => (
      <Section width="prose">
        <Story />
      </Section>
    ),
  ],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body text: 19px, line height 1.6. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Body text/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('19px');
  },
};

/** The type ramp: no text is ever below 18px, and every line height is at least 1.5. */
export const Sizes: Story = {
  render: () => (
    <>
      {textSizes.map((size) => (
        <Text key={size} size={size}>{`${size} text`}</Text>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const size of textSizes) {
      const style = getComputedStyle(within(canvasElement).getByText(`${size} text`));
      await expect(parseFloat(style.fontSize)).toBeGreaterThanOrEqual(18);
      await expect(parseFloat(style.lineHeight) / parseFloat(style.fontSize)).toBeGreaterThanOrEqual(1.5);
    }
  },
};

/** Muted: secondary text (an intro, a date), still AAA on white. */
export const Muted: Story = {
  args: { tone: 'muted', children: 'Muted text, still 18px.' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText(/Muted/)).color).toBe('rgb(59, 68, 82)');
  },
};

/** Critical: an error in words, bold. */
export const Critical: Story = {
  args: { tone: 'critical', weight: 'bold', children: 'Enter a date in the past.' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Enter a date/);
    await expect(getComputedStyle(text).color).toBe('rgb(179, 38, 30)');
    await expect(getComputedStyle(text).fontWeight).toBe('700');
  },
};

/** On the navy band, large and centred (a section intro). */
export const OnBrand: Story = {
  args: { tone: 'onBrand', size: 'large', align: 'center', children: 'Talk with a licensed advisor.' },
  decorators: [
    (Story) => (
      <Section tone="brand">
        <Story />
      </Section>
    ),
  ],
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/licensed advisor/);
    await expect(getComputedStyle(text).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(text).textAlign).toBe('center');
  },
};

/** Rendered as another element, e.g. a list item. */
export const AsListItem: Story = {
  render: (args) => (
    <ul>
      <Text {...args} as="li" />
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(/Body text/);
  },
};

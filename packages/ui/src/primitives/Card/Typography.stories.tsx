import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { Section } from '../Section/Section';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Card, cardTones } from './Card';

const meta = {
  title: 'Primitives/Layout and type',
  component: Card,
  args: { children: null },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type ramp: body text is at least 18px with a 1.6 line height. */
export const Type: Story = {
  render: () => (
    <Section heading="Section heading (h2)" intro="An intro sentence in large muted text.">
      <Stack gap="medium">
        <Heading level={3}>Heading level 3</Heading>
        <Heading level={4} tone="default">
          Heading level 4
        </Heading>
        <Text size="large">Large text for leads.</Text>
        <Text>Body text: the smallest text of the site.</Text>
        <Text size="small" tone="muted">
          Small muted text, still 18px.
        </Text>
      </Stack>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of canvas.getAllByText(/text/i, { selector: 'p' })) {
      const style = getComputedStyle(text);
      await expect(parseFloat(style.fontSize)).toBeGreaterThanOrEqual(18);
      await expect(parseFloat(style.lineHeight) / parseFloat(style.fontSize)).toBeGreaterThanOrEqual(1.5);
    }
  },
};

/** Card tones on the three section tones. */
export const Cards: Story = {
  render: () => (
    <>
      {(['plain', 'alt'] as const).map((tone) => (
        <Section key={tone} tone={tone} heading={`Cards on ${tone}`}>
          <div
            style={{
              display: 'grid',
              gap: '1rem',
              gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
            }}
          >
            {cardTones.map((cardTone) => (
              <Card key={cardTone} tone={cardTone} as="article">
                <Icon name="shield-check" />
                <Heading level={3} size={4}>
                  {cardTone}
                </Heading>
                <Text>One idea per card.</Text>
              </Card>
            ))}
          </div>
        </Section>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(cardTones.length * 2);
  },
};

/**
 * A long title in a card (the blog list): with wrap="pretty" its first line uses the card's width instead of being
 * balanced down to about half of it.
 */
export const CardTitle: Story = {
  render: () => (
    <Section width="prose">
      <Card as="article">
        <Heading level={2} size={3} wrap="pretty">
          Medicare Advantage HMO vs PPO: Networks, Referrals and What Happens When You Travel
        </Heading>
        <Text>A card whose title runs to two lines.</Text>
      </Card>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: /HMO vs PPO/ });
    await expect(getComputedStyle(title).textWrap).toContain('pretty');
    const range = document.createRange();
    range.selectNodeContents(title);
    const lines = [...range.getClientRects()];
    const widest = Math.max(...lines.map((line) => line.width));
    await expect(widest / title.getBoundingClientRect().width).toBeGreaterThan(0.75);
  },
};

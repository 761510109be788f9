import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../styles/vars.css';
import { Icon } from '../Icon/Icon';
import { IconDisc, iconDiscSizes, iconDiscTones } from './IconDisc';

const meta = {
  title: 'Primitives/IconDisc',
  component: IconDisc,
  args: { children: <Icon name="heart-handshake" size={30} /> },
  argTypes: {
    size: { control: 'radio', options: iconDiscSizes },
    tone: { control: 'radio', options: iconDiscTones },
  },
  decorators: [
    (Story) => <div style={{ padding: '1.5rem', background: vars.color.brandSoft }}>{Story()}</div>,
  ],
} satisfies Meta<typeof IconDisc>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Large and soft (the default): a card's icon, 56px, navy on pale blue. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const disc = canvasElement.querySelector('svg')!.parentElement!;
    await expect(disc.getBoundingClientRect().width).toBe(56);
    await expect(getComputedStyle(disc).borderRadius).toBe('999px');
  },
};

/** Every tone at both sizes: soft, surface (on a tinted panel), brand (a code), highlight (on the navy band). */
export const Tones: Story = {
  render: () => (
    <div
      style={{
        display: 'flex',
        gap: '1rem',
        flexWrap: 'wrap',
        padding: '1rem',
        background: vars.color.brand,
      }}
    >
      {iconDiscSizes.map((size) =>
        iconDiscTones.map((tone) => (
          <IconDisc key={`${size}-${tone}`} size={size} tone={tone}>
            {tone === 'brand' ? 'AL' : <Icon name="users" size={26} />}
          </IconDisc>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const codes = within(canvasElement).getAllByText('AL');
    await expect(codes).toHaveLength(iconDiscSizes.length);
    await expect(getComputedStyle(codes[0]!).fontWeight).toBe('700');
  },
};

/** A code the heading beside it repeats is hidden from screen readers. */
export const HiddenCode: Story = {
  args: { tone: 'brand', 'aria-hidden': 'true', children: 'AL' },
  render: (args) => (
    <h3 style={{ display: 'flex', alignItems: 'center', gap: '1rem', margin: 0 }}>
      <IconDisc {...args} />
      Alabama
    </h3>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Alabama' })).toBeVisible();
  },
};

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getCarriers, getSections } from '@agency/content';
import { expect, within } from 'storybook/test';
import { CarrierPartners } from './CarrierPartners';

const copy = getSections().carriers;
const { carriers } = getCarriers();
const named = carriers.filter((carrier) => !carrier.isMore);

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/CarrierPartners',
  component: CarrierPartners,
  args: { heading: copy.heading, intro: copy.intro, carriers, moreLabel: copy.moreLabel },
} satisfies Meta<typeof CarrierPartners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nine named carriers, then "and many more". Names are text in the body colour; brand colour is the bar. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: args.heading })).toHaveAttribute('id', 'carriers');
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    await expect(named).toHaveLength(9);
    for (const [index, carrier] of named.entries()) {
      await expect(items[index]).toHaveTextContent(carrier.name);
      // The brand colour is drawn as the accent bar, and the name keeps the body text colour.
      const style = getComputedStyle(items[index]!);
      await expect(style.borderInlineStartColor).toBe(hexToRgb(carrier.color));
      await expect(style.color).toBe('rgb(27, 31, 36)');
      await expect(items[index]!.scrollWidth).toBeLessThanOrEqual(items[index]!.clientWidth);
    }
    await expect(items[9]).toHaveTextContent('and many more');
  },
};

/** Without a "more" label the list ends with the last name. */
export const WithoutMore: Story = {
  args: { moreLabel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(9);
    await expect(canvas.queryByText('and many more')).toBeNull();
  },
};

/** Three carriers: the tiles keep their size instead of stretching across the row. */
export const FewerCarriers: Story = {
  args: { carriers: named.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveTextContent('and many more');
  },
};

/** A long carrier name wraps inside its tile; a very long single word breaks instead of spilling out. */
export const LongName: Story = {
  args: {
    carriers: [
      {
        id: 'long',
        name: 'Blue Cross and Blue Shield of Alabama Medicare Advantage Plans',
        color: '#0060A9',
      },
      { id: 'one-word', name: 'UnitedHealthcareCommunityPlan', color: '#002677' },
      ...named.slice(2),
    ],
  },
  play: async ({ canvasElement }) => {
    for (const tile of within(within(canvasElement).getByRole('list')).getAllByRole('listitem')) {
      await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
    }
  },
};

/** Phone width: tiles stack, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
  },
};

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

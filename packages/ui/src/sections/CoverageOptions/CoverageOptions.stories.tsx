import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getCoverage, getSections } from '@agency/content';
import { expect, fn, within } from 'storybook/test';
import { CoverageOptions } from './CoverageOptions';

const copy = getSections().coverage;
const coverage = getCoverage();

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** "Learn More" and, in visually hidden text after it, the card's title (the link's accessible name). */
function learnMoreName(title: string): RegExp {
  return new RegExp(`^Learn More\\s*: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

const meta = {
  title: 'Sections/CoverageOptions',
  component: CoverageOptions,
  args: {
    heading: copy.heading,
    intro: copy.intro,
    learnMoreLabel: copy.learnMoreLabel,
    items: coverage,
    onLearnMore: fn(),
  },
} satisfies Meta<typeof CoverageOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five cards; the three with a page of their own link to it with "Learn More". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: args.heading });
    await expect(section).toHaveAttribute('id', 'coverage');
    const cards = canvas.getAllByRole('heading', { level: 3 });
    await expect(cards.map((card) => card.textContent)).toEqual(coverage.map((item) => item.title));
    for (const item of coverage) {
      const card = within(canvas.getByRole('heading', { level: 3, name: item.title }).closest('li')!);
      for (const feature of item.features) await expect(card.getByText(feature)).toBeVisible();
      const link = card.queryByRole('link', { name: learnMoreName(item.title) });
      if (item.href) await expect(link).toHaveAttribute('href', item.href);
      else await expect(link).toBeNull();
    }
    await expect(canvas.getAllByRole('link', { name: /^Learn More/ })).toHaveLength(3);
  },
};

/** Following a Learn More link reports which card it was. */
export const ReportsLearnMore: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: learnMoreName('Part D Prescription Drug Plans') });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onLearnMore).toHaveBeenCalledOnce();
    await expect(args.onLearnMore).toHaveBeenCalledWith('part-d');
  },
};

/** Cards without a page of their own: no Learn More links at all. */
export const WithoutLinks: Story = {
  args: { items: coverage.slice(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A long title wraps beside its icon without pushing the card wider. */
export const LongTitle: Story = {
  args: {
    items: [
      {
        ...coverage[0]!,
        title:
          'Medicare Advantage (Part C) Plans With Dental, Vision, Hearing and Prescription Drug Coverage',
      },
      ...coverage.slice(1, 3),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('heading', { level: 3, name: /With Dental/ }).closest('li')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(
      within(card).getByRole('link', { name: /^Learn More\s*: Medicare Advantage/ }),
    ).toBeVisible();
  },
};

/** Phone width: one card per row, the Learn More links are full-width targets, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const link of within(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    }
  },
};

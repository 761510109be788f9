import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getAdvisors, getSiteCopy } from '@agency/content';
import { expect, within } from 'storybook/test';
import { AdvisorCards } from './AdvisorCards';

const advisors = getAdvisors();

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 320 }}>
    <Story />
  </div>
);

const laptopWidth: Decorator = (Story) => (
  <div style={{ width: 1280 }}>
    <Story />
  </div>
);

/** The distinct left edges of the cards: one per column. */
const columnsOf = (canvasElement: HTMLElement) =>
  new Set(
    [...canvasElement.querySelectorAll('li')].map((card) => Math.round(card.getBoundingClientRect().left)),
  ).size;

const meta = {
  title: 'Sections/AdvisorCards',
  component: AdvisorCards,
  args: { heading: getSiteCopy().about.advisorsHeading, advisors },
} satisfies Meta<typeof AdvisorCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The advisors side by side, each name a link to their author page, with their role and biography. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
    for (const advisor of advisors) {
      const card = within(canvas.getByRole('heading', { level: 3, name: advisor.name }).closest('li')!);
      await expect(card.getByRole('link', { name: advisor.name })).toHaveAttribute(
        'href',
        `/about/${advisor.id}`,
      );
      await expect(card.getByText(advisor.role)).toBeVisible();
      await expect(card.getByText(advisor.bio)).toBeVisible();
    }
  },
};

/** Laptop width: the advisors side by side, up to three a row. */
export const LaptopWidth: Story = {
  decorators: [laptopWidth],
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(Math.min(advisors.length, 3));
  },
};

/** One advisor: one card, centred. */
export const OneAdvisor: Story = {
  args: { advisors: advisors.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Author pages under another path. */
export const OtherBasePath: Story = {
  args: { basePath: '/advisors' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      advisors.map((advisor) => `/advisors/${advisor.id}`),
    );
  },
};

/** Phone width (320px): one column, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(columnsOf(canvasElement)).toBe(1);
  },
};

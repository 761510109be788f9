import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fillTokens, getCities, getSeason, getSections, getSiteCopy } from '@agency/content';
import { getPublishedPosts } from '@agency/content/posts';
import { expect, within } from 'storybook/test';
import { LinkCards, linkCardsLayouts, type LinkCardsItem } from './LinkCards';

const places = getSections().places;
const cities: LinkCardsItem[] = getCities({ stateId: 'alabama' }).map((city) => ({
  href: `/service-areas/alabama/${city.slug}`,
  title: city.name,
  description: city.county,
}));

/** Three articles, as a post's related ones. */
const articles: LinkCardsItem[] = getPublishedPosts(getSeason().date)
  .slice(0, 3)
  .map((post) => ({ href: `/blog/${post.slug}`, title: post.title, description: post.description }));

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
  title: 'Sections/LinkCards',
  component: LinkCards,
  args: {
    heading: fillTokens(places.stateCitiesHeading, { state: 'Alabama' }),
    intro: places.stateCitiesIntro,
    items: cities,
  },
  argTypes: { layout: { control: 'radio', options: linkCardsLayouts } },
} satisfies Meta<typeof LinkCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A state's cities: tiles across the page, each city's name a link with its county under it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(cities.map((city) => city.href));
    const first = within(canvas.getByRole('heading', { level: 3, name: cities[0]!.title }).closest('li')!);
    await expect(first.getByText(cities[0]!.description!)).toBeVisible();
  },
};

/** Laptop width: the city tiles fill several columns. */
export const LaptopWidth: Story = {
  decorators: [laptopWidth],
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBeGreaterThan(2);
  },
};

/** An author's articles or a post's related ones: one card under another in the reading column. */
export const List: Story = {
  decorators: [laptopWidth],
  args: { heading: getSiteCopy().blog.relatedHeading, intro: undefined, items: articles, layout: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(columnsOf(canvasElement)).toBe(1);
    for (const article of articles) {
      await expect(canvas.getByRole('link', { name: article.title })).toHaveAttribute('href', article.href);
      await expect(canvas.getByText(article.description!)).toBeVisible();
    }
  },
};

/** Cards without a line under the link show the link only. */
export const WithoutDescriptions: Story = {
  args: { items: cities.slice(0, 4).map(({ href, title }) => ({ href, title })) },
  play: async ({ canvasElement }) => {
    for (const card of canvasElement.querySelectorAll('li')) {
      await expect(card.querySelector('p')).toBeNull();
      await expect(within(card as HTMLElement).getByRole('link')).toBeVisible();
    }
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

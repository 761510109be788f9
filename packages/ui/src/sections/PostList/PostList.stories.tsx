import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  fillTokens,
  formatLongDate,
  getAdvisor,
  getSeason,
  getSiteCopy,
  parseIsoDate,
} from '@agency/content';
import { getPublishedPosts } from '@agency/content/posts';
import { expect, within } from 'storybook/test';
import { PostList, type PostListItem } from './PostList';

const blog = getSiteCopy().blog;
const tagLabels = new Map(blog.tagLabels.map((tag) => [tag.id, tag.label]));

/** The published posts, as the blog lists them (the site writes the byline and the topics line the same way). */
const posts: PostListItem[] = getPublishedPosts(getSeason().date).map((post) => {
  const topics = post.tags.flatMap((tag) => tagLabels.get(tag) ?? []);
  return {
    href: `/blog/${post.slug}`,
    title: post.title,
    byline: fillTokens(blog.byline, {
      date: formatLongDate(parseIsoDate(post.published)),
      minutes: post.readingMinutes,
      author: getAdvisor(post.author)?.name ?? '',
    }),
    description: post.description,
    topics: topics.length ? fillTokens(blog.topicsLine, { topics: topics.join(' · ') }) : '',
  };
});

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 320 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/PostList',
  component: PostList,
  args: { items: posts },
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The posts newest first: each title an h2 link, then its byline, its summary and its topics. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(posts.map((post) => post.title));
    for (const post of posts) {
      const card = within(canvas.getByRole('link', { name: post.title }).closest('li')!);
      await expect(card.getByRole('link')).toHaveAttribute('href', post.href);
      await expect(card.getByText(post.byline)).toBeVisible();
      await expect(card.getByText(post.description)).toBeVisible();
    }
  },
};

/** A post whose tags have no words in the content shows no topics line. */
export const WithoutTopics: Story = {
  args: { items: [{ ...posts[0]!, topics: '' }] },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('li')!;
    await expect(card.querySelectorAll('p')).toHaveLength(2);
    await expect(within(card).queryByText(/^Topics/)).toBeNull();
  },
};

/** Phone width (320px): long titles wrap, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const card of canvasElement.querySelectorAll('li'))
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

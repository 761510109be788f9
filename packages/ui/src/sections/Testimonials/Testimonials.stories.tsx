import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getSections, getTestimonials } from '@agency/content';
import { expect, within } from 'storybook/test';
import { Testimonials } from './Testimonials';

const copy = getSections().testimonials;
const { testimonials } = getTestimonials();

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/Testimonials',
  component: Testimonials,
  args: {
    heading: copy.heading,
    intro: copy.intro,
    ratingLabel: copy.ratingLabel,
    sampleLabel: copy.sampleLabel,
    items: testimonials.map((review) => ({ ...review, sample: false })),
  },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five 5-star reviews, each a figure with its quotation and who said it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
    const figures = canvas.getAllByRole('figure');
    await expect(figures).toHaveLength(5);
    for (const [index, review] of testimonials.entries()) {
      const figure = within(figures[index]!);
      await expect(figure.getByText('5 out of 5 stars')).toBeInTheDocument();
      const stars = [...figures[index]!.querySelectorAll('p svg')];
      await expect(stars).toHaveLength(5);
      // All five drawn filled, in the same colour.
      await expect(new Set(stars.map((star) => getComputedStyle(star).color)).size).toBe(1);
      const quote = figures[index]!.querySelector('blockquote')!;
      await expect(quote).toHaveTextContent(review.text);
      const caption = figures[index]!.querySelector('figcaption')!;
      await expect(caption).toHaveTextContent(review.name);
      await expect(caption).toHaveTextContent(`${review.city}, ${review.state}`);
      await expect(figure.getByText(String(review.year))).toHaveAttribute('datetime', String(review.year));
    }
  },
};

/** A demo build's stand-in reviews: each card says it is a sample before the stars and the words. */
export const SampleReviews: Story = {
  args: { items: testimonials.map((review, index) => ({ ...review, sample: index < 2 })) },
  play: async ({ canvasElement, args }) => {
    const figures = within(canvasElement).getAllByRole('figure');
    await expect(within(figures[0]!).getByText(args.sampleLabel!)).toBeVisible();
    await expect(within(figures[1]!).getByText(args.sampleLabel!)).toBeVisible();
    await expect(within(figures[2]!).queryByText(args.sampleLabel!)).toBeNull();
    // The label comes first in reading order, before the stars and the quotation.
    await expect(figures[0]!.firstElementChild).toHaveTextContent(args.sampleLabel!);
  },
};

/** On the plain background (when the band above is navy): the cards keep their contrast. */
export const PlainTone: Story = {
  args: { tone: 'plain' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading })).toBeVisible();
    await expect(canvas.getAllByRole('figure')).toHaveLength(5);
  },
};

/** A lower rating draws the missing stars hollow, and the label says so. */
export const LowerRating: Story = {
  args: {
    ratingLabel: '4 out of 5 stars',
    items: [{ ...testimonials[0]!, rating: 4 }],
  },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(within(figure).getByText('4 out of 5 stars')).toBeInTheDocument();
    const stars = [...figure.querySelectorAll('p svg')];
    await expect(stars).toHaveLength(5);
    await expect(getComputedStyle(stars[4]!).color).not.toBe(getComputedStyle(stars[0]!).color);
  },
};

/** Two reviews, one very long. */
export const FewerAndLonger: Story = {
  args: {
    items: [
      {
        ...testimonials[0]!,
        text: `${testimonials[0]!.text} ${testimonials[1]!.text} ${testimonials[2]!.text}`,
      },
      testimonials[1]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getAllByRole('figure');
    await expect(figures).toHaveLength(2);
    for (const figure of figures) await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
  },
};

/** Phone width: the reviews stack, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(within(canvasElement).getAllByRole('figure')).toHaveLength(5);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { getFaqs, getSections } from '@agency/content';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FaqSection } from './FaqSection';

const copy = getSections();

const faqs = getFaqs();
// The spec's FAQ repeats one question; behaviour tests use questions that appear once.
const once = faqs.filter((faq) => faqs.filter((other) => other.question === faq.question).length === 1);
const [unique1, unique2, unique3] = [once[0]!, once[1]!, once[2]!];

const meta = {
  title: 'Sections/FaqSection',
  component: FaqSection,
  args: {
    id: 'faq',
    heading: copy.faq.heading,
    intro: copy.faq.intro,
    items: faqs,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question's disclosure: the `<details>` around its heading (its `open` is the state). */
function itemOf(canvas: ReturnType<typeof within>, question: string): HTMLDetailsElement {
  const item = canvas.getByRole('heading', { level: 3, name: question }).closest('details');
  if (!item) throw new Error(`No <details> around the question "${question}"`);
  return item;
}

/** All questions closed; every answer is in the HTML but hidden. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: copy.faq.heading })).toBeVisible();
    const questions = canvas.getAllByRole('heading', { level: 3 });
    await expect(questions).toHaveLength(faqs.length);
    for (const question of questions) await expect(question.closest('details')).not.toHaveAttribute('open');
    await expect(canvas.queryByText(unique1.answer)).not.toBeVisible();
  },
};

/** Opening one question closes the other, and the open one closes again on a second tap. */
export const OneOpenAtATime: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    const [first, second] = [unique1, unique2];
    const firstQuestion = canvas.getByRole('heading', { level: 3, name: first.question });
    const secondQuestion = canvas.getByRole('heading', { level: 3, name: second.question });

    await step('open the first question', async () => {
      await userEvent.click(firstQuestion);
      await expect(itemOf(canvas, first.question)).toHaveAttribute('open');
      await expect(canvas.getByText(first.answer)).toBeVisible();
      await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(first.id));
    });

    await step('open the second: the first closes', async () => {
      await userEvent.click(secondQuestion);
      await expect(itemOf(canvas, second.question)).toHaveAttribute('open');
      await expect(itemOf(canvas, first.question)).not.toHaveAttribute('open');
      await expect(canvas.getByText(first.answer)).not.toBeVisible();
      await expect(canvas.getByText(second.answer)).toBeVisible();
      await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(second.id));
    });

    await step('tap the open question again: it closes', async () => {
      await userEvent.click(secondQuestion);
      await expect(itemOf(canvas, second.question)).not.toHaveAttribute('open');
      await expect(canvas.getByText(second.answer)).not.toBeVisible();
      await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(null));
    });
  },
};

/**
 * Keyboard: each question is in the Tab order, in reading order. Enter and Space open and close a question natively
 * (`<summary>`); the site's end-to-end test presses them with a real keyboard (simulated key events don't).
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const summaries = [...canvasElement.querySelectorAll('summary')];
    const first = itemOf(canvas, unique1.question).querySelector('summary')!;
    first.focus();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(summaries[summaries.indexOf(first) + 1]).toHaveFocus();
  },
};

/** An item open at first (e.g. linked from a page about Part D). */
export const ItemOpen: Story = {
  args: { defaultOpenId: unique3.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(itemOf(canvas, unique3.question)).toHaveAttribute('open');
    await expect(canvas.getByText(unique3.answer)).toBeVisible();
  },
};

/** Two FAQ sections on one page keep their own open item: each group has its own name. */
export const TwoSections: Story = {
  render: (args) => (
    <>
      <FaqSection {...args} id="faq-a" heading="First questions" items={[unique1, unique2]} />
      <FaqSection {...args} id="faq-b" heading="More questions" items={[unique3]} />
    </>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('heading', { level: 3, name: unique1.question }));
    await userEvent.click(canvas.getByRole('heading', { level: 3, name: unique3.question }));
    await expect(itemOf(canvas, unique1.question)).toHaveAttribute('open');
    await expect(itemOf(canvas, unique3.question)).toHaveAttribute('open');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { getFaqs, getSections } from '@agency/content';
import { expect, fn, within } from 'storybook/test';
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

/** All questions closed; every answer is in the HTML but hidden. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: copy.faq.heading })).toBeVisible();
    const questions = canvas.getAllByRole('button');
    await expect(questions).toHaveLength(faqs.length);
    for (const question of questions) await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(unique1.answer)).not.toBeVisible();
  },
};

/** Opening one question closes the other, and the open one closes again on a second tap. */
export const OneOpenAtATime: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    const [first, second] = [unique1, unique2];
    const firstButton = canvas.getByRole('button', { name: first.question });
    const secondButton = canvas.getByRole('button', { name: second.question });

    await step('open the first question', async () => {
      await userEvent.click(firstButton);
      await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByText(first.answer)).toBeVisible();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(first.id);
    });

    await step('open the second: the first closes', async () => {
      await userEvent.click(secondButton);
      await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
      await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByText(first.answer)).not.toBeVisible();
      await expect(canvas.getByText(second.answer)).toBeVisible();
    });

    await step('tap the open question again: it closes', async () => {
      await userEvent.click(secondButton);
      await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByText(second.answer)).not.toBeVisible();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(null);
    });
  },
};

/** Keyboard: Tab to a question, Enter opens it, Space closes it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const firstButton = canvas.getByRole('button', { name: unique1.question });
    firstButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
  },
};

/** An item open at first (e.g. linked from a page about Part D). */
export const ItemOpen: Story = {
  args: { defaultOpenId: unique3.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: unique3.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(unique3.answer)).toBeVisible();
  },
};

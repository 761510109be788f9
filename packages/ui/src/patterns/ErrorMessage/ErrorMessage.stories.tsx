import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getIrmaaToolCopy } from '@agency/content';
import { ErrorMessage } from './ErrorMessage';

const copy = getIrmaaToolCopy();

// The message above the IRMAA calculator's income field (real copy), with the field that points at it.
const meta = {
  title: 'Patterns/ErrorMessage',
  component: ErrorMessage,
  args: { id: 'story-magi-error', prefix: copy.errors.prefix, message: copy.errors.magiNegative },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 560 }}>
        <label htmlFor="story-magi">Your income (MAGI) in 2024</label>
        <Story />
        <input id="story-magi" type="text" aria-invalid="true" aria-describedby="story-magi-error" />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field's message: seen without the prefix, read with it ("Error: …") as the field's description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText(copy.errors.magiNegative, { exact: false });
    await expect(message).toBeVisible();
    await expect(message).toHaveTextContent(`${copy.errors.prefix} ${copy.errors.magiNegative}`);
    // The prefix is for screen readers: a 1px clipped box on screen.
    await expect(canvas.getByText(copy.errors.prefix).getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(
      canvas.getByRole('textbox', { name: 'Your income (MAGI) in 2024' }),
    ).toHaveAccessibleDescription(`${copy.errors.prefix} ${copy.errors.magiNegative}`);
  },
};

/** A long message wraps under its bar in a narrow column (a 320px phone), never past it. */
export const LongMessageOnPhone: Story = {
  args: { message: copy.errors.magiNotNumber },
  decorators: [
    (Story) => (
      <div data-frame style={{ width: 320 - 2 * 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!;
    const message = within(canvasElement).getByText(copy.errors.magiNotNumber, { exact: false });
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right + 1,
    );
    await expect(message.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(message).lineHeight),
    );
  },
};

/** No message (the field is fine): nothing is shown, so a form can place the message under every field. */
export const NoMessage: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(copy.errors.prefix)).toBeNull();
    await expect(canvasElement.querySelector('#story-magi-error')).toBeNull();
  },
};

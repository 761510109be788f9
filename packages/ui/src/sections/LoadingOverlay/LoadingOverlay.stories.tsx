import type { Meta, StoryObj } from '@storybook/react-vite';
import { getSections } from '@agency/content';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Sections/LoadingOverlay',
  component: LoadingOverlay,
  args: { label: getSections().pageLoading.label },
  decorators: [
    (Story) => (
      <>
        <p style={{ padding: '1.5rem' }}>
          The page that was showing stays in view, dimmed, behind the spinner.
        </p>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over the whole window: the spinner and its label, announced as a status, centred. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(args.label);
    const overlay = status.parentElement!;
    const box = overlay.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    const spinner = status.getBoundingClientRect();
    await expect(Math.abs(spinner.left + spinner.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(Math.abs(spinner.top + spinner.height / 2 - window.innerHeight / 2)).toBeLessThan(2);
  },
};

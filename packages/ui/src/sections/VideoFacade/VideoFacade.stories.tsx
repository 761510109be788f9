import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAepPage } from '@agency/content';
import { expect, fn, within } from 'storybook/test';
import { VideoFacade } from './VideoFacade';

const { video } = getAepPage();
// "Play video: The Annual Enrollment Period explained" (the colon is for screen readers only).
const buttonName = new RegExp(`^${video.loadLabel}\\s*:\\s*${video.title}$`);

const meta = {
  title: 'Sections/VideoFacade',
  component: VideoFacade,
  args: { videoId: video.id, title: video.title, loadLabel: video.loadLabel, onPlay: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem', padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

const isYouTube = (entry: PerformanceEntry) => /youtube|ytimg/.test(entry.name);

/** Before a click: a poster drawn in CSS/SVG with the title and a play button; nothing requested from YouTube. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const poster = canvas.getByRole('button', { name: buttonName });
    await expect(poster).toBeVisible();
    await expect(poster).toHaveTextContent(video.title);
    await expect(poster.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.querySelector('iframe, img')).toBeNull();
    await expect(performance.getEntriesByType('resource').filter(isYouTube)).toEqual([]);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/** After a click: the privacy-enhanced player, titled, autoplaying, with focus. */
export const Loaded: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: buttonName }));
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', video.title);
    await expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`,
    );
    await expect(frame).toHaveFocus();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onPlay).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Enter on the poster loads the video. */
export const Keyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const poster = within(canvasElement).getByRole('button', { name: buttonName });
    poster.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('title', video.title);
  },
};

/** Phone width (320px): the poster grows to fit its text rather than cut it off. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const poster = within(canvasElement).getByRole('button', { name: buttonName });
    await expect(poster.scrollHeight).toBeLessThanOrEqual(poster.clientHeight);
    await expect(poster.scrollWidth).toBeLessThanOrEqual(poster.clientWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureCopy, fixturePassingReport, fixtureReports } from '../staff.fixtures';
import { BlogQualityReport } from './BlogQualityReport';

const meta = {
  title: 'Staff/BlogQualityReport',
  component: BlogQualityReport,
  args: { reports: fixtureReports, copy: fixtureCopy },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogQualityReport>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const postHeadings = (canvas: Canvas) =>
  canvas.getAllByRole('heading', { level: 3 }).map((heading: HTMLElement) => heading.textContent);

/**
 * Four posts: the summary counts those that need attention; the posts with the most failures come first; each check
 * shows its outcome as an icon and a word, failures first.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quality check of 4 posts' })).toBeVisible();
    await expect(
      canvas.getByText('3 posts need attention: 2 with failed checks, 1 with warnings only.'),
    ).toBeVisible();
    await expect(postHeadings(canvas)).toEqual([
      'Extra Help With Part D Drug Costs: Who Qualifies in 2026 and How to Apply Without Leaving Home, needs fixing',
      'Medicare Advantage Networks: HMO vs PPO, needs fixing',
      'Your Annual Enrollment Checklist for This Fall, worth a look',
      'IRMAA Explained: The Medicare High-Income Surcharge, all checks passed',
    ]);

    const extraHelp = canvas.getByRole('article', { name: /^Extra Help/ });
    await expect(within(extraHelp).getByText('Draft')).toBeVisible();
    await expect(within(extraHelp).getByText('5 failed, 2 warnings, 1 passed.')).toBeVisible();
    const checks = within(extraHelp)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(checks[0]).toBe('Fail Title length: Title is 94 characters; aim for 30 to 60.');
    await expect(checks.slice(5, 7)).toEqual([
      'Warning Links to our pages: No links to other pages of the site; link a tool or a related article.',
      'Warning Reading level: Reading grade 8.4; aim for grade 8 or lower.',
    ]);
    await expect(checks[7]).toBe('Pass Plan-year figures: Every Medicare figure matches 2026.');

    const networks = canvas.getByRole('article', { name: /^Medicare Advantage Networks/ });
    await expect(within(networks).getByText('Scheduled')).toBeVisible();
    await expect(within(networks).getByText('Reading grade').nextElementSibling).toHaveTextContent('10.2');
    await expect(within(networks).getByText('Words').nextElementSibling).toHaveTextContent('79');
    await expect(within(networks).getByText('Reading time').nextElementSibling).toHaveTextContent('1 minute');

    const irmaa = canvas.getByRole('article', { name: /^IRMAA Explained/ });
    await expect(within(irmaa).getByText('All 8 checks passed.')).toBeVisible();
  },
};

/** "Only posts that need attention" hides the post that passes everything, and says how many show. */
export const NeedsAttentionOnly: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const only = canvas.getByRole('checkbox', { name: 'Only posts that need attention' });
    await expect(only).not.toBeChecked();
    await userEvent.click(only);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 3 posts of 4.');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('article', { name: /^IRMAA Explained/ })).toBeNull();
    only.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** Every check passes: the summary says so; the filter then shows nothing and says why. */
export const AllPassing: Story = {
  args: { reports: [fixturePassingReport] },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quality check of 1 post' })).toBeVisible();
    await expect(canvas.getByText('Every post passes every check.')).toBeVisible();
    await expect(canvas.getByRole('article', { name: /all checks passed$/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only posts that need attention' }));
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByText('No post needs attention: every check passed.')).toBeVisible();
  },
};

/** No posts at all. */
export const NoPosts: Story = {
  args: { reports: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quality check of 0 posts' })).toBeVisible();
    await expect(canvas.getByText('There are no posts to check yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A 360px phone: the sections and badges fit without sideways scrolling. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile2' } },
  decorators: [
    (Story) => (
      <div data-frame style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const article of within(canvasElement).getAllByRole('article'))
      await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.getBoundingClientRect().right + 1,
      );
  },
};

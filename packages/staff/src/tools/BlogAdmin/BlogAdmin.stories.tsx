import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  fixtureAdvisors,
  fixtureCopy,
  fixtureCheck,
  fixtureNewDraft,
  fixturePosts,
  fixtureRenderPreview,
  fixtureToFile,
  fixtureValidate,
} from '../staff.fixtures';
import { BlogAdmin } from './BlogAdmin';

// The list and the editor. Downloads, copying and phone width: BlogAdmin.features.stories.tsx.
const meta = {
  title: 'Staff/BlogAdmin',
  component: BlogAdmin,
  args: {
    posts: fixturePosts,
    advisors: fixtureAdvisors,
    newDraft: fixtureNewDraft,
    check: fixtureCheck,
    validate: fixtureValidate,
    renderPreview: fixtureRenderPreview,
    toFile: fixtureToFile,
    onDownload: fn(),
    copy: fixtureCopy,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const irmaaTitle = 'IRMAA Explained: The Medicare High-Income Surcharge';

/** The cells of a row, as text. */
const rowText = (canvas: Canvas, title: string) =>
  [...canvas.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr')!.children].map(
    (cell) => cell.textContent,
  );

/** Every post in the table: title with its address, the status in words, the date, the author, an Edit button. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Blog posts' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'All posts: 4 posts' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Status', 'Published', 'Author', 'Action']);
    await expect(rowText(canvas, 'Medicare Advantage Networks')).toEqual([
      'Medicare Advantage Networks: HMO vs PPO/blog/medicare-advantage-networks',
      'Scheduled',
      'December 2, 2026',
      'James Mitchell',
      'Edit Medicare Advantage Networks: HMO vs PPO',
    ]);
    await expect(rowText(canvas, 'IRMAA Explained')[1]).toBe('Published');
    await expect(rowText(canvas, 'Extra Help')[1]).toBe('Draft');
    await expect(canvas.getByRole('radio', { name: 'All posts (4)' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'New post' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Blog posts table' })).toHaveAttribute('tabindex', '0');
  },
};

/** Filtering by status: one radio per status with its count; the table and its caption follow. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Drafts (1)' }));
    const table = canvas.getByRole('table', { name: 'Drafts: 1 post' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
    await expect(within(table).getByRole('rowheader')).toHaveTextContent(
      /^Extra Help With Part D Drug Costs/,
    );

    await userEvent.click(canvas.getByRole('radio', { name: 'Published (2)' }));
    await expect(
      within(canvas.getByRole('table', { name: 'Published: 2 posts' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent?.split('/blog/')[0]),
    ).toEqual(['Your Annual Enrollment Checklist for This Fall', irmaaTitle]);

    await userEvent.click(canvas.getByRole('radio', { name: 'Scheduled (1)' }));
    await expect(canvas.getByRole('table', { name: 'Scheduled: 1 post' })).toBeVisible();
  },
};

/** No posts yet: the list says how to start. */
export const NoPosts: Story = {
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No posts yet. Press “New post” to write the first one.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * Editing a post: focus lands on the editor's heading; the fields hold the post; the preview and the checks follow
 * the typing; back in the list, focus returns to the post's Edit button and the edits are kept.
 */
export const EditPost: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${irmaaTitle}` }));
    await expect(canvas.getByRole('heading', { level: 2, name: `Edit post: ${irmaaTitle}` })).toHaveFocus();
    await expect(canvas.getByText('Published', { selector: 'span' })).toBeVisible();

    await step('the fields hold the post', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(irmaaTitle);
      await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
        '51 characters.',
      );
      await expect(canvas.getByRole('textbox', { name: 'Slug (web address)' })).toHaveValue(
        'irmaa-explained',
      );
      await expect(canvas.getByRole('combobox', { name: 'Author' })).toHaveDisplayValue('James Mitchell');
      await expect(canvas.getByLabelText('Published date')).toHaveValue('2026-07-14');
      await expect(canvas.getByLabelText('Last updated date')).toHaveValue('2026-09-28');
      await expect(canvas.getByRole('textbox', { name: 'Tags' })).toHaveValue('irmaa, part-b, ssa-44');
      await expect(canvas.getByRole('checkbox', { name: 'Draft' })).not.toBeChecked();
      await expect(canvas.getByRole('textbox', { name: 'Body (markdown)' })).toHaveValue(
        fixturePosts[3]!.draft.body,
      );
    });

    const preview = canvas.getByRole('region', { name: 'Preview' });
    const checks = canvas.getByRole('region', { name: 'Quality checks' });
    await step('the preview shows the rendered post', async () => {
      await expect(
        within(preview).getByRole('heading', { level: 2, name: 'What IRMAA means' }),
      ).toBeVisible();
      await expect(within(preview).getByRole('link', { name: 'IRMAA calculator' })).toHaveAttribute(
        'href',
        '/irmaa-calculator',
      );
    });

    await step('typing a section updates the preview', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Body (markdown)' }),
        '{Enter}{Enter}## Ask us',
      );
      await waitFor(() =>
        expect(within(preview).getByRole('heading', { level: 2, name: 'Ask us' })).toBeVisible(),
      );
      await expect(within(checks).getByText('3 section headings; aim for at least two.')).toBeVisible();
    });

    await step('a long title updates the counter and the check', async () => {
      const title = canvas.getByRole('textbox', { name: 'Title' });
      await userEvent.type(title, ', and How to Appeal It With Form SSA-44');
      await expect(title).toHaveAccessibleDescription('90 characters.');
      await waitFor(() =>
        expect(within(checks).getByText('Title is 90 characters; aim for 30 to 60.')).toBeVisible(),
      );
      await expect(within(checks).getByText('1 warning, 7 passed.')).toBeVisible();
    });

    await step('back to the list: focus on the Edit button, the edits kept', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back to all posts' }));
      const longTitle = `${irmaaTitle}, and How to Appeal It With Form SSA-44`;
      await expect(canvas.getByRole('button', { name: `Edit ${longTitle}` })).toHaveFocus();
      await expect(rowText(canvas, 'IRMAA Explained')[0]).toContain('Changes not downloaded yet');
      await userEvent.click(canvas.getByRole('button', { name: `Edit ${longTitle}` }));
      await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(longTitle);
      await expect(canvas.getByText('Changes not downloaded yet.')).toBeVisible();
    });
  },
};

/** Filters never lose edits: a draft edited, the list filtered to Published and back, the edit still there. */
export const EditsSurviveFilters: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Drafts (1)' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Extra Help/ }));
    const tags = canvas.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(tags, ', ');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to all posts' }));
    await expect(canvas.getByRole('button', { name: /^Edit Extra Help/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Published (2)' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'All posts (4)' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Extra Help/ }));
    // The trailing comma and space, as typed.
    await expect(canvas.getByRole('textbox', { name: 'Tags' })).toHaveValue('part-d, extra-help, ');
  },
};

/**
 * A new post: a blank draft by the first advisor; "Download .md file" refuses with an error summary whose links
 * focus the fields, and each field carries its message.
 */
export const NewPostWithProblems: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New post' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'New post' })).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Author' })).toHaveDisplayValue('Sarah Mitchell');
    await expect(canvas.getByRole('checkbox', { name: 'Draft' })).toBeChecked();
    await expect(canvas.getByText('Type the body to see the post here.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Download .md file' }));
    const summary = canvas.getByRole('heading', { level: 3, name: 'Fix 5 problems before downloading' });
    await expect(summary).toHaveFocus();
    await expect(args.onDownload).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription(
      /Error: Description: must be at least 70 characters \(it has 0\)$/,
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'Description: must be at least 70 characters (it has 0)' }),
    );
    await expect(description).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Slug: is required' }));
    await expect(canvas.getByRole('textbox', { name: 'Slug (web address)' })).toHaveFocus();

    // Fixing a field removes its message as you type.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Slug (web address)' }), 'turning-65');
    await expect(canvas.queryByRole('link', { name: 'Slug: is required' })).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Fix 4 problems before downloading' }),
    ).toBeVisible();

    // Back in the list, the new post is there as a draft, not on the site yet.
    await userEvent.click(canvas.getByRole('button', { name: 'Back to all posts' }));
    await expect(canvas.getByRole('button', { name: 'Edit Untitled new post' })).toHaveFocus();
    await expect(rowText(canvas, 'Untitled new post')).toEqual([
      'Untitled new post/blog/turning-65New: not on the site yet',
      'Draft',
      'November 21, 2026',
      'Sarah Mitchell',
      'Edit Untitled new post',
    ]);
  },
};

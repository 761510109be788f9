import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  captureDownloads,
  fakeClipboard,
  fixtureAdvisors,
  fixtureCopy,
  fixtureCheck,
  fixtureNewDraft,
  fixturePosts,
  fixtureRenderPreview,
  fixtureToFile,
  fixtureValidate,
  type CapturedDownload,
} from '../staff.fixtures';
import { BlogAdmin } from './BlogAdmin';

// The ways out of the editor (download, copy) and the layout on a phone and a wide screen.
const meta = {
  title: 'Staff/BlogAdmin/Features',
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
} satisfies Meta<typeof BlogAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

let downloads: CapturedDownload[] = [];
let clipboard: ReturnType<typeof fakeClipboard> | null = null;

const catchDownloads = () => {
  const capture = captureDownloads();
  downloads = capture.files;
  return capture.restore;
};

const body =
  'Turning 65 opens a seven-month window to sign up for Medicare. It starts three months before your birthday month.\n\n' +
  '## When to sign up\n\nSign up in the three months before your birthday month, so coverage starts on time.\n\n' +
  '## Get help\n\nUse our [Medicare timeline](/medicare-timeline) to see your dates.\n\n' +
  '_This article is general information, not advice about a specific plan._';

/** A new post filled in and downloaded: the .md file is offered and the page says where it goes. */
export const DownloadNewPost: Story = {
  beforeEach: catchDownloads,
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New post' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Title' }),
      'Turning 65: Your Medicare Sign-Up Window',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Slug (web address)' }), 'turning-65-sign-up');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Description' }));
    await userEvent.paste(
      'When your seven-month Medicare sign-up window opens and closes, and what to do in each month of it.',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Author' }), 'James Mitchell');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'enrollment, turning-65');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Body (markdown)' }));
    await userEvent.paste(body);
    await userEvent.click(canvas.getByRole('button', { name: 'Download .md file' }));

    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Downloaded turning-65-sign-up.md. Add it to packages/content/src/collections/blog/posts/ and commit.',
    );
    await expect(canvas.queryByRole('heading', { name: /before downloading/ })).toBeNull();
    await expect(downloads.map((file) => file.name)).toEqual(['turning-65-sign-up.md']);
    const text = await downloads[0]!.blob.text();
    await expect(text).toMatch(
      /^---\ntitle: "Turning 65: Your Medicare Sign-Up Window"\nslug: turning-65-sign-up\n/,
    );
    await expect(text).toContain('author: james-mitchell\n');
    await expect(text).toContain('tags: [enrollment, turning-65]\ndraft: true\n---\n\nTurning 65 opens');
    await expect(args.onDownload).toHaveBeenCalledWith({ fileName: 'turning-65-sign-up.md', content: text });

    // Downloaded: no longer "changes not downloaded" once back in the list.
    await userEvent.click(canvas.getByRole('button', { name: 'Back to all posts' }));
    await expect(
      canvas.getByRole('button', { name: 'Edit Turning 65: Your Medicare Sign-Up Window' }),
    ).toHaveFocus();
  },
};

/** An edited published post downloads at once (it was valid), and the status line says where the file goes. */
export const DownloadEditedPost: Story = {
  beforeEach: catchDownloads,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Your Annual Enrollment Checklist/ }));
    const body = canvas.getByRole('textbox', { name: 'Body (markdown)' });
    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste(fixturePosts[2]!.draft.body.replace('$185.00', '$202.90'));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('region', { name: 'Quality checks' })).getByText(
          'Every Medicare figure matches 2026.',
        ),
      ).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Download .md file' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Downloaded annual-enrollment-checklist\.md\./,
    );
    await expect(await downloads[0]!.blob.text()).toContain('$202.90 a month last year');
    await expect(canvas.getByText('No changes yet.')).toBeVisible();
  },
};

/** "Copy markdown" puts the whole file on the clipboard and says so. */
export const CopyMarkdown: Story = {
  beforeEach: () => {
    clipboard = fakeClipboard('allow');
    return clipboard.restore;
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Medicare Advantage Networks/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy markdown' }));
    const expected = fixtureToFile(fixturePosts[0]!.draft).content;
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        `Copied the markdown of medicare-advantage-networks.md (${expected.length.toLocaleString('en-US')} characters).`,
      ),
    );
    await expect(clipboard!.copied()).toBe(expected);
  },
};

/** The browser refuses the clipboard: the status line says so and points to the download. */
export const CopyRefused: Story = {
  beforeEach: () => fakeClipboard('refuse').restore,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Medicare Advantage Networks/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy markdown' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Could not copy: this browser did not allow it. Use “Download .md file” instead.',
      ),
    );
  },
};

type Canvas = ReturnType<typeof within>;

async function openEditor(canvas: Canvas, click: (element: Element) => Promise<void>) {
  await click(canvas.getByRole('button', { name: /^Edit IRMAA Explained/ }));
}

/** A desktop screen (1024px and up): the preview sits beside the fields. */
export const WideScreen: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    const canvas = within(canvasElement);
    await openEditor(canvas, (element) => userEvent.click(element));
    const body = canvas.getByRole('textbox', { name: 'Body (markdown)' }).getBoundingClientRect();
    const preview = canvas.getByRole('region', { name: 'Preview' }).getBoundingClientRect();
    await expect(preview.left).toBeGreaterThan(body.right);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Preview' })).toBeVisible();
  },
};

/** A 360px phone: fields, checks and preview stacked, nothing wider than the screen (the table scrolls inside). */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile2' } },
  decorators: [
    (Story) => (
      <div data-frame style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!;
    const table = within(canvasElement).getByRole('region', { name: 'Blog posts table' });
    // Nothing inside the scrolling table (such as the Edit buttons' hidden post titles) widens the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(table.scrollWidth).toBeGreaterThan(table.clientWidth);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right + 1,
    );
    const canvas = within(canvasElement);
    await openEditor(canvas, (element) => userEvent.click(element));
    const body = canvas.getByRole('textbox', { name: 'Body (markdown)' }).getBoundingClientRect();
    const preview = canvas.getByRole('region', { name: 'Preview' }).getBoundingClientRect();
    await expect(preview.top).toBeGreaterThan(body.bottom);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const element of frame.querySelectorAll<HTMLElement>('input, textarea, select, section, button'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.getBoundingClientRect().right + 1,
      );
  },
};

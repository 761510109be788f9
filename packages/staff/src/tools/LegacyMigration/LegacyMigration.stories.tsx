import type { Meta, StoryObj } from '@storybook/react-vite';
import { strFromU8, unzipSync } from 'fflate';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  captureDownloads,
  fixtureCopy,
  fixtureLegacyExport,
  fixtureMigrate,
  type CapturedDownload,
} from '../staff.fixtures';
import { LegacyMigration } from './LegacyMigration';

const meta = {
  title: 'Staff/LegacyMigration',
  component: LegacyMigration,
  args: { migrate: fixtureMigrate, sample: fixtureLegacyExport, onDownload: fn(), copy: fixtureCopy },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LegacyMigration>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

let downloads: CapturedDownload[] = [];
const catchDownloads = () => {
  const capture = captureDownloads();
  downloads = capture.files;
  return capture.restore;
};

const pasteField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Or paste the export here' });

/** Nothing given yet: "Convert posts" says what to do, in an error summary whose link leads to the paste field. */
export const Empty: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Choose the export file (.json)')).toHaveAttribute(
      'accept',
      '.json,application/json',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Convert posts' }));
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'The export could not be converted' }),
    ).toHaveFocus();
    const message =
      'Nothing to convert yet: choose the export file, paste its text, or load the sample export.';
    await expect(pasteField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(pasteField(canvas)).toHaveAccessibleDescription(`Error: ${message}`);
    await userEvent.click(canvas.getByRole('link', { name: message }));
    await expect(pasteField(canvas)).toHaveFocus();
  },
};

/**
 * The sample export converted: focus moves to the summary; two cards offer their file (the markdown behind a
 * disclosure) and one lists what to fix with its place in the export.
 */
export const SampleConverted: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load the sample export' }));
    await expect(canvas.getByText('Loaded the sample export. Press “Convert posts”.')).toBeVisible();
    await expect(pasteField(canvas)).toHaveValue(fixtureLegacyExport);
    await userEvent.click(canvas.getByRole('button', { name: 'Convert posts' }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: '2 posts ready to add, 1 post needs fixing' }),
    ).toHaveFocus();

    const ready = canvas.getByRole('article', { name: 'Turning 65? Your First Steps With Medicare' });
    await expect(within(ready).getByText('Ready to add')).toBeVisible();
    await expect(
      within(ready).getByText('Post 1 of the export, slug “turning-65-first-steps”.'),
    ).toBeVisible();
    const markdown = within(ready).getByText(/^--- title: "Turning 65\?/);
    await expect(markdown).not.toBeVisible();
    await userEvent.click(within(ready).getByText('Show the markdown of turning-65-first-steps.md'));
    await expect(markdown).toBeVisible();
    await expect(markdown).toHaveTextContent('## When your window opens');
    await expect(
      within(ready).getByRole('button', { name: 'Download turning-65-first-steps.md' }),
    ).toBeVisible();

    const broken = canvas.getByRole('article', { name: 'Medicare and Travel' });
    await expect(within(broken).getByText('Needs fixing')).toBeVisible();
    await expect(within(broken).getByText('Post 3 of the export, slug “medicare-and-travel”.')).toBeVisible();
    await expect(within(broken).getByText('2 problems to fix:')).toBeVisible();
    await expect(
      within(broken)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Date: "last summer" is not a date like 2024-03-05',
      'Author: no advisor named "Guest Writer"; use one of Sarah Mitchell, James Mitchell',
    ]);
    await expect(within(broken).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download all ready files (.zip)' })).toBeVisible();
  },
};

/** One ready file downloaded: the status line says where it goes. */
export const DownloadOneFile: Story = {
  beforeEach: catchDownloads,
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load the sample export' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Convert posts' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download what-does-part-d-cover.md' }));
    await expect(
      canvas.getByText(
        'Downloaded what-does-part-d-cover.md. Add it to packages/content/src/collections/blog/posts/ and commit.',
      ),
    ).toBeVisible();
    await expect(downloads.map((file) => file.name)).toEqual(['what-does-part-d-cover.md']);
    await expect(await downloads[0]!.blob.text()).toMatch(/^---\ntitle: "What Does Medicare Part D Cover\?"/);
    await expect(args.onDownload).toHaveBeenCalledWith('what-does-part-d-cover.md');
  },
};

/** Every ready file in one .zip (the post that needs fixing left out). */
export const DownloadAllAsZip: Story = {
  beforeEach: catchDownloads,
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load the sample export' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Convert posts' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download all ready files (.zip)' }));
    await waitFor(() =>
      expect(
        canvas.getByText(
          'Downloaded blog-posts.zip with 2 files. Unzip it into packages/content/src/collections/blog/posts/ and commit.',
        ),
      ).toBeVisible(),
    );
    await expect(downloads.map((file) => file.name)).toEqual(['blog-posts.zip']);
    await expect(downloads[0]!.blob.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await downloads[0]!.blob.arrayBuffer()));
    await expect(Object.keys(files).sort()).toEqual([
      'turning-65-first-steps.md',
      'what-does-part-d-cover.md',
    ]);
    await expect(strFromU8(files['what-does-part-d-cover.md']!)).toContain('## The drug list');
    await expect(args.onDownload).toHaveBeenCalledWith('blog-posts.zip');
  },
};

/** A .json file chosen with the file picker fills the paste field; converting works the same. */
export const ChooseFile: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const text = JSON.stringify([JSON.parse(fixtureLegacyExport)[1]]);
    await userEvent.upload(
      canvas.getByLabelText('Choose the export file (.json)'),
      new File([text], 'old-blog-export.json', { type: 'application/json' }),
    );
    await waitFor(() => expect(pasteField(canvas)).toHaveValue(text));
    await expect(
      canvas.getByText(
        `Loaded old-blog-export.json (${text.length.toLocaleString('en-US')} characters). Press “Convert posts”.`,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Convert posts' }));
    await expect(canvas.getByRole('heading', { level: 2, name: '1 post ready to add' })).toHaveFocus();
  },
};

/** Text that is not JSON: the converter's message in the error summary and at the field; no results. */
export const NotJson: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(pasteField(canvas), 'Title: Medicare and Travel');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert posts' }));
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'The export could not be converted' }),
    ).toHaveFocus();
    await expect(canvas.getByRole('link', { name: /^This is not valid JSON/ })).toBeVisible();
    await expect(pasteField(canvas)).toHaveAccessibleDescription(/^Error: This is not valid JSON/);
    await expect(canvas.queryByRole('heading', { level: 2, name: /ready to add/ })).toBeNull();
  },
};

/** JSON, but an object instead of a list of posts. */
export const NotAList: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(pasteField(canvas));
    await userEvent.paste('{"posts": []}');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert posts' }));
    await expect(
      canvas.getByRole('link', {
        name: 'The export must be a list of posts (a JSON array, starting with “[”); this holds an object.',
      }),
    ).toBeVisible();
  },
};

/** An empty list: nothing to add, and a hint to check the file. No sample offered here. */
export const EmptyList: Story = {
  args: { sample: undefined },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Load the sample export' })).toBeNull();
    await userEvent.type(pasteField(canvas), '[[]');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert posts' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'The export holds no posts' })).toHaveFocus();
    await expect(
      canvas.getByText('The export is an empty list. Check that it is the right file.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download all ready files (.zip)' })).toBeNull();
  },
};

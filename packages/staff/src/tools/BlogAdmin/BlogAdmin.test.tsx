// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureDownloads,
  fixtureAdvisors,
  fixtureCopy,
  fixtureCheck,
  fixtureNewDraft,
  fixturePosts,
  fixtureRenderPreview,
  fixtureToFile,
  fixtureValidate,
} from '../staff.fixtures';
import { BlogAdmin, type BlogAdminProps } from './BlogAdmin';

function renderAdmin(overrides: Partial<BlogAdminProps> = {}) {
  const props: BlogAdminProps = {
    posts: fixturePosts,
    advisors: fixtureAdvisors,
    newDraft: fixtureNewDraft,
    check: fixtureCheck,
    validate: fixtureValidate,
    renderPreview: fixtureRenderPreview,
    toFile: fixtureToFile,
    onDownload: vi.fn(),
    copy: fixtureCopy,
    ...overrides,
  };
  return { user: userEvent.setup(), props, ...render(<BlogAdmin {...props} />) };
}

let restore = () => {};
afterEach(() => {
  restore();
  restore = () => {};
});

describe('BlogAdmin', () => {
  it('should update the preview and the checks as the body is typed', async () => {
    const renderPreview = vi.fn(fixtureRenderPreview);
    const { user } = renderAdmin({ renderPreview });
    await user.click(screen.getByRole('button', { name: /^Edit IRMAA Explained/ }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    const checks = screen.getByRole('region', { name: 'Quality checks' });
    expect(within(preview).queryByRole('heading', { name: 'Costs in 2026' })).toBeNull();

    const body = screen.getByRole('textbox', { name: 'Body (markdown)' });
    await user.clear(body);
    await waitFor(() =>
      expect(within(preview).getByText('Type the body to see the post here.')).toBeVisible(),
    );
    expect(
      within(checks).getByText('No section headings; add at least two (## Heading) so readers can scan.'),
    ).toBeVisible();

    await user.type(body, '## Costs in 2026{Enter}{Enter}Part B is **$202.90** a month.');
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { level: 2, name: 'Costs in 2026' })).toBeVisible(),
    );
    expect(within(preview).getByText('$202.90').tagName).toBe('STRONG');
    expect(within(checks).getByText('1 section heading; aim for at least two.')).toBeVisible();
    expect(renderPreview).toHaveBeenLastCalledWith('## Costs in 2026\n\nPart B is **$202.90** a month.');
  });

  it('should show the title and description above the rendered body', async () => {
    const { user } = renderAdmin();
    await user.click(screen.getByRole('button', { name: /^Edit Medicare Advantage Networks/ }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'HMO or PPO?');
    await waitFor(() => expect(within(preview).getByText('HMO or PPO?')).toBeVisible());
    expect(within(preview).getByText(fixturePosts[0]!.draft.description)).toBeVisible();
  });

  it('should not make a file while the draft has problems', async () => {
    const toFile = vi.fn(fixtureToFile);
    const capture = captureDownloads();
    restore = capture.restore;
    const { user, props } = renderAdmin({ toFile });
    await user.click(screen.getByRole('button', { name: /^Edit Extra Help/ }));
    await user.click(screen.getByRole('button', { name: 'Download .md file' }));
    expect(
      screen.getByRole('heading', { level: 3, name: 'Fix 2 problems before downloading' }),
    ).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Title: must be at most 90 characters (it has 94)' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Description: must be at least 70 characters (it has 41)' }),
    ).toBeVisible();
    expect(toFile).not.toHaveBeenCalled();
    expect(capture.files).toEqual([]);
    expect(props.onDownload).not.toHaveBeenCalled();
  });

  it('should list a problem about a field the editor lacks without a link', async () => {
    const { user } = renderAdmin({
      validate: () => [{ field: 'links', message: '/nowhere is not a page of the site' }],
    });
    await user.click(screen.getByRole('button', { name: /^Edit IRMAA Explained/ }));
    await user.click(screen.getByRole('button', { name: 'Download .md file' }));
    expect(screen.getByRole('heading', { name: 'Fix 1 problem before downloading' })).toHaveFocus();
    expect(screen.getByText('links: /nowhere is not a page of the site')).toBeVisible();
    expect(screen.queryByRole('link', { name: /nowhere/ })).toBeNull();
  });

  it('should say so when the file cannot be made', async () => {
    const capture = captureDownloads();
    restore = capture.restore;
    const { user } = renderAdmin({
      toFile: () => {
        throw new Error('the slug is taken by another post');
      },
    });
    await user.click(screen.getByRole('button', { name: /^Edit IRMAA Explained/ }));
    await user.click(screen.getByRole('button', { name: 'Download .md file' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not make the file: the slug is taken by another post',
    );
    expect(capture.files).toEqual([]);
  });

  it('should keep the editor usable when the preview or the checks fail', async () => {
    const { user } = renderAdmin({
      renderPreview: () => {
        throw new Error('markdown-it failed');
      },
      check: () => {
        throw new Error('unknown advisor');
      },
    });
    await user.click(screen.getByRole('button', { name: /^Edit IRMAA Explained/ }));
    expect(screen.getByText('The preview could not be drawn: markdown-it failed')).toBeVisible();
    expect(screen.getByText('The checks could not run: unknown advisor')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(`${fixturePosts[3]!.draft.title}!`);
  });

  it('should show an author who is not an advisor instead of silently changing it', async () => {
    const posts = [
      { draft: { ...fixturePosts[3]!.draft, author: 'guest-writer' }, status: 'published' as const },
    ];
    const { user } = renderAdmin({ posts });
    expect(screen.getByRole('row', { name: /IRMAA Explained/ })).toHaveTextContent('guest-writer');
    await user.click(screen.getByRole('button', { name: /^Edit IRMAA Explained/ }));
    expect(screen.getByRole('combobox', { name: 'Author' })).toHaveDisplayValue(
      'guest-writer (not an advisor)',
    );
  });

  it('should ask before the page is left with changes not downloaded', async () => {
    const add = vi.spyOn(window, 'addEventListener');
    const { user } = renderAdmin();
    const beforeUnload = () => add.mock.calls.filter(([type]) => type === 'beforeunload');
    expect(beforeUnload()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Edit IRMAA Explained/ }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    expect(beforeUnload()).toHaveLength(1);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    add.mockRestore();
  });

  it('should give every post of a new batch its own editor', async () => {
    const { user } = renderAdmin({ posts: [] });
    await user.click(screen.getByRole('button', { name: 'New post' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'First');
    await user.click(screen.getByRole('button', { name: 'Back to all posts' }));
    await user.click(screen.getByRole('button', { name: 'New post' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Second');
    await user.click(screen.getByRole('button', { name: 'Back to all posts' }));
    expect(screen.getByRole('table', { name: 'All posts: 2 posts' })).toBeVisible();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent?.split('No slug')[0])).toEqual([
      'Second',
      'First',
    ]);
  });
});

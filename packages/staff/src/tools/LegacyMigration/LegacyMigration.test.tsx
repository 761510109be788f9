// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureCopy, fixtureLegacyExport, fixtureMigrate } from '../staff.fixtures';
import type { MigratedPost } from '../types';
import { LegacyMigration } from './LegacyMigration';
import { legacyFieldName, migrationSummary } from './legacyMigrationModel';

const pasteField = () => screen.getByRole('textbox', { name: 'Or paste the export here' });

describe('LegacyMigration', () => {
  it('should pass the text as given and show what the converter says', async () => {
    const migrate = vi.fn(fixtureMigrate);
    const user = userEvent.setup();
    render(<LegacyMigration copy={fixtureCopy} migrate={migrate} sample={fixtureLegacyExport} />);
    await user.click(screen.getByRole('button', { name: 'Load the sample export' }));
    await user.click(screen.getByRole('button', { name: 'Convert posts' }));
    expect(migrate).toHaveBeenCalledWith(fixtureLegacyExport);
    expect(
      screen.getByRole('heading', { level: 2, name: '2 posts ready to add, 1 post needs fixing' }),
    ).toHaveFocus();
  });

  it('should replace the results when converting again, and clear them on an error', async () => {
    const user = userEvent.setup();
    render(<LegacyMigration copy={fixtureCopy} migrate={fixtureMigrate} sample={fixtureLegacyExport} />);
    await user.click(screen.getByRole('button', { name: 'Load the sample export' }));
    await user.click(screen.getByRole('button', { name: 'Convert posts' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.clear(pasteField());
    await user.click(pasteField());
    await user.paste(JSON.stringify(JSON.parse(fixtureLegacyExport).slice(2)));
    await user.click(screen.getByRole('button', { name: 'Convert posts' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'No post is ready to add, 1 post needs fixing' }),
    ).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Download all ready files (.zip)' })).toBeNull();

    await user.type(pasteField(), 'oops');
    await user.click(screen.getByRole('button', { name: 'Convert posts' }));
    expect(
      screen.getByRole('heading', { level: 3, name: 'The export could not be converted' }),
    ).toHaveFocus();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('should report a converter that throws instead of breaking the page', async () => {
    const user = userEvent.setup();
    render(
      <LegacyMigration
        copy={fixtureCopy}
        migrate={() => {
          throw new Error('Post 4: content is not HTML.');
        }}
      />,
    );
    await user.type(pasteField(), '[[]');
    await user.click(screen.getByRole('button', { name: 'Convert posts' }));
    expect(screen.getByRole('link', { name: 'Post 4: content is not HTML.' })).toBeVisible();
    expect(pasteField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('should say so when the chosen file cannot be read', async () => {
    const user = userEvent.setup();
    render(<LegacyMigration copy={fixtureCopy} migrate={fixtureMigrate} />);
    const file = new File(['[]'], 'export.json', { type: 'application/json' });
    Object.defineProperty(file, 'text', { value: () => Promise.reject(new Error('The file was moved.')) });
    await user.upload(screen.getByLabelText('Choose the export file (.json)'), file);
    await waitFor(() =>
      expect(screen.getByText('Could not read export.json: The file was moved.')).toBeVisible(),
    );
    expect(pasteField()).toHaveValue('');
  });

  it('should say what to do when nothing was given, without offering a sample it does not have', async () => {
    const user = userEvent.setup();
    render(<LegacyMigration copy={fixtureCopy} migrate={fixtureMigrate} />);
    await user.type(pasteField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Convert posts' }));
    expect(
      screen.getByRole('link', { name: 'Nothing to convert yet: choose the export file or paste its text.' }),
    ).toBeVisible();
  });
});

describe('migrationSummary', () => {
  const ready: MigratedPost = { index: 0, problems: [], file: { fileName: 'a.md', content: '' } };
  const broken: MigratedPost = { index: 1, problems: [{ field: 'date', message: 'not a date' }] };

  it('should count ready posts and posts that need fixing', () => {
    expect(migrationSummary([ready, { ...ready, index: 1 }, broken], fixtureCopy)).toBe(
      '2 posts ready to add, 1 post needs fixing',
    );
    expect(migrationSummary([ready], fixtureCopy)).toBe('1 post ready to add');
    expect(migrationSummary([broken, { ...broken, index: 2 }], fixtureCopy)).toBe(
      'No post is ready to add, 2 posts need fixing',
    );
    expect(migrationSummary([], fixtureCopy)).toBe('The export holds no posts');
  });
});

describe('legacyFieldName', () => {
  it("should use the export's words for the fields it knows", () => {
    expect(legacyFieldName('published', fixtureCopy.migration.fieldNames)).toBe('Date');
    expect(legacyFieldName('body', fixtureCopy.migration.fieldNames)).toBe('Content');
    expect(legacyFieldName('tags.1', fixtureCopy.migration.fieldNames)).toBe('Tags');
    expect(legacyFieldName('categories', fixtureCopy.migration.fieldNames)).toBe('categories');
  });
});

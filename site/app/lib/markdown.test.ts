import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const words = { label: 'Table (scrolls sideways)', hint: 'Scroll the table sideways.' };

describe('renderMarkdown', () => {
  it('should frame a table in a labelled, focusable region and add the hint after a table of three columns', () => {
    const html = renderMarkdown('| A | B | C |\n|---|---|---|\n| 1 | 2 | 3 |\n', words);
    expect(html).toMatch(
      /<div role="region" tabindex="0" aria-label="Table \(scrolls sideways\)" data-table-frame=""><table>/,
    );
    expect(html).toMatch(/<\/table>\s*<\/div><p data-table-hint="">Scroll the table sideways.<\/p>/);
  });

  it('should name each frame after the heading it sits under, numbered when a heading has two (landmark-unique)', () => {
    const table = '| A | B |\n|---|---|\n| 1 | 2 |\n';
    const html = renderMarkdown(`${table}\n## Part B\n\n${table}\n${table}\n## Part D\n\n${table}`, words);
    expect([...html.matchAll(/aria-label="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'Table (scrolls sideways)',
      'Part B: Table (scrolls sideways)',
      'Part B: Table (scrolls sideways) 2',
      'Part D: Table (scrolls sideways)',
    ]);
  });

  it('should frame a two-column table without a hint', () => {
    const html = renderMarkdown('| A | B |\n|---|---|\n| 1 | 2 |\n', words);
    expect(html).toContain('data-table-frame');
    expect(html).not.toContain('data-table-hint');
  });

  it('should leave tables as they are without words (the staff preview)', () => {
    expect(renderMarkdown('| A | B | C |\n|---|---|---|\n| 1 | 2 | 3 |\n')).not.toContain('region');
  });
});

import { describe, expect, it } from 'vitest';
import { firstParagraph, headingsOf, htmlTagsOf, inlineText, internalLinksOf, proseBlocks } from './markdown';

describe('markdown readers', () => {
  it('should find ATX headings outside code blocks', () => {
    expect(headingsOf('# One\n\n## Two ##\n\n```\n## code\n```\n\n#NoSpace\n\n### Three')).toEqual([
      { level: 1, text: 'One', source: '# One' },
      { level: 2, text: 'Two', source: '## Two ##' },
      { level: 3, text: 'Three', source: '### Three' },
    ]);
  });

  it('should find internal links, not images, outside links or code', () => {
    const body = [
      'See [Part D](/part-d), [the list](/aep-checklist#print "Print it") and [FAQ](#faq).',
      'Not [Medicare.gov](https://www.medicare.gov), not ![a chart](/chart.png), not `[x](/in-code)`.',
      '[ref]: /referenced',
    ].join('\n');
    expect(internalLinksOf(body)).toEqual(['/part-d', '/aep-checklist#print', '#faq', '/referenced']);
  });

  it('should find HTML tags outside code, but not autolinks or comparisons', () => {
    expect(htmlTagsOf('A <span class="x">b</span> <br/> <!-- note --> `<i>` <https://x.org> 3 < 4')).toEqual([
      '<span class="x">',
      '</span>',
      '<br/>',
      '<!--',
    ]);
  });

  it('should read inline markdown as text', () => {
    expect(inlineText('**Bold**, _em_, [link](/x), `code` and \\*stars\\*')).toBe(
      'Bold, em, link, code and *stars*',
    );
  });

  it('should split prose into paragraphs and list items, skipping headings and tables', () => {
    expect(
      proseBlocks(
        '## H\n\nLine one\nline two.\n\n- item one\n- item two\n\n| a | b |\n|---|---|\n\n> Quoted.',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'Line one line two.' },
      { kind: 'item', text: 'item one' },
      { kind: 'item', text: 'item two' },
      { kind: 'paragraph', text: 'Quoted.' },
    ]);
    expect(firstParagraph('## H\n\n- item\n\nThe first paragraph.')).toBe('The first paragraph.');
  });
});

import MarkdownIt from 'markdown-it';

// Used by the blog post loader at build time, and by the staff editor's live preview (staff pages only), so posts
// look the same in both.
// html: false escapes any raw HTML in a post; links stay links; typographer makes quotes and dashes nice.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

// External links open in a new tab with rel="noopener noreferrer".
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  if (/^https?:\/\//.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, index, options);
};

/** The words of a table's scrolling frame, from content (site-copy blog.table). */
export interface TableWords {
  /** The frame's accessible name, e.g. 'Table, scrolls sideways'. */
  label: string;
  /** Shown under a wide table on narrow screens, e.g. 'Scroll sideways to see every column.' */
  hint: string;
}

/** Columns of the table that opens at `index`: the cells of its first row. */
function columnsOf(tokens: ReadonlyArray<{ type: string }>, index: number): number {
  let columns = 0;
  for (let at = index + 1; at < tokens.length && tokens[at]!.type !== 'tr_close'; at += 1) {
    if (tokens[at]!.type === 'th_open' || tokens[at]!.type === 'td_open') columns += 1;
  }
  return columns;
}

/** The text of the last heading before the token at `index`, if any. */
function headingBefore(
  tokens: ReadonlyArray<{ type: string; content: string }>,
  index: number,
): string | undefined {
  for (let at = index - 1; at > 0; at -= 1) {
    if (tokens[at - 1]!.type === 'heading_open' && tokens[at]!.type === 'inline') return tokens[at]!.content;
  }
  return undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown to safe HTML. With `table` words, each table sits in a frame that scrolls sideways (a labelled,
 * focusable region, so keyboard users can scroll it too); a table of three columns or more is followed by a hint
 * that Prose shows on narrow screens only.
 */
export function renderMarkdown(source: string, table?: TableWords): string {
  if (!table) return markdown.render(source);
  const framed = new MarkdownIt({ html: false, linkify: true, typographer: true });
  framed.renderer.rules.link_open = markdown.renderer.rules.link_open!;
  let wide = false;
  // Each frame is a landmark, so each needs its own name: the heading the table sits under, then the words
  // ("Late penalties: Table (scrolls sideways)"), numbered when one heading has two tables.
  const namesUsed = new Map<string, number>();
  framed.renderer.rules.table_open = (tokens, index, options, _env, self) => {
    wide = columnsOf(tokens, index) >= 3;
    const heading = headingBefore(tokens, index);
    const base = heading ? `${heading}: ${table.label}` : table.label;
    const count = (namesUsed.get(base) ?? 0) + 1;
    namesUsed.set(base, count);
    const name = count === 1 ? base : `${base} ${count}`;
    return `<div role="region" tabindex="0" aria-label="${escapeHtml(name)}" data-table-frame="">${self.renderToken(tokens, index, options)}`;
  };
  framed.renderer.rules.table_close = (tokens, index, options, _env, self) =>
    `${self.renderToken(tokens, index, options)}</div>${wide ? `<p data-table-hint="">${escapeHtml(table.hint)}</p>\n` : ''}`;
  return framed.render(source);
}

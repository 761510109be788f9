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
  framed.renderer.rules.table_open = (tokens, index, options, _env, self) => {
    wide = columnsOf(tokens, index) >= 3;
    return `<div role="region" tabindex="0" aria-label="${escapeHtml(table.label)}" data-table-frame="">${self.renderToken(tokens, index, options)}`;
  };
  framed.renderer.rules.table_close = (tokens, index, options, _env, self) =>
    `${self.renderToken(tokens, index, options)}</div>${wide ? `<p data-table-hint="">${escapeHtml(table.hint)}</p>\n` : ''}`;
  return framed.render(source);
}

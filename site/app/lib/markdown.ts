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

/** Markdown to safe HTML. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

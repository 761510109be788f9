// Small, dependency-free readers of a post's markdown body, for the quality report and the draft validation.
// They understand the markdown the blog uses (ATX headings, lists, pipe tables, links, emphasis, code); they are not a
// full CommonMark parser, and they do not need to be: they only have to find headings, links, prose and stray HTML.

/** The body with fenced code blocks blanked out (line count kept), so their content is never read as markdown. */
function withoutCodeBlocks(body: string): string {
  let inFence = false;
  return body
    .split('\n')
    .map((line) => {
      if (/^\s{0,3}(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

/** A line without its inline code spans. */
function withoutInlineCode(line: string): string {
  return line.replace(/`[^`\n]*`/g, '');
}

export interface MarkdownHeading {
  /** 1 for `#`, 2 for `##`, ... */
  level: number;
  text: string;
  /** The heading as written, e.g. "### Your medicines". */
  source: string;
}

/** ATX headings (`## Title`), in order, outside code blocks. */
export function headingsOf(body: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  for (const line of withoutCodeBlocks(body).split('\n')) {
    const match = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (match) headings.push({ level: match[1]!.length, text: match[2]!, source: line.trim() });
  }
  return headings;
}

/**
 * Targets of the links that stay on the site: inline links `[text](/path)`, `[text](/path#anchor)`, `[text](#anchor)`
 * and reference definitions `[id]: /path`. Images are not links. Absolute addresses (https://...) are left out.
 */
export function internalLinksOf(body: string): string[] {
  const targets: string[] = [];
  for (const line of withoutCodeBlocks(body).split('\n').map(withoutInlineCode)) {
    for (const match of line.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (match[1] === '!') continue;
      const target = match[2]!;
      if (target.startsWith('/') || target.startsWith('#')) targets.push(target);
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?((?:\/|#)[^\s>]*)>?/.exec(line);
    if (definition) targets.push(definition[1]!);
  }
  return targets;
}

/** HTML tags written in the markdown (outside code), e.g. ["<div>", "</div>"]. The site's renderer drops them. */
export function htmlTagsOf(body: string): string[] {
  const tags: string[] = [];
  for (const line of withoutCodeBlocks(body).split('\n').map(withoutInlineCode)) {
    for (const match of line.matchAll(/<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>|<!--/g))
      tags.push(match[0]);
  }
  return tags;
}

/** Inline markdown reduced to its text: links and images to their text, emphasis and code marks removed. */
export function inlineText(text: string): string {
  // Escaped characters ("\\*") are set aside first, so they are never read as markup, and restored last.
  const escaped: string[] = [];
  return text
    .replace(
      /\\([\\`*_{}[\]()#+\-.!|<>])/g,
      (_whole, character: string) => `\uE000${escaped.push(character) - 1}\uE001`,
    )
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:[^>\s]+)>/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=$|[^\w*])/g, '$1$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/\uE000(\d+)\uE001/g, (_whole, index: string) => escaped[Number(index)]!)
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** One block of prose: a paragraph or a list item, as plain text. */
export interface ProseBlock {
  kind: 'paragraph' | 'item';
  text: string;
}

/**
 * The prose of a body, block by block: paragraphs and list items as plain text. Headings, tables, code blocks,
 * reference definitions and horizontal rules are left out: they are labels and data, not sentences. A blockquote
 * counts as the paragraphs it holds.
 */
export function proseBlocks(body: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  let current: ProseBlock | null = null;
  const close = () => {
    if (current && current.text.trim()) blocks.push({ kind: current.kind, text: inlineText(current.text) });
    current = null;
  };
  for (const raw of withoutCodeBlocks(body).split('\n')) {
    const line = raw.replace(/^ {0,3}>\s?/, '');
    if (
      line.trim() === '' ||
      /^ {0,3}#{1,6}[ \t]/.test(line) ||
      /^\s*\|/.test(line) ||
      /^ {0,3}([-*_])( *\1){2,} *$/.test(line) ||
      /^ {0,3}\[[^\]]+\]:/.test(line)
    ) {
      close();
      continue;
    }
    const item = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(.*)$/.exec(line);
    if (item) {
      close();
      current = { kind: 'item', text: item[1]! };
    } else if (current) {
      current.text += ` ${line.trim()}`;
    } else {
      current = { kind: 'paragraph', text: line.trim() };
    }
  }
  close();
  return blocks;
}

/** The first paragraph of a body as plain text (headings, lists and tables skipped), or '' when it has none. */
export function firstParagraph(body: string): string {
  return proseBlocks(body).find((block) => block.kind === 'paragraph')?.text ?? '';
}

/** Whitespace collapsed to single spaces, for comparing text regardless of line breaks. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

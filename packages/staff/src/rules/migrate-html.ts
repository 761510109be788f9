// Legacy HTML to markdown for the blog migration (turndown: ATX headings, "-" bullets, fenced code). script, style,
// iframe and other embeds are dropped; an image becomes its alt text (nothing when it has none); tables become pipe
// tables; when the HTML has an <h1>, every heading moves down one level (the page shows the title as its only h1).
import TurndownService from 'turndown';
import { collapseSpaces } from './markdown';

const droppedElements = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'object',
  'embed',
  'template',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'svg',
  'canvas',
  'video',
  'audio',
]);

/**
 * The few DOM members the conversion rules read. turndown hands its rules DOM nodes (the browser's, or its bundled
 * parser's in Node); this package is built without the DOM types, so the rules read nodes through this shape.
 */
interface DomNode {
  nodeName: string;
  parentNode: DomNode | null;
  nextSibling: DomNode | null;
  childNodes: ArrayLike<DomNode>;
  children: ArrayLike<DomNode>;
  innerHTML: string;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<DomNode>;
}

const dom = (node: unknown) => node as DomNode;

/** A DOM list as an array (the lists of the parser turndown uses in Node are not iterable). */
function listOf<T>(list: ArrayLike<T>): T[] {
  return Array.from({ length: list.length }, (_, index) => list[index]!);
}

/** One line of a table cell: pipes escaped, line breaks as spaces. */
function cellText(service: TurndownService, cell: DomNode): string {
  return collapseSpaces(service.turndown(cell.innerHTML)).replace(/\|/g, '\\|');
}

/** The HTML-to-markdown converter for legacy posts (see the rules at the top of this file). */
function converter(demoteHeadings: boolean): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '_',
    strongDelimiter: '**',
  });
  service.remove((node) => droppedElements.has(dom(node).nodeName.toLowerCase()));
  // As turndown's own list item rule, with one space after the marker ("- item", "1. item") as the posts write it.
  service.addRule('list-items', {
    filter: 'li',
    replacement: (content, node, options) => {
      const item = dom(node);
      const parent = item.parentNode;
      let prefix = `${options.bulletListMarker ?? '-'} `;
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? 1);
        const position = listOf(parent.children).indexOf(item);
        prefix = `${(Number.isFinite(start) ? start : 1) + position}. `;
      }
      const paragraph = /\n$/.test(content);
      const text = content.replace(/^\n+|\n+$/g, '') + (paragraph ? '\n' : '');
      return `${prefix}${text.replace(/\n/g, `\n${' '.repeat(prefix.length)}`)}${item.nextSibling ? '\n' : ''}`;
    },
  });
  service.addRule('image-alt-text', {
    filter: 'img',
    replacement: (_content, node) => collapseSpaces(dom(node).getAttribute('alt') ?? ''),
  });
  service.addRule('headings', {
    filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    replacement: (content, node) => {
      const level = Math.min(6, Number(dom(node).nodeName.charAt(1)) + (demoteHeadings ? 1 : 0));
      const text = collapseSpaces(content);
      return text ? `\n\n${'#'.repeat(level)} ${text}\n\n` : '';
    },
  });
  service.addRule('tables', {
    filter: 'table',
    replacement: (content, node) => {
      const rows = listOf(dom(node).querySelectorAll('tr')).map((row) =>
        listOf(row.childNodes)
          .filter((cell) => /^t[dh]$/i.test(cell.nodeName))
          .map((cell) => cellText(service, cell)),
      );
      const width = Math.max(0, ...rows.map((row) => row.length));
      if (rows.length === 0 || width === 0) return content;
      const line = (cells: string[]) =>
        `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
      return `\n\n${[line(rows[0]!), line(Array<string>(width).fill('---')), ...rows.slice(1).map(line)].join('\n')}\n\n`;
    },
  });
  return service;
}

/** Legacy HTML content as markdown (see the rules at the top of this file). */
export function htmlToMarkdown(html: string): string {
  const markdown = converter(/<h1[\s>]/i.test(html)).turndown(html);
  return markdown.replace(/\n{3,}/g, '\n\n').trim();
}

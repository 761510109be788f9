// What the size check reads in a page's HTML: its <script> and <link> tags with their attributes, the islands'
// loader, inline code that injects a script, and the HTML a browser with JavaScript reads (no <noscript>).

export interface Tag {
  attributes: Record<string, string>;
  body: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name) => entities[name]!);

function readAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
    attributes[match[1]!.toLowerCase()] = decode(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

export function scriptTags(html: string): Tag[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => ({
    attributes: readAttributes(match[1]!),
    body: match[2]!,
  }));
}

export function linkTags(html: string): Tag[] {
  return [...html.matchAll(/<link\b([^>]*)>/gi)].map((match) => ({
    attributes: readAttributes(match[1]!),
    body: '',
  }));
}

export const relTokens = (tag: Tag) => (tag.attributes.rel ?? '').toLowerCase().split(/\s+/);
export const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The islands' loader's code (site/app/islands/page-scripts.tsx): it adds one module script, whose address is the
 * element's data-src (checked like any script address), and holds no address of its own.
 */
export const isIslandsLoader = (body: string) =>
  body.endsWith('(document.currentScript.dataset)') && !/https?:|\/\/|["'`]\/|\bimport\s*\(/.test(body);

/** The HTML a browser with JavaScript reads: <noscript> content (a fallback stylesheet) is not loaded then. */
export const withoutNoscript = (html: string) =>
  html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi, '');

/** Inline code that loads a script from elsewhere: creates a script element or sets a `src`. */
export const scriptInjection =
  /createElement\s*\(\s*(["'`])script\1\s*\)|\.src\s*=(?!=)|\bsetAttribute\s*\(\s*(["'`])src\2/;

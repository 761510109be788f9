// A legacy post's fields as the blog's: a title as plain text, a slug made from it, a date as written, a description
// from the first paragraph(s), tags from the legacy tags or categories (see the rules at the top of migrate.ts).
import { isIsoDate } from '@agency/content/editorial';
import { collapseSpaces, proseBlocks } from './markdown';
import { splitSentences } from './readability';

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
};

/** A legacy title as plain text: tags removed, HTML entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return collapseSpaces(
    html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return namedEntities[name.toLowerCase()] ?? whole;
    }),
  );
}

/** "Medigap & You: Plan G!" → "medigap-and-you-plan-g". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "2024-03-05" or an ISO timestamp → "2024-03-05"; null when it is neither (or names a day that does not exist). */
export function legacyDate(value: string): string | null {
  const text = value.trim();
  const match =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i.exec(
      text,
    );
  if (!match || !isIsoDate(match[1]!)) return null;
  const [hours = 0, minutes = 0, seconds = 0] = [match[2], match[3], match[4]].map((part) =>
    Number(part ?? 0),
  );
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return match[1]!;
}

/** The description's length the schema asks for. */
export const descriptionLimits = { min: 70, max: 170 } as const;

/** A description from the first paragraph(s), within the schema's 70 to 170 characters when the text allows. */
export function describe(markdown: string): string {
  const paragraphs = proseBlocks(markdown)
    .filter((block) => block.kind === 'paragraph')
    .map((block) => block.text);
  let text = '';
  for (const paragraph of paragraphs) {
    text = text ? `${text} ${paragraph}` : paragraph;
    if (text.length >= descriptionLimits.min) break;
  }
  if (text.length <= descriptionLimits.max) return text;
  let sentences = '';
  for (const sentence of splitSentences(text)) {
    const next = sentences ? `${sentences} ${sentence}` : sentence;
    if (next.length > descriptionLimits.max) break;
    sentences = next;
  }
  if (sentences.length >= descriptionLimits.min) return sentences;
  const cut = text.slice(0, descriptionLimits.max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Legacy tags or categories (a list of names, of { name } objects, or a comma-separated text) as at most 8 tags. */
export function legacyTags(value: unknown): string[] {
  const names = Array.isArray(value)
    ? value.map((item: unknown) =>
        typeof item === 'string'
          ? item
          : item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string'
            ? (item as { name: string }).name
            : '',
      )
    : typeof value === 'string'
      ? value.split(',')
      : [];
  return [...new Set(names.map(slugify).filter(Boolean))].slice(0, 8);
}

// No Medicare figure and no plan year is typed by hand in the content (PRODUCT.md decision 4, issue 14): prose names
// figures by token ({partB.standardPremium}, {partB.standardPremium:year}) and the season by {aepYear} / {planYear},
// so every sentence stays true as the calendar and the figures table move. This test walks every string of every
// collection (the registry's list, blog posts' title, description and body included) and fails on a dollar amount or
// a year 2020-2039 written by hand, outside the figures collection and outside the short allow-list below.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collections } from './registry';
import { stringsIn } from './tokens';
import { entryName } from './validate';

/** "$202.90", "$ 202.90", "$2,100", "$0", and "202.90 dollars" / "2,100 dollars". */
const amountPattern = /\$\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?dollars?\b/gi;
/** A four-digit year 2020-2039 on its own (not part of a longer number such as "12,025" or "2026.5"). */
const yearPattern = /(?<![\d$]|\d[.,])20[23]\d(?!\d|[.,]\d)/g;

/** Where a literal may stand: an entry's collection and id as messages name them, e.g. 'pages "part-d"'. */
type Place = string;

interface Allowed {
  /** The words the literal must stand in (the match must cover it). */
  text: RegExp;
  /** Why it is not a figure or a plan year. */
  reason: string;
  /** Only in these entries; anywhere when omitted. */
  only?: ReadonlyArray<Place>;
}

/**
 * The allow-list: history, and amounts that are no Medicare figure. Keep it short; every entry says why. A figure
 * of any year, or a year that names the current or next plan year, is never allowed: write a token.
 */
const allowedLiterals: ReadonlyArray<Allowed> = [
  {
    text: /\$0(?![\d,]|\.\d)/,
    reason: 'zero: a "$0" plan premium or "you pay $0" describes a plan design, not a Medicare figure',
  },
  {
    text: /(?:up to|Multiply by|Add) \$(?:20|50)(?![\d,]|\.\d)/,
    reason:
      "Plan N's copays (up to $20 at the doctor's office, $50 at the emergency room) are fixed by the standardized " +
      'plan design, not set each year (MEDICARE.md §5)',
    only: [
      'pages "medicare-supplement"',
      'pages "best-medigap-plans-alabama"',
      'blog "medigap-plan-g-vs-plan-n"',
      'chat-knowledge "plan-g-vs-plan-n"',
    ],
  },
  {
    text: /\b(?:since|in) 2020\b(?! or later)/i,
    reason: 'the year the agency was founded (constants.stats.foundedYear)',
    only: [
      'pages "about"',
      'advisors "sarah-mitchell"',
      'trust-badges "family-run"',
      'family-run-note (record)',
    ],
  },
  {
    text: /\bbefore (?:January 1, )?2020\b|\bin 2020 or later\b/,
    reason:
      'Plans C and F: only for people eligible for Medicare before January 1, 2020 (MACRA; MEDICARE.md §5)',
  },
  {
    text: /\bfrom January 1, 2026 to 2031\b/,
    reason: "the WISeR prior-authorization pilot's fixed dates, not a plan year (MEDICARE.md §6)",
    only: ['chat-knowledge "original-medicare-prior-authorization"'],
  },
  {
    text: /\bFrom 2020 to 2024\b/,
    reason:
      'history: the Part D coverage gap with 25% coinsurance, 2020 to 2024 (MEDICARE.md, spec figures #2)',
  },
  {
    text: /\bsince January 1, 2022\b/i,
    reason:
      'the Illinois Medigap birthday rule has been in force since January 1, 2022 (SB 147; MEDICARE.md §6)',
  },
  {
    text: /\b(?:since|before) (?:January 1, )?2023\b/i,
    reason:
      'the Part B start-date and General Enrollment Period rules changed on January 1, 2023 (CAA 2021, CMS-4199-F; ' +
      'MEDICARE.md §3)',
  },
  {
    text: /\b(?:since|on) (?:January 1, )?2025\b|\bchanged a lot in 2025\b/i,
    reason:
      'the Part D redesign: no coverage gap and a yearly out-of-pocket cap from January 1, 2025 (Inflation Reduction ' +
      'Act; MEDICARE.md, spec figures #2)',
  },
  {
    text: /\bpilot program that started in 2026\b/,
    reason:
      'the WISeR prior-authorization pilot started on January 1, 2026 (MEDICARE.md §6): a fact of history',
  },
];

/** A hand-typed figure or year in one string, with a little of the text around it. */
interface Literal {
  text: string;
  context: string;
  index: number;
}

/** The literals of a string that no allow-list entry (for this place) covers. */
function literalsIn(value: string, place: Place = ''): Literal[] {
  // A markdown link's address is no prose ("[Part D since 2025](/blog/part-d-2026-changes)": the slug stays).
  const covered: Array<[number, number]> = [...value.matchAll(/\]\((?:\/|#|https:\/\/)[^)\s]*\)/g)].map(
    (match): [number, number] => [match.index, match.index + match[0].length],
  );
  for (const entry of allowedLiterals) {
    if (entry.only && !entry.only.includes(place)) continue;
    const global = new RegExp(
      entry.text.source,
      entry.text.flags.includes('g') ? entry.text.flags : `${entry.text.flags}g`,
    );
    for (const match of value.matchAll(global)) covered.push([match.index, match.index + match[0].length]);
  }
  const found: Literal[] = [];
  for (const pattern of [amountPattern, yearPattern]) {
    for (const match of value.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (covered.some(([from, to]) => from <= start && end <= to)) continue;
      const context = value
        .slice(Math.max(0, start - 40), Math.min(value.length, end + 40))
        .replace(/\s+/g, ' ')
        .trim();
      found.push({ text: match[0], context, index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Keys whose strings are identifiers (anchors, saved ticks, chat maps, URLs), never read as prose. */
const identifierKeys = new Set(['id', 'slug']);
/** Values that are a record's date or an address, not prose: "2026-11-01", "https://...". */
const notProse = /^(?:\d{4}-\d{2}-\d{2}|https:\/\/\S+)$/;
/** The blog's prose fields; its other fields are dates, ids and the file name. */
const postFields = new Set(['title', 'description', 'body']);

const packageRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** "line 13" of a post's markdown file, for a literal in its body. */
function lineInFile(file: string, body: string, index: number): string {
  const lineText = body.slice(body.lastIndexOf('\n', index - 1) + 1).split('\n')[0]!;
  try {
    const lines = readFileSync(path.join(packageRoot, file), 'utf8').split('\n');
    const line = lines.findIndex((text) => text === lineText);
    if (line >= 0) return `body, line ${line + 1}`;
  } catch {
    // the message still names the post and the field
  }
  return 'body';
}

/** Every hand-typed figure or year in the content, one message line each. */
function literalsInContent(): string[] {
  const problems: string[] = [];
  for (const collection of collections) {
    if (collection.file.startsWith('src/collections/figures/')) continue;
    const entries: Array<[string, unknown, string]> =
      collection.kind === 'list'
        ? collection.data.map((entry, index) => [
            entryName(entry, collection.idField, index),
            entry,
            collection.fileOf?.(entry) ?? collection.file,
          ])
        : [['(record)', collection.data, collection.file]];
    for (const [entry, value, file] of entries) {
      const place = `${collection.name} ${entry}`;
      for (const [path, text] of stringsIn(value)) {
        const key = path.split('.').at(-1) ?? '';
        if (identifierKeys.has(key) || notProse.test(text)) continue;
        if (collection.name === 'blog' && !postFields.has(path)) continue;
        for (const literal of literalsIn(text, place)) {
          const field =
            collection.name === 'blog' && path === 'body' ? lineInFile(file, text, literal.index) : path;
          problems.push(
            `${collection.name} (${file}) → ${entry}: ${field}: "${literal.text}" is typed by hand in ` +
              `"…${literal.context}…". Write a figure token ({partB.standardPremium}, {partB.standardPremium:year}) ` +
              'or {aepYear} / {planYear}; history belongs in the allow-list of src/literal-figures.test.ts, with its reason.',
          );
        }
      }
    }
  }
  return problems;
}

describe('literal figures', () => {
  it('should find no dollar amount and no year typed by hand in any collection or blog post', () => {
    expect(literalsInContent()).toEqual([]);
  });

  it('should walk the blog posts and the copy collections (a sanity check of the walk itself)', () => {
    const names = collections.map((collection) => collection.name);
    for (const name of ['pages', 'faqs', 'comparison', 'checklist', 'blog', 'aep', 'additional-services'])
      expect(names).toContain(name);
  });

  it('should catch an amount in every usual spelling, and a year', () => {
    expect(literalsIn('The premium is $202.90 a month.').map((l) => l.text)).toEqual(['$202.90']);
    expect(literalsIn('The premium is $ 202.90 a month.').map((l) => l.text)).toEqual(['$ 202.90']);
    expect(literalsIn('The premium is 202.90 dollars a month.').map((l) => l.text)).toEqual([
      '202.90 dollars',
    ]);
    expect(literalsIn('The cap is $2,100.').map((l) => l.text)).toEqual(['$2,100']);
    expect(literalsIn('The cap rises in 2027.').map((l) => l.text)).toEqual(['2027']);
    expect(literalsIn('Key costs for 2026-2027').map((l) => l.text)).toEqual(['2026', '2027']);
    expect(literalsIn('It adds about $0.39 a month.').map((l) => l.text)).toEqual(['$0.39']);
  });

  it('should leave tokens, non-figure amounts and the allow-listed history alone', () => {
    expect(literalsIn('{partB.standardPremium} a month in {partB.standardPremium:year}. {planYear}')).toEqual(
      [],
    );
    expect(literalsIn('Many plans have a $0 plan premium.')).toEqual([]);
    expect(literalsIn('Since January 1, 2025, Part D has no coverage gap.')).toEqual([]);
    expect(literalsIn('Since January 1, 2027, Part D has a new cap.').map((l) => l.text)).toEqual(['2027']);
    expect(literalsIn('We have 12,025 clients and 15 carriers.')).toEqual([]);
    expect(literalsIn('Read [Part D since 2025](/blog/part-d-2026-changes).')).toEqual([]);
    expect(literalsIn('After that you pay $0.')).toEqual([]);
  });

  it('should allow a scoped entry only where it is listed', () => {
    const planN = 'You may pay up to $20 for some office visits and up to $50 at the emergency room.';
    expect(literalsIn(planN, 'pages "medicare-supplement"')).toEqual([]);
    expect(literalsIn(planN, 'pages "part-d"').map((l) => l.text)).toEqual(['$20', '$50']);
  });

  it('should say for each allowed literal why it is no figure', () => {
    for (const entry of allowedLiterals) expect(entry.reason.length, entry.text.source).toBeGreaterThan(20);
  });
});

// Blog post migration: a legacy export (a JSON array of { title, slug, content (HTML), date, author }) becomes
// ready-to-commit markdown files, or, per post, a list of problems that name the field to fix.
//
// Per post (the content's conversion in migrate-html.ts, the other fields' in migrate-fields.ts):
// - content: HTML to markdown with turndown (ATX headings, "-" bullets, fenced code). script, style, iframe and
//   other embeds are dropped; an image becomes its alt text (nothing when it has none); tables become pipe tables.
//   When the HTML has an <h1>, every heading moves down one level (the page shows the title as its only h1). Any
//   HTML left in the markdown (e.g. escaped tags in the text) is a problem: the site's renderer drops raw HTML.
//   The standard disclaimer is added at the end when the post does not already carry it.
// - slug: the legacy slug, or else the title, lowercased, accents removed, "&" as "and", other runs of characters
//   as single hyphens.
// - date: "YYYY-MM-DD" or an ISO timestamp ("2024-03-05T10:00:00Z": its date as written). Anything else is rejected.
//   modified = published.
// - author: an advisor whose name (or id) matches, ignoring case and extra spaces.
// - description: the first paragraph (the next ones added while it is under 70 characters), cut to at most 170
//   characters at a sentence end, or else at a word boundary with "…".
// - tags: the legacy `tags` or `categories` (a list, or a comma-separated text), as kebab-case, at most 8; else
//   ["medicare"].
// Then the draft goes through validatePostDraft() (schema, author, links, tokens, HTML), and its slug must be new:
// not used twice in the export and not one of the existing posts given (those on the blog).
import { advisorsData, blogSettingsData } from '@agency/content/editorial';
import { postToMarkdown, validatePostDraft, type DraftProblem, type PostDraft } from './drafts';
import { collapseSpaces } from './markdown';
import { describe, descriptionLimits, legacyDate, legacyTags, plainText, slugify } from './migrate-fields';
import { htmlToMarkdown } from './migrate-html';

// The converters of each part, named as the tests and callers know them.
export { describe, legacyDate, plainText, slugify } from './migrate-fields';
export { htmlToMarkdown } from './migrate-html';

export interface MigratedPost {
  /** Position in the legacy array (0-based). */
  index: number;
  /** As far as known. */
  slug?: string;
  title?: string;
  /** Empty when the post is valid. */
  problems: DraftProblem[];
  /** Present only when the post is valid. */
  file?: { fileName: string; content: string };
}

export interface MigrationResult {
  posts: MigratedPost[];
  /** Set when the file is not a JSON array of posts; `posts` is then empty. */
  error?: string;
}

const kindOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'a list'
      : typeof value === 'object'
        ? 'an object'
        : typeof value === 'string'
          ? 'a text'
          : `a ${typeof value}`;

/** Where JSON.parse stopped, as "line 3", from the engines' different messages; null when they do not say. */
function errorLine(message: string, text: string): number | null {
  const line = /line (\d+)/i.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/i.exec(message);
  if (position) return text.slice(0, Number(position[1])).split('\n').length;
  return null;
}

/** A JSON.parse error as one plain sentence. */
function jsonError(error: unknown, text: string): string {
  const raw = error instanceof Error ? error.message : String(error);
  const line = errorLine(raw, text);
  const reason = raw
    .replace(/^JSON\.parse: /i, '')
    .replace(/^JSON Parse error: /i, '')
    .replace(/ (?:in JSON )?at position \d+.*$/i, '')
    .replace(/ at line \d+ column \d+ of the JSON data$/i, '')
    .replace(/\s*\(line \d+ column \d+\)$/i, '')
    .replace(/[.\s]+$/, '');
  return `The file is not valid JSON: ${reason}${line === null ? '' : ` at line ${line}`}.`;
}

const advisorList = () => advisorsData.map((advisor) => advisor.name).join(', ');

/** One legacy post, checked and converted. `claimed` maps slugs already used in the export to their post index. */
function migratePost(
  entry: unknown,
  index: number,
  claimed: Map<string, number>,
  posts: ReadonlyArray<{ slug: string }>,
): MigratedPost {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    return {
      index,
      problems: [
        {
          field: 'post',
          message: `Post ${index + 1} is not a post: expected an object with title, slug, content, date and author; found ${kindOf(entry)}.`,
        },
      ],
    };
  }
  const legacy = entry as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const problems: DraftProblem[] = [];
  const own = new Set<string>();
  const problem = (field: string, message: string) => {
    own.add(field);
    problems.push({ field, message });
  };

  const title = plainText(text(legacy.title));
  if (!title) problem('title', 'Title is missing.');

  const slug = slugify(text(legacy.slug) || title);
  if (!slug) problem('slug', 'Slug is missing, and there is no title to make one from.');

  const rawDate = legacy.date;
  const published = typeof rawDate === 'string' ? legacyDate(rawDate) : null;
  if (rawDate === undefined || rawDate === null || rawDate === '') problem('published', 'Date is missing.');
  else if (published === null)
    problem(
      'published',
      `Date ${JSON.stringify(rawDate)} cannot be read. Write it as YYYY-MM-DD (2024-03-05) or as an ISO timestamp (2024-03-05T10:00:00Z).`,
    );
  if (own.has('published')) own.add('modified');

  const authorName = collapseSpaces(text(legacy.author)).toLowerCase();
  const advisor = advisorsData.find(
    (candidate) => candidate.name.toLowerCase() === authorName || candidate.id === authorName,
  );
  if (!authorName) problem('author', `Author is missing. Known advisors: ${advisorList()}.`);
  else if (!advisor)
    problem(
      'author',
      `No advisor is named "${collapseSpaces(text(legacy.author))}". Known advisors: ${advisorList()}. Add the advisor first, or change the author in the export.`,
    );

  let body = '';
  let description = '';
  if (typeof legacy.content !== 'string' || legacy.content.trim() === '')
    problem('body', 'Content is missing.');
  else {
    body = htmlToMarkdown(legacy.content);
    description = describe(body);
    if (!collapseSpaces(body).includes(blogSettingsData.disclaimer))
      body = `${body}\n\n_${blogSettingsData.disclaimer}_`;
  }

  const tags = legacyTags(legacy.tags ?? legacy.categories);
  const draft: PostDraft = {
    slug,
    title,
    description,
    author: advisor?.id ?? '',
    published: published ?? '',
    modified: published ?? '',
    tags: tags.length > 0 ? tags : ['medicare'],
    draft: false,
    body: `${body}\n`,
  };
  if (own.has('body')) own.add('description');
  for (const found of validatePostDraft(draft, posts)) {
    if (own.has(found.field)) continue;
    if (found.field === 'description') {
      own.add('description');
      problems.push({
        field: 'description',
        message: `The description is made from the first paragraph, which gives ${draft.description.length} characters; it must be ${descriptionLimits.min} to ${descriptionLimits.max}. Start the post with a paragraph of a sentence or two that sums it up.`,
      });
    } else problems.push(found);
  }

  if (slug) {
    const first = claimed.get(slug);
    if (first !== undefined)
      problems.push({
        field: 'slug',
        message: `Slug "${slug}" is also used by post ${first + 1} of this file. Give one of them another slug.`,
      });
    else claimed.set(slug, index);
    if (posts.some((post) => post.slug === slug))
      problems.push({
        field: 'slug',
        message: `A post with the slug "${slug}" is already on the blog (posts/${slug}.md). Give this one another slug.`,
      });
  }

  return {
    index,
    ...(slug ? { slug } : {}),
    ...(title ? { title } : {}),
    problems,
    ...(problems.length === 0 ? { file: postToMarkdown(draft) } : {}),
  };
}

/**
 * Converts a legacy export (JSON text: an array of { title, slug, content (HTML), date, author (display name) }, with
 * optional `tags` or `categories`) into markdown posts. Each post gets its file when valid, or its problems. A file
 * that is not JSON, or not an array, gives `{ posts: [], error }` with a plain-English reason.
 */
export function migrateLegacyExport(
  jsonText: string,
  posts: ReadonlyArray<{ slug: string }>,
): MigrationResult {
  if (jsonText.trim() === '')
    return { posts: [], error: 'The file is empty. Choose the JSON export of the old blog.' };
  let data: unknown;
  try {
    data = JSON.parse(jsonText);
  } catch (error) {
    return { posts: [], error: jsonError(error, jsonText) };
  }
  if (!Array.isArray(data))
    return { posts: [], error: `Expected a JSON array of posts; found ${kindOf(data)}.` };
  if (data.length === 0)
    return { posts: [], error: 'The file holds an empty list: there are no posts to migrate.' };
  const claimed = new Map<string, number>();
  return { posts: data.map((entry: unknown, index) => migratePost(entry, index, claimed, posts)) };
}

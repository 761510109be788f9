// The blog editor's data: the given posts as editable drafts, a blank draft, the markdown file a draft becomes, and the
// problems the content build would stop on.
import {
  advisorsData,
  blogPostSchema,
  blogSettingsData,
  globalTokens,
  parseIsoDate,
  tokensIn,
  type PostSource,
} from '@agency/content/editorial';
import { brokenLinks, defaultQualityContext, type QualityContext } from './context';
import { htmlTagsOf } from './markdown';

/** What the editor edits and exports: the post's frontmatter fields and its markdown body. */
export interface PostDraft {
  /** The file name and URL: /blog/{slug}. Lowercase letters, digits and hyphens. */
  slug: string;
  title: string;
  /** The search-result description, 70 to 170 characters (120 to 160 is best). */
  description: string;
  /** Advisor id, e.g. "sarah-mitchell". */
  author: string;
  /** "YYYY-MM-DD". A date after today schedules the post. */
  published: string;
  /** "YYYY-MM-DD", not before `published`. */
  modified: string;
  tags: string[];
  /** True while the post is being written: it stays off the blog. */
  draft: boolean;
  /** Markdown, as written in the file: {tokens} such as {phone} are not filled. */
  body: string;
}

/** One thing to fix in a draft: the field it concerns and a plain-English sentence. */
export interface DraftProblem {
  field: string;
  message: string;
}

/**
 * The given posts (as written in their files: `getPostSources()` of `@agency/content/posts`, or the published ones a
 * site hands its staff pages) as editable drafts, newest first (by published date, then title).
 */
export function getPostDrafts(posts: ReadonlyArray<PostSource>): PostDraft[] {
  return posts
    .map((post) => ({
      slug: post.slug,
      title: post.title,
      description: post.description,
      author: post.author,
      published: post.published,
      modified: post.modified,
      tags: [...post.tags],
      draft: Boolean(post.draft),
      body: post.body,
    }))
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

/**
 * A blank draft for "New post": the first advisor as author, both dates `today` ("YYYY-MM-DD"), `draft: true`, and a
 * body holding only the standard disclaimer, which every post ends with. Throws a RangeError when `today` is not a
 * real YYYY-MM-DD date.
 */
export function newPostDraft(today: string): PostDraft {
  parseIsoDate(today);
  return {
    slug: '',
    title: '',
    description: '',
    author: advisorsData[0]!.id,
    published: today,
    modified: today,
    tags: [],
    draft: true,
    body: `_${blogSettingsData.disclaimer}_\n`,
  };
}

/** A YAML string that YAML reads back exactly: JSON's double-quoted form is valid YAML. */
function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** A real "YYYY-MM-DD" date is written bare (YAML reads it as a date); anything else quoted, for the schema to reject. */
function yamlDate(value: string): string {
  try {
    parseIsoDate(value);
    return value;
  } catch {
    return yamlString(value);
  }
}

/** The file name of a draft: its slug, or "untitled-post" while it has none. */
function fileNameOf(draft: PostDraft): string {
  return `${draft.slug.trim() || 'untitled-post'}.md`;
}

/**
 * The ready-to-commit markdown file of a draft: `{slug}.md` with YAML frontmatter the content build accepts, then the
 * body. Strings are written JSON-style in double quotes, so quotes, colons, "#" and leading dashes are safe; dates are
 * bare YYYY-MM-DD; `draft: true` is written only for drafts.
 */
export function postToMarkdown(draft: PostDraft): { fileName: string; content: string } {
  const lines = [
    '---',
    `title: ${yamlString(draft.title)}`,
    `slug: ${yamlString(draft.slug)}`,
    `description: ${yamlString(draft.description)}`,
    `author: ${yamlString(draft.author)}`,
    `published: ${yamlDate(draft.published)}`,
    `modified: ${yamlDate(draft.modified)}`,
    `tags: [${draft.tags.map(yamlString).join(', ')}]`,
    ...(draft.draft ? ['draft: true'] : []),
    '---',
    '',
    draft.body.trim(),
    '',
  ];
  return { fileName: fileNameOf(draft), content: lines.join('\n') };
}

const fieldNames: Record<string, string> = {
  slug: 'Slug',
  title: 'Title',
  description: 'Description',
  author: 'Author',
  published: 'Published date',
  modified: 'Last updated date',
  tags: 'Tags',
  draft: 'Draft',
  body: 'Body',
};

/** "Title must be at most 90 characters (it has 95)." */
function sentence(field: string, message: string): string {
  const text = `${fieldNames[field] ?? field} ${message}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The schema's problems with a draft, in plain sentences. */
function schemaProblems(draft: PostDraft): DraftProblem[] {
  const entry = { file: `posts/${draft.slug}.md`, ...draft };
  const result = blogPostSchema.safeParse(entry);
  if (result.success) return [];
  const problems: DraftProblem[] = [];
  for (const issue of result.error.issues) {
    const [field, index] = issue.path.map(String);
    // `file` is made from the slug here, so its problems are the slug's, already reported.
    if (field === undefined || field === 'file') continue;
    const value = draft[field as keyof PostDraft];
    let message: string;
    if (field === 'tags' && index !== undefined) {
      message = `The tag "${draft.tags[Number(index)]}" ${issue.message}.`;
    } else if (value === undefined || value === null) {
      message = sentence(field, 'is missing');
    } else if (value === '') {
      message = sentence(field, 'must not be empty');
    } else if ((issue.code === 'too_small' || issue.code === 'too_big') && typeof value === 'string') {
      message = sentence(field, `${issue.message} (it has ${value.length})`);
    } else {
      message = sentence(field, issue.message);
    }
    if (!problems.some((problem) => problem.field === field && problem.message === message))
      problems.push({ field, message });
  }
  return problems;
}

/** Tokens a post may use (the ones the blog fills in). */
const postTokens = new Set<string>(globalTokens);

/**
 * The problems of a draft that the content build would stop on, or that would break the page: the blog post schema,
 * the author (an advisor), unknown {tokens}, raw HTML (the site drops it) and, unless `links` is false, internal
 * links that lead nowhere.
 */
export function draftProblems(
  draft: PostDraft,
  context: QualityContext,
  options: { links?: boolean } = {},
): DraftProblem[] {
  const problems = schemaProblems(draft);
  if (draft.author !== '' && !context.advisors.some((advisor) => advisor.id === draft.author)) {
    problems.push({
      field: 'author',
      message: `No advisor has the id "${draft.author}". Known advisors: ${context.advisors
        .map((advisor) => `${advisor.id} (${advisor.name})`)
        .join(', ')}.`,
    });
  }
  for (const field of ['title', 'description', 'body'] as const) {
    const unknown = [...new Set(tokensIn(draft[field]).filter((token) => !postTokens.has(token)))];
    if (unknown.length > 0)
      problems.push({
        field,
        message: sentence(
          field,
          `uses ${unknown.map((token) => `{${token}}`).join(', ')}, which the site does not fill in; known tokens: ${[
            ...postTokens,
          ]
            .map((token) => `{${token}}`)
            .join(' ')}`,
        ),
      });
  }
  const tags = [...new Set(htmlTagsOf(draft.body))];
  if (tags.length > 0)
    problems.push({
      field: 'body',
      message: `Body holds HTML (${tags.slice(0, 5).join(' ')}${tags.length > 5 ? ' ...' : ''}), which the site does not show. Write it in markdown instead.`,
    });
  if (options.links !== false) {
    for (const { target, problem } of brokenLinks(draft.body, context))
      problems.push({ field: 'body', message: `Body links to "${target}", which is ${problem}.` });
  }
  return problems;
}

/**
 * What stops a draft from going live, field by field, using the real blog post schema and the content's references:
 * the author must be an advisor, internal links must lead to a page of the site (`posts` are the posts that have a
 * page), tokens must be known and the body must hold no raw HTML. Empty when the draft can be committed.
 */
export function validatePostDraft(draft: PostDraft, posts: ReadonlyArray<{ slug: string }>): DraftProblem[] {
  return draftProblems(draft, defaultQualityContext(posts));
}

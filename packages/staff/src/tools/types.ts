// The shapes the staff tools exchange with @agency/content/staff (see /admin/blog, /admin/blog-quality,
// /migrate-blog-posts, /content-strategy). Copied from the content side's contract, not imported: the ui package
// never imports @agency/content at run time, and TypeScript matches the two structurally.

/** draft: frontmatter `draft: true`; scheduled: published date after today; else published. */
export type PostStatus = 'published' | 'scheduled' | 'draft';

/** What the editor edits and exports: the post's frontmatter fields and its markdown body. */
export interface PostDraft {
  /** The post's address and file name: /blog/{slug}, posts/{slug}.md. */
  slug: string;
  title: string;
  description: string;
  /** Id of the advisor who wrote it. */
  author: string;
  /** YYYY-MM-DD. */
  published: string;
  /** YYYY-MM-DD. */
  modified: string;
  tags: string[];
  draft: boolean;
  /** Markdown; may hold {tokens} such as {phone}. */
  body: string;
}

export type CheckStatus = 'pass' | 'warn' | 'fail';

export interface QualityCheck {
  id:
    | 'title-length'
    | 'description-length'
    | 'headings'
    | 'internal-links'
    | 'reading-level'
    | 'disclaimer'
    | 'plan-year-figures'
    | 'frontmatter';
  /** E.g. "Title length". */
  label: string;
  status: CheckStatus;
  /** Plain English with the measured figure, e.g. "Title is 72 characters; aim for 30 to 60." */
  message: string;
}

export interface QualityReport {
  slug: string;
  title: string;
  status: PostStatus;
  checks: QualityCheck[];
  counts: { pass: number; warn: number; fail: number };
  /** Flesch-Kincaid grade, one decimal. */
  readingGrade: number;
  wordCount: number;
  readingMinutes: number;
}

/** One problem with one field, e.g. `{ field: 'description', message: 'must be at least 70 characters' }`. */
export interface FieldProblem {
  /** A PostDraft key ("title", "tags") or a path below one ("tags.0"). */
  field: string;
  message: string;
}

/** A ready-to-commit file: `{slug}.md` and its text. */
export interface PostFile {
  fileName: string;
  content: string;
}

/** One post of a legacy export after conversion. */
export interface MigratedPost {
  /** Position in the legacy array (0-based). */
  index: number;
  /** As far as known. */
  slug?: string;
  title?: string;
  /** Empty when the post converted cleanly. */
  problems: FieldProblem[];
  /** Present only when the post converted cleanly. */
  file?: PostFile;
}

export interface ContentStrategyTopic {
  id: string;
  label: string;
}

export interface ContentStrategyPlace {
  id: string;
  label: string;
  kind: 'state' | 'city';
  /** The state a city belongs to (a state's own id for a state). */
  stateId: string;
}

export interface ContentStrategyCell {
  topicId: string;
  placeId: string;
  /** The existing posts and pages that cover the topic in the place; empty = a gap. */
  covered: Array<{ url: string; title: string }>;
}

export type ContentStrategyPriority = 'high' | 'medium' | 'low';

export interface ContentStrategyGap {
  topicId: string;
  placeId: string;
  priority: ContentStrategyPriority;
  suggestedTitle: string;
  reason: string;
}

/** Which topics each state and city has pages or posts for, and the gaps worth filling, most valuable first. */
export interface ContentStrategy {
  topics: ContentStrategyTopic[];
  places: ContentStrategyPlace[];
  cells: ContentStrategyCell[];
  gaps: ContentStrategyGap[];
}

// The shapes the staff tools exchange with the editorial rules (see /admin/blog, /admin/blog-quality,
// /migrate-blog-posts, /content-strategy): the rules' own types, under the names the tools use. Type-only: the tools
// take every rule as a prop, so the package root never loads the rules (zod, turndown).
import type { ContentStrategy, GapPriority, MigratedPost } from '../rules';

export type {
  CheckStatus,
  ContentStrategy,
  MigratedPost,
  PostDraft,
  PostStatus,
  QualityCheck,
  QualityReport,
} from '../rules';
/** One problem with one field, e.g. `{ field: 'description', message: 'must be at least 70 characters' }`. */
export type { DraftProblem as FieldProblem } from '../rules';
/** A ready-to-commit file: `{slug}.md` and its text. */
export type PostFile = NonNullable<MigratedPost['file']>;
export type ContentStrategyTopic = ContentStrategy['topics'][number];
export type ContentStrategyPlace = ContentStrategy['places'][number];
export type ContentStrategyCell = ContentStrategy['cells'][number];
export type ContentStrategyGap = ContentStrategy['gaps'][number];
export type ContentStrategyPriority = GapPriority;

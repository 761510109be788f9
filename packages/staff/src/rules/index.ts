// @agency/staff/rules: the editorial rules behind the staff pages (/admin/blog, /admin/blog-quality,
// /migrate-blog-posts, /content-strategy), over the content's data (@agency/content/editorial). Those pages are
// signed-in and client-only, and load this entry on their own routes only: it carries zod and turndown, which visitor
// pages never need (nor /auth and /admin/leads: the package root never imports it). It holds no blog post: the functions that
// work on posts take them as a parameter (`getPostSources()` of `@agency/content/posts` at build time, or what the
// site hands its signed-in pages), so a browser bundle of this entry carries no draft.
import sampleExport from './fixtures/legacy-export.sample.json';

// Post status
export { postStatus } from '@agency/content/editorial';
export type { PostStatus } from '@agency/content/editorial';
export type { PostSource } from '@agency/content/editorial';

// Blog editor
export { getPostDrafts, newPostDraft, postToMarkdown, validatePostDraft } from './drafts';
export type { DraftProblem, PostDraft } from './drafts';

// Quality report
export { blogQualityReport, blogQualityReports, qualityCheckIds, qualityLimits } from './quality';
export type { CheckStatus, QualityCheck, QualityCheckId, QualityReport } from './quality';
export { defaultQualityContext } from './context';
export type { QualityContext } from './context';

// Migration of a legacy blog export
export { migrateLegacyExport } from './migrate';
export type { MigratedPost, MigrationResult } from './migrate';

/** A legacy export of three posts (one with problems), for the migration page's "Try the sample". */
export const sampleLegacyExport: string = JSON.stringify(sampleExport, null, 2);

// Content strategy
export { contentStrategy, defaultStrategyContext } from './strategy';
export type { ContentStrategy, GapPriority, StrategyContext, StrategyDocument } from './strategy';

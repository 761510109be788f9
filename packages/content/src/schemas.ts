// Zod schemas of every collection, for tooling and editors (`@agency/content/schemas`).
export { brandSchema, phoneSchema } from './collections/brand/schema';
export { faqSchema, faqTopics } from './collections/faqs/schema';
export { copySchema } from './collections/copy/schema';
export { collections, formatIssue, validateCollection, validateContent } from './validate';
export type { CollectionDefinition, ContentIssue } from './validate';

// @agency/content: the site's content as typed, already-validated data.
// This entry imports no zod: validation runs at build time (`pnpm validate`, the prebuild step) and in tests,
// so a browser bundle carries the data only. Schemas live on the `@agency/content/schemas` subpath.
import { brandData } from './collections/brand/brand.data';
import { faqsData } from './collections/faqs/faqs.data';
import { copyData } from './collections/copy/copy.data';
import type { Brand } from './collections/brand/schema';
import type { Faq, FaqTopic } from './collections/faqs/schema';
import type { Copy } from './collections/copy/schema';

export type { Brand, Phone } from './collections/brand/schema';
export type { Faq, FaqTopic } from './collections/faqs/schema';
export type { Copy } from './collections/copy/schema';

/** The agency's name, phone numbers, email and office hours. */
export const brand: Brand = brandData;

/** FAQ entries in display order, optionally only one topic. */
export function getFaqs(filter: { topic?: FaqTopic } = {}): ReadonlyArray<Faq> {
  return filter.topic ? faqsData.filter((faq) => faq.topic === filter.topic) : faqsData;
}

/** Interface texts of the shared parts: phone banner, FAQ heading, 404 page, home metadata. */
export const copy: Copy = copyData;

import type { z } from 'zod';
import type { blogSettingsSchema } from './schema';

/**
 * Settings shared by every blog post. The disclaimer is the sentence each post ends with, in italics:
 * `_This article is general information, not advice about a specific plan. Plans and costs vary by ZIP code._`
 * The staff quality report (`@agency/staff/rules`) flags a post without it, and a new post starts with it.
 */
export const blogSettingsData = {
  disclaimer:
    'This article is general information, not advice about a specific plan. Plans and costs vary by ZIP code.',
} satisfies z.input<typeof blogSettingsSchema>;

// @agency/content/editorial: what the editorial rules of the staff pages read (the `rules` of @agency/staff): the
// collections they check posts and coverage against, the post schema and the token helpers. Browser-safe and
// post-free: it holds no blog post (those are on `@agency/content/posts`, build time only), so a staff page's bundle
// carries no draft (src/posts-entry.test.ts). It carries zod, through the post schema: staff pages only.
export { advisorsData } from './collections/advisors/advisors.data';
export { aepPageData } from './collections/aep/aep.data';
export { blogSettingsData } from './collections/blog/blog.data';
export { blogPostSchema } from './collections/blog/schema';
export type { PostSource } from './collections/blog/schema';
export { postStatus } from './collections/blog/status';
export type { PostStatus } from './collections/blog/status';
export { citiesData } from './collections/cities/cities.data';
export { figuresData } from './collections/figures/figures.data';
export { sectionsData } from './collections/sections/sections.data';
export { serviceAreasData } from './collections/service-areas/service-areas.data';
export { topicsData } from './collections/topics/topics.data';
export { fillFigureTokensFor, figureYearFor } from './figures';
export { getPages, getTokenValues } from './index';
export { formatMoney } from './money';
export { homeAnchors, sitePaths } from './routes';
export { isIsoDate, parseIsoDate } from './rules/dates';
export { currentSeason } from './season';
export { fillTokens, globalTokens, tokensIn } from './tokens';

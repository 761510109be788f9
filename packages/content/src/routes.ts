// Which URLs the site has. Static routes are the spec's route table; the dynamic ones come from content
// (states, cities, AEP cities, posts, advisors), so adding a city or a post adds its pages.

/** Every static route of the spec's route table. */
export const staticRoutes = [
  '/',
  '/annual-enrollment-period',
  '/aep-checklist',
  '/blog',
  '/referral-partners',
  '/service-areas',
  '/medicare-service-areas',
  '/medicare-service-areas-georgia',
  '/medicare-alabama',
  '/best-medigap-plans-alabama',
  '/how-we-help',
  '/medicare-mistakes',
  '/medicare-advantage',
  '/medicare-supplement',
  '/part-d',
  '/medicare-comparison',
  '/medicare-timeline',
  '/irmaa-calculator',
  '/about',
  '/appointments',
  '/content-strategy',
  '/auth',
  '/admin/leads',
  '/admin/blog',
  '/admin/blog-quality',
  '/migrate-blog-posts',
] as const;

export type StaticRoute = (typeof staticRoutes)[number];

/** Staff and sign-in pages: never indexed, never in the sitemap. */
export const privateRoutes: ReadonlyArray<StaticRoute> = [
  '/auth',
  '/admin/leads',
  '/admin/blog',
  '/admin/blog-quality',
  '/migrate-blog-posts',
  '/content-strategy',
];

/** Home-page anchors (SPEC §2), and the consultation form inside #contact (issue 36). */
export const homeAnchors = [
  'contact',
  'callback',
  'faq',
  'coverage',
  'carriers',
  'services',
  'deadlines',
] as const;

export interface RouteContent {
  serviceAreas: ReadonlyArray<{ slug: string }>;
  cities: ReadonlyArray<{ slug: string; stateId: string; aep: boolean }>;
  posts: ReadonlyArray<{ slug: string }>;
  advisors: ReadonlyArray<{ id: string }>;
}

/**
 * Every URL of the site, static and dynamic. The city route families overlap; which one is canonical for a
 * city is the site's decision (docs/adr), but all of them exist.
 */
export function sitePaths(content: RouteContent): string[] {
  const stateSlug = new Set(content.serviceAreas.map((area) => area.slug));
  const paths: string[] = [...staticRoutes];
  for (const area of content.serviceAreas) paths.push(`/service-areas/${area.slug}`);
  for (const city of content.cities) {
    if (!stateSlug.has(city.stateId)) continue;
    paths.push(`/service-areas/${city.stateId}/${city.slug}`);
    if (city.stateId === 'georgia') paths.push(`/medicare-service-areas-georgia/${city.slug}`);
    if (city.stateId === 'alabama') paths.push(`/medicare-service-areas/${city.slug}`);
    if (city.aep) paths.push(`/aep/${city.slug}`);
  }
  for (const post of content.posts) paths.push(`/blog/${post.slug}`);
  for (const advisor of content.advisors) paths.push(`/about/${advisor.id}`);
  return paths;
}

import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Content routes of the spec's route table rendered from page copy (see routes/content-page.tsx). */
const contentPages = [
  'annual-enrollment-period',
  'aep-checklist',
  'referral-partners',
  'service-areas',
  'medicare-service-areas',
  'medicare-service-areas-georgia',
  'medicare-alabama',
  'best-medigap-plans-alabama',
  'how-we-help',
  'medicare-mistakes',
  'medicare-advantage',
  'medicare-supplement',
  'part-d',
  'medicare-comparison',
  'medicare-timeline',
  'irmaa-calculator',
  'about',
  'appointments',
];

export default [
  index('routes/home.tsx'),
  ...contentPages.map((path) => route(path, 'routes/content-page.tsx', { id: `page-${path}` })),
  route('aep/:city', 'routes/aep-city.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('service-areas/:state', 'routes/service-area-state.tsx'),
  route('service-areas/:state/:city', 'routes/service-area-city.tsx', { id: 'city-service-areas' }),
  route('medicare-service-areas/:city', 'routes/service-area-city.tsx', {
    id: 'city-medicare-service-areas',
  }),
  route('medicare-service-areas-georgia/:city', 'routes/service-area-city.tsx', { id: 'city-georgia' }),
  route('about/:name', 'routes/advisor.tsx'),
  // Where a callback request sent without JavaScript lands once stored (the 'lead' function's 303).
  route('callback-requested', 'routes/callback-requested.tsx'),
  // Staff pages: noindex, client-only content (the prerendered HTML is the loading state), signed-in staff only.
  route('auth', 'routes/auth.tsx'),
  route('admin/leads', 'routes/admin-leads.tsx'),
  route('admin/blog', 'routes/admin-blog.tsx'),
  route('admin/blog-quality', 'routes/admin-blog-quality.tsx'),
  route('migrate-blog-posts', 'routes/migrate-blog-posts.tsx'),
  route('content-strategy', 'routes/content-strategy.tsx'),
  // The staff tools' data (published posts only), fetched after sign-in.
  route('admin/blog-posts.json', 'routes/admin-blog-posts.ts'),
  route('favicon.svg', 'routes/favicon.ts'),
  route('og-image.svg', 'routes/og-image.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

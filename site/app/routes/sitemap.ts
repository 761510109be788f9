import { privateRoutes } from '@agency/content';
import { buildDate } from '../prerender';
import { siteUrl } from '../lib/meta/page-meta';
import { publishedPosts, sitePaths } from '../lib/posts.server';

/** Paths that are not the canonical URL of their content (city pages of the two secondary families). */
const secondaryCityFamilies = /^\/(medicare-service-areas|medicare-service-areas-georgia)\/[^/]+$/;

/** Every canonical, indexable prerendered URL. */
function sitemapPaths(): string[] {
  const hidden = new Set<string>(privateRoutes);
  return sitePaths(buildDate()).filter((path) => !hidden.has(path) && !secondaryCityFamilies.test(path));
}

/** sitemap.xml, prerendered. */
export function loader() {
  const modified = new Map(publishedPosts(buildDate()).map((post) => [`/blog/${post.slug}`, post.modified]));
  const urls = sitemapPaths()
    .map((path) => {
      const lastmod = modified.get(path);
      return `  <url><loc>${siteUrl(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}

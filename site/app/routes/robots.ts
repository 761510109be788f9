import { siteUrl } from '../lib/meta/page-meta';

/** robots.txt, prerendered. Staff pages are kept out of search results by their noindex tag, which crawlers must be
 *  allowed to read, so nothing is disallowed here. */
export function loader() {
  const lines = ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl('/sitemap.xml')}`, ''];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

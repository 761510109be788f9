// Build time (route loaders): a page's <head>: title, description, canonical URL, Open Graph, JSON-LD.
import { brand, fillTokens, getSiteCopy } from '@agency/content';
import type { MetaDescriptor } from 'react-router';

export interface PageMetaOptions {
  /** The page title, before " | {agencyName}". */
  title: string;
  description: string;
  /** The canonical path of this content (another URL's path for a duplicate city page). */
  canonicalPath: string;
  keywords?: ReadonlyArray<string>;
  /** Author's name (blog posts). */
  author?: string;
  /** Open Graph type: website (default) or article. */
  type?: 'website' | 'article';
  published?: string;
  modified?: string;
  /** Keep the page out of search results (staff pages, unknown city slugs). */
  noindex?: boolean;
  /** JSON-LD objects for the page. */
  structuredData?: ReadonlyArray<Record<string, unknown>>;
}

/** An absolute URL on the site. */
export function siteUrl(path: string): string {
  return `${brand.siteUrl}${path === '/' ? '/' : path}`;
}

/** A page's full title: its own, framed by the content ('{title} | {agencyName}'). */
export function pageTitle(title: string): string {
  return fillTokens(getSiteCopy().meta.titleTemplate, { title });
}

/** Per-route metadata: title, description, canonical, keywords, author, Open Graph, robots and JSON-LD. */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const title = pageTitle(options.title);
  const url = siteUrl(options.canonicalPath);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: url },
    {
      name: 'robots',
      content: options.noindex ? 'noindex, follow' : 'index, follow, max-snippet:-1, max-image-preview:large',
    },
    { property: 'og:site_name', content: brand.agencyName },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: options.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: siteUrl('/og-image.svg') },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (options.keywords?.length) descriptors.push({ name: 'keywords', content: options.keywords.join(', ') });
  if (options.author) descriptors.push({ name: 'author', content: options.author });
  if (options.published) descriptors.push({ property: 'article:published_time', content: options.published });
  if (options.modified) descriptors.push({ property: 'article:modified_time', content: options.modified });
  for (const data of options.structuredData ?? []) descriptors.push({ 'script:ld+json': data });
  return descriptors;
}

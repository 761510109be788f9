// The `meta` export of a route whose loader writes the page's metadata (pageMeta, at build time); a route
// re-exports it: `export { meta } from '../lib/meta/route-meta'`. Light on purpose: it runs in browsers too.
import type { MetaDescriptor } from 'react-router';

/** The descriptors the route's loader wrote (title, description, canonical, Open Graph, JSON-LD), or none. */
export function meta({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

import { brand, getSections } from '@agency/content';
import { NotFound } from '@agency/ui';
import type { MetaDescriptor } from 'react-router';
import { PageShell } from '../components/PageShell';

export function meta(): MetaDescriptor[] {
  return [
    { title: `${getSections().notFound.metaTitle} | ${brand.agencyName}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/**
 * Any path that matches no route. The local server answers such URLs with status 404. The contact section stays
 * below, so a visitor who followed a broken link can still call or book.
 */
export default function NotFoundRoute() {
  const copy = getSections().notFound;
  return (
    <PageShell>
      <NotFound title={copy.title} homeLabel={copy.homeLabel} homeHref="/" />
    </PageShell>
  );
}

import { brand, getSections } from '@agency/content';
import { NotFound } from '@agency/ui';
import type { MetaDescriptor } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';

export function meta(): MetaDescriptor[] {
  return [
    { title: `${getSections().notFound.metaTitle} | ${brand.agencyName}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/** Any path that matches no route. The local server answers such URLs with status 404. */
export default function NotFoundRoute() {
  const copy = getSections().notFound;
  return (
    <>
      <SiteHeader />
      <main id="main">
        <NotFound title={copy.title} homeLabel={copy.homeLabel} homeHref="/" />
      </main>
      <SiteFooter />
    </>
  );
}

import { brand, getSections } from '@agency/content';
import { NotFound, PhoneBanner } from '@agency/ui';
import type { MetaDescriptor } from 'react-router';

const copy = getSections();

export function meta(): MetaDescriptor[] {
  return [
    { title: `${copy.notFound.metaTitle} | ${brand.agencyName}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Any path that matches no route. The local server answers such URLs with status 404. */
export default function NotFoundRoute() {
  return (
    <>
      <PhoneBanner
        phone={brand.tollFreePhone}
        callLabel={copy.phoneBanner.callLabel}
        tagline={copy.phoneBanner.tagline}
      />
      <main id="main">
        <NotFound title={copy.notFound.title} homeLabel={copy.notFound.homeLabel} homeHref="/" />
      </main>
    </>
  );
}

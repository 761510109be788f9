import { brand, getFaqs, getSections } from '@agency/content';
import { FaqSection, PhoneBanner } from '@agency/ui';
import type { MetaDescriptor } from 'react-router';

const copy = getSections();

export function meta(): MetaDescriptor[] {
  return [
    { title: `${copy.home.metaTitle} | ${brand.agencyName}` },
    { name: 'description', content: copy.home.description },
    { tagName: 'link', rel: 'canonical', href: `${brand.siteUrl}/` },
  ];
}

export default function Home() {
  return (
    <>
      <PhoneBanner
        phone={brand.tollFreePhone}
        callLabel={copy.phoneBanner.callLabel}
        tagline={copy.phoneBanner.tagline}
      />
      <main id="main">
        <FaqSection id="faq" heading={copy.faq.heading} intro={copy.faq.intro} items={getFaqs()} />
      </main>
    </>
  );
}

import { brand, copy, getFaqs } from '@agency/content';
import { FaqSection, PhoneBanner } from '@agency/ui';
import type { MetaDescriptor } from 'react-router';

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
        <FaqSection
          id="faq"
          heading={copy.faqSection.heading}
          intro={copy.faqSection.intro}
          items={getFaqs()}
        />
      </main>
    </>
  );
}

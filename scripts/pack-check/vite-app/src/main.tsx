// A consumer app outside the workspace: the packed @agency/ui and @agency/content, their styles, two sections.
import '@agency/ui/styles.css';
import { brand, getFaqs, getSections, getTestimonials, getTrustBadges } from '@agency/content';
import { FaqSection, Hero, UiProvider } from '@agency/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const copy = getSections();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider>
      <main>
        <Hero
          heading={copy.hero.heading}
          subheading={copy.hero.subheading}
          scheduleLabel={copy.hero.primaryCta}
          callLabel={copy.hero.phoneCta}
          phone={brand.tollFreePhone}
          drugCostLink={copy.hero.drugCostLink}
          reviewsLink={{ label: copy.hero.reviewsLink.label, href: getTestimonials().facts.reviewsUrl }}
          trustBadges={getTrustBadges()}
          trustBadgesLabel={copy.hero.trustBadgesLabel}
        />
        <FaqSection id="faq" heading={copy.faq.heading} intro={copy.faq.intro} items={getFaqs()} />
      </main>
    </UiProvider>
  </StrictMode>,
);

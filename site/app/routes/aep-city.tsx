import {
  brand,
  cityNameFromSlug,
  fillTokens,
  getAepCity,
  getAepPage,
  getSections,
  getServiceArea,
} from '@agency/content';
import {
  AepChangeTypes,
  AepCommonMistakes,
  AepDateBadge,
  AepTimeline,
  ButtonLink,
  CallToAction,
  FaqSection,
  PageHeader,
  Section,
  VideoFacade,
} from '@agency/ui';
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { useParams } from 'react-router';
import { PageShell } from '../components/PageShell';
import { pageMeta } from '../lib/meta';
import { breadcrumbJsonLd, faqJsonLd, localBusinessJsonLd } from '../lib/structured-data';

/** The city of an AEP page: a known AEP city, or any well-formed slug title-cased (shown in Alabama, noindex). */
function placeOf(slug: string) {
  const city = getAepCity(slug);
  const state = city ? (getServiceArea(city.stateId)?.name ?? 'Alabama') : 'Alabama';
  return { known: Boolean(city), name: city?.name ?? cityNameFromSlug(slug), state };
}

function texts(slug: string) {
  const aep = getAepPage();
  const place = placeOf(slug);
  const tokens = {
    city: place.name,
    state: place.state,
    cityQuery: encodeURIComponent(`${place.name}, ${place.state}`),
  };
  const crumbs = [
    { label: aep.breadcrumbs.home, href: '/' },
    { label: aep.breadcrumbs.overview, href: '/annual-enrollment-period' },
    { label: place.name },
  ];
  return { aep, place, tokens, crumbs, title: fillTokens(aep.headings.title, tokens) };
}

export function meta({ params, location }: MetaArgs): MetaDescriptor[] {
  const { aep, place, tokens, crumbs, title } = texts(params.city ?? '');
  return pageMeta({
    title,
    description: `${aep.dateBadge}: ${aep.explanation}`.slice(0, 160),
    canonicalPath: location.pathname.replace(/\/$/, ''),
    keywords: [`Medicare ${place.name}`, `Annual Enrollment Period ${place.name}`, `Medicare ${place.state}`],
    noindex: !place.known,
    structuredData: [
      breadcrumbJsonLd(crumbs, location.pathname),
      faqJsonLd(aep.faqs),
      localBusinessJsonLd(place.name, place.state, location.pathname, fillTokens(aep.explanation, tokens)),
    ],
  });
}

/** The Annual Enrollment Period page of one city (SPEC §2 "AEP city page"). */
export default function AepCityPage() {
  const { city = '' } = useParams();
  const { aep, tokens, crumbs, title } = texts(city);
  const copy = getSections();
  return (
    <PageShell>
      <PageHeader title={title} breadcrumbs={crumbs} breadcrumbLabel={copy.common.breadcrumbLabel}>
        <ButtonLink href="/annual-enrollment-period" variant="ghost">
          {aep.backLinkLabel}
        </ButtonLink>
      </PageHeader>
      <Section tone="plain" width="prose">
        <AepDateBadge dateBadge={aep.dateBadge} explanation={aep.explanation} />
      </Section>
      <Section tone="plain" width="prose">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', justifyContent: 'center' }}>
          <ButtonLink href="#contact" size="large">
            {aep.contactButtonLabel}
          </ButtonLink>
          <ButtonLink href={`tel:${brand.localPhone.e164}`} variant="outline" size="large">
            {`${copy.places.cityLocalPhoneLabel}: ${brand.localPhone.display}`}
          </ButtonLink>
          <ButtonLink
            href={fillTokens(aep.mapsSearchUrl, tokens)}
            external
            variant="ghost"
            newTabLabel={copy.common.newTabLabel}
          >
            {fillTokens(aep.mapsLinkLabel, tokens)}
          </ButtonLink>
        </div>
      </Section>
      <Section heading={aep.headings.video} tone="alt" width="prose">
        <VideoFacade videoId={aep.video.id} title={aep.video.title} loadLabel={aep.video.loadLabel} />
      </Section>
      <AepTimeline id="timeline" heading={aep.headings.timeline} steps={aep.timeline} />
      <AepChangeTypes
        id="changes"
        heading={aep.headings.changeTypes}
        items={aep.changeTypes}
        healthQuestionsLabel={aep.healthQuestionsLabel}
      />
      <Section tone="plain" width="prose">
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <ButtonLink
            href={aep.planComparisonLink.href}
            external
            variant="outline"
            newTabLabel={copy.common.newTabLabel}
          >
            {aep.planComparisonLink.label}
          </ButtonLink>
        </div>
      </Section>
      <AepCommonMistakes id="mistakes" heading={aep.headings.mistakes} items={aep.commonMistakes} />
      <FaqSection id="aep-faq" heading={aep.headings.faqs} items={aep.faqs} />
      <CallToAction
        heading={copy.contact.heading}
        text={copy.contact.intro}
        callLabel={copy.hero.phoneCta}
        phone={brand.tollFreePhone}
        bookLabel={copy.contact.bookAppointment}
      />
    </PageShell>
  );
}

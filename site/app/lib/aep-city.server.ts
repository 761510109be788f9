import {
  fillTokens,
  getAepCity,
  getAepPage,
  getSections,
  getServiceArea,
  getSiteCopy,
} from '@agency/content';
import { data } from 'react-router';
import { pageHeader } from './inner-page';
import { pageMeta } from './meta/page-meta';
import { breadcrumbJsonLd, faqJsonLd, localBusinessJsonLd } from './meta/structured-data';

/**
 * The city of an AEP page: only a city the content knows. Any other slug is a 404 (the spec title-cases any slug;
 * we do not, so nobody can write words of their choosing into our headings through the address: ADR 0009).
 */
function placeOf(slug: string) {
  const city = getAepCity(slug);
  if (!city) throw data(null, { status: 404 });
  const area = getServiceArea(city.stateId);
  if (!area) throw new Error(`AEP city "${slug}" names an unknown state "${city.stateId}".`);
  return { name: city.name, state: area.name, localPhone: area.localPhone ?? null };
}

/** Everything the AEP page of one city shows, with its metadata (build time: the route's loader). */
export function aepCityData(slug: string, pathname: string) {
  const aep = getAepPage();
  const copy = getSections();
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
  const title = fillTokens(aep.headings.title, tokens);
  const canonicalPath = pathname.replace(/\.data$/, '').replace(/\/$/, '');
  return {
    header: pageHeader(title, undefined, crumbs),
    /** The local number of the office serving the city's state, or null (then only the toll-free number). */
    localPhone: place.localPhone,
    page: {
      backLinkLabel: aep.backLinkLabel,
      dateBadge: aep.dateBadge,
      explanation: aep.explanation,
      contactButtonLabel: aep.contactButtonLabel,
      mapsSearchUrl: fillTokens(aep.mapsSearchUrl, tokens),
      mapsLinkLabel: fillTokens(aep.mapsLinkLabel, tokens),
      video: aep.video,
      headings: aep.headings,
      timeline: aep.timeline,
      changeTypes: aep.changeTypes,
      healthQuestionsLabel: aep.healthQuestionsLabel,
      planComparisonLink: aep.planComparisonLink,
      commonMistakes: aep.commonMistakes,
      faqs: aep.faqs,
    },
    labels: {
      newTab: copy.common.newTabLabel,
      localPhone: copy.places.cityLocalPhoneLabel,
      contactHeading: copy.contact.heading,
      contactIntro: copy.contact.intro,
      call: copy.hero.phoneCta,
      book: copy.contact.bookAppointment,
    },
    meta: pageMeta({
      title,
      description: `${aep.dateBadge}: ${aep.explanation}`.slice(0, 160),
      canonicalPath,
      keywords: getSiteCopy().aepCity.keywords.map((keyword) => fillTokens(keyword, tokens)),
      structuredData: [
        breadcrumbJsonLd(crumbs, canonicalPath),
        faqJsonLd(aep.faqs),
        localBusinessJsonLd(
          place.name,
          place.state,
          canonicalPath,
          fillTokens(aep.explanation, tokens),
          place.localPhone ?? undefined,
        ),
      ],
    }),
  };
}

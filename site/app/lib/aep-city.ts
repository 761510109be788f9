import {
  cityNameFromSlug,
  fillTokens,
  getAepCity,
  getAepPage,
  getSections,
  getServiceArea,
} from '@agency/content';
import { pageMeta } from './meta';
import { breadcrumbJsonLd, faqJsonLd, localBusinessJsonLd } from './structured-data';

/** The city of an AEP page: a known AEP city, or any well-formed slug title-cased (shown in Alabama, noindex). */
function placeOf(slug: string) {
  const city = getAepCity(slug);
  const state = city ? (getServiceArea(city.stateId)?.name ?? 'Alabama') : 'Alabama';
  return { known: Boolean(city), name: city?.name ?? cityNameFromSlug(slug), state };
}

/**
 * Everything the AEP page of one city shows, with its metadata. Known cities get it at build time (the route's
 * loader); any other well-formed slug gets it in the browser (the route's clientLoader imports this module then).
 */
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
    title,
    crumbs,
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
      breadcrumb: copy.common.breadcrumbLabel,
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
      keywords: [
        `Medicare ${place.name}`,
        `Annual Enrollment Period ${place.name}`,
        `Medicare ${place.state}`,
      ],
      noindex: !place.known,
      structuredData: [
        breadcrumbJsonLd(crumbs, canonicalPath),
        faqJsonLd(aep.faqs),
        localBusinessJsonLd(place.name, place.state, canonicalPath, fillTokens(aep.explanation, tokens)),
      ],
    }),
  };
}

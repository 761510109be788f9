// Build time (route loaders): the pages' schema.org JSON-LD: the agency, FAQs, breadcrumbs, local offices.
import { brand, getServiceAreas, getTestimonials, getUniqueFaqs } from '@agency/content';
import { siteUrl } from './page-meta';

type JsonLd = Record<string, unknown>;

const dayNames: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/**
 * The agency as an InsuranceAgency, with its opening hours (Mo-Fr 09:00-17:00) and, once they are real, its rating and
 * reviews: a sample rating or review never reaches search engines (made-up reviews are what 16 CFR 465 forbids).
 */
export function organizationJsonLd(): JsonLd {
  const { testimonials, facts } = getTestimonials();
  const reviews = testimonials.filter((testimonial) => !testimonial.isSample);
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    '@id': `${brand.siteUrl}/#organization`,
    name: brand.agencyName,
    url: siteUrl('/'),
    telephone: brand.tollFreePhone.e164,
    email: brand.email,
    image: siteUrl('/og-image.svg'),
    address: officeAddress(),
    // The four states the spec names as served: the content's primary service areas (Illinois has a page only).
    areaServed: getServiceAreas()
      .filter((area) => area.primary)
      .map(({ name }) => ({ '@type': 'State', name })),
    openingHours: brand.officeHours.structuredData,
    openingHoursSpecification: openingHoursSpecification(brand.officeHours.structuredData),
    ...(facts.isSample
      ? {}
      : {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: facts.ratingValue.toFixed(1),
            reviewCount: facts.reviewCount,
            bestRating: '5',
            worstRating: '1',
          },
        }),
    ...(reviews.length > 0
      ? {
          review: reviews.map((testimonial) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: testimonial.name },
            datePublished: String(testimonial.year),
            reviewBody: testimonial.text,
            reviewRating: { '@type': 'Rating', ratingValue: String(testimonial.rating), bestRating: '5' },
          })),
        }
      : {}),
  };
}

/** "Mo-Fr 09:00-17:00" as schema.org OpeningHoursSpecification. */
export function openingHoursSpecification(hours: string): JsonLd {
  const match = hours.match(/^(\w\w)(?:-(\w\w))? (\d\d:\d\d)-(\d\d:\d\d)$/);
  if (!match) return {};
  const order = Object.keys(dayNames);
  const from = order.indexOf(match[1]!);
  const to = match[2] ? order.indexOf(match[2]) : from;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: order.slice(from, to + 1).map((day) => dayNames[day]),
    opens: match[3],
    closes: match[4],
  };
}

/** FAQPage with each question once. */
export function faqJsonLd(faqs: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  const seen = new Set<string>();
  const unique = faqs.filter((faq) => !seen.has(faq.question) && seen.add(faq.question));
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: unique.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** The home page FAQ. */
export function homeFaqJsonLd(): JsonLd {
  return faqJsonLd(getUniqueFaqs());
}

export interface Crumb {
  label: string;
  href?: string;
}

/** BreadcrumbList of a nested page. */
export function breadcrumbJsonLd(crumbs: ReadonlyArray<Crumb>, currentPath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: siteUrl(crumb.href ?? currentPath),
    })),
  };
}

/** A city page's local business data: the agency serving that city, with the local phone number. */
/** The agency's office, as schema.org reads an address (a local business needs one to be shown as such). */
function officeAddress(): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: brand.address.street,
    addressLocality: brand.address.city,
    addressRegion: brand.address.state,
    postalCode: brand.address.zip,
    addressCountry: 'US',
  };
}

/** A city page's local business: the local number of the office serving its state (when it has one), then toll-free. */
export function localBusinessJsonLd(
  city: string,
  state: string,
  path: string,
  description: string,
  localPhone?: { e164: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    '@id': `${siteUrl(path)}#local`,
    name: `${brand.agencyName}: ${city}, ${state}`,
    url: siteUrl(path),
    telephone: [...(localPhone ? [localPhone.e164] : []), brand.tollFreePhone.e164],
    address: officeAddress(),
    parentOrganization: { '@id': `${brand.siteUrl}/#organization` },
    areaServed: { '@type': 'City', name: `${city}, ${state}` },
    openingHours: brand.officeHours.structuredData,
    description,
  };
}

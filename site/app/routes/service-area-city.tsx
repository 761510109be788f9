import { fillTokens, getAepCity, getSiteCopy, getStateMedigapRules } from '@agency/content';
import { Box, ButtonLink, ContentSections, PageHeader } from '@agency/ui';
import { data } from 'react-router';
import { PageShell } from '../components/PageShell';
import { useShell } from '../lib/shell';
import { crumbsTo, pageHeader, pageLabels } from '../lib/inner-page';
import { pageMeta } from '../lib/meta/page-meta';
import { cityPlace, placeCopy, type CityFamily } from '../lib/places';
import { breadcrumbJsonLd, localBusinessJsonLd } from '../lib/meta/structured-data';
import type { Route } from './+types/service-area-city';

function familyOf(pathname: string): CityFamily {
  if (pathname.startsWith('/medicare-service-areas-georgia/')) return 'medicare-service-areas-georgia';
  if (pathname.startsWith('/medicare-service-areas/')) return 'medicare-service-areas';
  return 'service-areas';
}

/** Build time: the city (under any of the three route families), its copy and metadata. Unknown cities are a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const place = cityPlace(familyOf(new URL(request.url).pathname), params);
  const rules = place ? getStateMedigapRules(place.area.slug) : undefined;
  if (!place || !rules) throw data(null, { status: 404 });
  const copy = placeCopy(place.tokens);
  const site = getSiteCopy();
  const crumbs = crumbsTo(place.city.name, [
    { label: site.breadcrumbs.serviceAreas, href: '/service-areas' },
    { label: place.area.name, href: `/service-areas/${place.area.slug}` },
  ]);
  const aepCity = getAepCity(place.city.slug);
  return {
    copy,
    header: pageHeader(copy.title, copy.intro, crumbs),
    medigapHeading: fillTokens(site.serviceAreaCity.medigapHeading, place.tokens),
    // The state's own Medigap rules, written from its data; the state's page gives their sources.
    medigapRules: [rules.birthdayRule, rules.healthQuestions, rules.stateRights],
    stateHref: `/service-areas/${place.area.slug}`,
    /** The local number of the office serving the city's state, or null (then only the toll-free number). */
    localPhone: place.area.localPhone ?? null,
    aepHref: aepCity?.stateId === place.area.slug ? `/aep/${place.city.slug}` : null,
    labels: pageLabels(),
    meta: pageMeta({
      title: copy.title,
      description: copy.intro.slice(0, 160),
      // One canonical URL per city across the three route families (docs/adr/0004).
      canonicalPath: place.canonicalPath,
      keywords: site.serviceAreaCity.keywords.map((keyword) => fillTokens(keyword, place.tokens)),
      structuredData: [
        breadcrumbJsonLd(crumbs, place.canonicalPath),
        localBusinessJsonLd(
          place.city.name,
          place.area.name,
          place.canonicalPath,
          copy.intro,
          place.area.localPhone,
        ),
      ],
    }),
  };
}

export { meta } from '../lib/meta/route-meta';

/**
 * A city's page, served under any of the three city route families. It ends with the page shell's contact section
 * (call, book, callback form), so it has no call band of its own repeating that section's heading.
 */
export default function ServiceAreaCity({ loaderData }: Route.ComponentProps) {
  const { phone } = useShell();
  const { copy, header, medigapHeading, medigapRules, stateHref, aepHref, labels, localPhone } = loaderData;
  return (
    <PageShell>
      <PageHeader {...header}>
        {localPhone ? (
          <ButtonLink href={`tel:${localPhone.e164}`} size="large">
            {`${copy.localPhoneLabel}: ${localPhone.display}`}
          </ButtonLink>
        ) : null}
        <ButtonLink href={`tel:${phone.e164}`} variant={localPhone ? 'outline' : 'primary'} size="large">
          {labels.call}
        </ButtonLink>
      </PageHeader>
      <ContentSections
        sections={[
          { id: 'local-help', heading: copy.bodyHeading, paragraphs: copy.body },
          { id: 'medigap-rules', heading: medigapHeading, paragraphs: medigapRules },
        ]}
      />
      <Box
        display="flex"
        flexWrap="wrap"
        gap="medium"
        justifyContent="center"
        paddingX="gutter"
        paddingBottom="xlarge"
      >
        {aepHref ? (
          <ButtonLink href={aepHref} variant="secondary">
            {copy.aepLinkLabel}
          </ButtonLink>
        ) : null}
        <ButtonLink href={stateHref} variant="outline">
          {copy.stateLinkLabel}
        </ButtonLink>
      </Box>
    </PageShell>
  );
}

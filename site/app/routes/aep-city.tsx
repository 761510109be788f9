import { AepDateBadge, Box, ButtonLink, PageHeader, Section } from '@agency/ui';
import { AepCitySections } from '../components/AepCitySections';
import { PageShell } from '../components/PageShell';
import { island } from '../islands/island';
import { aepCityData } from '../lib/aep-city.server';
import type { Route } from './+types/aep-city';

/** Build time: the page of each AEP city the content knows (prerendered), its copy and metadata. */
export function loader({ params, request }: Route.LoaderArgs) {
  return aepCityData(params.city, new URL(request.url).pathname);
}

/** The video behind a click: the page's only part with code of its own, besides the frame's islands. */
const VideoIsland = island(
  'video',
  import.meta.env.SSR ? (await import('../components/AepVideo')).AepVideo : undefined,
);

export { meta } from '../lib/meta/route-meta';

/** The Annual Enrollment Period page of one city (SPEC §2 "AEP city page"). */
export default function AepCityPage({ loaderData }: Route.ComponentProps) {
  const { header, page: aep, labels, localPhone } = loaderData;
  return (
    <PageShell>
      <PageHeader
        {...header}
        width="prose"
        backLink={{ href: '/annual-enrollment-period', label: aep.backLinkLabel }}
      />
      <Section tone="plain" width="prose">
        <AepDateBadge dateBadge={aep.dateBadge} explanation={aep.explanation} />
      </Section>
      <Section tone="plain" width="prose">
        <Box display="flex" flexWrap="wrap" gap="medium" justifyContent="center">
          <ButtonLink href="#callback" size="large">
            {aep.contactButtonLabel}
          </ButtonLink>
          {localPhone ? (
            <ButtonLink href={`tel:${localPhone.e164}`} variant="outline" size="large">
              {`${labels.localPhone}: ${localPhone.display}`}
            </ButtonLink>
          ) : null}
          <ButtonLink href={aep.mapsSearchUrl} external variant="ghost" newTabLabel={labels.newTab}>
            {aep.mapsLinkLabel}
          </ButtonLink>
        </Box>
      </Section>
      <Section heading={aep.headings.video} tone="alt" width="prose">
        <VideoIsland videoId={aep.video.id} title={aep.video.title} loadLabel={aep.video.loadLabel} />
      </Section>
      <AepCitySections data={loaderData} />
    </PageShell>
  );
}

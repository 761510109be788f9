import { ArrowRight, MapPin } from 'lucide-react';
import { ButtonLink } from '../../primitives/Button/Button';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import { FeatureCard } from '../../primitives/FeatureCard/FeatureCard';
import { IconDisc } from '../../primitives/IconDisc/IconDisc';
import { Section, type SectionBandProps } from '../../primitives/Section/Section';
import { cardAction } from '../../styles/recipes.css';

export interface ServiceAreasItem {
  /** Unique id. */
  id: string;
  /** URL slug: the card links to `${basePath}/${slug}`, e.g. /service-areas/alabama. */
  slug: string;
  /** State name (h3), e.g. "Alabama". */
  name: string;
  /** Two-letter postal code shown in the card's badge, e.g. "AL"; a map pin when omitted. */
  code?: string;
  /** Two or three plain sentences. */
  description: string;
}

export interface ServiceAreasProps extends SectionBandProps {
  /** Visible text of each card's link, e.g. "See local help"; its accessible name adds the state name. */
  linkLabel: string;
  /** The states, in display order (five on the home page). */
  areas: ReadonlyArray<ServiceAreasItem>;
  /** Path the state pages live under. */
  basePath?: string;
  /** Called with the state's slug when its link is followed. */
  onSelect?: (slug: string) => void;
}

/** The states the agency serves, each card linking to that state's page. */
export function ServiceAreas({
  linkLabel,
  areas,
  basePath = '/service-areas',
  onSelect,
  ...band
}: ServiceAreasProps) {
  return (
    <Section {...band} id={band.id ?? 'service-areas'} tone={band.tone ?? 'plain'}>
      <CardGrid items={areas} minColumnWidth="wide" maxColumns={3}>
        {(area) => (
          <FeatureCard
            item={{ title: area.name, description: area.description }}
            // The state's postal code in a navy disc, e.g. "AL"; the pin when there is none.
            mark={
              <IconDisc tone="brand" aria-hidden="true">
                {area.code ?? <MapPin size={26} />}
              </IconDisc>
            }
            footer={
              <ButtonLink
                href={`${basePath}/${area.slug}`}
                variant="outline"
                className={cardAction}
                aria-label={`${linkLabel}: ${area.name}`}
                onClick={onSelect ? () => onSelect(area.slug) : undefined}
              >
                {linkLabel}
                <ArrowRight aria-hidden="true" size={22} />
              </ButtonLink>
            }
          />
        )}
      </CardGrid>
    </Section>
  );
}

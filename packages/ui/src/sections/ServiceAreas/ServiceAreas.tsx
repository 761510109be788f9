import { ArrowRight, MapPin } from 'lucide-react';
import { ButtonLink } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import * as styles from './ServiceAreas.css';

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

export interface ServiceAreasProps {
  /** In-page anchor of the section. */
  id?: string;
  /** Background band; alternate tones down the page. */
  tone?: SectionTone;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
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
  id = 'service-areas',
  tone = 'plain',
  heading,
  intro,
  linkLabel,
  areas,
  basePath = '/service-areas',
  onSelect,
}: ServiceAreasProps) {
  return (
    <Section id={id} tone={tone} heading={heading} intro={intro}>
      <CardGrid minColumnWidth="wide" maxColumns={3}>
        {areas.map((area) => (
          <Card key={area.id} as="li" tone="raised" className={styles.card}>
            <div className={styles.header}>
              <span className={styles.badge} aria-hidden="true">
                {area.code ?? <MapPin size={26} />}
              </span>
              <Heading level={3}>{area.name}</Heading>
            </div>
            <Text>{area.description}</Text>
            <ButtonLink
              href={`${basePath}/${area.slug}`}
              variant="outline"
              className={styles.action}
              aria-label={`${linkLabel}: ${area.name}`}
              onClick={onSelect ? () => onSelect(area.slug) : undefined}
            >
              {linkLabel}
              <ArrowRight aria-hidden="true" size={22} />
            </ButtonLink>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

import type { MouseEvent } from 'react';
import { ButtonLink } from '../../primitives/Button/Button';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import { FeatureCard } from '../../primitives/FeatureCard/FeatureCard';
import { Link } from '../../primitives/Link/Link';
import { Section, type SectionBandProps } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { requestCallback } from '../../private/scrollToAnchor';
import { cardAction } from '../../styles/recipes.css';
import * as styles from './AdditionalServices.css';

export interface AdditionalServicesItem {
  /** Unique id; passed to `onLearnMore`. */
  id: string;
  /** A kebab-case icon name from the Icon primitive, e.g. "home"; none when omitted. */
  icon?: string;
  /** Card title (h3), e.g. "Final Expense Life Insurance". */
  title: string;
  /** One or two plain sentences. */
  description: string;
  /** Short points, shown as a ticked list. */
  benefits: ReadonlyArray<string>;
  /** Where to check the figures the card states, shown as a link under the points, e.g. "Source: ssa.gov". */
  source?: { label: string; href: string };
}

export interface AdditionalServicesProps extends SectionBandProps {
  /** Text of each card's button, e.g. "Learn More"; screen readers also hear the card title. */
  learnMoreLabel: string;
  /** The service cards, in display order (four on the home page). */
  items: ReadonlyArray<AdditionalServicesItem>;
  /**
   * Id of what Learn More leads to and focuses: the consultation form (its topic filled with the service's title,
   * `data-callback-topic`) or the contact section.
   */
  contactTargetId?: string;
  /** Called with the card id when its Learn More is pressed (before it scrolls). */
  onLearnMore?: (id: string) => void;
}

/**
 * Coverage beyond Medicare plans (home health care, final expense, ...). Each card's Learn More takes the visitor
 * to the consultation form, scrolling there and moving focus to its first field, with the service as the topic.
 */
export function AdditionalServices({
  learnMoreLabel,
  items,
  contactTargetId = 'callback',
  onLearnMore,
  ...band
}: AdditionalServicesProps) {
  const handleLearnMore = (item: AdditionalServicesItem) => (event: MouseEvent<HTMLElement>) => {
    onLearnMore?.(item.id);
    // With the form on the page, lead there with the topic filled in; otherwise the #hash link does its ordinary job.
    if (requestCallback(contactTargetId, item.title)) event.preventDefault();
  };

  return (
    <Section {...band} id={band.id ?? 'services'} tone={band.tone ?? 'alt'}>
      <CardGrid items={items} minColumnWidth="wide" maxColumns={3}>
        {(item) => (
          <FeatureCard
            item={item}
            points={item.benefits}
            footer={
              <ButtonLink
                href={`#${contactTargetId}`}
                variant="secondary"
                className={cardAction}
                aria-label={`${learnMoreLabel}: ${item.title}`}
                data-callback-topic={item.title}
                onClick={handleLearnMore(item)}
              >
                {learnMoreLabel}
              </ButtonLink>
            }
          >
            {item.source ? (
              <Text size="small">
                <Link className={styles.source} href={item.source.href}>
                  {item.source.label}
                </Link>
              </Text>
            ) : null}
          </FeatureCard>
        )}
      </CardGrid>
    </Section>
  );
}

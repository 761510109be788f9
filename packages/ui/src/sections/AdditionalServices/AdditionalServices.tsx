import { Check } from 'lucide-react';
import type { MouseEvent } from 'react';
import { ButtonLink } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Icon } from '../../primitives/Icon/Icon';
import { Link } from '../../primitives/Link/Link';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { scrollToTarget } from '../../private/scrollToAnchor';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
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

export interface AdditionalServicesProps {
  /** In-page anchor of the section (#services). */
  id?: string;
  /** Background band; alternate tones down the page. */
  tone?: SectionTone;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** Text of each card's button, e.g. "Learn More"; screen readers also hear the card title. */
  learnMoreLabel: string;
  /** The service cards, in display order (four on the home page). */
  items: ReadonlyArray<AdditionalServicesItem>;
  /** Id of the section Learn More scrolls to and focuses. */
  contactTargetId?: string;
  /** Called with the card id when its Learn More is pressed (before it scrolls). */
  onLearnMore?: (id: string) => void;
}

/**
 * Coverage beyond Medicare plans (home health care, final expense, ...). Each card's Learn More takes the visitor
 * to the contact section, scrolling there and moving focus to it.
 */
export function AdditionalServices({
  id = 'services',
  tone = 'alt',
  heading,
  intro,
  learnMoreLabel,
  items,
  contactTargetId = 'contact',
  onLearnMore,
}: AdditionalServicesProps) {
  const handleLearnMore = (itemId: string) => (event: MouseEvent<HTMLElement>) => {
    onLearnMore?.(itemId);
    // With the contact section on the page, scroll and focus it; otherwise the #hash link does its ordinary job.
    if (scrollToTarget(contactTargetId)) event.preventDefault();
  };

  return (
    <Section id={id} tone={tone} heading={heading} intro={intro}>
      <CardGrid minColumnWidth="wide" maxColumns={3}>
        {items.map((item) => (
          <Card key={item.id} as="li" tone="raised" className={styles.card}>
            <div className={styles.header}>
              {item.icon ? (
                <span className={styles.icon}>
                  <Icon name={item.icon} size={30} />
                </span>
              ) : null}
              <Heading level={3}>{item.title}</Heading>
            </div>
            <Text>{item.description}</Text>
            <ul className={styles.benefits}>
              {item.benefits.map((benefit) => (
                <li key={benefit} className={styles.benefit}>
                  <Check className={styles.check} aria-hidden="true" size={22} strokeWidth={3} />
                  {benefit}
                </li>
              ))}
            </ul>
            {item.source ? (
              <Text size="small">
                <Link className={styles.source} href={item.source.href}>
                  {item.source.label}
                </Link>
              </Text>
            ) : null}
            <ButtonLink
              href={`#${contactTargetId}`}
              variant="secondary"
              className={styles.action}
              aria-label={`${learnMoreLabel}: ${item.title}`}
              onClick={handleLearnMore(item.id)}
            >
              {learnMoreLabel}
            </ButtonLink>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

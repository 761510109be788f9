import { ArrowRight, Check } from 'lucide-react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { ButtonLink } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Icon } from '../../primitives/Icon/Icon';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import * as styles from './CoverageOptions.css';

export interface CoverageOptionsItem {
  /** Unique id; passed to `onLearnMore`. */
  id: string;
  /** A kebab-case icon name from the Icon primitive, e.g. "stethoscope"; none when omitted. */
  icon?: string;
  /** Card title (h3), e.g. "Medicare Advantage (Part C)". */
  title: string;
  /** One or two plain sentences. */
  description: string;
  /** Short points, shown as a ticked list. */
  features: ReadonlyArray<string>;
  /** The page that explains this coverage; adds a Learn More link when given. */
  href?: string;
}

export interface CoverageOptionsProps {
  /** In-page anchor of the section (#coverage). */
  id?: string;
  /** Background band; alternate tones down the page. */
  tone?: SectionTone;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** Text of each card's link, e.g. "Learn More"; screen readers also hear the card title. */
  learnMoreLabel: string;
  /** The coverage cards, in display order (five on the home page). */
  items: ReadonlyArray<CoverageOptionsItem>;
  /** Called with the card id when its Learn More link is followed. */
  onLearnMore?: (id: string) => void;
}

/** The kinds of coverage the agency helps with, each with its main points and a link to its page. */
export function CoverageOptions({
  id = 'coverage',
  tone = 'plain',
  heading,
  intro,
  learnMoreLabel,
  items,
  onLearnMore,
}: CoverageOptionsProps) {
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
            <ul className={styles.features}>
              {item.features.map((feature) => (
                <li key={feature} className={styles.feature}>
                  <Check className={styles.check} aria-hidden="true" size={22} strokeWidth={3} />
                  {feature}
                </li>
              ))}
            </ul>
            {item.href ? (
              <ButtonLink
                href={item.href}
                variant="outline"
                className={styles.action}
                onClick={onLearnMore ? () => onLearnMore(item.id) : undefined}
              >
                {learnMoreLabel}
                {/* In the link's text (not only an aria-label), so every reader and search engine gets a descriptive link. */}
                <VisuallyHidden>{`: ${item.title}`}</VisuallyHidden>
                <ArrowRight aria-hidden="true" size={22} />
              </ButtonLink>
            ) : null}
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../primitives/Button/Button';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import { FeatureCard } from '../../primitives/FeatureCard/FeatureCard';
import { Section, type SectionBandProps } from '../../primitives/Section/Section';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { cardAction } from '../../styles/recipes.css';

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

export interface CoverageOptionsProps extends SectionBandProps {
  /** Text of each card's link, e.g. "Learn More"; screen readers also hear the card title. */
  learnMoreLabel: string;
  /** The coverage cards, in display order (five on the home page). */
  items: ReadonlyArray<CoverageOptionsItem>;
  /** Called with the card id when its Learn More link is followed. */
  onLearnMore?: (id: string) => void;
}

/** The kinds of coverage the agency helps with, each with its main points and a link to its page. */
export function CoverageOptions({ learnMoreLabel, items, onLearnMore, ...band }: CoverageOptionsProps) {
  return (
    <Section {...band} id={band.id ?? 'coverage'} tone={band.tone ?? 'plain'}>
      <CardGrid items={items} minColumnWidth="wide" maxColumns={3}>
        {(item) => (
          <FeatureCard
            item={item}
            points={item.features}
            footer={
              item.href ? (
                <ButtonLink
                  href={item.href}
                  variant="outline"
                  className={cardAction}
                  onClick={onLearnMore ? () => onLearnMore(item.id) : undefined}
                >
                  {learnMoreLabel}
                  {/* In the link's text (not only an aria-label), so every reader and search engine gets a descriptive link. */}
                  <VisuallyHidden>{`: ${item.title}`}</VisuallyHidden>
                  <ArrowRight aria-hidden="true" size={22} />
                </ButtonLink>
              ) : null
            }
          />
        )}
      </CardGrid>
    </Section>
  );
}

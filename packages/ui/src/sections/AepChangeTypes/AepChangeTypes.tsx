import { Stethoscope } from 'lucide-react';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Section, type SectionBandProps, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { Tiles } from '../../primitives/Tiles/Tiles';
import * as styles from './AepChangeTypes.css';

export interface AepChangeTypesItem {
  /** Unique id. */
  id: string;
  /** The change, e.g. "Medigap to Medicare Advantage". */
  title: string;
  /** What the change means and what to watch for. */
  description: string;
  /** True when the insurer may ask health questions (medical underwriting): the card shows `healthQuestionsLabel`. */
  requiresHealthQuestions: boolean;
}

/** The AEP page's bands are plain white or alt (light grey-blue), never navy. */
export interface AepChangeTypesProps extends SectionBandProps<Exclude<SectionTone, 'brand'>> {
  /** The changes a person can make (the AEP page has six). */
  items: ReadonlyArray<AepChangeTypesItem>;
  /** Badge text on the changes that may need health questions, e.g. "Health questions may apply". */
  healthQuestionsLabel: string;
}

/** The changes a person can make during the AEP, one card each; those that may need health questions say so. */
export function AepChangeTypes({ items, healthQuestionsLabel, ...band }: AepChangeTypesProps) {
  return (
    <Section {...band} tone={band.tone ?? 'alt'}>
      {/* One card a row in a narrow column, two in a medium one, three in a wide one. */}
      <Tiles columns={{ tablet: 2, desktop: 3 }}>
        {items.map((item) => (
          <Card key={item.id} as="li" tone="raised">
            <Heading level={3} size={4} tone="brand">
              {item.title}
            </Heading>
            {item.requiresHealthQuestions ? (
              <p className={styles.healthBadge}>
                <Stethoscope className={styles.badgeIcon} aria-hidden="true" size={20} />
                {healthQuestionsLabel}
              </p>
            ) : null}
            <Text>{item.description}</Text>
          </Card>
        ))}
      </Tiles>
    </Section>
  );
}

import { TriangleAlert } from 'lucide-react';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Section, type SectionBandProps, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { Tiles } from '../../primitives/Tiles/Tiles';
import * as styles from './AepCommonMistakes.css';

export interface AepCommonMistakesItem {
  /** Unique id. */
  id: string;
  /** The mistake, e.g. "Waiting until the last day". */
  title: string;
  /** Why it hurts and what to do instead. */
  description: string;
}

/** The AEP page's bands are plain white or alt (light grey-blue), never navy. */
export interface AepCommonMistakesProps extends SectionBandProps<Exclude<SectionTone, 'brand'>> {
  /** The mistakes (the AEP page has four). */
  items: ReadonlyArray<AepCommonMistakesItem>;
}

/** Common AEP mistakes and how to avoid them, one card each. */
export function AepCommonMistakes({ items, ...band }: AepCommonMistakesProps) {
  return (
    <Section {...band} tone={band.tone ?? 'plain'}>
      {/* One mistake a row in a narrow column, two side by side in a wider one. */}
      <Tiles columns={{ tablet: 2 }}>
        {items.map((item) => (
          <Card key={item.id} as="li" tone="plain">
            <div className={styles.header}>
              <span className={styles.icon}>
                <TriangleAlert aria-hidden="true" size={26} />
              </span>
              <Heading level={3} size={4} tone="brand" className={styles.title}>
                {item.title}
              </Heading>
            </div>
            <Text>{item.description}</Text>
          </Card>
        ))}
      </Tiles>
    </Section>
  );
}

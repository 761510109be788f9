import { TriangleAlert } from 'lucide-react';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import * as styles from './AepCommonMistakes.css';

export interface AepCommonMistakesItem {
  /** Unique id. */
  id: string;
  /** The mistake, e.g. "Waiting until the last day". */
  title: string;
  /** Why it hurts and what to do instead. */
  description: string;
}

export interface AepCommonMistakesProps {
  /** In-page anchor. */
  id?: string;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** The mistakes (the AEP page has four). */
  items: ReadonlyArray<AepCommonMistakesItem>;
  /** Background band: plain white or alt (light grey-blue). */
  tone?: Exclude<SectionTone, 'brand'>;
}

/** Common AEP mistakes and how to avoid them, one card each. */
export function AepCommonMistakes({ id, heading, intro, items, tone = 'plain' }: AepCommonMistakesProps) {
  return (
    <Section id={id} tone={tone} heading={heading} intro={intro}>
      <div className={styles.container}>
        <ul className={styles.list}>
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
        </ul>
      </div>
    </Section>
  );
}

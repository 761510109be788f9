import { CalendarDays, Info, Newspaper } from 'lucide-react';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import * as styles from './MediaRecognition.css';

export interface MediaRecognitionItem {
  /** Unique id. */
  id: string;
  /** Where the agency appeared, e.g. a TV station or newspaper (h3). */
  outlet: string;
  /** What the appearance was about. */
  description: string;
  /** Year of the appearance. */
  year: number;
}

export interface MediaRecognitionProps {
  /** In-page anchor of the section. */
  id?: string;
  /** Background band; alternate tones down the page. */
  tone?: SectionTone;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** The appearances, in display order (four on the home page). */
  items: ReadonlyArray<MediaRecognitionItem>;
  /**
   * An editor's note shown above the cards, e.g. that the entries are placeholders to replace with real
   * appearances. Nothing is shown when omitted.
   */
  note?: string;
}

/** Where the agency's advisors have appeared in local media, as cards with outlet, topic and year. */
export function MediaRecognition({
  id = 'media',
  tone = 'plain',
  heading,
  intro,
  items,
  note,
}: MediaRecognitionProps) {
  return (
    <Section id={id} tone={tone} heading={heading} intro={intro}>
      {note ? (
        <div role="note" className={styles.note}>
          <Info className={styles.noteIcon} aria-hidden="true" size={24} />
          <p>{note}</p>
        </div>
      ) : null}
      <CardGrid minColumnWidth="medium" maxColumns={4}>
        {items.map((item) => (
          <Card key={item.id} as="li" tone="raised" className={styles.card}>
            <span className={styles.icon}>
              <Newspaper aria-hidden="true" size={28} />
            </span>
            <Heading level={3}>{item.outlet}</Heading>
            <Text>{item.description}</Text>
            <p className={styles.year}>
              <CalendarDays className={styles.yearIcon} aria-hidden="true" size={20} />
              <time dateTime={String(item.year)}>{item.year}</time>
            </p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

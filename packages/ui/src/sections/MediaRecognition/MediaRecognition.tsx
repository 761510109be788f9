import { CalendarDays, Info, Newspaper } from 'lucide-react';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import { FeatureCard } from '../../primitives/FeatureCard/FeatureCard';
import { IconDisc } from '../../primitives/IconDisc/IconDisc';
import { Section, type SectionBandProps } from '../../primitives/Section/Section';
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

export interface MediaRecognitionProps extends SectionBandProps {
  /** The appearances, in display order (four on the home page). */
  items: ReadonlyArray<MediaRecognitionItem>;
  /**
   * An editor's note shown above the cards, e.g. that the entries are placeholders to replace with real
   * appearances. Nothing is shown when omitted.
   */
  note?: string;
}

/** Where the agency's advisors have appeared in local media, as cards with outlet, topic and year. */
export function MediaRecognition({ items, note, ...band }: MediaRecognitionProps) {
  return (
    <Section {...band} id={band.id ?? 'media'} tone={band.tone ?? 'plain'}>
      {note ? (
        <div role="note" className={styles.note}>
          <Info className={styles.noteIcon} aria-hidden="true" size={24} />
          <p>{note}</p>
        </div>
      ) : null}
      <CardGrid items={items} minColumnWidth="medium" maxColumns={4}>
        {(item) => (
          <FeatureCard
            item={{ title: item.outlet, description: item.description }}
            mark={
              <IconDisc>
                <Newspaper aria-hidden="true" size={28} />
              </IconDisc>
            }
            iconPlacement="above"
            footer={
              <p className={styles.year}>
                <CalendarDays className={styles.yearIcon} aria-hidden="true" size={20} />
                <time dateTime={String(item.year)}>{item.year}</time>
              </p>
            }
          />
        )}
      </CardGrid>
    </Section>
  );
}

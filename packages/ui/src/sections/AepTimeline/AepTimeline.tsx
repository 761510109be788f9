import { Heading } from '../../primitives/Heading/Heading';
import { Section, type SectionBandProps, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { Tiles } from '../../primitives/Tiles/Tiles';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './AepTimeline.css';

export interface AepTimelineItem {
  /** Unique id. */
  id: string;
  /** When, as shown: "October 15", "October-November". */
  date: string;
  /** What happens, e.g. "AEP begins". */
  title: string;
  /** One or two sentences. */
  description: string;
}

/** The AEP page's bands are plain white or alt (light grey-blue), never navy. */
export interface AepTimelineProps extends SectionBandProps<Exclude<SectionTone, 'brand'>> {
  /** The steps in date order (the AEP page has four). */
  steps: ReadonlyArray<AepTimelineItem>;
}

/**
 * The AEP in order, from the first day to the day new coverage starts, as an ordered list. Each step's heading
 * (h3) reads "date: title", so a heading list alone tells the whole story.
 */
export function AepTimeline({ steps, ...band }: AepTimelineProps) {
  return (
    <Section {...band} tone={band.tone ?? 'plain'}>
      {/* Steps run down the page in a narrow column, and across it in a wide one. */}
      <Tiles as="ol" columns={{ wide: 4 }} space="xlarge" spaceWide="large">
        {steps.map((step, index) => (
          <li key={step.id} className={styles.item}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <Heading level={3} size={4} tone="brand" className={styles.title}>
              <span className={styles.date}>{step.date}</span>
              <VisuallyHidden>: </VisuallyHidden>
              <span>{step.title}</span>
            </Heading>
            <Text>{step.description}</Text>
          </li>
        ))}
      </Tiles>
    </Section>
  );
}

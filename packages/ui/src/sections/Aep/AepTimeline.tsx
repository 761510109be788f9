import { Heading } from '../../primitives/Heading/Heading';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
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

export interface AepTimelineProps {
  /** In-page anchor. */
  id?: string;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** The steps in date order (the AEP page has four). */
  steps: ReadonlyArray<AepTimelineItem>;
  /** Background band: plain white or alt (light grey-blue). */
  tone?: Exclude<SectionTone, 'brand'>;
}

/**
 * The AEP in order, from the first day to the day new coverage starts, as an ordered list. Each step's heading
 * (h3) reads "date: title", so a heading list alone tells the whole story.
 */
export function AepTimeline({ id, heading, intro, steps, tone = 'plain' }: AepTimelineProps) {
  return (
    <Section id={id} tone={tone} heading={heading} intro={intro}>
      <div className={styles.container}>
        <ol className={styles.list}>
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
        </ol>
      </div>
    </Section>
  );
}

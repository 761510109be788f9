import { Clock } from 'lucide-react';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Icon } from '../../primitives/Icon/Icon';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import * as styles from './ProcessSteps.css';

export interface ProcessStepsItem {
  /** Unique id. */
  id: string;
  /** 1-based position, shown as "Step 1". */
  number: number;
  /** A kebab-case icon name from the Icon primitive, e.g. "phone". */
  icon: string;
  /** Step title (h3). */
  title: string;
  /** What happens in this step. */
  description: string;
  /** How long it takes, shown as a badge: "20 minutes", "24-48 hours", "Ongoing". */
  timeframe: string;
}

export interface ProcessStepsProps {
  /** In-page anchor of the section. */
  id?: string;
  /** Background band; alternate tones down the page. */
  tone?: SectionTone;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** Word shown before each step number, e.g. "Step" for "Step 1". */
  stepLabel: string;
  /** The steps, in order (four on the home page). */
  steps: ReadonlyArray<ProcessStepsItem>;
}

/** How working with the agency goes, as a numbered (ordered) list of steps, each with how long it takes. */
export function ProcessSteps({
  id = 'process',
  tone = 'alt',
  heading,
  intro,
  stepLabel,
  steps,
}: ProcessStepsProps) {
  return (
    <Section id={id} tone={tone} heading={heading} intro={intro}>
      <CardGrid as="ol" minColumnWidth="medium" maxColumns={4}>
        {steps.map((step) => (
          <Card key={step.id} as="li" tone="raised" className={styles.step}>
            <div className={styles.top}>
              <span className={styles.number}>
                {stepLabel} {step.number}
              </span>
              <span className={styles.icon}>
                <Icon name={step.icon} size={30} />
              </span>
            </div>
            <Heading level={3}>{step.title}</Heading>
            <Text>{step.description}</Text>
            <p className={styles.timeframe}>
              <Clock className={styles.timeframeIcon} aria-hidden="true" size={20} />
              {step.timeframe}
            </p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

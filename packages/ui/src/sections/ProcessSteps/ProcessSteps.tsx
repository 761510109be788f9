import { Clock } from 'lucide-react';
import { Card } from '../../primitives/Card/Card';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import { Heading } from '../../primitives/Heading/Heading';
import { Icon } from '../../primitives/Icon/Icon';
import { IconDisc } from '../../primitives/IconDisc/IconDisc';
import { Section, type SectionBandProps } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
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

export interface ProcessStepsProps extends SectionBandProps {
  /** Word shown before each step number, e.g. "Step" for "Step 1". */
  stepLabel: string;
  /** The steps, in order (four on the home page). */
  steps: ReadonlyArray<ProcessStepsItem>;
}

/** How working with the agency goes, as a numbered (ordered) list of steps, each with how long it takes. */
export function ProcessSteps({ stepLabel, steps, ...band }: ProcessStepsProps) {
  return (
    <Section {...band} id={band.id ?? 'process'} tone={band.tone ?? 'alt'}>
      <CardGrid as="ol" items={steps} minColumnWidth="medium" maxColumns={4}>
        {(step) => (
          <Card as="li" gap="medium">
            <div className={styles.top}>
              <span className={styles.number}>
                {stepLabel} {step.number}
              </span>
              <IconDisc>
                <Icon name={step.icon} size={30} />
              </IconDisc>
            </div>
            <Heading level={3}>{step.title}</Heading>
            <Text>{step.description}</Text>
            <p className={styles.timeframe}>
              <Clock className={styles.timeframeIcon} aria-hidden="true" size={20} />
              {step.timeframe}
            </p>
          </Card>
        )}
      </CardGrid>
    </Section>
  );
}

// ResultNextStep: the last block of a tool's result, what to do with it: call a licensed advisor now, or ask for the
// free consultation with the consultation form's topic filled in from the result (the form on the page, focused on
// its first field). Used by EnrollmentTimeline and IrmaaCalculator.
import { CalendarCheck, Phone } from 'lucide-react';
import type { MouseEvent } from 'react';
import { ButtonLink } from '../../primitives/Button/Button';
import { Text } from '../../primitives/Text/Text';
import { requestCallback } from '../../private/scrollToAnchor';
import { ResultPanelBlock } from './ResultPanelBlock';
import * as styles from './ResultPanel.css';

/** The words of the next step. */
export interface ResultNextStepCopy {
  /** e.g. "What to do next". */
  heading: string;
  /** One sentence: what an advisor does with this result. */
  text: string;
  /** The call button, e.g. "Call (800) 555-0123". */
  callLabel: string;
  /** The button to the consultation form, e.g. "Schedule Free Consultation". */
  scheduleLabel: string;
}

export interface ResultNextStepProps {
  copy: ResultNextStepCopy;
  /** The toll-free number the call button dials, in E.164. */
  phoneE164: string;
  /** What the visitor entered and got, in words: the consultation form's topic. */
  topic: string;
  /** The id of the consultation form on the page. */
  formId?: string;
  /** Called when the visitor calls from here. */
  onCall?: () => void;
}

/** Call now, or the consultation form with the result as its topic. */
export function ResultNextStep({ copy, phoneE164, topic, formId = 'callback', onCall }: ResultNextStepProps) {
  const schedule = (event: MouseEvent<HTMLElement>) => {
    if (requestCallback(formId, topic)) event.preventDefault();
  };
  return (
    <ResultPanelBlock heading={copy.heading}>
      <Text>{copy.text}</Text>
      <div className={styles.nextActions}>
        <ButtonLink
          href={`tel:${phoneE164}`}
          variant="primary"
          size="large"
          icon={<Phone aria-hidden="true" size={22} />}
          onClick={onCall}
        >
          {copy.callLabel}
        </ButtonLink>
        <ButtonLink
          href={`#${formId}`}
          variant="secondary"
          size="large"
          icon={<CalendarCheck aria-hidden="true" size={22} />}
          data-callback-topic={topic}
          onClick={schedule}
        >
          {copy.scheduleLabel}
        </ButtonLink>
      </div>
    </ResultPanelBlock>
  );
}

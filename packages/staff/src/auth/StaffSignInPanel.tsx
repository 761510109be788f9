// A sign-in step that is not a form (signed in, no access): a focusable heading, a sentence, what else the step shows,
// and one button that signs out.
import type { ReactNode, Ref } from 'react';
import * as styles from './StaffSignIn.css';
import { Button, Text } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

export interface StaffSignInPanelProps {
  heading: string;
  /** The heading, focused when the step appears after an action. */
  headingRef: Ref<HTMLHeadingElement>;
  /** When set, the panel is an alert named by its heading, which takes this id. */
  alertId?: string;
  text: string;
  /** What the step shows after its sentence (the session's level, the staff pages). */
  children?: ReactNode;
  actionLabel: string;
  onAction: () => void;
  /** While the action runs. */
  pending: boolean;
}

export function StaffSignInPanel({
  heading,
  headingRef,
  alertId,
  text,
  children,
  actionLabel,
  onAction,
  pending,
}: StaffSignInPanelProps) {
  return (
    <div className={styles.root}>
      <div className={styles.form} role={alertId ? 'alert' : undefined} aria-labelledby={alertId}>
        <h2 id={alertId} ref={headingRef} tabIndex={-1} className={headingClass({ level: 2 })}>
          {heading}
        </h2>
        <Text>{text}</Text>
        {children}
        <div className={styles.actions}>
          <Button variant="outline" disabled={pending} onClick={onAction}>
            {actionLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}

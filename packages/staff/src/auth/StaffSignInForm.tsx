// A sign-in step that is a form (the password, the one-time code): the notices above it, then its focusable heading,
// a sentence, its fields and buttons.
import type { FormEvent, ReactNode, Ref } from 'react';
import * as styles from './StaffSignIn.css';
import { Text } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

export interface StaffSignInFormProps {
  /** The heading's id, which names the form. */
  headingId: string;
  /** The heading, focused when the step appears after an action. */
  headingRef: Ref<HTMLHeadingElement>;
  heading: string;
  intro: string;
  /** The error summary and the message, above the form. */
  notices: ReactNode;
  onSubmit: (event: FormEvent) => void;
  /** The fields and the buttons. */
  children: ReactNode;
}

export function StaffSignInForm({
  headingId,
  headingRef,
  heading,
  intro,
  notices,
  onSubmit,
  children,
}: StaffSignInFormProps) {
  return (
    <div className={styles.root}>
      {notices}
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingClass({ level: 2 })}>
          {heading}
        </h2>
        <Text>{intro}</Text>
        {children}
      </form>
    </div>
  );
}

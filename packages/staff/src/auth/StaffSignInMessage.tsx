// The sign-in widget's message box: why an action failed (an alert) or a notice (a status), in words with an icon.
import clsx from 'clsx';
import { CircleAlert, Info } from 'lucide-react';
import type { Ref } from 'react';
import * as styles from './StaffSignIn.css';
import type { SignInMessage } from './useStaffSignIn';
import { Text } from '@agency/ui';

export interface StaffSignInMessageProps {
  message: SignInMessage;
  /** The box, focused when a message appears. */
  boxRef: Ref<HTMLDivElement>;
}

/** The current message; nothing when there is none. */
export function StaffSignInMessage({ message, boxRef }: StaffSignInMessageProps) {
  if (!message) return null;
  return (
    <div
      ref={boxRef}
      tabIndex={-1}
      role={message.tone === 'critical' ? 'alert' : 'status'}
      className={styles.message({ tone: message.tone })}
    >
      {message.tone === 'critical' ? (
        <CircleAlert aria-hidden="true" className={clsx(styles.messageIcon, styles.errorIcon)} />
      ) : (
        <Info aria-hidden="true" className={styles.messageIcon} />
      )}
      <Text>{message.text}</Text>
    </div>
  );
}

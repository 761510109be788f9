import * as styles from './StaffSignIn.css';
import { Button, Text } from '@agency/ui';

export interface StaffAccountBarProps {
  email: string;
  copy: {
    /** Token {account}. */
    signedInAs: string;
    signOutLabel: string;
  };
  onSignOut: () => void;
  /** While signing out. */
  pending?: boolean;
}

/** The line above each staff tool: who is signed in, and Sign out. */
export function StaffAccountBar({ email, copy, onSignOut, pending = false }: StaffAccountBarProps) {
  return (
    <div className={styles.accountBar}>
      <Text>{copy.signedInAs.replaceAll('{account}', email)}</Text>
      <Button variant="outline" disabled={pending} onClick={onSignOut}>
        {copy.signOutLabel}
      </Button>
    </div>
  );
}

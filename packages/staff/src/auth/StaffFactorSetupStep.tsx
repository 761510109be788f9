// The sign-in step that sets up an authenticator app: why, then three numbered steps (scan the QR code; or type the
// set-up key, shown in groups of four and read out to screen readers as text; enter the app's first code), with a
// retry when the set-up could not be prepared.
import type { FormEvent, ReactNode, Ref } from 'react';
import * as styles from './StaffSignIn.css';
import type { StaffSignInCopy } from './StaffSignIn';
import { StaffSignInForm } from './StaffSignInForm';
import type { StaffFactorSetup } from './staffAuth';
import { Button, Spinner, Text } from '@agency/ui';

export interface StaffFactorSetupStepProps {
  copy: StaffSignInCopy['factorSetup'];
  /** The intro with the account filled in. */
  intro: string;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  notices: ReactNode;
  setup: StaffFactorSetup | null;
  preparing: boolean;
  pending: boolean;
  /** The code field (StaffSignInField). */
  codeField: ReactNode;
  onSubmit: (event: FormEvent) => void;
  onRetry: () => void;
  onOtherAccount: () => void;
}

/** The key in groups of four, as authenticator apps show and take it. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function StaffFactorSetupStep({
  copy,
  intro,
  headingId,
  headingRef,
  notices,
  setup,
  preparing,
  pending,
  codeField,
  onSubmit,
  onRetry,
  onOtherAccount,
}: StaffFactorSetupStepProps) {
  const keyId = `${headingId}-key`;
  return (
    <StaffSignInForm
      headingId={headingId}
      headingRef={headingRef}
      heading={copy.heading}
      intro={intro}
      notices={notices}
      onSubmit={onSubmit}
    >
      {setup ? (
        <>
          <ol className={styles.steps}>
            <li>
              <Text>{copy.scanStep}</Text>
              <img className={styles.qrCode} src={setup.qrCode} alt={copy.qrAlt} width={220} height={220} />
            </li>
            <li>
              <Text>{copy.keyStep}</Text>
              <p className={styles.setupKey}>
                <span id={keyId} className={styles.setupKeyLabel}>
                  {copy.keyLabel}:
                </span>{' '}
                <code aria-describedby={keyId}>{groupedKey(setup.secret)}</code>
              </p>
            </li>
            <li>
              <Text>{copy.codeStep}</Text>
              {codeField}
            </li>
          </ol>
          <div className={styles.actions}>
            <Button type="submit" disabled={pending}>
              {pending ? copy.pendingLabel : copy.submitLabel}
            </Button>
            <Button variant="ghost" disabled={pending} onClick={onOtherAccount}>
              {copy.otherAccountLabel}
            </Button>
          </div>
        </>
      ) : preparing ? (
        <Spinner label={copy.preparing} />
      ) : (
        <div className={styles.actions}>
          <Button onClick={onRetry}>{copy.retryLabel}</Button>
          <Button variant="ghost" onClick={onOtherAccount}>
            {copy.otherAccountLabel}
          </Button>
        </div>
      )}
    </StaffSignInForm>
  );
}

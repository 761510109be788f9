// The staff sign-in widget: its words and props, and each step drawn from useStaffSignIn's state (the password, new
// password, authenticator set-up and code forms, the signed-in and no-access panels, the not-configured notice).
import { Info } from 'lucide-react';
import { StaffErrorSummary } from '../tools/StaffErrorSummary';
import { StaffFactorSetupStep } from './StaffFactorSetupStep';
import * as styles from './StaffSignIn.css';
import { StaffSignInField } from './StaffSignInField';
import { StaffSignInForm } from './StaffSignInForm';
import { StaffSignInMessage } from './StaffSignInMessage';
import { StaffSignInPanel } from './StaffSignInPanel';
import type { StaffAccess, StaffAuth, StaffAuthFailure } from './staffAuth';
import { fillCopy, useStaffSignIn, type SignInField } from './useStaffSignIn';
import { Button, Link, Spinner, Text } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

/** Every text of the sign-in widget (the site passes the content package's copy). `{account}` is filled in. */
export interface StaffSignInCopy {
  /** Shown while the stored session is checked, e.g. 'Checking your sign-in...'. */
  checking: string;
  form: {
    heading: string;
    intro: string;
    emailLabel: string;
    passwordLabel: string;
    submitLabel: string;
    pendingLabel: string;
  };
  code: {
    heading: string;
    /** Token {account}. */
    intro: string;
    label: string;
    hint: string;
    submitLabel: string;
    pendingLabel: string;
    /** Signs out and returns to the password form. */
    otherAccountLabel: string;
  };
  /** After a one-time password: the staff member's own. Tokens {account} (intro), {min} (hint). */
  newPassword: {
    heading: string;
    intro: string;
    label: string;
    hint: string;
    againLabel: string;
    submitLabel: string;
    pendingLabel: string;
  };
  /** Setting up the authenticator app. Token {account} (intro). */
  factorSetup: {
    heading: string;
    intro: string;
    /** While the set-up is prepared. */
    preparing: string;
    scanStep: string;
    qrAlt: string;
    keyStep: string;
    keyLabel: string;
    codeStep: string;
    submitLabel: string;
    pendingLabel: string;
    /** When the set-up could not be prepared. */
    retryLabel: string;
    otherAccountLabel: string;
  };
  signedIn: {
    heading: string;
    /** Token {account}. */
    text: string;
    /** How the session was raised, by level. */
    levels: { aal1: string; aal2: string };
    linksHeading: string;
    signOutLabel: string;
  };
  /** A signed-in account without the staff role. Token {account}. */
  noAccess: { heading: string; text: string; otherAccountLabel: string };
  notConfigured: { heading: string; text: string };
  /** Heading over a configuration error's message (the message says what to fix). */
  configErrorHeading: string;
  errors: {
    summaryHeading: string;
    emailMissing: string;
    emailInvalid: string;
    passwordMissing: string;
    codeMissing: string;
    codeFormat: string;
    newPasswordMissing: string;
    /** Token {min}. */
    newPasswordShort: string;
    newPasswordAgainMissing: string;
    newPasswordMismatch: string;
  };
  /** Why an action failed, one sentence each (token {min}). */
  failures: Record<StaffAuthFailure, string>;
  /** Why the visitor is signed out when it was not their own click this moment. */
  notices: { expired: string; signedOut: string; invalid: string };
}

export interface StaffSignInProps {
  /** The auth service; null when no backend is configured (the page says so plainly). */
  auth: StaffAuth | null;
  /** A configuration problem to show instead of the form (what to fix). */
  configError?: string;
  copy: StaffSignInCopy;
  /** Called when the session is at the level the account needs (e.g. to go back to the page that asked). */
  onSignedIn?: (access: Extract<StaffAccess, { state: 'signed-in' }>) => void;
  /** The staff pages, listed once signed in. */
  links?: ReadonlyArray<{ label: string; href: string }>;
  /** The name an authenticator app shows for the account (e.g. the agency's name); the service's own by default. */
  issuer?: string;
}

/**
 * Staff sign-in: email and password; a password of one's own after a one-time one; setting up an authenticator app
 * (QR code, and the key in text) for a staff account that has none; its code at every sign-in; the signed-in view
 * with the staff pages and Sign out. Failures say what happened (wrong password, wrong code, expired session, no
 * connection) and keep what was typed. With no sign-in service it says so plainly.
 */
export function StaffSignIn({ auth, configError, copy, onSignedIn, links = [], issuer }: StaffSignInProps) {
  const state = useStaffSignIn({ auth, configError, copy, onSignedIn, issuer });
  const { baseId, phase, errors, message, pending, headingRef, signOut } = state;

  if (configError || !auth || phase.name === 'not-served') {
    return (
      <div className={styles.root}>
        <div className={styles.message({ tone: configError ? 'critical' : 'info' })} role="status">
          <Info aria-hidden="true" className={styles.messageIcon} />
          <div>
            <h2 className={headingClass({ level: 3 })}>
              {configError ? copy.configErrorHeading : copy.notConfigured.heading}
            </h2>
            <Text>{configError ?? copy.notConfigured.text}</Text>
          </div>
        </div>
      </div>
    );
  }

  const fieldId = (field: SignInField) => `${baseId}-${field}`;
  /** What a field takes from the sign-in's state: its id and name, what was typed, and what to fix. */
  const field = (name: SignInField) => ({
    id: fieldId(name),
    name,
    value: state.values[name],
    onValueChange: state.setValue(name),
    error: errors.find((error) => error.field === name)?.message,
  });
  const notices = (
    <>
      <StaffErrorSummary
        level={2}
        heading={copy.errors.summaryHeading}
        items={errors.map((error) => ({ message: error.message, fieldId: fieldId(error.field) }))}
        headingRef={state.summaryRef}
      />
      <StaffSignInMessage message={message} boxRef={state.messageRef} />
    </>
  );

  if (phase.name === 'checking') {
    return (
      <div className={styles.root}>
        <Spinner label={copy.checking} />
      </div>
    );
  }

  // The two steps that are not forms: signed in (with the staff pages), and signed in without the staff role.
  if (phase.name === 'signed-in' || phase.name === 'no-access') {
    const signedIn = phase.name === 'signed-in';
    const words = signedIn ? copy.signedIn : copy.noAccess;
    return (
      <StaffSignInPanel
        heading={words.heading}
        headingRef={headingRef}
        alertId={signedIn ? undefined : `${baseId}-no-access`}
        text={fillCopy(words.text, phase.email)}
        actionLabel={signedIn ? copy.signedIn.signOutLabel : copy.noAccess.otherAccountLabel}
        onAction={() => void signOut(signedIn)}
        pending={pending}
      >
        {phase.name === 'signed-in' ? (
          <>
            <Text tone="muted">{copy.signedIn.levels[phase.level]}</Text>
            {links.length > 0 ? (
              <nav aria-labelledby={`${baseId}-links`}>
                <h3 id={`${baseId}-links`} className={headingClass({ level: 3 })}>
                  {copy.signedIn.linksHeading}
                </h3>
                <ul className={styles.links}>
                  {links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </>
        ) : null}
      </StaffSignInPanel>
    );
  }

  /** What every form shares: the heading to focus, and the summary and message above them. */
  const form = { headingRef, notices };
  const codeField = (
    <StaffSignInField
      {...field('code')}
      label={copy.code.label}
      input={{
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: 9,
        className: styles.codeInput,
      }}
      hint={copy.code.hint}
    />
  );

  if (phase.name === 'new-password') {
    return (
      <StaffSignInForm
        {...form}
        headingId={`${baseId}-new-password-heading`}
        heading={copy.newPassword.heading}
        intro={fillCopy(copy.newPassword.intro, phase.email)}
        onSubmit={state.submitNewPassword}
      >
        <StaffSignInField
          {...field('newPassword')}
          label={copy.newPassword.label}
          input={{ type: 'password', autoComplete: 'new-password' }}
          hint={fillCopy(copy.newPassword.hint)}
        />
        <StaffSignInField
          {...field('newPasswordAgain')}
          label={copy.newPassword.againLabel}
          input={{ type: 'password', autoComplete: 'new-password' }}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? copy.newPassword.pendingLabel : copy.newPassword.submitLabel}
          </Button>
          <Button variant="ghost" disabled={pending} onClick={() => void signOut(false)}>
            {copy.code.otherAccountLabel}
          </Button>
        </div>
      </StaffSignInForm>
    );
  }

  if (phase.name === 'factor-setup') {
    return (
      <StaffFactorSetupStep
        {...form}
        copy={copy.factorSetup}
        intro={fillCopy(copy.factorSetup.intro, phase.email)}
        headingId={`${baseId}-setup-heading`}
        setup={phase.setup}
        preparing={phase.preparing}
        pending={pending}
        codeField={codeField}
        onSubmit={state.submitSetupCode}
        onRetry={state.retrySetup}
        onOtherAccount={() => void signOut(false)}
      />
    );
  }

  if (phase.name === 'code') {
    return (
      <StaffSignInForm
        {...form}
        headingId={`${baseId}-code-heading`}
        heading={copy.code.heading}
        intro={fillCopy(copy.code.intro, phase.email)}
        onSubmit={state.submitCode}
      >
        {codeField}
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? copy.code.pendingLabel : copy.code.submitLabel}
          </Button>
          <Button variant="ghost" disabled={pending} onClick={() => void signOut(false)}>
            {copy.code.otherAccountLabel}
          </Button>
        </div>
      </StaffSignInForm>
    );
  }

  return (
    <StaffSignInForm
      {...form}
      headingId={`${baseId}-heading`}
      heading={copy.form.heading}
      intro={copy.form.intro}
      onSubmit={state.submitPassword}
    >
      <StaffSignInField
        {...field('email')}
        label={copy.form.emailLabel}
        input={{ type: 'email', autoComplete: 'username' }}
      />
      <StaffSignInField
        {...field('password')}
        label={copy.form.passwordLabel}
        input={{ type: 'password', autoComplete: 'current-password' }}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {pending ? copy.form.pendingLabel : copy.form.submitLabel}
        </Button>
      </div>
    </StaffSignInForm>
  );
}

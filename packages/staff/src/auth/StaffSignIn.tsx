// The staff sign-in widget: its words and props, and each step drawn from useStaffSignIn's state (the password and
// code forms, the signed-in and no-access panels, the not-configured notice).
import { Info } from 'lucide-react';
import * as styles from './StaffSignIn.css';
import { StaffSignInErrorSummary } from './StaffSignInErrorSummary';
import { StaffSignInField } from './StaffSignInField';
import { StaffSignInMessage } from './StaffSignInMessage';
import { StaffSignInPanel } from './StaffSignInPanel';
import type { StaffAccess, StaffAuth, StaffAuthFailure } from './staffAuth';
import { useStaffSignIn, type SignInField } from './useStaffSignIn';
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
  };
  /** Why an action failed, one sentence each. */
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
}

function fill(text: string, email: string): string {
  return text.replaceAll('{account}', email);
}

/**
 * Staff sign-in: email and password; a one-time code when the account has a verified second factor; the signed-in
 * view with the staff pages and Sign out. Failures say what happened (wrong password, wrong code, expired session,
 * no connection) and keep what was typed. With no backend configured it says so plainly.
 */
export function StaffSignIn({ auth, configError, copy, onSignedIn, links = [] }: StaffSignInProps) {
  const state = useStaffSignIn({ auth, configError, copy, onSignedIn });
  const { baseId, phase, errors, message, pending, headingRef, signOut } = state;

  if (configError || !auth) {
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
  const errorFor = (field: SignInField) => errors.find((error) => error.field === field)?.message;
  const notices = (
    <>
      <StaffSignInErrorSummary
        heading={copy.errors.summaryHeading}
        errors={errors}
        fieldId={fieldId}
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

  if (phase.name === 'signed-in') {
    return (
      <StaffSignInPanel
        heading={copy.signedIn.heading}
        headingRef={headingRef}
        text={fill(copy.signedIn.text, phase.email)}
        actionLabel={copy.signedIn.signOutLabel}
        onAction={() => void signOut(true)}
        pending={pending}
      >
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
      </StaffSignInPanel>
    );
  }

  if (phase.name === 'no-access') {
    return (
      <StaffSignInPanel
        heading={copy.noAccess.heading}
        headingRef={headingRef}
        alertId={`${baseId}-no-access`}
        text={fill(copy.noAccess.text, phase.email)}
        actionLabel={copy.noAccess.otherAccountLabel}
        onAction={() => void signOut(false)}
        pending={pending}
      />
    );
  }

  if (phase.name === 'code') {
    return (
      <div className={styles.root}>
        {notices}
        <form
          className={styles.form}
          noValidate
          onSubmit={state.submitCode}
          aria-labelledby={`${baseId}-code-heading`}
        >
          <h2
            id={`${baseId}-code-heading`}
            ref={headingRef}
            tabIndex={-1}
            className={headingClass({ level: 2 })}
          >
            {copy.code.heading}
          </h2>
          <Text>{fill(copy.code.intro, phase.email)}</Text>
          <StaffSignInField
            id={fieldId('code')}
            name="code"
            label={copy.code.label}
            value={state.code}
            onValueChange={state.setCode}
            input={{
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 9,
              className: styles.codeInput,
            }}
            hint={copy.code.hint}
            error={errorFor('code')}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={pending}>
              {pending ? copy.code.pendingLabel : copy.code.submitLabel}
            </Button>
            <Button variant="ghost" disabled={pending} onClick={() => void signOut(false)}>
              {copy.code.otherAccountLabel}
            </Button>
          </div>
        </form>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {notices}
      <form
        className={styles.form}
        noValidate
        onSubmit={state.submitPassword}
        aria-labelledby={`${baseId}-heading`}
      >
        <h2 id={`${baseId}-heading`} ref={headingRef} tabIndex={-1} className={headingClass({ level: 2 })}>
          {copy.form.heading}
        </h2>
        <Text>{copy.form.intro}</Text>
        <StaffSignInField
          id={fieldId('email')}
          name="email"
          label={copy.form.emailLabel}
          value={state.email}
          onValueChange={state.setEmail}
          input={{ type: 'email', autoComplete: 'username' }}
          error={errorFor('email')}
        />
        <StaffSignInField
          id={fieldId('password')}
          name="password"
          label={copy.form.passwordLabel}
          value={state.password}
          onValueChange={state.setPassword}
          input={{ type: 'password', autoComplete: 'current-password' }}
          error={errorFor('password')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? copy.form.pendingLabel : copy.form.submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}

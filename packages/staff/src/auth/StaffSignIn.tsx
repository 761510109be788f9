import clsx from 'clsx';
import { CircleAlert, Info } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
} from 'react';
import * as styles from './StaffSignIn.css';
import type { StaffAccess, StaffAuth, StaffAuthFailure, StaffAuthResult } from './staffAuth';
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

type Field = 'email' | 'password' | 'code';
type FieldError = { field: Field; message: string };
type Phase =
  | { name: 'checking' }
  | { name: 'form' }
  | { name: 'code'; email: string }
  | { name: 'signed-in'; email: string; level: 'aal1' | 'aal2' }
  | { name: 'no-access'; email: string };
type Message = { tone: 'critical' | 'info'; text: string } | null;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const codePattern = /^\d{6}$/;

function fill(text: string, email: string): string {
  return text.replaceAll('{account}', email);
}

/**
 * Staff sign-in: email and password; a one-time code when the account has a verified second factor; the signed-in
 * view with the staff pages and Sign out. Failures say what happened (wrong password, wrong code, expired session,
 * no connection) and keep what was typed. With no backend configured it says so plainly.
 */
export function StaffSignIn({ auth, configError, copy, onSignedIn, links = [] }: StaffSignInProps) {
  const baseId = useId();
  const [phase, setPhase] = useState<Phase>(auth && !configError ? { name: 'checking' } : { name: 'form' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<Message>(null);
  const [pending, setPending] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'message' | 'summary' | 'heading' | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  useLayoutEffect(() => {
    onSignedInRef.current = onSignedIn;
  });

  const fieldId = (field: Field) => `${baseId}-${field}`;
  const errorId = (field: Field) => `${baseId}-${field}-error`;
  const errorFor = (field: Field) => errors.find((error) => error.field === field)?.message;

  const show = useCallback(
    (result: StaffAuthResult, from: 'check' | 'action') => {
      if (!result.ok) {
        setMessage({ tone: 'critical', text: copy.failures[result.reason] });
        if (result.reason === 'expired') setPhase({ name: 'form' });
        else setPhase((current) => (current.name === 'checking' ? { name: 'form' } : current));
        focusNext.current = 'message';
        return;
      }
      const { access } = result;
      if (access.state === 'signed-out') {
        setPhase({ name: 'form' });
        if (access.notice) {
          const text =
            access.notice === 'expired'
              ? copy.notices.expired
              : access.notice === 'invalid'
                ? copy.notices.invalid
                : copy.notices.signedOut;
          setMessage({ tone: access.notice === 'signed-out' ? 'info' : 'critical', text });
          focusNext.current = 'message';
        }
        return;
      }
      setMessage(null);
      setErrors([]);
      if (access.state === 'needs-code') {
        setPhase({ name: 'code', email: access.email });
      } else if (access.state === 'no-access') {
        setPhase({ name: 'no-access', email: access.email });
        setPassword('');
      } else {
        setPhase({ name: 'signed-in', email: access.email, level: access.level });
        setPassword('');
        onSignedInRef.current?.(access);
      }
      if (from === 'action') focusNext.current = 'heading';
    },
    [copy],
  );

  useEffect(() => {
    if (!auth || configError) return;
    let live = true;
    void auth.access().then((result) => {
      if (live) show(result, 'check');
    });
    const stop = auth.onExpired(() => {
      if (!live) return;
      setPhase({ name: 'form' });
      setMessage({ tone: 'critical', text: copy.notices.expired });
      focusNext.current = 'message';
    });
    return () => {
      live = false;
      stop();
    };
  }, [auth, configError, copy, show]);

  // Move focus as soon as the DOM shows the new state, so a screen reader reads what changed.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'message') messageRef.current?.focus();
    else if (target === 'summary') summaryRef.current?.focus();
    else headingRef.current?.focus();
  });

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

  async function run(action: () => Promise<StaffAuthResult>) {
    setPending(true);
    setMessage(null);
    try {
      show(await action(), 'action');
    } finally {
      setPending(false);
    }
  }

  function invalid(found: FieldError[]): boolean {
    setErrors(found);
    if (found.length > 0) {
      setMessage(null);
      focusNext.current = 'summary';
      return true;
    }
    return false;
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (pending || !auth) return;
    const found: FieldError[] = [];
    if (!email.trim()) found.push({ field: 'email', message: copy.errors.emailMissing });
    else if (!emailPattern.test(email.trim()))
      found.push({ field: 'email', message: copy.errors.emailInvalid });
    if (!password) found.push({ field: 'password', message: copy.errors.passwordMissing });
    if (invalid(found)) return;
    void run(() => auth.signIn(email, password));
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (pending || !auth) return;
    const trimmed = code.replace(/\s+/g, '');
    const found: FieldError[] = [];
    if (!trimmed) found.push({ field: 'code', message: copy.errors.codeMissing });
    else if (!codePattern.test(trimmed)) found.push({ field: 'code', message: copy.errors.codeFormat });
    if (invalid(found)) return;
    void run(() => auth.verifyCode(trimmed));
  }

  async function signOut(notice: boolean) {
    if (!auth) return;
    setPending(true);
    try {
      await auth.signOut();
    } finally {
      setPending(false);
    }
    setCode('');
    setPassword('');
    setErrors([]);
    setPhase({ name: 'form' });
    setMessage(notice ? { tone: 'info', text: copy.notices.signedOut } : null);
    focusNext.current = notice ? 'message' : 'heading';
  }

  const messageBox = message ? (
    <div
      ref={messageRef}
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
  ) : null;

  const summary =
    errors.length > 0 ? (
      <div className={styles.errorSummary}>
        <h2
          ref={summaryRef}
          tabIndex={-1}
          className={clsx(headingClass({ level: 3, tone: 'default' }), styles.errorSummaryHeading)}
        >
          <CircleAlert aria-hidden="true" className={styles.errorIcon} />
          {copy.errors.summaryHeading}
        </h2>
        <ul className={styles.errorSummaryList}>
          {errors.map((error) => (
            <li key={error.field}>
              <a
                href={`#${fieldId(error.field)}`}
                className={styles.errorSummaryLink}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(fieldId(error.field))?.focus();
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    ) : null;

  /** A labelled text field with its optional hint and error, tied together with aria-describedby. */
  const textField = (
    field: Field,
    label: string,
    value: string,
    setValue: (value: string) => void,
    input: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => {
    const error = errorFor(field);
    const hintId = hint ? `${fieldId(field)}-hint` : undefined;
    const describedBy = [hintId, error ? errorId(field) : undefined].filter(Boolean).join(' ');
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId(field)} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId(field)} className={styles.errorMessage}>
            {error}
          </p>
        ) : null}
        <input
          {...input}
          id={fieldId(field)}
          name={field}
          className={clsx(styles.input({ invalid: Boolean(error) }), input.className)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy || undefined}
        />
      </div>
    );
  };

  if (phase.name === 'checking') {
    return (
      <div className={styles.root}>
        <Spinner label={copy.checking} />
      </div>
    );
  }

  if (phase.name === 'signed-in') {
    return (
      <div className={styles.root}>
        <div className={styles.form}>
          <h2 ref={headingRef} tabIndex={-1} className={headingClass({ level: 2 })}>
            {copy.signedIn.heading}
          </h2>
          <Text>{fill(copy.signedIn.text, phase.email)}</Text>
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
          <div className={styles.actions}>
            <Button variant="outline" disabled={pending} onClick={() => void signOut(true)}>
              {copy.signedIn.signOutLabel}
            </Button>
          </div>
        </div>
      </div>
    );
  }

  if (phase.name === 'no-access') {
    return (
      <div className={styles.root}>
        <div className={styles.form} role="alert" aria-labelledby={`${baseId}-no-access`}>
          <h2
            id={`${baseId}-no-access`}
            ref={headingRef}
            tabIndex={-1}
            className={headingClass({ level: 2 })}
          >
            {copy.noAccess.heading}
          </h2>
          <Text>{fill(copy.noAccess.text, phase.email)}</Text>
          <div className={styles.actions}>
            <Button variant="outline" disabled={pending} onClick={() => void signOut(false)}>
              {copy.noAccess.otherAccountLabel}
            </Button>
          </div>
        </div>
      </div>
    );
  }

  if (phase.name === 'code') {
    return (
      <div className={styles.root}>
        {summary}
        {messageBox}
        <form
          className={styles.form}
          noValidate
          onSubmit={submitCode}
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
          {textField(
            'code',
            copy.code.label,
            code,
            setCode,
            {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 9,
              className: styles.codeInput,
            },
            copy.code.hint,
          )}
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
      {summary}
      {messageBox}
      <form
        className={styles.form}
        noValidate
        onSubmit={submitPassword}
        aria-labelledby={`${baseId}-heading`}
      >
        <h2 id={`${baseId}-heading`} ref={headingRef} tabIndex={-1} className={headingClass({ level: 2 })}>
          {copy.form.heading}
        </h2>
        <Text>{copy.form.intro}</Text>
        {textField('email', copy.form.emailLabel, email, setEmail, {
          type: 'email',
          autoComplete: 'username',
        })}
        {textField('password', copy.form.passwordLabel, password, setPassword, {
          type: 'password',
          autoComplete: 'current-password',
        })}
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? copy.form.pendingLabel : copy.form.submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}

// The sign-in widget's state: which step it shows (checking, password, new password, authenticator set-up, code,
// signed in, no access, no sign-in service), what was typed, the field errors and the message, and where focus goes
// once the DOM shows a new step. StaffSignIn draws it.
import { staffPasswordMinLength } from '@agency/content/contracts';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffSignInProps } from './StaffSignIn';
import type { StaffAuthResult, StaffFactorSetup } from './staffAuth';

export type SignInField = 'email' | 'password' | 'code' | 'newPassword' | 'newPasswordAgain';
export type SignInFieldError = { field: SignInField; message: string };
export type SignInPhase =
  | { name: 'checking' }
  | { name: 'form' }
  | { name: 'new-password'; email: string }
  /** `setup` is null while it is prepared, or after it failed (the message says why; the step offers a retry). */
  | { name: 'factor-setup'; email: string; setup: StaffFactorSetup | null; preparing: boolean }
  | { name: 'code'; email: string }
  | { name: 'signed-in'; email: string; level: 'aal1' | 'aal2' }
  | { name: 'no-access'; email: string }
  | { name: 'not-served' };
export type SignInMessage = { tone: 'critical' | 'info'; text: string } | null;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const codePattern = /^\d{6}$/;

/** Fills the widget's tokens: {min} always, {account} when given. */
export function fillCopy(text: string, account?: string): string {
  const withMin = text.replaceAll('{min}', String(staffPasswordMinLength));
  return account === undefined ? withMin : withMin.replaceAll('{account}', account);
}

/**
 * Checks the stored session on mount, follows its expiry, runs the password, new password, set-up, code and sign-out
 * actions, and moves focus to what changed (the message, the error summary or the new heading) so a screen reader
 * reads it.
 */
export function useStaffSignIn({
  auth,
  configError,
  copy,
  onSignedIn,
  issuer,
}: Pick<StaffSignInProps, 'auth' | 'configError' | 'copy' | 'onSignedIn' | 'issuer'>) {
  const baseId = useId();
  const [phase, setPhase] = useState<SignInPhase>(
    auth && !configError ? { name: 'checking' } : { name: 'form' },
  );
  const [values, setValues] = useState<Record<SignInField, string>>({
    email: '',
    password: '',
    code: '',
    newPassword: '',
    newPasswordAgain: '',
  });
  const [errors, setErrors] = useState<SignInFieldError[]>([]);
  const [message, setMessage] = useState<SignInMessage>(null);
  const [pending, setPending] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'message' | 'summary' | 'heading' | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  useLayoutEffect(() => {
    onSignedInRef.current = onSignedIn;
  });
  const setValue = useCallback(
    (field: SignInField) => (value: string) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const clearSecrets = () =>
    setValues((current) => ({ ...current, password: '', code: '', newPassword: '', newPasswordAgain: '' }));

  /** Asks the service for a new authenticator set-up and shows it (or why it failed). */
  const prepareSetup = useCallback(
    async (email: string) => {
      if (!auth) return;
      setPhase({ name: 'factor-setup', email, setup: null, preparing: true });
      const result = await auth.startFactorSetup(issuer);
      if (result.ok) setPhase({ name: 'factor-setup', email, setup: result.setup, preparing: false });
      else {
        setPhase({ name: 'factor-setup', email, setup: null, preparing: false });
        setMessage({ tone: 'critical', text: fillCopy(copy.failures[result.reason]) });
        focusNext.current = 'message';
      }
    },
    [auth, copy, issuer],
  );

  const show = useCallback(
    (result: StaffAuthResult, from: 'check' | 'action') => {
      if (!result.ok) {
        if (result.reason === 'not-served') {
          setPhase({ name: 'not-served' });
          return;
        }
        setMessage({ tone: 'critical', text: fillCopy(copy.failures[result.reason]) });
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
      if (access.state !== 'needs-code') clearSecrets();
      if (access.state === 'needs-code') setPhase({ name: 'code', email: access.email });
      else if (access.state === 'needs-password') setPhase({ name: 'new-password', email: access.email });
      else if (access.state === 'needs-factor') void prepareSetup(access.email);
      else if (access.state === 'no-access') setPhase({ name: 'no-access', email: access.email });
      else {
        setPhase({ name: 'signed-in', email: access.email, level: access.level });
        onSignedInRef.current?.(access);
      }
      if (from === 'action') focusNext.current = 'heading';
    },
    [copy, prepareSetup],
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

  async function run(action: () => Promise<StaffAuthResult>) {
    setPending(true);
    setMessage(null);
    try {
      show(await action(), 'action');
    } finally {
      setPending(false);
    }
  }

  function invalid(found: SignInFieldError[]): boolean {
    setErrors(found);
    if (found.length > 0) {
      setMessage(null);
      focusNext.current = 'summary';
      return true;
    }
    return false;
  }

  /** The code typed, without spaces, or the problem with it. */
  function checkedCode(): string | null {
    const trimmed = values.code.replace(/\s+/g, '');
    const found: SignInFieldError[] = [];
    if (!trimmed) found.push({ field: 'code', message: copy.errors.codeMissing });
    else if (!codePattern.test(trimmed)) found.push({ field: 'code', message: copy.errors.codeFormat });
    return invalid(found) ? null : trimmed;
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (pending || !auth) return;
    const email = values.email.trim();
    const found: SignInFieldError[] = [];
    if (!email) found.push({ field: 'email', message: copy.errors.emailMissing });
    else if (!emailPattern.test(email)) found.push({ field: 'email', message: copy.errors.emailInvalid });
    if (!values.password) found.push({ field: 'password', message: copy.errors.passwordMissing });
    if (invalid(found)) return;
    void run(() => auth.signIn(email, values.password));
  }

  function submitNewPassword(event: FormEvent) {
    event.preventDefault();
    if (pending || !auth) return;
    const found: SignInFieldError[] = [];
    if (!values.newPassword) found.push({ field: 'newPassword', message: copy.errors.newPasswordMissing });
    else if (values.newPassword.length < staffPasswordMinLength)
      found.push({ field: 'newPassword', message: fillCopy(copy.errors.newPasswordShort) });
    if (!values.newPasswordAgain)
      found.push({ field: 'newPasswordAgain', message: copy.errors.newPasswordAgainMissing });
    else if (values.newPassword && values.newPasswordAgain !== values.newPassword)
      found.push({ field: 'newPasswordAgain', message: copy.errors.newPasswordMismatch });
    if (invalid(found)) return;
    void run(() => auth.changePassword(values.newPassword));
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (pending || !auth) return;
    const code = checkedCode();
    if (code !== null) void run(() => auth.verifyCode(code));
  }

  function submitSetupCode(event: FormEvent) {
    event.preventDefault();
    if (pending || !auth || phase.name !== 'factor-setup' || !phase.setup) return;
    const code = checkedCode();
    const { factorId } = phase.setup;
    if (code !== null) void run(() => auth.finishFactorSetup(factorId, code));
  }

  function retrySetup() {
    if (phase.name === 'factor-setup') void prepareSetup(phase.email);
  }

  async function signOut(notice: boolean) {
    if (!auth) return;
    setPending(true);
    try {
      await auth.signOut();
    } finally {
      setPending(false);
    }
    clearSecrets();
    setErrors([]);
    setPhase({ name: 'form' });
    setMessage(notice ? { tone: 'info', text: copy.notices.signedOut } : null);
    focusNext.current = notice ? 'message' : 'heading';
  }

  return {
    baseId,
    phase,
    values,
    setValue,
    errors,
    message,
    pending,
    messageRef,
    summaryRef,
    headingRef,
    submitPassword,
    submitNewPassword,
    submitCode,
    submitSetupCode,
    retrySetup,
    signOut,
  };
}

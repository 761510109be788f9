// The sign-in widget's state: which step it shows (checking, password, code, signed in, no access), what was typed,
// the field errors and the message, and where focus goes once the DOM shows a new step. StaffSignIn draws it.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffSignInProps } from './StaffSignIn';
import type { StaffAuthResult } from './staffAuth';

export type SignInField = 'email' | 'password' | 'code';
export type SignInFieldError = { field: SignInField; message: string };
export type SignInPhase =
  | { name: 'checking' }
  | { name: 'form' }
  | { name: 'code'; email: string }
  | { name: 'signed-in'; email: string; level: 'aal1' | 'aal2' }
  | { name: 'no-access'; email: string };
export type SignInMessage = { tone: 'critical' | 'info'; text: string } | null;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const codePattern = /^\d{6}$/;

/**
 * Checks the stored session on mount, follows its expiry, runs the password, code and sign-out actions, and moves
 * focus to what changed (the message, the error summary or the new heading) so a screen reader reads it.
 */
export function useStaffSignIn({
  auth,
  configError,
  copy,
  onSignedIn,
}: Pick<StaffSignInProps, 'auth' | 'configError' | 'copy' | 'onSignedIn'>) {
  const baseId = useId();
  const [phase, setPhase] = useState<SignInPhase>(
    auth && !configError ? { name: 'checking' } : { name: 'form' },
  );
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
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

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (pending || !auth) return;
    const found: SignInFieldError[] = [];
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
    const found: SignInFieldError[] = [];
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

  return {
    baseId,
    phase,
    email,
    setEmail,
    password,
    setPassword,
    code,
    setCode,
    errors,
    message,
    pending,
    messageRef,
    summaryRef,
    headingRef,
    submitPassword,
    submitCode,
    signOut,
  };
}

// useCallbackForm: what the callback form shows and what its submit does: the check before sending, the JSON request
// to the 'lead' function, and the answer read as received, field messages, unavailable or too many, with focus moved
// to what a submit shows. Also the ids every part of the form shares.
import type { CallHours } from '@agency/content';
import { leadReference } from '@agency/content/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFocusAfterRender } from '../../patterns/ErrorSummary/useFocusAfterRender';
import type { CallbackFormCopy, CallbackFormResult } from './CallbackForm';
import {
  callbackBestTimes,
  callbackValuesFromForm,
  checkUsPhone,
  epochMs,
  formatUsPhone,
  readCallbackResponse,
  readReturnedError,
  toCallbackRequest,
  validateCallback,
  type CallbackBestTime,
  type CallbackField,
  type CallbackFormValues,
  type CallbackOutcome,
} from './callbackFormModel';
import { nextCallSlot, slotInWords } from './callbackSchedule';

/** What the form shows besides its fields: nothing yet, sending, the thank-you, or a notice with the phone. */
export type CallbackFormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | {
      kind: 'received';
      outsideServedStates: boolean;
      /** The number the visitor gave, as people write it. */
      visitorPhone: string;
      /** When we call, in words. */
      when: string;
      /** The request's short reference (the staff inbox shows the same). */
      reference: string;
    }
  | { kind: 'unavailable' }
  | { kind: 'rateLimited' };

/** A message of the error summary: about a field (a link to it) or about the form as a whole. */
export interface CallbackShownError {
  field: CallbackField | null;
  message: string;
}

/** The ids of the form's parts, all starting with the form's `useId()`. */
export function callbackFormIds(baseId: string) {
  return {
    /** A field's id (the first best-time radio for the best time): the summary's links and focus go there. */
    field: (field: CallbackField) =>
      field === 'bestTime' ? `${baseId}-bestTime-${callbackBestTimes[0]}` : `${baseId}-${field}`,
    bestTime: (time: CallbackBestTime) => `${baseId}-bestTime-${time}`,
    consent: `${baseId}-consent`,
    website: `${baseId}-website`,
    error: (field: CallbackField) => `${baseId}-${field}-error`,
    hint: (field: CallbackField) => `${baseId}-${field}-hint`,
    summary: `${baseId}-summary`,
    notice: `${baseId}-notice`,
    received: `${baseId}-received`,
    heading: `${baseId}-heading`,
  };
}

export type CallbackFormIds = ReturnType<typeof callbackFormIds>;

export interface UseCallbackFormOptions {
  ids: CallbackFormIds;
  copy: CallbackFormCopy;
  /** Fills the copy's tokens ({officeHours}, {phone}, {states}). */
  fill: (text: string) => string;
  /** The 'lead' function's address. */
  action: string;
  page: string;
  consentVersion: string;
  /** When the office calls (the thank-you says when, from the best time chosen). */
  callHours: CallHours;
  /** The `callback-error` value a no-JavaScript post came back with. */
  returnedError?: string;
  onSent?: (result: CallbackFormResult) => void;
}

/**
 * The form's status and messages, `submit` for its onSubmit, and the hidden `startedAt` field's ref and first value
 * (the time the page was made, for a post sent before the script runs; replaced by the time the form was shown).
 */
export function useCallbackForm(options: UseCallbackFormOptions) {
  const { ids, copy, fill, action, page, consentVersion, callHours, returnedError, onSent } = options;
  const returned = readReturnedError(returnedError);
  const [status, setStatus] = useState<CallbackFormStatus>(
    returned?.kind === 'unavailable' || returned?.kind === 'rateLimited'
      ? { kind: returned.kind }
      : { kind: 'idle' },
  );
  const [errors, setErrors] = useState<CallbackShownError[]>(() =>
    returned?.kind === 'errors'
      ? returned.errors.map(({ field, kind }) => ({
          field,
          message: kind === 'other' ? fill(copy.errors.other) : copy.errors[kind],
        }))
      : [],
  );
  const sending = useRef(false);
  const startedAt = useRef<number | null>(null);
  const startedAtInput = useRef<HTMLInputElement>(null);
  // After the render that shows the summary, the message or the thank-you.
  const focusAfterRender = useFocusAfterRender(
    returned ? (returned.kind === 'errors' ? ids.summary : ids.notice) : null,
  );
  const [renderedAt] = useState(() => Date.now());

  useEffect(() => {
    startedAt.current = Date.now();
    if (startedAtInput.current) startedAtInput.current.value = String(startedAt.current);
  }, []);

  const show = (outcome: CallbackOutcome, values: CallbackFormValues) => {
    switch (outcome.kind) {
      case 'received': {
        setErrors([]);
        const phone = checkUsPhone(values.phone);
        const bestTime = callbackBestTimes.find((time) => time === values.bestTime) ?? 'anytime';
        setStatus({
          kind: 'received',
          outsideServedStates: outcome.outsideServedStates,
          visitorPhone: phone.ok ? formatUsPhone(phone.digits) : values.phone.trim(),
          when: slotInWords(nextCallSlot(new Date(), bestTime, callHours), callHours.zone, copy.received),
          reference: leadReference(outcome.id),
        });
        focusAfterRender(ids.received);
        onSent?.({ id: outcome.id, outsideServedStates: outcome.outsideServedStates });
        return;
      }
      case 'invalid': {
        const shown = outcome.issues.map((issue): CallbackShownError =>
          issue.field === 'outOfDate'
            ? { field: null, message: copy.errors.outOfDate }
            : issue.field === 'other'
              ? { field: null, message: fill(copy.errors.other) }
              : { field: issue.field, message: issue.message || fill(copy.errors.other) },
        );
        setErrors(shown);
        setStatus({ kind: 'idle' });
        focusAfterRender(ids.summary);
        return;
      }
      case 'failed':
        setErrors([{ field: null, message: fill(copy.errors.other) }]);
        setStatus({ kind: 'idle' });
        focusAfterRender(ids.summary);
        return;
      default:
        setErrors([]);
        setStatus({ kind: outcome.kind });
        focusAfterRender(ids.notice);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const values = callbackValuesFromForm(new FormData(event.currentTarget));
    const problems = validateCallback(values);
    if (problems.length > 0) {
      setErrors(problems.map(({ field, kind }) => ({ field, message: copy.errors[kind] })));
      setStatus({ kind: 'idle' });
      focusAfterRender(ids.summary);
      return;
    }
    sending.current = true;
    setErrors([]);
    setStatus({ kind: 'sending' });
    const now = epochMs();
    const body = toCallbackRequest(values, {
      consentVersion,
      page,
      startedAt: startedAt.current ?? now,
      submittedAt: now,
    });
    let outcome: CallbackOutcome;
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const json: unknown = await response.json().catch(() => null);
      outcome = readCallbackResponse(response.status, json);
    } catch {
      // Offline or unreachable: the request has not reached the agency, as with a 503.
      outcome = { kind: 'unavailable' };
    }
    sending.current = false;
    show(outcome, values);
  };

  return { status, errors, submit, startedAtInput, renderedAt };
}

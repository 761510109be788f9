import clsx from 'clsx';
import { CircleAlert, Phone } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { ErrorMessage } from '../../patterns/ErrorMessage/ErrorMessage';
import { useFocusAfterRender } from '../../patterns/ErrorSummary/useFocusAfterRender';
import { ButtonLink } from '../../primitives/Button/Button';
import { button } from '../../primitives/Button/Button.css';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import { visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import { leadFunctionPath } from '../../mocks/endpoints';
import * as styles from './CallbackForm.css';
import {
  callbackBestTimes,
  callbackLimits,
  callbackValuesFromForm,
  readReturnedError,
  epochMs,
  fillCallbackCopy,
  readCallbackResponse,
  statesInWords,
  toCallbackRequest,
  validateCallback,
  type CallbackBestTime,
  type CallbackErrorKind,
  type CallbackField,
  type CallbackOutcome,
} from './callbackFormModel';

/** Every text of the form (`sections.callback` of @agency/content). */
export interface CallbackFormCopy {
  /** Heading of the form. */
  heading: string;
  /** A sentence under it. */
  intro: string;
  nameLabel: string;
  nameHint: string;
  phoneLabel: string;
  phoneHint: string;
  /** Says in its own words that the ZIP is optional. */
  zipLabel: string;
  zipHint: string;
  /** Legend of the best-time radios. */
  bestTimeLegend: string;
  /** Hint under it; token {officeHours}. */
  bestTimeHint: string;
  /** The label of each best time. */
  bestTimes: Record<CallbackBestTime, string>;
  /** Says in its own words that the topic is optional. */
  topicLabel: string;
  topicHint: string;
  /** Under the consent box: ticking it is a free choice, not required to obtain any service. */
  consentNote: string;
  submitLabel: string;
  /** The button and the status line while sending. */
  sendingLabel: string;
  /** Heading of the error summary. */
  errorSummaryTitle: string;
  /** Read before each inline message by screen readers, e.g. "Error:". */
  errorPrefix: string;
  /** Plain words for each problem. */
  errors: Record<CallbackErrorKind, string> & {
    /** The consent text changed since the page was built: reload. */
    outOfDate: string;
    /** Any other problem; names the phone number. */
    other: string;
  };
  /** The thank-you panel; its body has the tokens {officeHours} and {phone}. */
  received: { heading: string; body: string };
  /** Added to the thank-you when the ZIP is outside the states served; token {states}. */
  outsideServedStates: string;
  /** The request could not be stored (503) or sent; tokens {phone}, {officeHours}. */
  unavailable: string;
  /** Too many requests (429); token {phone}. */
  rateLimited: string;
  /**
   * Shown by the page's HTML alone when a form posted without JavaScript came back unsent (the address's target):
   * a heading, the answers to check, the database away; tokens {phone}, {officeHours}. Too many reads `rateLimited`.
   */
  notSent: { heading: string; fields: string; unavailable: string };
  /** The call button beside those messages, e.g. "Call 1-800-555-0100". */
  callLabel: string;
  /** Label of the honeypot field (hidden from people and assistive technology). */
  honeypotLabel: string;
}

/** What the function said once the request was stored. */
export interface CallbackFormResult {
  /** The lead's id. */
  id: string;
  /** The ZIP names a state the agency does not serve (the request is kept all the same). */
  outsideServedStates: boolean;
}

export interface CallbackFormProps {
  /** Anchor id of the form's block (a no-JavaScript post comes back to `#callback`). */
  id?: string;
  /** The 'lead' function's address, for the JSON request and the plain form post. */
  action?: string;
  /** The site path the form is on, e.g. "/aep/birmingham" (sent as `page`). */
  page: string;
  /** The consent box's exact text (`contact.consentLabel`), shown as its label and stored with the lead. */
  consentText: string;
  /** The version of that text (`contact.consentVersion`). */
  consentVersion: string;
  /** Every text of the form. */
  copy: CallbackFormCopy;
  /** The toll-free number: `display` is printed, `e164` is dialled. */
  phone: { display: string; e164: string };
  /** Office hours as the contact section reads them, e.g. "Mon-Fri 8:00 AM to 6:00 PM". */
  officeHours: string;
  /** The states the agency serves, e.g. ["Alabama", "Georgia"], named when a ZIP is outside them. */
  statesServed: ReadonlyArray<string>;
  /** Outline level of the heading (3 inside the contact section). */
  headingLevel?: 2 | 3;
  /** Called once the function says the request is stored. */
  onSent?: (result: CallbackFormResult) => void;
  /**
   * The `callback-error` query value a no-JavaScript post came back with (`name,phone`, `unavailable`, `too-many`):
   * the form opens with its summary or message. The site reads it from the address.
   */
  returnedError?: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'received'; outsideServedStates: boolean }
  | { kind: 'unavailable' }
  | { kind: 'rateLimited' };

/** A message of the error summary: about a field (a link to it) or about the form as a whole. */
interface ShownError {
  field: CallbackField | null;
  message: string;
}

/**
 * The callback request form: name, phone, optional ZIP, best time, optional topic and the consent box, kept
 * separate and optional. A real form that posts to the 'lead' function without JavaScript; with it, checks the
 * answers first (an error summary that links to the fields, messages beside them), sends JSON and says "received"
 * only once the function has stored the request. When it cannot, the visitor keeps everything typed and gets the
 * phone number.
 */
export function CallbackForm({
  id = 'callback',
  action = leadFunctionPath,
  page,
  consentText,
  consentVersion,
  copy,
  phone,
  officeHours,
  statesServed,
  headingLevel = 3,
  onSent,
  returnedError,
}: CallbackFormProps) {
  const baseId = useId();
  const tokens = { officeHours, phone: phone.display, states: statesInWords(statesServed) };
  const fill = (text: string) => fillCallbackCopy(text, tokens);
  const returned = readReturnedError(returnedError);
  const [status, setStatus] = useState<Status>(
    returned?.kind === 'unavailable' || returned?.kind === 'rateLimited'
      ? { kind: returned.kind }
      : { kind: 'idle' },
  );
  const [errors, setErrors] = useState<ShownError[]>(() =>
    returned?.kind === 'errors'
      ? returned.errors.map(({ field, kind }) => ({
          field,
          message: kind === 'other' ? fill(copy.errors.other) : copy.errors[kind],
        }))
      : [],
  );
  const [consent, setConsent] = useState(false);
  const sending = useRef(false);
  const startedAt = useRef<number | null>(null);
  const startedAtInput = useRef<HTMLInputElement>(null);
  // After the render that shows the summary, the message or the thank-you.
  const focusAfterRender = useFocusAfterRender(
    returned ? (returned.kind === 'errors' ? `${baseId}-summary` : `${baseId}-notice`) : null,
  );
  // False in the prerendered HTML and while it hydrates, true once this code runs: the no-script notices go then.
  const running = useSyncExternalStore(subscribeToNothing, isRunning, isNotRunning);
  // The time the page was made, for a post sent before the script runs; replaced by the time the form was shown.
  const [renderedAt] = useState(() => Date.now());

  useEffect(() => {
    startedAt.current = Date.now();
    if (startedAtInput.current) startedAtInput.current.value = String(startedAt.current);
  }, []);

  const fieldId = (field: CallbackField) =>
    field === 'bestTime' ? `${baseId}-bestTime-${callbackBestTimes[0]}` : `${baseId}-${field}`;
  const errorId = (field: CallbackField) => `${baseId}-${field}-error`;
  const hintId = (field: CallbackField) => `${baseId}-${field}-hint`;
  const summaryId = `${baseId}-summary`;
  const noticeId = `${baseId}-notice`;
  const receivedId = `${baseId}-received`;
  const headingId = `${baseId}-heading`;

  const errorFor = (field: CallbackField) => errors.find((error) => error.field === field);
  const describedBy = (field: CallbackField, hint = true) =>
    [hint ? hintId(field) : null, errorFor(field) ? errorId(field) : null].filter(Boolean).join(' ') ||
    undefined;

  const show = (outcome: CallbackOutcome) => {
    switch (outcome.kind) {
      case 'received':
        setErrors([]);
        setStatus({ kind: 'received', outsideServedStates: outcome.outsideServedStates });
        focusAfterRender(receivedId);
        onSent?.({ id: outcome.id, outsideServedStates: outcome.outsideServedStates });
        return;
      case 'invalid': {
        const shown = outcome.issues.map((issue): ShownError =>
          issue.field === 'outOfDate'
            ? { field: null, message: copy.errors.outOfDate }
            : issue.field === 'other'
              ? { field: null, message: fill(copy.errors.other) }
              : { field: issue.field, message: issue.message || fill(copy.errors.other) },
        );
        setErrors(shown);
        setStatus({ kind: 'idle' });
        focusAfterRender(summaryId);
        return;
      }
      case 'failed':
        setErrors([{ field: null, message: fill(copy.errors.other) }]);
        setStatus({ kind: 'idle' });
        focusAfterRender(summaryId);
        return;
      default:
        setErrors([]);
        setStatus({ kind: outcome.kind });
        focusAfterRender(noticeId);
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
      focusAfterRender(summaryId);
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
    show(outcome);
  };

  const callButton = (
    <ButtonLink
      href={`tel:${phone.e164}`}
      variant="secondary"
      size="large"
      icon={<Phone aria-hidden="true" size={22} />}
    >
      {copy.callLabel}
    </ButtonLink>
  );

  const isSending = status.kind === 'sending';

  return (
    <div id={id} className={styles.root}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={headingId} tone="brand">
          {copy.heading}
        </Heading>
        <Text size="large">{copy.intro}</Text>
      </div>

      {status.kind === 'received' ? (
        <section
          id={receivedId}
          tabIndex={-1}
          aria-labelledby={`${receivedId}-heading`}
          className={clsx(styles.received, styles.focusTarget)}
        >
          <Heading level={headingLevel === 2 ? 3 : 4} size={3} id={`${receivedId}-heading`}>
            {copy.received.heading}
          </Heading>
          <Text size="large">{fill(copy.received.body)}</Text>
          {status.outsideServedStates ? (
            <p className={styles.note}>{fill(copy.outsideServedStates)}</p>
          ) : null}
          {callButton}
        </section>
      ) : (
        <>
          {errors.length > 0 ? (
            <div
              id={summaryId}
              role="alert"
              tabIndex={-1}
              aria-labelledby={`${summaryId}-heading`}
              className={clsx(styles.errorSummary, styles.focusTarget)}
            >
              <p id={`${summaryId}-heading`} className={clsx(styles.errorSummaryHeading, styles.label)}>
                <CircleAlert aria-hidden="true" className={styles.errorIcon} />
                {copy.errorSummaryTitle}
              </p>
              <ul className={styles.errorSummaryList}>
                {errors.map((error) => (
                  <li key={error.field ?? error.message}>
                    {error.field ? (
                      <a
                        href={`#${fieldId(error.field)}`}
                        className={styles.errorSummaryLink}
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(fieldId(error.field!))?.focus();
                        }}
                      >
                        {error.message}
                      </a>
                    ) : (
                      <span className={styles.errorSummaryLink}>{error.message}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {status.kind === 'unavailable' || status.kind === 'rateLimited' ? (
            <div id={noticeId} role="alert" tabIndex={-1} className={clsx(styles.notice, styles.focusTarget)}>
              <p>{fill(status.kind === 'unavailable' ? copy.unavailable : copy.rateLimited)}</p>
              {callButton}
            </div>
          ) : null}

          {running ? null : (
            // For a browser that runs no script: the function sends an unsent post back to the page with the
            // anchor of one of these, and CSS shows the one the address names (the hydrated form shows its own).
            <>
              {(
                [
                  ['fields', copy.notSent.fields],
                  ['unavailable', copy.notSent.unavailable],
                  ['too-many', copy.rateLimited],
                ] as const
              ).map(([kind, text]) => (
                <div
                  key={kind}
                  id={`${id}-problem-${kind}`}
                  tabIndex={-1}
                  className={clsx(styles.notice, styles.focusTarget, styles.notSentNotice)}
                >
                  <p className={styles.notSentHeading}>{copy.notSent.heading}</p>
                  <p>{fill(text)}</p>
                  {callButton}
                </div>
              ))}
            </>
          )}

          <form
            method="post"
            action={action}
            noValidate
            className={styles.form}
            aria-labelledby={headingId}
            aria-busy={isSending || undefined}
            onSubmit={(event) => void submit(event)}
          >
            <input type="hidden" name="page" value={page} />
            <input type="hidden" name="consentVersion" value={consentVersion} />
            <input
              ref={startedAtInput}
              type="hidden"
              name="startedAt"
              defaultValue={String(renderedAt)}
              suppressHydrationWarning
            />

            <CallbackFormField
              field="name"
              label={copy.nameLabel}
              hint={copy.nameHint}
              error={errorFor('name')}
              prefix={copy.errorPrefix}
              ids={{ field: fieldId('name'), hint: hintId('name'), error: errorId('name') }}
            >
              <input
                id={fieldId('name')}
                name="name"
                type="text"
                autoComplete="name"
                maxLength={callbackLimits.nameMaxLength}
                className={styles.input({ invalid: Boolean(errorFor('name')) })}
                aria-invalid={errorFor('name') ? true : undefined}
                aria-describedby={describedBy('name')}
              />
            </CallbackFormField>

            <CallbackFormField
              field="phone"
              label={copy.phoneLabel}
              hint={copy.phoneHint}
              error={errorFor('phone')}
              prefix={copy.errorPrefix}
              ids={{ field: fieldId('phone'), hint: hintId('phone'), error: errorId('phone') }}
            >
              <input
                id={fieldId('phone')}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={callbackLimits.phoneMaxLength}
                className={styles.input({ width: 'medium', invalid: Boolean(errorFor('phone')) })}
                aria-invalid={errorFor('phone') ? true : undefined}
                aria-describedby={describedBy('phone')}
              />
            </CallbackFormField>

            <CallbackFormField
              field="zip"
              label={copy.zipLabel}
              hint={copy.zipHint}
              error={errorFor('zip')}
              prefix={copy.errorPrefix}
              ids={{ field: fieldId('zip'), hint: hintId('zip'), error: errorId('zip') }}
            >
              <input
                id={fieldId('zip')}
                name="zip"
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                spellCheck={false}
                className={styles.input({ width: 'short', invalid: Boolean(errorFor('zip')) })}
                aria-invalid={errorFor('zip') ? true : undefined}
                aria-describedby={describedBy('zip')}
              />
            </CallbackFormField>

            <fieldset className={styles.fieldset} aria-describedby={describedBy('bestTime')}>
              <legend className={clsx(styles.legend, styles.label)}>{copy.bestTimeLegend}</legend>
              <p id={hintId('bestTime')} className={styles.hint}>
                {fill(copy.bestTimeHint)}
              </p>
              {errorFor('bestTime') ? (
                <ErrorMessage
                  id={errorId('bestTime')}
                  prefix={copy.errorPrefix}
                  message={errorFor('bestTime')!.message}
                />
              ) : null}
              <div className={styles.options}>
                {callbackBestTimes.map((time) => (
                  <label key={time} className={styles.option}>
                    <input
                      id={`${baseId}-bestTime-${time}`}
                      type="radio"
                      name="bestTime"
                      value={time}
                      className={styles.radio}
                    />
                    {copy.bestTimes[time]}
                  </label>
                ))}
              </div>
            </fieldset>

            <CallbackFormField
              field="topic"
              label={copy.topicLabel}
              hint={copy.topicHint}
              error={errorFor('topic')}
              prefix={copy.errorPrefix}
              ids={{ field: fieldId('topic'), hint: hintId('topic'), error: errorId('topic') }}
            >
              <textarea
                id={fieldId('topic')}
                name="topic"
                rows={3}
                maxLength={callbackLimits.topicMaxLength}
                className={clsx(styles.input({ invalid: Boolean(errorFor('topic')) }), styles.textarea)}
                aria-invalid={errorFor('topic') ? true : undefined}
                aria-describedby={describedBy('topic')}
              />
            </CallbackFormField>

            <div className={styles.consent}>
              <Checkbox
                id={`${baseId}-consent`}
                name="consent"
                label={consentText}
                description={copy.consentNote}
                checked={consent}
                onCheckedChange={setConsent}
              />
            </div>

            {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
            <div className={visuallyHidden} aria-hidden="true">
              <label htmlFor={`${baseId}-website`}>{copy.honeypotLabel}</label>
              <input
                id={`${baseId}-website`}
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>

            <button
              type="submit"
              className={clsx(button({ variant: 'primary', size: 'large' }), styles.submit)}
              aria-disabled={isSending || undefined}
            >
              {isSending ? copy.sendingLabel : copy.submitLabel}
            </button>
            <p role="status" className={styles.status}>
              {isSending ? copy.sendingLabel : ''}
            </p>
          </form>
        </>
      )}
    </div>
  );
}

/** One question: its label above, a hint in plain words, the message when there is one, then the field. */
function CallbackFormField({
  label,
  hint,
  error,
  prefix,
  ids,
  children,
}: {
  field: CallbackField;
  label: string;
  hint: string;
  error: ShownError | undefined;
  prefix: string;
  ids: { field: string; hint: string; error: string };
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={ids.field} className={styles.label}>
        {label}
      </label>
      <p id={ids.hint} className={styles.hint}>
        {hint}
      </p>
      {error ? <ErrorMessage id={ids.error} prefix={prefix} message={error.message} /> : null}
      {children}
    </div>
  );
}

const subscribeToNothing = () => () => {};
const isRunning = () => true;
const isNotRunning = () => false;

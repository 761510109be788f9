// What the callback form says when a request did not get through: the error summary (messages that link to their
// fields, or about the form as a whole), the notice for unavailable and too many (with the phone), and the notices the
// page's HTML keeps for a form posted without JavaScript that came back unsent. Each offers the call button.
import clsx from 'clsx';
import { CircleAlert, Phone } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { ButtonLink } from '../../primitives/Button/Button';
import * as styles from './CallbackForm.css';
import type { CallbackFormIds, CallbackShownError } from './useCallbackForm';

export interface CallbackFormCallButtonProps {
  /** The toll-free number in E.164, dialled by the button. */
  e164: string;
  /** e.g. "Call 1-800-555-0100". */
  label: string;
}

/** The call button beside every message and under the thank-you. */
export function CallbackFormCallButton({ e164, label }: CallbackFormCallButtonProps) {
  return (
    <ButtonLink
      href={`tel:${e164}`}
      variant="secondary"
      size="large"
      icon={<Phone aria-hidden="true" size={22} />}
    >
      {label}
    </ButtonLink>
  );
}

export interface CallbackFormErrorSummaryProps {
  ids: CallbackFormIds;
  /** e.g. "There is a problem". */
  title: string;
  /** The messages, in the order of the fields; those about the whole form last. */
  errors: ReadonlyArray<CallbackShownError>;
}

/**
 * The summary at the top after a submit with problems: an alert that takes focus, each message about a field a link
 * that moves focus to it (the address stays as it was), any other message as text.
 */
export function CallbackFormErrorSummary({ ids, title, errors }: CallbackFormErrorSummaryProps) {
  return (
    <div
      id={ids.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${ids.summary}-heading`}
      className={clsx(styles.errorSummary, styles.focusTarget)}
    >
      <p id={`${ids.summary}-heading`} className={clsx(styles.errorSummaryHeading, styles.label)}>
        <CircleAlert aria-hidden="true" className={styles.errorIcon} />
        {title}
      </p>
      <ul className={styles.errorSummaryList}>
        {errors.map(({ field, message }) => (
          <li key={field ?? message}>
            {field ? (
              <a
                href={`#${ids.field(field)}`}
                className={styles.errorSummaryLink}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(ids.field(field))?.focus();
                }}
              >
                {message}
              </a>
            ) : (
              <span className={styles.errorSummaryLink}>{message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface CallbackFormNoticeProps {
  id: string;
  /** What happened and what to do, filled. */
  text: string;
  phone: { e164: string };
  callLabel: string;
}

/** The request could not be stored or there were too many: an alert that takes focus, the phone at hand. */
export function CallbackFormNotice({ id, text, phone, callLabel }: CallbackFormNoticeProps) {
  return (
    <div id={id} role="alert" tabIndex={-1} className={clsx(styles.notice, styles.focusTarget)}>
      <p>{text}</p>
      <CallbackFormCallButton e164={phone.e164} label={callLabel} />
    </div>
  );
}

export interface CallbackFormNotSentNoticesProps {
  /** The form block's anchor id: each notice is `#{id}-problem-{fields|unavailable|too-many}`. */
  id: string;
  /** The notices' heading line. */
  heading: string;
  /** The text of each, filled: the answers to check, the database away, too many. */
  texts: { fields: string; unavailable: string; tooMany: string };
  phone: { e164: string };
  callLabel: string;
}

const subscribeToNothing = () => () => {};
const isRunning = () => true;
const isNotRunning = () => false;

/**
 * For a browser that runs no script: the function sends an unsent post back to the page with the anchor of one of
 * these, and CSS shows the one the address names. Present in the prerendered HTML and while it hydrates, gone once
 * this code runs (the hydrated form shows its own messages).
 */
export function CallbackFormNotSentNotices({
  id,
  heading,
  texts,
  phone,
  callLabel,
}: CallbackFormNotSentNoticesProps) {
  const running = useSyncExternalStore(subscribeToNothing, isRunning, isNotRunning);
  if (running) return null;
  return (
    <>
      {(
        [
          ['fields', texts.fields],
          ['unavailable', texts.unavailable],
          ['too-many', texts.tooMany],
        ] as const
      ).map(([kind, text]) => (
        <div
          key={kind}
          id={`${id}-problem-${kind}`}
          tabIndex={-1}
          className={clsx(styles.notice, styles.focusTarget, styles.notSentNotice)}
        >
          <p className={styles.notSentHeading}>{heading}</p>
          <p>{text}</p>
          <CallbackFormCallButton e164={phone.e164} label={callLabel} />
        </div>
      ))}
    </>
  );
}

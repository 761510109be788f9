// The callback request form: its props and copy, and how its parts fit together. The submit and what it shows are in
// useCallbackForm, the questions in CallbackFormFields, the messages in CallbackFormNotices, the thank-you in
// CallbackFormReceived, the request's rules in callbackFormModel and when we call in callbackSchedule.
import type { CallHours } from '@agency/content';
import clsx from 'clsx';
import { useId } from 'react';
import { button } from '../../primitives/Button/Button.css';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import { leadFunctionPath } from '../../mocks/endpoints';
import * as styles from './CallbackForm.css';
import { CallbackFormFields } from './CallbackFormFields';
import {
  CallbackFormErrorSummary,
  CallbackFormNotice,
  CallbackFormNotSentNotices,
} from './CallbackFormNotices';
import { CallbackFormReceived } from './CallbackFormReceived';
import {
  fillCallbackCopy,
  statesInWords,
  type CallbackBestTime,
  type CallbackErrorKind,
} from './callbackFormModel';
import type { CallbackWhenCopy } from './callbackSchedule';
import { callbackFormIds, useCallbackForm } from './useCallbackForm';
import { fillCallbackTopic } from '../../private/scrollToAnchor';
import { useArrivalFocus } from '../../private/useArrivalFocus';

/** Every text of the form (`sections.callback` of @agency/content). */
export interface CallbackFormCopy {
  /** Heading of the form. */
  heading: string;
  /** A sentence under it (optional). */
  intro?: string;
  nameLabel: string;
  /** Optional: the label may say it all. */
  nameHint?: string;
  phoneLabel: string;
  /** Optional. */
  phoneHint?: string;
  /** Says in its own words that the ZIP is optional. */
  zipLabel: string;
  zipHint: string;
  /** Legend of the best-time radios. */
  bestTimeLegend: string;
  /** Shown in the legend after it, quieter: the days and the time zone of the hours ("Mon-Fri, Central Time"). */
  bestTimeHint: string;
  /** Each best time: its name and its hours ("Morning", "8 AM to noon"). */
  bestTimes: Record<CallbackBestTime, { label: string; hours: string }>;
  /** The fold that holds the optional questions (ZIP code, topic). */
  moreLabel: string;
  /** Says in its own words that the topic is optional. */
  topicLabel: string;
  topicHint: string;
  /** Under the consent box: ticking it is a free choice; we call back either way. */
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
  /**
   * The thank-you panel: its body has the tokens {visitorPhone}, {phone} and {when} (one of `when`, filled with the
   * day, the window and the zone); `reference` has {reference}.
   */
  received: CallbackWhenCopy & { heading: string; body: string; reference: string };
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
  /**
   * When the office calls: the contact section's reading with its time zone ("Mon-Fri 8:00 AM to 6:00 PM Central
   * Time"), its days and times, for the best times and the thank-you's "we will call you ..." (content's
   * `getCallHours()`).
   */
  callHours: CallHours;
  /**
   * The consent box, when the page shares it with other buttons (the contact section's Call Now): ticked or not, and
   * what to call when it changes. Without it the form keeps its own.
   */
  consent?: { checked: boolean; onCheckedChange: (checked: boolean) => void };
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
  callHours,
  consent,
  statesServed,
  headingLevel = 3,
  onSent,
  returnedError,
}: CallbackFormProps) {
  const ids = callbackFormIds(useId());
  const tokens = {
    officeHours: callHours.reading,
    phone: phone.display,
    states: statesInWords(statesServed),
  };
  const fill = (text: string) => fillCallbackCopy(text, tokens);
  const form = useCallbackForm({
    ids,
    copy,
    fill,
    action,
    page,
    consentVersion,
    callHours,
    returnedError,
    onSent,
  });
  const { status, errors, startedAtInput, renderedAt } = form;
  const isSending = status.kind === 'sending';
  // A link here (a skip link, a card's Learn More with its topic, /#callback) lands on the first field.
  useArrivalFocus(id, { onFollow: (link) => fillCallbackTopic(id, link.dataset.callbackTopic) });

  return (
    // data-focus-first: a link or button that leads here moves focus to the first field (private/scrollToAnchor).
    <div id={id} className={styles.root} data-focus-first="">
      <div className={styles.header}>
        <Heading level={headingLevel} id={ids.heading} tone="brand">
          {copy.heading}
        </Heading>
        {copy.intro ? <Text>{copy.intro}</Text> : null}
      </div>

      {status.kind === 'received' ? (
        <CallbackFormReceived
          id={ids.received}
          headingLevel={headingLevel}
          heading={copy.received.heading}
          body={fillCallbackCopy(fill(copy.received.body), {
            visitorPhone: status.visitorPhone,
            when: status.when,
          })}
          reference={fillCallbackCopy(copy.received.reference, { reference: status.reference })}
          note={status.outsideServedStates ? fill(copy.outsideServedStates) : null}
          phone={phone}
          callLabel={fill(copy.callLabel)}
        />
      ) : (
        <>
          {errors.length > 0 ? (
            <CallbackFormErrorSummary ids={ids} title={copy.errorSummaryTitle} errors={errors} />
          ) : null}

          {status.kind === 'unavailable' || status.kind === 'rateLimited' ? (
            <CallbackFormNotice
              id={ids.notice}
              text={fill(status.kind === 'unavailable' ? copy.unavailable : copy.rateLimited)}
              phone={phone}
              callLabel={fill(copy.callLabel)}
            />
          ) : null}

          <CallbackFormNotSentNotices
            id={id}
            heading={copy.notSent.heading}
            texts={{
              fields: fill(copy.notSent.fields),
              unavailable: fill(copy.notSent.unavailable),
              tooMany: fill(copy.rateLimited),
            }}
            phone={phone}
            callLabel={fill(copy.callLabel)}
          />

          <form
            method="post"
            action={action}
            noValidate
            className={styles.form}
            aria-labelledby={ids.heading}
            aria-busy={isSending || undefined}
            onSubmit={(event) => void form.submit(event)}
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

            <CallbackFormFields
              ids={ids}
              copy={copy}
              fill={fill}
              consentText={consentText}
              consent={consent}
              errors={errors}
            />

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

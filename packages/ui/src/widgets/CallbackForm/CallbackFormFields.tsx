// The questions of the callback form, one per field, labels above: name, phone, optional ZIP, the best time as radio
// cards, optional topic, the consent box (kept separate and optional) and the honeypot. Each field names its hint and
// its message in `aria-describedby`; the field names are the 'lead' function's.
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { ErrorMessage } from '../../patterns/ErrorMessage/ErrorMessage';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import type { CallbackFormCopy } from './CallbackForm';
import * as styles from './CallbackForm.css';
import { callbackBestTimes, callbackLimits, type CallbackField } from './callbackFormModel';
import type { CallbackFormIds, CallbackShownError } from './useCallbackForm';

/** The one-line text fields, in form order. */
const textFields = ['name', 'phone', 'zip'] as const;

/** What each text field holds, for the browser's keyboards, autofill and limits. */
const textFieldAttributes = {
  name: { type: 'text', autoComplete: 'name', maxLength: callbackLimits.nameMaxLength },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: callbackLimits.phoneMaxLength },
  zip: { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10, spellCheck: false },
} as const;

/** Each text field's width: the phone and the ZIP as wide as what they hold. */
const textFieldWidths = { name: 'full', phone: 'medium', zip: 'short' } as const;

export interface CallbackFormFieldsProps {
  ids: CallbackFormIds;
  copy: CallbackFormCopy;
  /** Fills the copy's tokens (the best-time hint names the office hours). */
  fill: (text: string) => string;
  /** The consent box's exact text. */
  consentText: string;
  /** The messages of the last submit. */
  errors: ReadonlyArray<CallbackShownError>;
}

/** The fields between the form's hidden inputs and its submit button. */
export function CallbackFormFields({ ids, copy, fill, consentText, errors }: CallbackFormFieldsProps) {
  const [consent, setConsent] = useState(false);
  const errorFor = (field: CallbackField) => errors.find((error) => error.field === field);
  const describedBy = (field: CallbackField) =>
    [ids.hint(field), errorFor(field) ? ids.error(field) : null].filter(Boolean).join(' ') || undefined;
  const invalid = (field: CallbackField) => Boolean(errorFor(field));
  /** The props each text field takes from its name: id, name, message state and descriptions. */
  const fieldProps = (field: CallbackField) => ({
    id: ids.field(field),
    name: field,
    'aria-invalid': invalid(field) || undefined,
    'aria-describedby': describedBy(field),
  });
  /** A question with its label and hint from the copy (`nameLabel`, `nameHint`…) around its control. */
  const question = (field: (typeof textFields)[number] | 'topic', control: ReactNode) => (
    <CallbackFormField
      key={field}
      label={copy[`${field}Label`]}
      hint={copy[`${field}Hint`]}
      error={errorFor(field)}
      prefix={copy.errorPrefix}
      ids={{ field: ids.field(field), hint: ids.hint(field), error: ids.error(field) }}
    >
      {control}
    </CallbackFormField>
  );

  return (
    <>
      {textFields.map((field) =>
        question(
          field,
          <input
            {...fieldProps(field)}
            {...textFieldAttributes[field]}
            className={styles.input({ width: textFieldWidths[field], invalid: invalid(field) })}
          />,
        ),
      )}

      <fieldset className={styles.fieldset} aria-describedby={describedBy('bestTime')}>
        <legend className={clsx(styles.legend, styles.label)}>{copy.bestTimeLegend}</legend>
        <p id={ids.hint('bestTime')} className={styles.hint}>
          {fill(copy.bestTimeHint)}
        </p>
        <ErrorMessage
          id={ids.error('bestTime')}
          prefix={copy.errorPrefix}
          message={errorFor('bestTime')?.message}
        />
        <div className={styles.options}>
          {callbackBestTimes.map((time) => (
            <label key={time} className={styles.option}>
              <input
                id={ids.bestTime(time)}
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

      {question(
        'topic',
        <textarea
          {...fieldProps('topic')}
          rows={3}
          maxLength={callbackLimits.topicMaxLength}
          className={clsx(styles.input({ invalid: invalid('topic') }), styles.textarea)}
        />,
      )}

      <div className={styles.consent}>
        <Checkbox
          id={ids.consent}
          name="consent"
          label={consentText}
          description={copy.consentNote}
          checked={consent}
          onCheckedChange={setConsent}
        />
      </div>

      {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
      <div className={visuallyHidden} aria-hidden="true">
        <label htmlFor={ids.website}>{copy.honeypotLabel}</label>
        <input id={ids.website} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
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
  label: string;
  hint: string;
  error: CallbackShownError | undefined;
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
      <ErrorMessage id={ids.error} prefix={prefix} message={error?.message} />
      {children}
    </div>
  );
}

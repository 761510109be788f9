// The questions of the callback form, one per field, labels above: name, phone, the best time as radio cards, then a
// fold with the optional ZIP and topic, the consent box (kept separate and optional; the page may share it) and the
// honeypot. Each field names its hint and its message in `aria-describedby`; the field names are the 'lead' function's.
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ErrorMessage } from '../../patterns/ErrorMessage/ErrorMessage';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import type { CallbackFormCopy } from './CallbackForm';
import * as styles from './CallbackForm.css';
import { callbackBestTimes, callbackLimits, type CallbackField } from './callbackFormModel';
import type { CallbackFormIds, CallbackShownError } from './useCallbackForm';

/** The one-line text fields. */
type TextField = 'name' | 'phone' | 'zip';

/** The questions folded away until the visitor opens them (or one needs fixing). */
const optionalFields: ReadonlyArray<CallbackField> = ['zip', 'topic'];

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
  /** The consent box's state when the page shares it (the contact section's Call Now); the form's own otherwise. */
  consent?: { checked: boolean; onCheckedChange: (checked: boolean) => void };
  /** The messages of the last submit. */
  errors: ReadonlyArray<CallbackShownError>;
}

/** The fields between the form's hidden inputs and its submit button. */
export function CallbackFormFields({
  ids,
  copy,
  fill,
  consentText,
  consent,
  errors,
}: CallbackFormFieldsProps) {
  const [ownConsent, setOwnConsent] = useState(false);
  const consented = consent ? consent.checked : ownConsent;
  const setConsented = consent ? consent.onCheckedChange : setOwnConsent;
  const [moreOpen, setMoreOpen] = useState(false);
  // New messages about an optional question unfold them, so the summary's link leads to a field in view.
  const [errorsSeen, setErrorsSeen] = useState(errors);
  if (errors !== errorsSeen) {
    setErrorsSeen(errors);
    if (errors.some((error) => error.field && optionalFields.includes(error.field))) setMoreOpen(true);
  }
  const errorFor = (field: CallbackField) => errors.find((error) => error.field === field);
  // The best time's hint is part of its legend, which names the group already.
  const hasHint = (field: CallbackField) =>
    field !== 'bestTime' && Boolean(copy[`${field}Hint` as `${Exclude<CallbackField, 'bestTime'>}Hint`]);
  const describedBy = (field: CallbackField) =>
    [hasHint(field) ? ids.hint(field) : null, errorFor(field) ? ids.error(field) : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = (field: CallbackField) => Boolean(errorFor(field));
  /** The props each text field takes from its name: id, name, message state and descriptions. */
  const fieldProps = (field: CallbackField) => ({
    id: ids.field(field),
    name: field,
    'aria-invalid': invalid(field) || undefined,
    'aria-describedby': describedBy(field),
  });
  /** A question with its label and hint from the copy (`nameLabel`, `nameHint`…) around its control. */
  const question = (field: TextField | 'topic', control: ReactNode) => (
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

  const textField = (field: TextField) =>
    question(
      field,
      <input
        {...fieldProps(field)}
        {...textFieldAttributes[field]}
        className={styles.input({ width: textFieldWidths[field], invalid: invalid(field) })}
      />,
    );

  return (
    <>
      {textField('name')}
      {textField('phone')}

      <fieldset className={styles.fieldset} aria-describedby={describedBy('bestTime')}>
        <legend className={clsx(styles.legend, styles.label, styles.questionLegend)}>
          {copy.bestTimeLegend}{' '}
          <span id={ids.hint('bestTime')} className={styles.legendHint}>
            ({fill(copy.bestTimeHint)})
          </span>
        </legend>
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
              <span className={styles.optionWords}>
                <span>{copy.bestTimes[time].label}</span>{' '}
                <span className={styles.optionHours}>{copy.bestTimes[time].hours}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <details
        className={styles.more}
        open={moreOpen}
        onToggle={(event) => setMoreOpen(event.currentTarget.open)}
      >
        <summary className={styles.moreSummary}>
          <ChevronDown aria-hidden="true" size={24} className={styles.moreIcon} />
          {copy.moreLabel}
        </summary>
        <div className={styles.moreFields}>
          {textField('zip')}
          {question(
            'topic',
            <textarea
              {...fieldProps('topic')}
              rows={3}
              maxLength={callbackLimits.topicMaxLength}
              className={clsx(styles.input({ invalid: invalid('topic') }), styles.textarea)}
            />,
          )}
        </div>
      </details>

      <div className={styles.consent}>
        <Checkbox
          id={ids.consent}
          name="consent"
          label={consentText}
          description={copy.consentNote}
          checked={consented}
          onCheckedChange={setConsented}
          layout="wrap"
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
  hint: string | undefined;
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
      {hint ? (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={ids.error} prefix={prefix} message={error?.message} />
      {children}
    </div>
  );
}

// The form of the IrmaaCalculator: the premium year and the filing status as radio cards, the income (MAGI) field and
// the submit button, with each field's message beside it. A real GET form: the browser can submit it before the
// calculator's code has arrived, and the fields' names are the share URL's query.
import type { FormEvent } from 'react';
import { CalculatorShellForm } from '../../patterns/CalculatorShell/CalculatorShell';
import { ErrorMessage } from '../../patterns/ErrorMessage/ErrorMessage';
import type { IrmaaCalculatorCopy } from './IrmaaCalculator';
import * as styles from './IrmaaCalculator.css';
import {
  fillCopy,
  irmaaCalculatorFilingStatuses,
  type IrmaaCalculatorAnswers,
  type IrmaaCalculatorField,
} from './irmaaCalculatorModel';

/** The id of the field a message is about (the first filing-status radio for the status), for links and focus. */
export function irmaaFieldId(baseId: string, field: IrmaaCalculatorField): string {
  return field === 'status' ? `${baseId}-status-${irmaaCalculatorFilingStatuses[0]}` : `${baseId}-magi`;
}

const errorId = (baseId: string, field: IrmaaCalculatorField) => `${baseId}-${field}-error`;

export interface IrmaaCalculatorFormProps {
  /** The calculator's `useId()`, which every id of the form starts with. */
  baseId: string;
  copy: IrmaaCalculatorCopy;
  /** The premium years offered, in display order. */
  years: ReadonlyArray<number>;
  /** The answers as given so far: the year, the filing status (or none yet) and the income as typed. */
  answers: IrmaaCalculatorAnswers;
  /** Called with the answer that changed. */
  onAnswerChange: (change: Partial<IrmaaCalculatorAnswers>) => void;
  /** The tax year whose income counts for the chosen year (in the income field's label and hint). */
  magiYear: number;
  /** The messages of the last submit, at most one per field. */
  errors: ReadonlyArray<{ field: IrmaaCalculatorField; message: string }>;
  /** The id of the "not announced yet" notice, read with the year choice while it shows. */
  pendingNoticeId?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The calculator's form. */
export function IrmaaCalculatorForm({
  baseId,
  copy,
  years,
  answers,
  onAnswerChange,
  magiYear,
  errors,
  pendingNoticeId,
  onSubmit,
}: IrmaaCalculatorFormProps) {
  const statusError = errors.find((error) => error.field === 'status');
  const magiError = errors.find((error) => error.field === 'magi');
  const magiId = irmaaFieldId(baseId, 'magi');
  const magiHintId = `${baseId}-magi-hint`;
  const yearHintId = `${baseId}-year-hint`;
  /** A radio of the year or the status group: its answer, whether it is the one chosen, and the change. */
  const radio = <Field extends 'year' | 'status'>(
    field: Field,
    option: NonNullable<IrmaaCalculatorAnswers[Field]>,
  ) => ({
    type: 'radio',
    name: field,
    value: option,
    className: styles.radio,
    checked: answers[field] === option,
    onChange: () => onAnswerChange({ [field]: option }),
  });

  return (
    <CalculatorShellForm submitLabel={copy.form.submitLabel} onSubmit={onSubmit} spacing="spacious">
      <fieldset
        className={styles.fieldset}
        aria-describedby={pendingNoticeId ? `${yearHintId} ${pendingNoticeId}` : yearHintId}
      >
        <legend className={styles.legend}>{copy.form.yearLegend}</legend>
        <p id={yearHintId} className={styles.hint}>
          {copy.form.yearHint}
        </p>
        <div className={styles.options({ layout: 'row' })}>
          {years.map((option) => (
            <label key={option} className={styles.option}>
              <input {...radio('year', option)} />
              <span className={styles.optionLabel({ stretched: false })}>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset
        className={styles.fieldset}
        aria-describedby={statusError ? errorId(baseId, 'status') : undefined}
      >
        <legend className={styles.legend}>{copy.form.statusLegend}</legend>
        <ErrorMessage
          id={errorId(baseId, 'status')}
          prefix={copy.errors.prefix}
          message={statusError?.message}
        />
        <div className={styles.options({ layout: 'column' })}>
          {irmaaCalculatorFilingStatuses.map((option) => {
            const optionId = `${baseId}-status-${option}`;
            return (
              <div key={option} className={styles.option}>
                <input
                  id={optionId}
                  {...radio('status', option)}
                  aria-describedby={
                    statusError ? `${errorId(baseId, 'status')} ${optionId}-hint` : `${optionId}-hint`
                  }
                />
                <span className={styles.optionText}>
                  <label htmlFor={optionId} className={styles.optionLabel({ stretched: true })}>
                    {copy.form.statuses[option].label}
                  </label>
                  <span id={`${optionId}-hint`} className={styles.optionHint}>
                    {copy.form.statuses[option].hint}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={magiId} className={styles.legend}>
          {fillCopy(copy.form.magiLabel, { magiYear })}
        </label>
        <p id={magiHintId} className={styles.hint}>
          {fillCopy(copy.form.magiHint, { magiYear })}
        </p>
        <ErrorMessage id={errorId(baseId, 'magi')} prefix={copy.errors.prefix} message={magiError?.message} />
        <div className={styles.moneyField}>
          <span className={styles.moneySign} aria-hidden="true">
            $
          </span>
          <input
            id={magiId}
            name="magi"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            className={styles.input({ invalid: Boolean(magiError) })}
            value={answers.magiText}
            onChange={(event) => onAnswerChange({ magiText: event.currentTarget.value })}
            aria-invalid={magiError ? true : undefined}
            aria-describedby={magiError ? `${magiHintId} ${errorId(baseId, 'magi')}` : magiHintId}
          />
        </div>
      </div>
    </CalculatorShellForm>
  );
}

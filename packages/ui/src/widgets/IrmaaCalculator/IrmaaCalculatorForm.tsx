// The form of the IrmaaCalculator: the premium year and the filing status as radio cards, the income (MAGI) field and
// the submit button, with each field's message beside it. A real GET form: the browser can submit it before the
// calculator's code has arrived, and the fields' names are the share URL's query.
import type { FormEvent } from 'react';
import { ErrorMessage } from '../../patterns/ErrorMessage/ErrorMessage';
import { Button } from '../../primitives/Button/Button';
import type { IrmaaCalculatorCopy } from './IrmaaCalculator';
import * as styles from './IrmaaCalculator.css';
import {
  fillCopy,
  irmaaCalculatorFilingStatuses,
  type IrmaaCalculatorField,
  type IrmaaCalculatorFilingStatus,
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
  year: number;
  onYearChange: (year: number) => void;
  status: IrmaaCalculatorFilingStatus | null;
  onStatusChange: (status: IrmaaCalculatorFilingStatus) => void;
  magiText: string;
  onMagiTextChange: (text: string) => void;
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
  year,
  onYearChange,
  status,
  onStatusChange,
  magiText,
  onMagiTextChange,
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

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
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
              <input
                type="radio"
                name="year"
                value={option}
                className={styles.radio}
                checked={year === option}
                onChange={() => onYearChange(option)}
              />
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
        {statusError ? (
          <ErrorMessage
            id={errorId(baseId, 'status')}
            prefix={copy.errors.prefix}
            message={statusError.message}
          />
        ) : null}
        <div className={styles.options({ layout: 'column' })}>
          {irmaaCalculatorFilingStatuses.map((option) => {
            const optionId = `${baseId}-status-${option}`;
            return (
              <div key={option} className={styles.option}>
                <input
                  id={optionId}
                  type="radio"
                  name="status"
                  value={option}
                  className={styles.radio}
                  checked={status === option}
                  onChange={() => onStatusChange(option)}
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
        {magiError ? (
          <ErrorMessage
            id={errorId(baseId, 'magi')}
            prefix={copy.errors.prefix}
            message={magiError.message}
          />
        ) : null}
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
            value={magiText}
            onChange={(event) => onMagiTextChange(event.currentTarget.value)}
            aria-invalid={magiError ? true : undefined}
            aria-describedby={magiError ? `${magiHintId} ${errorId(baseId, 'magi')}` : magiHintId}
          />
        </div>
      </div>

      <div>
        <Button type="submit" size="large">
          {copy.form.submitLabel}
        </Button>
      </div>
    </form>
  );
}

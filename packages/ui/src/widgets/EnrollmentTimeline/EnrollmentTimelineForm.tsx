// The form of the EnrollmentTimeline: the date of birth as three fields (Month, Day, Year) with their messages, the
// employer-coverage box and the submit button. A real GET form: the browser can submit it before the timeline's code
// has arrived, and the fields' names are read back from the address (`fromTimelineSearch`).
import type { FormEvent } from 'react';
import { CalculatorShellForm } from '../../patterns/CalculatorShell/CalculatorShell';
import { ErrorMessage } from '../../patterns/ErrorMessage/ErrorMessage';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import type { EnrollmentTimelineCopy } from './EnrollmentTimeline';
import * as styles from './EnrollmentTimeline.css';
import { dateFieldNames, type DateField, type DateFields } from './enrollmentTimelineModel';

/** Lets browsers offer the saved date of birth, field by field. */
const birthdayAutocomplete = { month: 'bday-month', day: 'bday-day', year: 'bday-year' } as const;

/** The id of a date field, for the error summary's links and for focus. */
export function timelineFieldId(baseId: string, field: DateField): string {
  return `${baseId}-${field}`;
}

const errorId = (baseId: string, field: DateField) => `${baseId}-${field}-error`;

export interface EnrollmentTimelineFormProps {
  /** The timeline's `useId()`, which every id of the form starts with. */
  baseId: string;
  copy: EnrollmentTimelineCopy;
  /** The three fields as typed. */
  fields: DateFields;
  onFieldChange: (field: DateField, value: string) => void;
  employer: boolean;
  onEmployerChange: (employer: boolean) => void;
  /** The messages of the last submit, in the order of the fields. */
  errors: ReadonlyArray<{ field: DateField; message: string }>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The timeline's form. */
export function EnrollmentTimelineForm({
  baseId,
  copy,
  fields,
  onFieldChange,
  employer,
  onEmployerChange,
  errors,
  onSubmit,
}: EnrollmentTimelineFormProps) {
  const hintId = `${baseId}-hint`;
  const errorsByField = new Map(errors.map((error) => [error.field, error]));
  const labels = { month: copy.form.monthLabel, day: copy.form.dayLabel, year: copy.form.yearLabel };

  return (
    <CalculatorShellForm submitLabel={copy.form.submitLabel} onSubmit={onSubmit}>
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className={styles.legend}>{copy.form.dateLegend}</legend>
        <p id={hintId} className={styles.hint}>
          {copy.form.dateHint}
        </p>
        {errors.map((error) => (
          <ErrorMessage
            key={`${error.field} ${error.message}`}
            id={errorId(baseId, error.field)}
            prefix={copy.errors.prefix}
            message={error.message}
          />
        ))}
        <div className={styles.dateRow}>
          {dateFieldNames.map((field) => {
            const error = errorsByField.get(field);
            const fieldId = timelineFieldId(baseId, field);
            return (
              <div key={field} className={styles.dateField}>
                <label htmlFor={fieldId} className={styles.label}>
                  {labels[field]}
                </label>
                <input
                  id={fieldId}
                  name={`dob-${field}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete={birthdayAutocomplete[field]}
                  spellCheck={false}
                  className={styles.input({ width: field, invalid: Boolean(error) })}
                  value={fields[field]}
                  onChange={(event) => onFieldChange(field, event.currentTarget.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId(baseId, field) : undefined}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
      <Checkbox
        id={`${baseId}-employer`}
        name="employer"
        label={copy.form.employerLabel}
        description={copy.form.employerHint}
        checked={employer}
        onCheckedChange={onEmployerChange}
      />
    </CalculatorShellForm>
  );
}

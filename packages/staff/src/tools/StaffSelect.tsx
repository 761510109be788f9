// A staff field whose control is a select of the given options (the blog post's author, a request's status).
import { StaffField, type StaffFieldProps } from './StaffField';
import * as staff from './staff.css';

export interface StaffSelectProps extends Omit<StaffFieldProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  /** In order; each option's value and the words it shows. */
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function StaffSelect({ value, onChange, options, ...field }: StaffSelectProps) {
  return (
    <StaffField {...field}>
      {(control) => (
        <select
          {...control}
          className={staff.input({ invalid: control['aria-invalid'] })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </StaffField>
  );
}

import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The label; the whole text is clickable. */
  label: ReactNode;
  /** Ticked or not (controlled). */
  checked: boolean;
  /** Called with the new state. */
  onCheckedChange: (checked: boolean) => void;
  /** Optional id; one is generated otherwise. */
  id?: string;
  /** Extra help under the label, linked with aria-describedby. */
  description?: ReactNode;
}

/** A large, clearly labelled checkbox (the marketing-consent box). */
export function Checkbox({ label, checked, onCheckedChange, id, description }: CheckboxProps) {
  const generated = useId();
  const checkboxId = id ?? generated;
  const descriptionId = description ? `${checkboxId}-description` : undefined;
  return (
    <div className={styles.root}>
      <RadixCheckbox.Root
        id={checkboxId}
        className={styles.box}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={descriptionId}
      >
        <RadixCheckbox.Indicator>
          <Check aria-hidden="true" size={22} strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div>
        <label htmlFor={checkboxId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
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
  /** Form field name: a ticked box is sent as `name=on` when its form is submitted natively. */
  name?: string;
  /** Extra help under the label, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * `beside` (the default): the label in a column beside the box. `wrap`: a long text (a consent) flows round the box
   * and under it, the whole width, so it takes fewer lines on a phone.
   */
  layout?: 'beside' | 'wrap';
}

/**
 * A large, clearly labelled checkbox (the marketing-consent box): a native `<input type="checkbox">`, so the
 * browser gives it its role, state, keyboard (Space) and form behaviour, drawn at 32px with the design tokens.
 */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  id,
  name,
  description,
  layout = 'beside',
}: CheckboxProps) {
  const generated = useId();
  const checkboxId = id ?? generated;
  const descriptionId = description ? `${checkboxId}-description` : undefined;
  const input = useRef<HTMLInputElement>(null);
  // A box ticked before the page's code arrived stays ticked when React hydrates it (React leaves that state to
  // the browser): hand it to the owner once, so what the visitor sees and what the page knows agree.
  const adoptEarlyTick = useEffectEvent(() => {
    const box = input.current;
    if (box && box.checked !== checked) onCheckedChange(box.checked);
  });
  useEffect(() => adoptEarlyTick(), []);
  return (
    <div className={styles.root({ layout })}>
      <span className={styles.control({ layout })}>
        <input
          ref={input}
          type="checkbox"
          id={checkboxId}
          name={name}
          className={styles.box}
          checked={checked}
          onChange={(event) => onCheckedChange(event.currentTarget.checked)}
          aria-describedby={descriptionId}
        />
        <Check className={styles.indicator} aria-hidden="true" size={22} strokeWidth={3} />
      </span>
      <div>
        <label htmlFor={checkboxId} className={clsx(styles.label, layout === 'wrap' && styles.labelWrap)}>
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

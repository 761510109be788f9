import { Check } from 'lucide-react';
import * as styles from './TickList.css';

export interface TickListProps {
  /** The points, in order; each is one short line of text. */
  items: ReadonlyArray<string>;
  /** Id of the visible label that names the list (e.g. "Who can enroll"). */
  'aria-labelledby'?: string;
}

/** Short points, each after a green tick: what a service includes, who a period is for. */
export function TickList({ items, ...props }: TickListProps) {
  return (
    <ul className={styles.list} {...props}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Check className={styles.tick} aria-hidden="true" size={22} strokeWidth={3} />
          {item}
        </li>
      ))}
    </ul>
  );
}

import { CalendarDays } from 'lucide-react';
import { Text } from '../../primitives/Text/Text';
import * as styles from './AepDateBadge.css';

export const aepDateBadgeTones = ['plain', 'brand'] as const;
export type AepDateBadgeTone = (typeof aepDateBadgeTones)[number];

export interface AepDateBadgeProps {
  /** The enrollment dates, e.g. "October 15 - December 7, 2025". */
  dateBadge: string;
  /** What the Annual Enrollment Period is, in two or three sentences. */
  explanation: string;
  /** The band it sits on: plain (white or light grey) or brand (navy). */
  tone?: AepDateBadgeTone;
}

/** The AEP dates as a prominent badge, followed by a short explanation (top of the AEP city page). */
export function AepDateBadge({ dateBadge, explanation, tone = 'plain' }: AepDateBadgeProps) {
  return (
    <div className={styles.root}>
      <p className={styles.badge({ tone })}>
        <CalendarDays className={styles.icon} aria-hidden="true" size={28} />
        <span className={styles.dates}>{dateBadge}</span>
      </p>
      <Text size="large" tone={tone === 'brand' ? 'onBrand' : 'default'}>
        {explanation}
      </Text>
    </div>
  );
}

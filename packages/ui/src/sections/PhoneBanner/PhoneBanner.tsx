import { Phone } from 'lucide-react';
import { useId } from 'react';
import * as styles from './PhoneBanner.css';

export interface PhoneBannerProps {
  /** The toll-free number: `display` is printed, `e164` is dialled. */
  phone: { display: string; e164: string };
  /** Call to action before the number, e.g. "Call Now". */
  callLabel: string;
  /** Short promise after the number, e.g. "Free Medicare Consultation". */
  tagline: string;
  /** Called when the visitor taps the number (for conversion tracking). */
  onCall?: () => void;
}

/**
 * The strip at the very top of every page that keeps the phone number one tap away. It is a landmark (an `aside`
 * named by its tagline), so no page content sits outside the landmarks. It sticks to the top of the window only on
 * tablet-wide, tall windows: on phones the bottom call bar keeps the number in reach, and in short windows (landscape,
 * 200% zoom) a sticky strip would eat the screen, so it scrolls away with the page there.
 */
export function PhoneBanner({ phone, callLabel, tagline, onCall }: PhoneBannerProps) {
  const taglineId = useId();
  return (
    <aside className={styles.root} aria-labelledby={taglineId}>
      <div className={styles.inner}>
        <a className={styles.callLink} href={`tel:${phone.e164}`} onClick={onCall}>
          <Phone className={styles.icon} aria-hidden="true" size={22} />
          <span className={styles.callLabel}>{callLabel}</span>
          <span className={styles.number}>{phone.display}</span>
        </a>
        <p id={taglineId} className={styles.tagline}>
          {tagline}
        </p>
      </div>
    </aside>
  );
}

import { Phone } from 'lucide-react';
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

/** The sticky strip at the very top of every page that keeps the phone number one tap away. */
export function PhoneBanner({ phone, callLabel, tagline, onCall }: PhoneBannerProps) {
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <a className={styles.callLink} href={`tel:${phone.e164}`} onClick={onCall}>
          <Phone className={styles.icon} aria-hidden="true" size={22} />
          <span className={styles.callLabel}>{callLabel}</span>
          <span className={styles.number}>{phone.display}</span>
        </a>
        <p className={styles.tagline}>{tagline}</p>
      </div>
    </div>
  );
}

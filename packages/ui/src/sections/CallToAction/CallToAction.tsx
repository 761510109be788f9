import { Phone } from 'lucide-react';
import { ButtonLink } from '../../primitives/Button/Button';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import * as styles from './CallToAction.css';

export interface CallToActionProps {
  heading: string;
  /** One sentence inviting a call or a free consultation. */
  text: string;
  /** Text of the call button, e.g. "Call (800) 555-0123". */
  callLabel: string;
  phone: { e164: string };
  /** Text of the button that scrolls to the contact section. */
  bookLabel: string;
  /** Where the book button goes (default "#contact"). */
  bookHref?: string;
  onCall?: () => void;
}

/**
 * The closing band of an inner page: one sentence and the two actions, call and book. A band inside the page's main
 * content, not a landmark of its own: its heading often reads like the contact section's right after it ('Talk With
 * a Licensed Advisor'), and two regions of one name are two landmarks a screen reader cannot tell apart.
 */
export function CallToAction({
  heading,
  text,
  callLabel,
  phone,
  bookLabel,
  bookHref = '#contact',
  onCall,
}: CallToActionProps) {
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <Heading level={2} tone="onBrand" align="center">
          {heading}
        </Heading>
        <Text tone="onBrand" size="large" align="center">
          {text}
        </Text>
        <div className={styles.actions}>
          <ButtonLink
            href={`tel:${phone.e164}`}
            size="large"
            icon={<Phone aria-hidden="true" size={22} />}
            onClick={onCall}
          >
            {callLabel}
          </ButtonLink>
          <ButtonLink href={bookHref} size="large" variant="inverse">
            {bookLabel}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

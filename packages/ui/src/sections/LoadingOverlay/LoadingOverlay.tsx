import { Spinner } from '../../primitives/Spinner/Spinner';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** Text shown and announced under the spinner, e.g. "Loading...". */
  label: string;
}

/**
 * The spinner and 'Loading...' over the whole page, which stays in view behind it: shown while the next page's code
 * loads. The app decides when (after a short delay, so fast navigations don't flash).
 */
export function LoadingOverlay({ label }: LoadingOverlayProps) {
  return (
    <div className={styles.root}>
      <Spinner label={label} />
    </div>
  );
}

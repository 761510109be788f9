import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Text shown and announced, e.g. "Loading...". */
  label: string;
  /** Show the label visibly (true) or to screen readers only. */
  showLabel?: boolean;
}

/** A busy indicator that says what it is; it stops spinning when the visitor prefers reduced motion. */
export function Spinner({ label, showLabel = true }: SpinnerProps) {
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <div className={styles.wheel} aria-hidden="true" />
      <span
        className={showLabel ? styles.label : undefined}
        style={
          showLabel
            ? undefined
            : { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)' }
        }
      >
        {label}
      </span>
    </div>
  );
}

export interface PageLoadingProps {
  /** "Loading..." */
  label: string;
}

/** Shown while a page's code loads: the spinner and 'Loading...', centred. */
export function PageLoading({ label }: PageLoadingProps) {
  return (
    <div className={styles.page}>
      <Spinner label={label} />
    </div>
  );
}

import { Link } from '../../primitives/Link/Link';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The page heading, e.g. "Oops! Page not found". */
  title: string;
  /** Text of the link back home, e.g. "Return to Home". */
  homeLabel: string;
  /** Where the home link goes. */
  homeHref?: string;
}

/** The 404 page body: a clear heading and one obvious way back home. */
export function NotFound({ title, homeLabel, homeHref = '/' }: NotFoundProps) {
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <div>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {title}
        </h1>
        <Link className={styles.homeLink} href={homeHref}>
          {homeLabel}
        </Link>
      </div>
    </section>
  );
}

import { Link } from '../../primitives/Link/Link';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The page heading, e.g. "Oops! Page not found". */
  title: string;
  /** Text of the link back home, e.g. "Return to Home". */
  homeLabel: string;
  /** Where the home link goes. */
  homeHref?: string;
  /** What to do now, before the places: "These are the places people look for most:". */
  intro?: string;
  /** The pages people look for most, each a large link. */
  places?: ReadonlyArray<{ label: string; href: string }>;
  /** The phone number, for a visitor who would rather call: its label, text and tel: address. */
  call?: { label: string; display: string; e164: string };
}

/**
 * The 404 page body: a clear heading, one obvious way back home and, for a visitor who followed a broken link, the
 * places people look for most and the phone number.
 */
export function NotFound({ title, homeLabel, homeHref = '/', intro, places = [], call }: NotFoundProps) {
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {title}
        </h1>
        <Link className={styles.homeLink} href={homeHref}>
          {homeLabel}
        </Link>
        {places.length > 0 ? (
          <nav className={styles.places} aria-labelledby="not-found-places">
            <p id="not-found-places" className={styles.intro}>
              {intro}
            </p>
            <ul className={styles.placeList}>
              {places.map((place) => (
                <li key={place.href}>
                  <Link className={styles.placeLink} href={place.href}>
                    {place.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {call ? (
          <p className={styles.call}>
            {call.label}{' '}
            <a className={styles.callLink} href={`tel:${call.e164}`}>
              {call.display}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

import { Quote, Star } from 'lucide-react';
import { Card } from '../../primitives/Card/Card';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import { Section, type SectionBandProps } from '../../primitives/Section/Section';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './Testimonials.css';

/** The scale the stars are drawn on. */
const maxRating = 5;

export interface TestimonialsItem {
  /** Unique id. */
  id: string;
  /** First name and last initial, e.g. "Margaret T.". */
  name: string;
  /** The reviewer's city, e.g. "Huntsville". */
  city: string;
  /** The reviewer's state code, e.g. "AL". */
  state: string;
  /** Stars out of 5 (always 5 on the home page). */
  rating: number;
  /** The review, in the client's words. */
  text: string;
  /** Year of the review. */
  year: number;
  /** True for a stand-in review (a demo build): the card says so with `sampleLabel`. */
  sample?: boolean;
}

export interface TestimonialsProps extends SectionBandProps {
  /** What screen readers hear for the stars, e.g. "5 out of 5 stars". */
  ratingLabel: string;
  /** What a sample review's card says at its top, e.g. "Sample review, not from a real client". */
  sampleLabel?: string;
  /** The reviews, in display order (five on the home page). */
  items: ReadonlyArray<TestimonialsItem>;
}

/**
 * Client reviews as quotations: the stars (read out as text), the words, and who said them, where and when. A sample
 * review says so first, in words, so nobody takes it for a real client's.
 */
export function Testimonials({ ratingLabel, sampleLabel, items, ...band }: TestimonialsProps) {
  return (
    <Section {...band} id={band.id ?? 'testimonials'} tone={band.tone ?? 'brand'}>
      <CardGrid items={items} minColumnWidth="wide" maxColumns={3}>
        {(item) => (
          <Card as="li" padding="none">
            <figure className={styles.figure}>
              {item.sample && sampleLabel ? <p className={styles.sample}>{sampleLabel}</p> : null}
              <p className={styles.stars}>
                {Array.from({ length: maxRating }, (_, index) => (
                  <Star
                    key={index}
                    className={index < item.rating ? styles.star : styles.starEmpty}
                    aria-hidden="true"
                    size={26}
                    fill="currentColor"
                  />
                ))}
                <VisuallyHidden>{ratingLabel}</VisuallyHidden>
              </p>
              <Quote className={styles.quoteMark} aria-hidden="true" size={32} />
              <blockquote className={styles.quote}>
                <p>{item.text}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.meta}>
                  {item.city}, {item.state} · <time dateTime={String(item.year)}>{item.year}</time>
                </span>
              </figcaption>
            </figure>
          </Card>
        )}
      </CardGrid>
    </Section>
  );
}

import { Quote, Star } from 'lucide-react';
import { Card } from '../../primitives/Card/Card';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
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
}

export interface TestimonialsProps {
  /** In-page anchor of the section. */
  id?: string;
  /** Background band; the navy band sets the reviews apart from the sections around them. */
  tone?: SectionTone;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** What screen readers hear for the stars, e.g. "5 out of 5 stars". */
  ratingLabel: string;
  /** The reviews, in display order (five on the home page). */
  items: ReadonlyArray<TestimonialsItem>;
}

/** Client reviews as quotations: the stars (read out as text), the words, and who said them, where and when. */
export function Testimonials({
  id = 'testimonials',
  tone = 'brand',
  heading,
  intro,
  ratingLabel,
  items,
}: TestimonialsProps) {
  return (
    <Section id={id} tone={tone} heading={heading} intro={intro}>
      <CardGrid minColumnWidth="wide" maxColumns={3}>
        {items.map((item) => (
          <Card key={item.id} as="li" tone="raised" className={styles.card}>
            <figure className={styles.figure}>
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
        ))}
      </CardGrid>
    </Section>
  );
}

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { card } from './Card.css';

export const cardTones = ['plain', 'raised', 'highlight', 'soft'] as const;
export type CardTone = (typeof cardTones)[number];

export const cardGaps = ['small', 'medium'] as const;
export type CardGap = (typeof cardGaps)[number];

export const cardPaddings = ['large', 'none'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps {
  /** plain (outlined), raised (shadow), highlight (warm border, e.g. a PRIORITY deadline), soft (tinted). */
  tone?: CardTone;
  /** Space between the card's parts: small (default) or medium (cards of the home page's card grids). */
  gap?: CardGap;
  /** Space inside the edge: large (default), or none when a child draws its own (a testimonial's figure). */
  padding?: CardPadding;
  /** Element to render; "article" for self-contained items, "li" inside a list. */
  as?: 'div' | 'article' | 'li' | 'section';
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode;
}

/** A surface that groups one idea: a coverage option, a testimonial, a deadline. */
export function Card({ tone, gap, padding, as: As = 'div', className, children, ...props }: CardProps) {
  return (
    <As className={clsx(card({ tone, gap, padding }), className)} {...props}>
      {children}
    </As>
  );
}

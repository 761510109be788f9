import clsx from 'clsx';
import type { ReactNode } from 'react';
import { card } from './Card.css';

export const cardTones = ['plain', 'raised', 'highlight', 'soft'] as const;
export type CardTone = (typeof cardTones)[number];

export interface CardProps {
  /** plain (outlined), raised (shadow), highlight (warm border, e.g. a PRIORITY deadline), soft (tinted). */
  tone?: CardTone;
  /** Element to render; "article" for self-contained items, "li" inside a list. */
  as?: 'div' | 'article' | 'li' | 'section';
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode;
}

/** A surface that groups one idea: a coverage option, a testimonial, a deadline. */
export function Card({ tone, as: As = 'div', className, children, ...props }: CardProps) {
  return (
    <As className={clsx(card({ tone }), className)} {...props}>
      {children}
    </As>
  );
}

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { text, type TextVariants } from './Text.css';

export const textSizes = ['small', 'body', 'large'] as const;
export const textTones = ['default', 'muted', 'brand', 'critical', 'onBrand', 'inherit'] as const;

export interface TextProps {
  /** Element to render. */
  as?: 'p' | 'span' | 'div' | 'li' | 'dd' | 'dt' | 'strong';
  /** Type size; never below 18px. */
  size?: (typeof textSizes)[number];
  /** Colour role; every tone meets AAA contrast on its intended surface. */
  tone?: (typeof textTones)[number];
  weight?: TextVariants['weight'];
  align?: TextVariants['align'];
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Body text. */
export function Text({ as: As = 'p', size, tone, weight, align, id, className, children }: TextProps) {
  return (
    <As id={id} className={clsx(text({ size, tone, weight, align }), className)}>
      {children}
    </As>
  );
}

import type { ReactNode } from 'react';
import { iconDisc } from './IconDisc.css';

export const iconDiscSizes = ['medium', 'large'] as const;
export type IconDiscSize = (typeof iconDiscSizes)[number];

export const iconDiscTones = ['soft', 'surface', 'brand', 'highlight'] as const;
export type IconDiscTone = (typeof iconDiscTones)[number];

export interface IconDiscProps {
  /** large (56px, a card's icon, default) or medium (52px). */
  size?: IconDiscSize;
  /** soft (navy on pale blue, default), surface (navy on white), brand (white on navy), highlight (gold on navy). */
  tone?: IconDiscTone;
  /** Hides the disc from screen readers when its content is decoration (a code the heading beside it repeats). */
  'aria-hidden'?: 'true';
  /** The icon (decorative, aria-hidden) or a short code. */
  children: ReactNode;
}

/** An icon in a round disc: the mark at the top of a card, beside its title, or in a list of badges. */
export function IconDisc({ size, tone, children, ...props }: IconDiscProps) {
  return (
    <span className={iconDisc({ size, tone })} {...props}>
      {children}
    </span>
  );
}

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { heading } from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  /** Document outline level: renders h1-h4. */
  level: HeadingLevel;
  /** Visual size, when it must differ from the level (defaults to the level). */
  size?: HeadingLevel;
  tone?: 'brand' | 'default' | 'onBrand';
  align?: 'start' | 'center';
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A heading whose level follows the document outline and whose size can differ from it. */
export function Heading({ level, size, tone, align, id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={clsx(heading({ level: size ?? level, tone, align }), className)}>
      {children}
    </Tag>
  );
}

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { heading } from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const headingWraps = ['balance', 'pretty'] as const;
/** balance: even line lengths (section headings); pretty: lines use the full width (titles in cards). */
export type HeadingWrap = (typeof headingWraps)[number];

export interface HeadingProps {
  /** Document outline level: renders h1-h4. */
  level: HeadingLevel;
  /** Visual size, when it must differ from the level (defaults to the level). */
  size?: HeadingLevel;
  tone?: 'brand' | 'default' | 'onBrand';
  align?: 'start' | 'center';
  /** How the lines break: balance (default, even lengths) or pretty (full width, e.g. a title in a card). */
  wrap?: HeadingWrap;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A heading whose level follows the document outline and whose size can differ from it. */
export function Heading({ level, size, tone, align, wrap, id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={clsx(heading({ level: size ?? level, tone, align, wrap }), className)}>
      {children}
    </Tag>
  );
}

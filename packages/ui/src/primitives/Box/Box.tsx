import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';

export interface BoxProps extends Sprinkles {
  /** The element to render, e.g. "section", "ul". */
  as?: ElementType;
  /** Extra class for layout glue (primitives only take className; sections do not). */
  className?: string;
  children?: ReactNode;
  id?: string;
  role?: AllHTMLAttributes<HTMLElement>['role'];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

const sprinkleKeys = new Set(sprinkles.properties);

/** The layout atom: any element, styled with token-only sprinkles props. */
export function Box({ as = 'div', className, children, ref, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props))
    (sprinkleKeys.has(key as keyof Sprinkles) ? atoms : native)[key] = value;
  return createElement(
    as,
    { ...native, ref, className: clsx(sprinkles(atoms as Sprinkles), className) },
    children,
  );
}

import { createElement } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface IconProps {
  /** A lucide icon name from `icons` (or from the set given to createIcon). */
  name: string;
  /** Size in px. */
  size?: number;
  className?: string;
}

/**
 * Makes an icon component that knows only `set`: a section that shows a few content-named icons bundles just
 * those, instead of every icon of `icons`. An unknown name renders nothing rather than failing.
 */
export function createIcon(set: Readonly<Record<string, LucideIcon>>) {
  return function SetIcon({ name, size = 28, className }: IconProps) {
    const component = set[name];
    return component
      ? createElement(component, { 'aria-hidden': true, focusable: false, size, className })
      : null;
  };
}

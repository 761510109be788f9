import type { MouseEvent } from 'react';
import { skipLink } from './SkipLink.css';

export interface SkipLinkProps {
  /** Id of the page's main content (without '#'), e.g. "main". */
  targetId: string;
  /** Its text, e.g. 'Skip to main content'. */
  label: string;
}

/**
 * The first stop of the keyboard: jumps past the header and its menus to the page's content. Hidden until focused.
 * Pressed, it moves focus to the content without changing the address (a hash change would be a router navigation
 * in the site); before the page's code has loaded it is a plain in-page link, which the browser follows.
 */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={skipLink} href={`#${targetId}`} onClick={skip}>
      {label}
    </a>
  );
}

// The keyboard's first stops: "Skip to main content", and on pages that have them the consultation form and the chat.
// Hidden until focused; pressed, each moves focus to its target (the form's first field, the chat's button).
import type { MouseEvent } from 'react';
import { focusTargetIn } from '../../private/scrollToAnchor';
import { skipLink } from './SkipLink.css';

export interface SkipLinkProps {
  /** Id of the target (without '#'), e.g. "main". A target marked `data-focus-first` gets focus on its first field. */
  targetId: string;
  /** Its text, e.g. 'Skip to main content'. */
  label: string;
}

/**
 * A skip link: jumps past the header and its menus to the page's content (or another target). Hidden until focused.
 * Pressed, it moves focus to the target without changing the address; before the page's code has loaded it is a plain
 * in-page link, which the browser follows.
 */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const focusTarget = focusTargetIn(target);
    if (focusTarget === target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    focusTarget.focus({ preventScroll: true });
    (focusTarget === target ? target : focusTarget).scrollIntoView({
      block: focusTarget === target ? 'start' : 'center',
    });
  };
  return (
    <a className={skipLink} href={`#${targetId}`} onClick={skip}>
      {label}
    </a>
  );
}

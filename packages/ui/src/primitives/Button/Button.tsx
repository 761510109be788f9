import clsx from 'clsx';
import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { Link } from '../Link/Link';
import { visuallyHidden as visuallyHiddenClass } from '../VisuallyHidden/VisuallyHidden.css';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'inverse', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonBaseProps {
  /** Look: primary (warm call to action), secondary (navy), outline, inverse (on navy), ghost. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (phones). */
  fullWidth?: boolean;
  /** An icon before the label (decorative: the label names the action). */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLElement>;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

export interface ButtonProps extends ButtonBaseProps {
  type?: 'button' | 'submit' | 'reset';
  /** Disabled buttons stay visible and explain themselves through `aria-describedby`. */
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: 'dialog' | 'menu' | true;
}

/** The class of a button with these looks, and the props left for its element. */
function buttonLook<P extends Pick<ButtonBaseProps, 'variant' | 'size' | 'fullWidth' | 'className'>>({
  variant,
  size,
  fullWidth,
  className,
  ...props
}: P) {
  return [clsx(button({ variant, size, fullWidth }), className), props] as const;
}

/** A button: at least 48px tall, a visible focus ring, never smaller text than the body. */
export function Button({ icon, children, type = 'button', ...look }: ButtonProps) {
  const [className, props] = buttonLook(look);
  return (
    <button type={type} className={className} {...props}>
      {icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends ButtonBaseProps {
  href: string;
  /** Opens in a new tab, with rel="noopener noreferrer" and a hint for screen readers. */
  external?: boolean;
  /** Text read after the label when the link opens a new tab. */
  newTabLabel?: string;
  ref?: Ref<HTMLAnchorElement>;
  /** A topic the consultation form fills in when the link leads there (a service card's Learn More). */
  'data-callback-topic'?: string;
}

/** A link that looks like a button (tel:, #contact, external booking). Internal hrefs go through the app's router. */
export function ButtonLink({
  icon,
  children,
  href,
  external,
  newTabLabel = '(opens in a new tab)',
  ...look
}: ButtonLinkProps) {
  const [className, props] = buttonLook(look);
  if (external) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {icon}
        {children}
        <span className={visuallyHiddenClass}> {newTabLabel}</span>
      </a>
    );
  }
  return (
    <Link className={className} href={href} {...props}>
      {icon}
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../primitives/Button/Button';

export interface GatedButtonLinkProps {
  /** While false, a disabled button explained by `describedBy` stands in for the link (a link can't be disabled). */
  enabled: boolean;
  /** Id of the text that says why the button is off (e.g. the consent help). */
  describedBy: string;
  href: string;
  external?: boolean;
  newTabLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A call or booking link that stays a disabled button until the visitor has ticked the consent box. */
export function GatedButtonLink({
  enabled,
  describedBy,
  href,
  external,
  newTabLabel,
  onClick,
  ...look
}: GatedButtonLinkProps) {
  if (!enabled) {
    return <Button {...look} disabled aria-describedby={describedBy} />;
  }
  return <ButtonLink {...look} href={href} external={external} newTabLabel={newTabLabel} onClick={onClick} />;
}

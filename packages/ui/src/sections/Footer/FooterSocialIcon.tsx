import type { SocialNetwork } from '@agency/content';
import type { ReactNode } from 'react';

/** A social network the footer has a mark for: each network of @agency/content's social profiles. */
export type FooterSocialNetwork = SocialNetwork;

// Simple line marks drawn in the same 24px grid and stroke as the rest of the icons (lucide). They are decorative:
// every link carries its name as text.
const marks: Record<FooterSocialNetwork, ReactNode> = {
  'google-business': <path d="M19.5 8.5A8 8 0 1 0 20 12h-8" />,
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
  tiktok: <path d="M9 12a4 4 0 1 0 4 4V2a5 5 0 0 0 5 5" />,
};

/** The social networks the footer has a mark for, in the order of their marks. */
export const footerSocialNetworks = Object.keys(marks) as ReadonlyArray<FooterSocialNetwork>;

export interface FooterSocialIconProps {
  /** Which network's mark to draw. */
  network: FooterSocialNetwork;
  /** Size in px. */
  size?: number;
}

/** The decorative mark of a social network (hidden from screen readers: the link's text names it). */
export function FooterSocialIcon({ network, size = 24 }: FooterSocialIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {marks[network]}
    </svg>
  );
}

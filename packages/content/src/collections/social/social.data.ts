import type { z } from 'zod';
import type { socialProfileSchema } from './schema';

/**
 * The six footer social links, in display order. Every address is a SAMPLE handle ("example"):
 * replace each with the agency's real profile before launch.
 */
export const socialData = [
  {
    id: 'google-business',
    network: 'google-business',
    label: '{agencyName} on Google Business Profile',
    href: 'https://g.page/example',
  },
  {
    id: 'facebook',
    network: 'facebook',
    label: '{agencyName} on Facebook',
    href: 'https://www.facebook.com/example',
  },
  {
    id: 'instagram',
    network: 'instagram',
    label: '{agencyName} on Instagram',
    href: 'https://www.instagram.com/example',
  },
  {
    id: 'linkedin',
    network: 'linkedin',
    label: '{agencyName} on LinkedIn',
    href: 'https://www.linkedin.com/company/example',
  },
  {
    id: 'youtube',
    network: 'youtube',
    label: '{agencyName} on YouTube',
    href: 'https://www.youtube.com/@example',
  },
  {
    id: 'tiktok',
    network: 'tiktok',
    label: '{agencyName} on TikTok',
    href: 'https://www.tiktok.com/@example',
  },
] satisfies ReadonlyArray<z.input<typeof socialProfileSchema>>;

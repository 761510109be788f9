import type { z } from 'zod';
import type { trustBadgeSchema } from './schema';

/** The hero's four trust badges, in display order. */
export const trustBadgesData = [
  { id: 'licensed-advisors', icon: 'shield-check', label: 'Licensed Advisors' },
  { id: 'states-served', icon: 'map-pin', label: 'Serving {serviceAreaStates}' },
  { id: 'family-run', icon: 'users', label: 'Family-Run Since 2020' },
  { id: 'lifetime-guarantee', icon: 'award', label: 'Lifetime Support Guarantee' },
] satisfies ReadonlyArray<z.input<typeof trustBadgeSchema>>;

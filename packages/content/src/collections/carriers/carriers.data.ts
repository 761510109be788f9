import type { z } from 'zod';
import type { carrierFactsSchema, carrierSchema } from './schema';

/**
 * The carrier partners of the home page (#carriers): nine named carriers, then the "many more" tile.
 * Colors are darkened brand-like accents that keep 4.5:1 contrast on white. Check the list against the
 * agency's real carrier appointments before launch.
 */
export const carriersData = [
  { id: 'humana', name: 'Humana', color: '#2E7D32' },
  { id: 'unitedhealthcare', name: 'UnitedHealthcare', color: '#002677' },
  { id: 'aetna', name: 'Aetna', color: '#7D3F98' },
  { id: 'cigna', name: 'Cigna', color: '#00749E' },
  { id: 'wellcare', name: 'Wellcare', color: '#C8102E' },
  { id: 'bcbs-alabama', name: 'Blue Cross Blue Shield of Alabama', color: '#0060A9' },
  { id: 'mutual-of-omaha', name: 'Mutual of Omaha', color: '#00457C' },
  { id: 'devoted-health', name: 'Devoted Health', color: '#B0143C' },
  { id: 'anthem', name: 'Anthem', color: '#00609C' },
  { id: 'many-more', name: 'Many more carriers', color: '#334155', isMore: true },
] satisfies ReadonlyArray<z.input<typeof carrierSchema>>;

export const carrierFactsData = { representedCount: 15 } satisfies z.input<typeof carrierFactsSchema>;

import type { z } from 'zod';
import type { pageSchema } from './schema';
import { medicareAdvantagePage } from './data/medicare-advantage';
import { medicareSupplementPage } from './data/medicare-supplement';
import { partDPage } from './data/part-d';
import { medicareComparisonPage } from './data/medicare-comparison';
import { medicareMistakesPage } from './data/medicare-mistakes';
import { howWeHelpPage } from './data/how-we-help';
import { aboutPage } from './data/about';
import { referralPartnersPage } from './data/referral-partners';
import { medicareAlabamaPage } from './data/medicare-alabama';
import { bestMedigapPlansAlabamaPage } from './data/best-medigap-plans-alabama';
import { serviceAreasPage } from './data/service-areas';
import { medicareServiceAreasPage } from './data/medicare-service-areas';
import { medicareServiceAreasGeorgiaPage } from './data/medicare-service-areas-georgia';
import { annualEnrollmentPeriodPage } from './data/annual-enrollment-period';
import { appointmentsPage } from './data/appointments';
import { medicareTimelinePage } from './data/medicare-timeline';
import { irmaaCalculatorPage } from './data/irmaa-calculator';
import { aepChecklistPage } from './data/aep-checklist';
import { blogPage } from './data/blog';

/**
 * Page copy for the content pages of the route table (spec §2), one entry per route: each page's copy is in its own
 * file, data/<page id>.ts, and this list puts them in route-table order (the order of getPages()).
 * Plain text only. `{agencyName}` and `{phone}` are substituted at build time.
 * Every Medicare figure is a figure token ({partB.standardPremium}, with {partB.standardPremium:year} beside it), filled
 * from the figures collection: no amount and no plan year is typed here (literal-figures.test.ts).
 * Figures MEDICARE.md marks unverified (MA MOOP, Plan L limit, high-deductible G, Extra Help,
 * married-filing-separately IRMAA threshold) are avoided or explicitly hedged.
 */
export const pagesData = [
  medicareAdvantagePage,
  medicareSupplementPage,
  partDPage,
  medicareComparisonPage,
  medicareMistakesPage,
  howWeHelpPage,
  aboutPage,
  referralPartnersPage,
  medicareAlabamaPage,
  bestMedigapPlansAlabamaPage,
  serviceAreasPage,
  medicareServiceAreasPage,
  medicareServiceAreasGeorgiaPage,
  annualEnrollmentPeriodPage,
  appointmentsPage,
  medicareTimelinePage,
  irmaaCalculatorPage,
  aepChecklistPage,
  blogPage,
] satisfies ReadonlyArray<z.input<typeof pageSchema>>;

// What an island shows that is the same on every page it appears on: read at build time into the island's own code
// (`virtual:island-data/<id>`, island-data-plugin.ts) instead of written into the page's HTML as props. The HTML then
// carries only what paints; an island's copy and tables load with its code, after the first paint, and are cached.
import {
  brand,
  constants,
  figureIn,
  figureYears,
  fillTokens,
  getChecklist,
  getComparison,
  getCycle,
  getIrmaaTables,
  getIrmaaToolCopy,
  getMedigapBenefits,
  getMedigapPlans,
  getPages,
  getSections,
  getTestimonials,
  getTimelineToolCopy,
  getTrustBadges,
  pendingWords,
} from '@agency/content';
import { siteUrl } from '../lib/meta/page-meta';
import type { IslandId } from './registry';

/** A content page's absolute address, by its id: the calculators' shared links add a query string to it. */
function pageUrl(id: string): string {
  const page = getPages().find((candidate) => candidate.id === id);
  if (!page) throw new Error(`The island data names the page "${id}", which the content does not have.`);
  return siteUrl(page.path);
}

/**
 * The home page's hero: its copy, trust badges and phone number. Its reviews link names the rating with its source and
 * count once the rating is real; a sample rating is never stated.
 */
function hero() {
  const copy = getSections();
  const { facts } = getTestimonials();
  const reviewsLabel = facts.isSample
    ? copy.hero.reviewsLink.label
    : fillTokens(copy.hero.reviewsLink.ratedLabel, {
        rating: facts.ratingValue.toFixed(1),
        source: facts.sourceName,
        count: facts.reviewCount,
      });
  return {
    copy: { ...copy.hero, reviewsLink: { ...copy.hero.reviewsLink, label: reviewsLabel } },
    reviewsUrl: facts.reviewsUrl,
    trustBadges: getTrustBadges(),
    phone: brand.tollFreePhone,
    newTabLabel: copy.common.newTabLabel,
  };
}

/** The home page's exit-intent popup: its props, but for what it reports (the page adds its analytics). */
function exitIntent() {
  const copy = getSections();
  const { callNow, bookAppointment, ...popup } = copy.exitPopup;
  return {
    ...popup,
    callLabel: callNow,
    bookLabel: bookAppointment,
    consentLabel: copy.contact.consentLabel,
    delayMs: constants.exitPopupDelayMs,
    phone: brand.tollFreePhone,
    bookingHref: brand.links.booking,
    newTabLabel: copy.common.newTabLabel,
  };
}

/**
 * The plan comparison: the Medigap table of the season's figures year, or the latest one in the figures (its year
 * is shown beside the limits, and a first footnote says the figures year's amounts are not in our figures yet).
 */
function comparisonTool() {
  const { figuresYear } = getCycle();
  const medigap = getMedigapPlans(figuresYear);
  const comparison = getComparison();
  const pending = pendingWords(figuresYear, medigap.year).pendingShown;
  return {
    copy: pending
      ? { ...comparison.copy, footnotes: [pending, ...comparison.copy.footnotes] }
      : comparison.copy,
    rows: comparison.rows,
    medigapPlans: medigap.plans,
    medigapBenefits: getMedigapBenefits(),
    medigapYear: String(medigap.year),
  };
}

/**
 * The enrollment calculator; its worked penalty examples use the latest year up to the figures year with both
 * premiums (never a projection: a year without its Part D base premium is passed over).
 */
function timelineTool() {
  const { figuresYear } = getCycle();
  const year = figureYears()
    .filter((candidate) => candidate <= figuresYear)
    .reverse()
    .find(
      (candidate) =>
        figureIn('partB.standardPremium', candidate) && figureIn('partD.baseBeneficiaryPremium', candidate),
    );
  if (year === undefined)
    throw new Error(`No year up to ${figuresYear} has both the Part B and the Part D base premium.`);
  return {
    copy: getTimelineToolCopy(),
    penaltyFigures: {
      year,
      partBStandardPremium: figureIn('partB.standardPremium', year)!.value,
      partDBaseBeneficiaryPremium: figureIn('partD.baseBeneficiaryPremium', year)!.value,
    },
    pageUrl: pageUrl('medicare-timeline'),
    agencyName: brand.agencyName,
    phone: brand.tollFreePhone,
  };
}

/**
 * The IRMAA calculator: the year computed and the one before it; until the figures year's brackets are in the
 * figures, the calculator says so and computes the latest year before it.
 */
function irmaaTool() {
  const { figuresYear } = getCycle();
  return {
    copy: getIrmaaToolCopy(),
    tables: getIrmaaTables(figuresYear),
    planYear: figuresYear,
    pageUrl: pageUrl('irmaa-calculator'),
    phone: brand.tollFreePhone,
  };
}

export const islandData = {
  hero,
  'exit-intent': exitIntent,
  'checklist-tool': getChecklist,
  'comparison-tool': comparisonTool,
  'timeline-tool': timelineTool,
  'irmaa-tool': irmaaTool,
} satisfies Partial<Record<IslandId, () => unknown>>;

export type IslandData = { [Id in keyof typeof islandData]: ReturnType<(typeof islandData)[Id]> };

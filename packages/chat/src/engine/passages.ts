// Builds the searchable passages from @agency/content: FAQ, coverage and service cards, deadline periods
// (passages/cards.ts), page copy and the AEP page (passages/pages.ts), the service areas and agency facts
// (passages/agency.ts), the Medigap benefit chart (passages/medigap-benefits.ts), and generated figure passages
// (figures.ts), basics and knowledge (basics.ts). Their topics: passages/passage-topics.ts.
import {
  brand,
  getAdditionalServices,
  getAepPage,
  getCarriers,
  getCoverage,
  getCycle,
  getDeadlines,
  getFigures,
  getMedigapPlans,
  getPages,
  getServiceAreas,
  getStatesMedigapRules,
  getUniqueFaqs,
} from '@agency/content';
import type {
  AdditionalService,
  AepPage,
  Brand,
  CoverageCard,
  Deadline,
  Faq,
  Figures,
  MedigapPlan,
  Page,
  Season,
  ServiceArea,
  StateMedigapRulesText,
} from '@agency/content';
import { basicsPassages, knowledgePassages } from './basics.ts';
import { figurePassages } from './figures.ts';
import type { Passage } from './passage.ts';
import { agencyPassages, areaPassages } from './passages/agency.ts';
import { coveragePassages, deadlinePassages, faqPassages, servicePassages } from './passages/cards.ts';
import { medigapBenefitPassages } from './passages/medigap-benefits.ts';
import { aepPassages, pagePassages } from './passages/pages.ts';

export { medigapBenefitPassages } from './passages/medigap-benefits.ts';

/** The content the engine grounds on. Defaults to @agency/content; tests may pass their own. */
export interface GroundingContent {
  brand: Brand;
  /**
   * The year figures default to: the season's figures year (next year's from October 15, when the AEP chooses it;
   * this year's before), so "how much is Part B" gives the amount a visitor pays now or is choosing for.
   */
  planYear: number;
  faqs: ReadonlyArray<Faq>;
  coverage: ReadonlyArray<CoverageCard>;
  services: ReadonlyArray<AdditionalService>;
  deadlines: ReadonlyArray<Deadline>;
  pages: ReadonlyArray<Page>;
  aepPage: AepPage;
  serviceAreas: ReadonlyArray<ServiceArea>;
  /** Each served state's Medigap rules in content's words (default: @agency/content's). */
  medigapRules?: ReadonlyArray<StateMedigapRulesText>;
  figures: Figures;
  /** The Medigap benefit chart (optional: generated passages say which plans pay each benefit). */
  medigapPlans?: ReadonlyArray<MedigapPlan>;
  carriers: { names: string[]; representedCount: number };
}

/** The content of @agency/content, tokens filled, for a season (default: the build date's). */
export function defaultGroundingContent(season: Season = getCycle()): GroundingContent {
  const { carriers, representedCount } = getCarriers();
  return {
    brand,
    planYear: season.figuresYear,
    faqs: getUniqueFaqs(),
    coverage: getCoverage(),
    services: getAdditionalServices(),
    deadlines: getDeadlines().periods,
    pages: getPages(),
    aepPage: getAepPage(),
    serviceAreas: getServiceAreas(),
    medigapRules: getStatesMedigapRules(),
    figures: getFigures(),
    medigapPlans: getMedigapPlans(season.figuresYear).plans,
    carriers: {
      names: carriers.filter((carrier) => !carrier.isMore).map((carrier) => carrier.name),
      representedCount,
    },
  };
}

/** Every passage the engine searches. Ids are unique. */
export function buildPassages(content: GroundingContent = defaultGroundingContent()): Passage[] {
  const passages = [
    ...faqPassages(content.faqs),
    ...coveragePassages(content.coverage),
    ...servicePassages(content.services),
    ...deadlinePassages(content.deadlines),
    ...pagePassages(content.pages),
    ...aepPassages(content.aepPage),
    ...areaPassages(content.serviceAreas, content.medigapRules ?? getStatesMedigapRules()),
    ...agencyPassages(content),
    ...figurePassages(content.figures, content.planYear),
    ...medigapBenefitPassages(content.medigapPlans ?? []),
    ...basicsPassages(),
    ...knowledgePassages(),
  ];
  const seen = new Set<string>();
  return passages.filter((passage) => {
    if (seen.has(passage.id)) return false;
    seen.add(passage.id);
    return true;
  });
}

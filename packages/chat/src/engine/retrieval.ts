// The default, free answer engine: guardrails first, then MiniSearch (BM25) over passages built from
// @agency/content, then a short grounded answer that ends with the phone number. This module puts the engine
// together from its parts in retrieval/: the passage index and search, the relevance checks, the grounded,
// multi-part, service-area and recommendation answers, and `analyze`, which runs a message through them.
import { getCycle, type Season } from '@agency/content';
import type { ChatAnswer, ChatEngine } from '../types.ts';
import { guardrailReplies } from './compose.ts';
import { knownCarrierNames, recommendationDetector } from './guardrails.ts';
import type { Passage, ScoredPassage } from './passage.ts';
import { buildPassages, defaultGroundingContent, type GroundingContent } from './passages.ts';
import type { RetrievalAnalysis } from './retrieval/analysis.ts';
import { createAnalyze } from './retrieval/analyze.ts';
import { createGrounded } from './retrieval/grounded.ts';
import { createMultiPart } from './retrieval/multi-part.ts';
import { indexPassages } from './retrieval/passage-index.ts';
import { setNamesCarrierIn } from './retrieval/query-expansion.ts';
import { createRecommendationAnswer } from './retrieval/recommendation-answer.ts';
import { createRelevance } from './retrieval/relevance.ts';
import { createSearch } from './retrieval/search.ts';
import { createServiceAreaAnswers } from './retrieval/service-area.ts';
import { visitorWords } from './retrieval/visitor-words.ts';
import { createSpeller } from './text.ts';

export { questionParts } from './retrieval/question-parts.ts';
export type { RetrievalAnalysis } from './retrieval/analysis.ts';

/** Options of `createRetrievalEngine`. */
export interface RetrievalEngineOptions {
  /** The content to ground on; defaults to @agency/content. */
  content?: GroundingContent;
  /**
   * Lowest adjusted score a passage needs to answer from it; below it the question counts as off-topic (or
   * unclear, when it mentions Medicare). Default 6.
   */
  minScore?: number;
}

/** The retrieval engine, with its search exposed for providers and tests. */
export interface RetrievalEngine extends ChatEngine {
  readonly name: 'retrieval';
  /** Every passage searched. */
  readonly passages: ReadonlyArray<Passage>;
  /** The phone number answers end with. */
  readonly phone: string;
  /** The plan year figures default to. */
  readonly planYear: number;
  /** The season the engine answers for (content's rule, on SITE_BUILD_DATE or today when it was created). */
  readonly season: Season;
  /** Passages for a query, best first, scores adjusted for topic and year. */
  search(query: string, limit?: number): ScoredPassage[];
  /** Runs the guardrails and retrieval; `final` answers must be returned as they are. */
  analyze(message: string): RetrievalAnalysis;
  answer(message: string): Promise<ChatAnswer>;
}

/**
 * Creates the default engine for the season of the build date (SITE_BUILD_DATE, or today) at this moment: every
 * seasonal answer (what is open, which years) is read once, here. Building the index takes a few milliseconds; do it
 * once per process and again when the day changes.
 */
export function createRetrievalEngine(options: RetrievalEngineOptions = {}): RetrievalEngine {
  const season = getCycle();
  const content = options.content ?? defaultGroundingContent(season);
  const minScore = options.minScore ?? 6;
  const phone = content.brand.tollFreePhone.display;
  const planYear = content.planYear;
  const replies = guardrailReplies({
    agencyName: content.brand.agencyName,
    phone,
    officeHours: content.brand.officeHours.chat,
    booking: content.brand.links.booking,
  });
  const isRecommendation = recommendationDetector(content.carriers.names);
  const carrierPattern = new RegExp(
    `\\b(${[...knownCarrierNames, ...content.carriers.names.map((name) => name.toLowerCase())]
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})\\b`,
    'i',
  );
  /** True for a text that names an insurance company (never next to "I cannot recommend"). */
  const namesCarrier = (text: string) => carrierPattern.test(text);
  setNamesCarrierIn(namesCarrier);
  const passages = buildPassages(content);
  const correct = createSpeller(
    passages.map((passage) => `${passage.title} ${passage.text} ${passage.keywords ?? ''}`),
    visitorWords,
  );
  // The day the engine answers for, read once: a long-running server makes a new engine when the day changes.
  const today = season.date;

  const indexed = indexPassages(passages);
  const { byId } = indexed;
  const search = createSearch(indexed, planYear, today);
  const relevance = createRelevance(search, indexed, minScore, today);
  const { movingAnswer, outsideServiceArea } = createServiceAreaAnswers(content, byId, phone);
  const analyze = createAnalyze({
    correct,
    relevance,
    grounded: createGrounded(byId, relevance.secondTopic, replies, phone),
    movingAnswer,
    outsideServiceArea,
    multiPart: createMultiPart(search, relevance, today, planYear, phone),
    isRecommendation,
    recommendationAnswer: createRecommendationAnswer(relevance.relevant, namesCarrier, replies, phone),
    namesCarrier,
    byId,
    replies,
    phone,
    minScore,
    today,
  });

  return {
    name: 'retrieval',
    passages,
    phone,
    planYear,
    season,
    search,
    analyze,
    async answer(message: string): Promise<ChatAnswer> {
      return analyze(message).answer;
    },
  };
}

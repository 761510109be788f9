import type { Topic } from './topics.ts';

/** Where a passage comes from. */
export type PassageKind =
  | 'faq'
  | 'page-faq'
  | 'page-intro'
  | 'page-section'
  | 'coverage'
  | 'service'
  | 'deadline'
  | 'aep'
  | 'figure'
  | 'area'
  | 'agency'
  | 'basics'
  | 'knowledge';

/** One searchable piece of grounded content. */
export interface Passage {
  /** Unique, e.g. "faq:what-is-irmaa", "page:part-d:late-penalty", "figure:2026:part-b". */
  id: string;
  kind: PassageKind;
  topic: Topic;
  /** The question or heading; also the source title. */
  title: string;
  /** Plain-text sentences the answer is composed from. */
  text: string;
  /** Extra search terms that are not shown. */
  keywords?: string;
  /** Site-relative address of the page. */
  url?: string;
  /** The year a figure passage is about. */
  year?: number;
}

/** A passage with its search score. */
export interface ScoredPassage extends Passage {
  score: number;
  /** Query terms the passage matched. */
  matched: string[];
}

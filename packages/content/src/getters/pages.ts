// Getters of the content pages and tools: FAQ, deadline cards, advisors, the content routes' copy, the checklist, the
// comparison and the two calculators' copy, tokens filled.
import { advisorsData } from '../collections/advisors/advisors.data';
import type { Advisor } from '../collections/advisors/schema';
import { checklistData } from '../collections/checklist/checklist.data';
import type { Checklist } from '../collections/checklist/schema';
import { comparisonData } from '../collections/comparison/comparison.data';
import type { Comparison } from '../collections/comparison/schema';
import { deadlinesData } from '../collections/deadlines/deadlines.data';
import type { Deadline } from '../collections/deadlines/schema';
import { faqsData } from '../collections/faqs/faqs.data';
import type { Faq, FaqTopic } from '../collections/faqs/schema';
import { pagesData } from '../collections/pages/pages.data';
import type { Page } from '../collections/pages/schema';
import { irmaaCalculatorCopy } from '../collections/tools/irmaa.data';
import { enrollmentTimelineCopy } from '../collections/tools/timeline.data';
import { checkedWords } from '../figures';
import { currentSeason } from '../season';
import { fillTokensDeep } from '../tokens';
import { resolved } from './resolve';

/** FAQ entries in display order (the spec's 20, one question repeated), optionally of one topic. */
export function getFaqs(filter: { topic?: FaqTopic } = {}): ReadonlyArray<Faq> {
  const faqs = resolved<ReadonlyArray<Faq>>('faqs', faqsData);
  return filter.topic ? faqs.filter((faq) => faq.topic === filter.topic) : faqs;
}

/** Each FAQ question once (for FAQ structured data, where a repeated question is an error). */
export function getUniqueFaqs(): ReadonlyArray<Faq> {
  const seen = new Set<string>();
  return getFaqs().filter((faq) => {
    const key = faq.question.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The deadline cards of the season, and their 'Last updated' date: the build date, the day the cards' dates were
 * last read from the calendar.
 */
export function getDeadlines(): { periods: ReadonlyArray<Deadline>; lastUpdated: string } {
  return resolved('deadlines', { periods: deadlinesData, lastUpdated: currentSeason().date });
}

export function getAdvisors(): ReadonlyArray<Advisor> {
  return resolved('advisors', advisorsData);
}

export function getAdvisor(id: string): Advisor | undefined {
  return getAdvisors().find((advisor) => advisor.id === id);
}

export function getPages(): ReadonlyArray<Page> {
  return resolved('pages', pagesData);
}

/** The copy of one content route, by id ("medicare-advantage") . */
export function getPage(id: string): Page | undefined {
  return getPages().find((page) => page.id === id);
}

/** The annual enrollment checklist: copy and grouped items (ids are the saved-state keys). */
export function getChecklist(): Checklist {
  return resolved('checklist', checklistData);
}

/** Medicare Advantage vs Original Medicare + Medigap: the comparison rows and their copy. */
export function getComparison(): Comparison {
  return resolved('comparison', comparisonData);
}

/** Copy of the enrollment timeline tool (/medicare-timeline); its own {tokens} are filled by the widget. */
export function getTimelineToolCopy(): typeof enrollmentTimelineCopy {
  return resolved('timeline-tool', enrollmentTimelineCopy);
}

/**
 * Copy of the IRMAA calculator (/irmaa-calculator), with {checked} (the day the figures were last checked for the
 * season's figures year); its own {tokens} are filled by the widget.
 */
export function getIrmaaToolCopy(): typeof irmaaCalculatorCopy {
  return resolved(
    'irmaa-tool',
    fillTokensDeep(irmaaCalculatorCopy, { checked: checkedWords(currentSeason().figuresYear) }),
  );
}

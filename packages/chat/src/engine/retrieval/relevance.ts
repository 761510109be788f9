// Whether the passages found can answer: relevant enough, not found on generic words or look-alike spellings only
// (the chat then says it cannot answer reliably), and a second topic the question asks about as strongly as the first.
import { mentionsMedicareDomain } from '../guardrails.ts';
import type { ScoredPassage } from '../passage.ts';
import { genericTerms, termsOf } from '../text.ts';
import { questionIntent } from './intent.ts';
import type { PassageIndex } from './passage-index.ts';
import { routedPassages } from './routing.ts';
import type { Search } from './search.ts';

/** The relevance checks over the engine's search, on its build date `today`. */
export function createRelevance(
  search: Search,
  indexed: Pick<PassageIndex, 'titleTermSets' | 'passageTermSets' | 'vocabulary'>,
  minScore: number,
  today: string,
) {
  const { titleTermSets, passageTermSets, vocabulary } = indexed;

  /** Best passages if any is relevant enough to answer from. */
  function relevant(query: string): ScoredPassage[] {
    const ranked = search(query);
    const best = ranked[0];
    if (!best) return [];
    // A plan change whose period passage leads: its concepts, not its words, found it ("what can I do now in
    // April?" shares no word with the passage that answers it).
    if (routedPassages(query, today).includes(best.id)) return ranked;
    if (best.score < minScore) return [];
    // Generic words alone ("cost", "Medicare") are not enough, unless the passage's title is the question.
    const queryTerms = termsOf(query);
    const titleTerms = titleTermSets.get(best.id)!;
    if (
      best.matched.every((term) => genericTerms.has(term)) &&
      (questionIntent(query, today).get(best.topic) ?? 0) < (mentionsMedicareDomain(query) ? 3 : 6) &&
      !(
        queryTerms.length > 0 &&
        titleTerms.size === queryTerms.length &&
        queryTerms.every((term) => titleTerms.has(term))
      )
    )
      return [];
    return ranked;
  }

  /** A term that names a concept of its own: not a generic Medicare word ("plan", "cost") nor a number. */
  const isDistinctive = (term: string) => !genericTerms.has(term) && !/^\$?\d/.test(term);

  /** The question's distinctive terms; a pronoun's contraction is no concept ("I'll" would read as "ill"). */
  function distinctiveTerms(question: string): string[] {
    const words = question
      .replace(/\b(i|you|we|they|he|she|it|that|there|what|who)['’](ll|ve|re|d|m|s)\b/gi, ' ')
      .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi, ' ');
    return termsOf(words).filter(isDistinctive);
  }

  /**
   * The search found a passage, but not for the question's own concepts: none of the distinctive terms it matched
   * (not generic Medicare words or numbers) is really in the passage, which matched on generic words or on a word
   * merely spelt alike ("cancel my old plan" finding a cancer policy). No route, no topic the question
   * names strongly, and no distinctive word matched: the chat says it cannot answer reliably rather than guess.
   */
  function lowConfidence(question: string, ranked: ReadonlyArray<ScoredPassage>): boolean {
    const best = ranked[0];
    if (!best || routedPassages(question, today).includes(best.id)) return false;
    if (distinctiveTerms(question).length === 0) return false;
    // The search's matched terms include the concepts it read into the question ("open enrollment" as the AEP).
    // "What is the Part B giveback?": a short question asking what a thing is, the thing named in no passage.
    const named = /^(what|whats|what's|wat)\s+(is|are|s)?\s*(a|an|the)?\s*([^?.!,]*?)\s*\??$/i.exec(
      question.trim(),
    );
    // A thing, not a clause ("what time do you close"); an adverb ("exactly", "really") names nothing.
    const thing = (named?.[4] ?? '').replace(/\b\w+ly\b/g, ' ').trim();
    if (
      named &&
      thing.split(/\s+/).length <= 4 &&
      !/\b(do|does|did|you|i|we|they|he|she|it|can|will)\b/.test(thing)
    ) {
      const asked = termsOf(thing);
      const last = asked[asked.length - 1];
      if (last && isDistinctive(last) && !vocabulary.has(last)) return true;
    }
    const terms = passageTermSets.get(best.id);
    if (!terms || best.matched.some((term) => isDistinctive(term) && terms.has(term))) return false;
    return (questionIntent(question, today).get(best.topic) ?? 0) < 4;
  }

  /**
   * A second topic the question asks about as strongly as the first ("I'm on COBRA and turn 65 in April"): the best
   * passage of that topic, when the question's own words point to it and the search found it.
   */
  function secondTopic(question: string, ranked: ReadonlyArray<ScoredPassage>, covered: ReadonlySet<string>) {
    const intent = questionIntent(question, today);
    const strong = [...intent.entries()]
      .filter(([topic, weight]) => weight >= 6 && !covered.has(topic))
      .sort((a, b) => b[1] - a[1]);
    for (const [topic] of strong) {
      const passage = ranked.find((candidate) => candidate.topic === topic);
      if (passage && passage.score >= 0.3 * (ranked[0]?.score ?? 0)) return passage;
    }
    return undefined;
  }

  return { relevant, distinctiveTerms, lowConfidence, secondTopic };
}

/** The relevance checks of one engine. */
export type Relevance = ReturnType<typeof createRelevance>;

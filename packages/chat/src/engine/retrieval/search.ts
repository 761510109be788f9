// The search: the passages MiniSearch finds for the query, each score adjusted for what the query asks (its topic,
// year, the coverage and situations it names, when or how much it asks...), and a routed passage put first.
import type { ScoredPassage } from '../passage.ts';
import { termsOf } from '../text.ts';
import type { PassageIndex } from './passage-index.ts';
import { readQuery } from './search-query.ts';

/** The engine's search over its indexed passages. */
export function createSearch(indexed: PassageIndex, planYear: number, today: string) {
  function search(rawQuery: string, limit = 8): ScoredPassage[] {
    const question = readQuery(rawQuery, today);
    const results = indexed.index.search(question.searchQuery);
    const scored: ScoredPassage[] = [];
    for (const result of results) {
      const passage = indexed.byId.get(String(result.id));
      if (!passage) continue;
      let score = result.score;
      const topicIntent = question.intent.get(passage.topic) ?? 0;
      score *= 1 + 0.12 * Math.min(topicIntent, 10);
      if (passage.year !== undefined) {
        if (question.years.length > 0) score *= question.years.includes(passage.year) ? 1.3 : 0.6;
        else if (passage.year !== planYear) score *= 0.6;
      }
      // A passage whose title is about a kind of coverage the question does not name answers another question.
      for (const entity of indexed.titleEntities.get(passage.id) ?? [])
        if (!question.queryTerms.has(entity)) score *= 0.75;
      // ...and answers best the question that does.
      const situations = indexed.titleSituations.get(passage.id) ?? [];
      if (situations.length > 0)
        score *= situations.some((term) => question.queryTerms.has(term)) ? 1.5 : 0.5;
      else if (question.querySituations && passage.kind === 'knowledge') score *= 0.7;
      // "Illinois birthday rule": a passage about another state's rules answers another question.
      if (question.queryStates.size > 0) {
        const named = indexed.passageStates.get(passage.id)!;
        if (named.length > 0 && !named.some((state) => question.queryStates.has(state))) score *= 0.5;
      }
      // "When...?", "how long do I have?", "is it too late?": an answer with dates or a length of time.
      if (question.asksWhen)
        score *= indexed.rangeIds.has(passage.id) ? 1.4 : indexed.datedIds.has(passage.id) ? 1.2 : 0.8;
      if (question.asksEnd && indexed.endDateIds.has(passage.id)) score *= 1.4;
      // "When's the latest he can get Part B?": a question of timing, not of an amount; a year in it is a date.
      if ((question.asksTimingOnly || !question.namesAnAmount) && passage.kind === 'figure') score *= 0.6;
      // "What do you pay...?", "how much...?": an amount, which only figure passages give (basics have none).
      if (question.asksForAmount && !question.asksTimingOnly)
        score *= passage.kind === 'figure' ? 1.4 : passage.kind === 'basics' ? 0.6 : 1;
      // The visitor asked (nearly) the very question this passage answers.
      const titleTerms = indexed.titleTermSets.get(passage.id)!;
      if (question.queryTerms.size > 0 && [...question.queryTerms].every((term) => titleTerms.has(term)))
        score *=
          titleTerms.size === question.queryTerms.size
            ? 2
            : titleTerms.size === question.queryTerms.size + 1
              ? 1.3
              : 1;
      if (question.definition && (passage.kind === 'basics' || passage.kind === 'page-intro')) score *= 1.5;
      if (passage.kind === 'faq' || passage.kind === 'page-faq' || passage.id.startsWith('aep:faq:'))
        score *= 1.2;
      // The next season's dates answer "when is the next one?", not every question about the AEP.
      if (passage.id === 'knowledge:next-aep' && !question.asksNextPeriod) score *= 0.3;
      // When a new plan starts answers that question only ("do I get a do-over?" is not it).
      if (passage.id === 'knowledge:new-plan-start' && !question.periodBoost.has(passage.id)) score *= 0.3;
      // "What are your office hours?": the hours, before where the agency helps.
      if (passage.id === 'agency:hours' && question.asksHours) score *= 3;
      // TRICARE For Life is the more specific answer for a veteran who names it.
      if (passage.id === 'knowledge:va' && question.namesTricare) score *= 0.4;
      if (passage.id === 'knowledge:change-plan-outside-aep') score *= question.asksOutsideAep ? 1.8 : 1;
      // "What states do you cover?": the states the advisors are licensed in, not a page about state pages.
      if (passage.id === 'knowledge:agency-states' && question.asksStatesServed) score *= 2.5;
      // The first-3-months change answers someone new to Medicare Advantage.
      if (passage.id === 'knowledge:new-advantage-enrollee') score *= question.asksAsNewEnrollee ? 1.5 : 0.4;
      // "Plan G or Plan N?" answers a comparison only, not "is Plan G guaranteed?".
      if (
        passage.id === 'knowledge:plan-g-vs-plan-n' &&
        (!question.asksDifference || !question.namesPlanGOrN)
      )
        score *= question.namesPlanGOrN ? 0.5 : 0.2;
      // "What is Extra Help?": the passage that opens by saying what it is.
      if (question.definedTerm && indexed.definitionIds.get(passage.id) === question.definedTerm) score *= 2;
      // "Is Plan G guaranteed at 70?": the rights to buy a policy, not what it covers.
      if (
        question.asksMedigapRights &&
        (passage.id === 'knowledge:medigap-open-enrollment' ||
          (passage.id === 'knowledge:advantage-to-medigap' && question.namesAdvantage))
      )
        score *= 1.6;
      if (question.asksMedigapSwitch && passage.id === 'page-faq:medicare-supplement:1') score *= 1.6;
      // The referral partners' page speaks to professionals about their clients.
      if (!question.asksAsProfessional && indexed.referralIds.has(passage.id)) score *= 0.5;
      // The birthday rule answers only questions about it; the chat's knowledge gives every state's rule at once.
      if (indexed.birthdayTitleIds.has(passage.id)) score *= question.asksBirthdayRule ? 1.5 : 0.4;
      // A state's own Medigap rules (its birthday rule and the rights its law adds) answer a question about the rules
      // of the state it names, before the knowledge of every state's; otherwise the knowledge answers.
      if (indexed.hasBirthdayKnowledge && indexed.areaBirthdayIds.has(passage.id)) {
        const namesState = indexed.passageStates
          .get(passage.id)!
          .some((state) => question.queryStates.has(state));
        score *= namesState ? (question.asksStateRules ? 2 : 1) : 0.1;
      }
      // Which states have one: every state's rules at once (a question naming one state has its state's, above).
      if (question.asksBirthdayRule && passage.id === 'knowledge:birthday-rule-states')
        score *= question.queryStates.size === 1 ? 1 : 2;
      score *= question.periodBoost.get(passage.id) ?? 1;
      if (question.noJobCoverage && passage.topic === 'employer-coverage') score *= 0.3;
      // ...and the passage on employer size answers it first.
      if (question.statesEmployerSize && passage.id === 'knowledge:employer-size') score *= 2;
      if (question.windowOver && passage.topic === 'enrollment-iep') score *= 0.5;
      if (!question.asksPremiumOrIncome && passage.topic === 'irmaa') score *= 0.3;
      // What the agency charges or where it works answers a question put to the agency, not "what's the catch with
      // $0 premium plans?".
      if (passage.topic === 'agency' && !question.addressesAgency) score *= 0.3;
      scored.push({ ...passage, score, matched: result.queryTerms });
    }
    // The period of a plan change answers it first, even when the question shares few words with its passage.
    const routed = [...question.periodBoost.keys()]
      .map((id) => indexed.byId.get(id))
      .find((passage) => passage !== undefined);
    if (routed) {
      const top = scored.reduce((best, candidate) => Math.max(best, candidate.score), 0);
      const existing = scored.find((candidate) => candidate.id === routed.id);
      if (!existing) {
        const passageTerms = new Set(termsOf(`${routed.title} ${routed.text} ${routed.keywords ?? ''}`));
        const matched = [...question.queryTerms].filter((term) => passageTerms.has(term));
        scored.push({ ...routed, score: top * 1.05, matched: matched.length > 0 ? matched : ['switch'] });
      } else existing.score = Math.max(existing.score, top * 1.05);
    }
    scored.sort((a, b) => b.score - a.score);
    return scored.slice(0, limit);
  }

  return search;
}

/** Passages for a query, best first, scores adjusted for topic and year. */
export type Search = ReturnType<typeof createSearch>;

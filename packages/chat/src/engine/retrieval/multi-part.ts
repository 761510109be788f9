// A question with numbers to compute (an income, a birthday, a delay) or several clauses: the computed answers, then
// one grounded part per further clause, each from a passage no earlier part used.
import type { ChatAnswer } from '../../types.ts';
import { composeGrounded, finish, pickSentences } from '../compose.ts';
import {
  computeCoverageStart,
  computeExtraHelp,
  computeIep,
  computeIrmaa,
  computePartBPenalty,
  computePartDPenalty,
  type Computed,
} from '../computed.ts';
import type { ScoredPassage } from '../passage.ts';
import { genericTerms, termsOf } from '../text.ts';
import { questionIntent } from './intent.ts';
import { clauseOf, entityPattern, questionParts } from './question-parts.ts';
import type { Relevance } from './relevance.ts';
import type { Search } from './search.ts';

/** True when a sentence shares a word with the question that is not a generic one ("cost", "plan", "medicare"). */
function overlapsQuestion(sentence: string, question: string): boolean {
  const questionTerms = new Set(termsOf(question).filter((term) => !genericTerms.has(term)));
  return termsOf(sentence).some((term) => questionTerms.has(term));
}

/** The multi-part answer of one engine. */
export function createMultiPart(
  search: Search,
  { relevant, secondTopic }: Pick<Relevance, 'relevant' | 'secondTopic'>,
  today: string,
  planYear: number,
  phone: string,
) {
  /** Computed answers for the numbers a question gives, and one grounded part per further clause. */
  function multiPart(text: string): { answer: ChatAnswer; ranked: ScoredPassage[] } | undefined {
    const computed: Computed[] = [];
    // "She turned 65 in October and joined an Advantage plan, can she switch in January?": a change of a plan already
    // chosen, not a first sign-up, so no enrollment window is computed.
    const lower = text.toLowerCase();
    // So is leaving it for another kind of coverage ("joined an Advantage plan at 65, don't like it, can I get a
    // Medigap plan instead?").
    const changesChosenPlan =
      /\b(switch|change|leave|drop|get out|cancel|instead|back to|(do|does|did) ?n'?t like|hates?|hated|unhappy)\w*\b/.test(
        lower,
      ) &&
      /\b(joined|picked|chose|enrolled in|signed up for|got|is in|am in|are in|has|have|had)\b[^.?!]{0,20}\b((advantage|hmo|ppo|part d|drug) plan|medigap|supplement)\b/.test(
        lower,
      );
    // "She turned 65 in April and her Part B started then, can she still get a Medigap policy without health
    // questions?": a Medigap question, whose window follows Part B; the birthday is the scene, not the question.
    const asksMedigap =
      /\b(medigap|supplement\w*|health questions|underwrit\w*)\b/.test(lower) &&
      !/\b(when|window|sign(ing)? up|signup|enroll\w*|apply|initial enrollment|iep)\b/.test(lower);
    // "If I sign up in March, when does it start?": the start of that sign-up, instead of the whole window.
    const start = changesChosenPlan || asksMedigap ? undefined : computeCoverageStart(text, today);
    for (const compute of [
      () => start,
      () => (changesChosenPlan || asksMedigap || start ? undefined : computeIep(text, today)),
      () => computeIrmaa(text, planYear),
      () => computePartBPenalty(text, planYear),
      () => computeExtraHelp(text, planYear),
      () => computePartDPenalty(text, planYear),
    ]) {
      const result = compute();
      if (result) computed.push(result);
    }
    const parts = questionParts(text);
    if (computed.length === 0 && parts.length < 2) return undefined;
    const covered = new Set<string>(computed.map((result) => result.topic));
    const computedTopics: ReadonlySet<string> = new Set(covered);
    const out: string[] = computed.flatMap((result) => result.sentences);
    const sources: ChatAnswer['sources'] = computed.map((result) => result.source);
    const usedIds = new Set<string>();
    let allRanked: ScoredPassage[] = [];
    let firstTopic: string | undefined = computed[0]?.topic;
    for (const part of parts.slice(0, 3)) {
      // The clause alone first; the scene ("I turn 65 in March.") only when the clause needs it.
      const clause = clauseOf(part);
      // A scene that points strongly to a topic the clause alone does not ("I'm 64. When do I sign up?") is needed.
      const clauseIntent = questionIntent(clause, today);
      // (A clause with a topic of its own, "...is there a penalty?", is searched alone first.)
      const sceneMatters =
        !entityPattern.test(clause) &&
        !(part !== parts[0] && [...clauseIntent.values()].some((weight) => weight >= 4)) &&
        [...questionIntent(part, today).entries()].some(
          ([topic, weight]) => weight >= 6 && (clauseIntent.get(topic) ?? 0) < 6,
        );
      // "Can they change now, and is it too late?": a later clause that names nothing of its own (no kind of coverage,
      // no topic) repeats the question before it, which is answered already.
      if (
        part !== parts[0] &&
        usedIds.size > 0 &&
        !entityPattern.test(clause) &&
        /\b(it|that|this|they|them)\b/i.test(clause) &&
        ![...clauseIntent.values()].some((weight) => weight >= 4) &&
        clause
          .replace(/[^a-z ]/gi, ' ')
          .trim()
          .split(/\s+/).length <= 5
      )
        continue;
      let ranked = clause !== part && !sceneMatters ? relevant(clause) : [];
      if (ranked.length === 0) ranked = relevant(part);
      const top = ranked[0];
      if (!top) continue;
      // The computed answer already answers this clause.
      // (A later clause of the same topic with no numbers of its own, "...and can I appeal?", still gets its answer.)
      if (
        (computedTopics.has(top.topic) && (/\d/.test(clause) || top.kind === 'figure')) ||
        (computed.length > 0 && parts.length === 1)
      )
        continue;
      // A passage an earlier part already used: the next one of the same topic, close enough, answers this part
      // ("what does Plan G cover, and what does it cost").
      if (usedIds.has(top.id)) {
        // ...unless the same passage has other sentences for it ("the hospital deductible, and what do you pay in a
        // nursing home after day 20": one figure passage, two of its sentences).
        const again = pickSentences(top, new Set(termsOf(clause)), 1).filter(
          (sentence) => !out.includes(sentence) && overlapsQuestion(sentence, clause),
        );
        if (again.length > 0) {
          out.push(...again);
          continue;
        }
        const next = ranked.find(
          (candidate) =>
            !usedIds.has(candidate.id) && candidate.topic === top.topic && candidate.score >= 0.4 * top.score,
        );
        if (!next) continue;
        ranked = [next, ...ranked.filter((candidate) => candidate !== next && !usedIds.has(candidate.id))];
      }
      const best = ranked[0]!;
      const extra = composeGrounded(part, ranked, { maxSentences: parts.length > 1 ? 2 : 3 });
      const fresh = extra.sentences.filter((sentence) => !out.includes(sentence));
      if (fresh.length === 0) continue;
      out.push(...fresh);
      sources.push(...extra.sources);
      usedIds.add(best.id);
      covered.add(best.topic);
      firstTopic ??= best.topic;
      allRanked = [...allRanked, ...ranked];
    }
    if (computed.length > 0) {
      const second = secondTopic(text, search(text), covered);
      if (second && !usedIds.has(second.id)) {
        const extra = composeGrounded(text, [second], { maxSentences: 2 }).sentences.filter(
          (sentence) => !out.includes(sentence),
        );
        out.push(...extra);
        if (extra.length > 0)
          sources.push({ title: second.title, ...(second.url ? { url: second.url } : {}) });
      }
    }
    if (out.length === 0 || firstTopic === undefined) return undefined;
    if (computed.length === 0 && usedIds.size < 2) return undefined;
    return { answer: { message: finish(out, phone), topic: firstTopic, sources }, ranked: allRanked };
  }

  return multiPart;
}

// The answer to a request for a plan or company recommendation: the chat cannot recommend; then what the question
// itself is about and who each option may suit, never naming an insurance company.
import { composeGrounded, finish, type GuardrailReplies } from '../compose.ts';
import { finalAnswer, type RetrievalAnalysis } from './analysis.ts';
import type { Relevance } from './relevance.ts';

/** Words of a recommendation request that would only add noise to the search for general information. */
const recommendationNoise =
  /\b(best|better|recommend\w*|suggest\w*|should (i|we)|for me|for us|pick|choose|which one|right for me|top|cheapest)\b/gi;

/** The recommendation answer of one engine. */
export function createRecommendationAnswer(
  relevant: Relevance['relevant'],
  namesCarrier: (text: string) => boolean,
  replies: GuardrailReplies,
  phone: string,
) {
  return function recommendationAnswer(text: string): RetrievalAnalysis {
    // The general information most useful next to "I cannot recommend" explains who each option may suit.
    const asked = text.replace(recommendationNoise, ' ');
    const general = `${asked} best may suit`;
    const ranked = relevant(general).filter((passage) => !namesCarrier(passage.text));
    // What the question itself is about ("switch from F to G", "for my drugs", "the $0 plan's catch"), when that
    // is not the plan choice the "may suit" passages explain: its sentences first, then who each option may suit.
    // Picking for one's medicines is answered by how to compare drug plans; never by the product blurbs of the
    // coverage lists ("What to know: ...") or by the agency's own service (a "take" is no first call).
    const forMedicines =
      /\b(meds|medications?|medicines?|drugs?|prescriptions?|pills|(i|he|she|we) takes?|taking|formulary|part d|drug plans?)\b/i.test(
        asked,
      );
    const topicalQuery = forMedicines ? `${asked} choose a drug plan drug list` : asked;
    const topical = relevant(topicalQuery).filter(
      (passage) =>
        !namesCarrier(passage.text) &&
        passage.kind !== 'coverage' &&
        passage.kind !== 'service' &&
        passage.topic !== 'our-service' &&
        passage.topic !== 'agency',
    );
    const own =
      topical[0] && topical[0].id !== ranked[0]?.id
        ? composeGrounded(topicalQuery, topical, { maxSentences: 2 }).sentences.filter(
            (sentence) => !/^(Yes|No)\b[^.]{0,20}\.$/.test(sentence),
          )
        : [];
    // Who each option may suit is written for Medigap's letters: a question about another kind of coverage has its
    // own answer instead.
    const aboutOtherCoverage =
      own.length > 0 &&
      (forMedicines || /\b(advantage|part d|drug plans?|hmo|ppo)\b/i.test(asked)) &&
      !/\b(medigap|supplement\w*|plan [a-n]|letters?)\b/i.test(asked);
    const extra =
      ranked.length > 0 && !aboutOtherCoverage
        ? composeGrounded(general, ranked, { maxSentences: own.length > 0 ? 1 : 2 })
        : undefined;
    const sentencesOut = [...own, ...(extra?.sentences ?? []).filter((sentence) => !own.includes(sentence))];
    return finalAnswer(
      finish([replies.recommendation, ...sentencesOut], phone),
      'plan-recommendation',
      'plan-recommendation',
      [
        ...(own.length > 0
          ? [{ title: topical[0]!.title, ...(topical[0]!.url ? { url: topical[0]!.url } : {}) }]
          : []),
        ...(extra?.sources ?? []),
      ],
    );
  };
}

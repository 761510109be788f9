// A grounded answer from the best passages: the best one's sentences, a second topic the question also asks about,
// the same figures of each other year it names, and a note when the figures are not of the year it asks.
import type { ChatAnswer } from '../../types.ts';
import { composeGrounded, finish, type GuardrailReplies } from '../compose.ts';
import type { Passage, ScoredPassage } from '../passage.ts';
import { eventYearsIn, yearsIn } from '../text.ts';
import type { Relevance } from './relevance.ts';

/** The grounded answer of one engine. */
export function createGrounded(
  byId: ReadonlyMap<string, Passage>,
  secondTopic: Relevance['secondTopic'],
  replies: GuardrailReplies,
  phone: string,
) {
  function grounded(question: string, ranked: ScoredPassage[]): ChatAnswer {
    const best = ranked[0]!;
    const composed = composeGrounded(question, ranked);
    let { sentences } = composed;
    const sources = [...composed.sources];
    const second = secondTopic(question, ranked, new Set([best.topic]));
    if (second && second.text !== best.text) {
      const extra = composeGrounded(question, [second], { maxSentences: 2 }).sentences.filter(
        (sentence) => !sentences.includes(sentence),
      );
      if (extra.length > 0) {
        sentences = [...sentences.slice(0, 3), ...extra];
        sources.push({ title: second.title, ...(second.url ? { url: second.url } : {}) });
      }
    }
    // A year that dates an event of the visitor's life ("turned 65 back in 2024", "retired in 2023") asks no figure.
    const eventYears = eventYearsIn(question);
    // "...in 2026 and then 2027": the same figures of each year asked, earliest first.
    const figureKey = /^figure:\d{4}:(.+)$/.exec(best.id)?.[1];
    if (figureKey) {
      const others = yearsIn(question)
        .filter((year) => !eventYears.includes(year) && !yearsIn(sentences.join(' ')).includes(year))
        .map((year) => byId.get(`figure:${year}:${figureKey}`))
        .filter((passage): passage is Passage => passage !== undefined && passage.id !== best.id);
      for (const other of others) {
        const more = composeGrounded(question, [{ ...other, score: best.score, matched: best.matched }], {
          maxSentences: 2,
        }).sentences.filter((sentence) => !sentences.includes(sentence));
        const earlier = yearsIn(other.id)[0]! < yearsIn(best.id)[0]!;
        sentences = earlier ? [...more, ...sentences] : [...sentences, ...more];
        if (more.length > 0) sources.push({ title: other.title, ...(other.url ? { url: other.url } : {}) });
      }
    }
    // Asked about a year the answer does not speak of: say which year the figures are for.
    const answerYears = yearsIn(sentences.join(' '));
    const asked = yearsIn(question).find((year) => !answerYears.includes(year) && !eventYears.includes(year));
    const prefix =
      asked !== undefined && answerYears.length > 0
        ? [asked > Math.max(...answerYears) ? replies.noFigureForYear(asked) : replies.noOldFigures(asked)]
        : [];
    return { message: finish([...prefix, ...sentences], phone), topic: best.topic, sources };
  }

  return grounded;
}

// Turns retrieved passages into a short plain-text answer, and writes the guardrail replies. Every message ends
// with the agency's phone number. Their words are the content's (chat-copy collection of @agency/content).
import { fillTokens, getChatCopy } from '@agency/content';
import type { ChatSource } from '../types.ts';
import type { IdentityKind } from './guardrails/identity.ts';
import type { ScoredPassage } from './passage.ts';
import { genericTerms, sentences, termsOf } from './text.ts';

/** The sentence every answer ends with (content: chat-copy `closingLine`). */
export function closingLine(phone: string): string {
  return fillTokens(getChatCopy().closingLine, { phone });
}

/** Joins sentences and appends the closing line. */
export function finish(parts: ReadonlyArray<string>, phone: string): string {
  const kept = parts.map((part) => part.trim()).filter(Boolean);
  // A bare "Yes." or "No." with nothing after it answers no sentence of its own (a passage's first sentence picked
  // after the others): it is dropped rather than end the answer.
  while (kept.length > 1 && /^(Yes|No)(, [^.]{1,20})?\.$/.test(kept[kept.length - 1]!)) kept.pop();
  return [...kept, closingLine(phone)].join(' ');
}

/** Terms naming a kind of coverage: a sentence about the one the question names answers it. */
const coverageTerms: ReadonlySet<string> = new Set(['advantage', 'medigap', 'partd', 'irmaa', 'extrahelp']);

function overlap(sentence: string, queryTerms: ReadonlySet<string>): number {
  let score = 0;
  for (const term of termsOf(sentence))
    if (queryTerms.has(term)) score += genericTerms.has(term) ? 0.25 : coverageTerms.has(term) ? 2 : 1;
  return score;
}

/** Sentence openings that refer back to an earlier sentence. */
const anaphora =
  /^(it|its|this|that|these|those|they|them|then|also|but|and|so|in return|during it|after that|after this|after it|otherwise|however|even so|the change)\b/i;

/**
 * Picks up to `max` sentences of a passage: all of a short passage, else the run of `max` consecutive sentences
 * that shares most terms with the question (the earliest run wins ties), so no sentence loses its context.
 */
export function pickSentences(
  passage: ScoredPassage,
  queryTerms: ReadonlySet<string>,
  max = 3,
  strict = false,
): string[] {
  const all = sentences(passage.text);
  if (all.length <= max || (!strict && all.length <= max + 1 && passage.text.length <= 520)) return all;
  // A run should not open with a sentence that leans on the one before it ("During it, ...").
  const scores = all.map((sentence, index) =>
    index === 0 ? overlap(sentence, queryTerms) + 0.5 : overlap(sentence, queryTerms),
  );
  const leans = all.map((sentence) => anaphora.test(sentence));
  let bestStart = 0;
  let bestScore = -1;
  for (let start = 0; start + max <= all.length; start += 1) {
    const score =
      scores.slice(start, start + max).reduce((sum, value) => sum + value, 0) - (leans[start] ? 2 : 0);
    if (score > bestScore) {
      bestStart = start;
      bestScore = score;
    }
  }
  return all.slice(bestStart, bestStart + max);
}

/** True for a question that a bare "Yes." or "No." can answer. */
function isYesNoQuestion(question: string): boolean {
  const q = question.trim();
  return (
    /^(?:(?:so|and|but|also|ok|okay|hi|hello),?\s+)*(is|are|can|could|do|does|did|will|would|should|shall|am|has|have|may|was|were)\b/i.test(
      q,
    ) || /,\s*(is|are|can|could|do|does|will|would|should|am|has|have)\s+(i|we|my|you|there|it)\b/i.test(q)
  );
}

/** The grounded part of an answer: 2-4 sentences from the best passage(s), and the sources used. */
export function composeGrounded(
  question: string,
  ranked: ReadonlyArray<ScoredPassage>,
  options: { maxSentences?: number } = {},
): { sentences: string[]; sources: ChatSource[]; used: ScoredPassage[] } {
  const max = options.maxSentences ?? 4;
  const queryTerms = new Set(termsOf(question));
  const [best, ...rest] = ranked;
  if (!best) return { sentences: [], sources: [], used: [] };
  // A short passage is given whole, unless the answer has room for fewer of its sentences than it has: then the run
  // that answers the question, not its first sentences.
  // (When every word the question shares with the passage is in its title, its first sentences answer it.)
  const whole = pickSentences(best, queryTerms, Math.min(3, max));
  const titleTerms = new Set(termsOf(best.title));
  const textTerms = new Set(termsOf(best.text));
  const titleAnswers = ![...queryTerms].some(
    (term) => !genericTerms.has(term) && !titleTerms.has(term) && textTerms.has(term),
  );
  const picked = whole.length > max && !titleAnswers ? pickSentences(best, queryTerms, max, true) : whole;
  // A bare "Yes." or "No." answers the passage's own title: keep it only for a yes-no question that asks much the
  // same ("will I get a penalty if I stay on my job plan?" is not "does the size of my employer matter?").
  const asked = [...queryTerms].filter((term) => !genericTerms.has(term));
  const asksTitle =
    asked.length === 0 || asked.filter((term) => titleTerms.has(term)).length * 2 > asked.length;
  if (
    (!isYesNoQuestion(question) || !asksTitle) &&
    /^(Yes|No)(, [^.]{1,20})?\.$/.test(picked[0] ?? '') &&
    picked.length > 1
  )
    picked.shift();
  const used = [best];
  // A bare "No." does not count: "No. Outside your open enrollment..." gains the next passage's best sentence.
  const substantive = picked.filter((sentence) => !/^(Yes|No)(, [^.]{1,20})?\.$/.test(sentence)).length;
  if (substantive < 2) {
    // A bare "No." needs its reason more: a somewhat weaker passage of the same topic may give it.
    const floor = substantive < picked.length ? 0.4 : 0.5;
    const second = rest.find(
      (passage) =>
        passage.topic === best.topic && passage.score >= best.score * floor && passage.text !== best.text,
    );
    if (second) {
      const extra = pickSentences(second, queryTerms, 1).filter((sentence) => !picked.includes(sentence));
      if (extra.length > 0) {
        picked.push(...extra.slice(0, max - picked.length));
        used.push(second);
      }
    }
  }
  const sources = used.map((passage) => ({
    title: passage.title,
    ...(passage.url ? { url: passage.url } : {}),
  }));
  return { sentences: picked.slice(0, max), sources, used };
}

/** The brand a chat answers for: what its replies name. */
export interface ReplyBrand {
  agencyName: string;
  /** The toll-free number, as shown. */
  phone: string;
  /** When the licensed advisors take calls ('Mon-Fri 8AM-6PM EST'). */
  officeHours: string;
  /** Where a free consultation is booked. */
  booking: string;
}

/** What a visitor asked about who answers (guardrails/identity.ts), and whether a personal number was asked for. */
export interface IdentityQuestion {
  kinds: ReadonlySet<IdentityKind>;
  numberRequest: boolean;
}

/**
 * Replies of the guardrails (content: chat-copy), with {agencyName}, {phone}, {officeHours} and {booking} filled for
 * the brand the chat answers for, and {year} for the year a visitor asked about.
 */
export function guardrailReplies(brand: ReplyBrand) {
  const { guardrails } = getChatCopy();
  const fill = (text: string, values: Record<string, string | number> = {}) =>
    fillTokens(text, { ...brand, ...values });
  const who = guardrails.identity;
  /**
   * Who answers, put together by what was asked: first "not Medicare" or "it is wise to ask", then always the
   * automated assistant of an independent agency; how to reach Medicare itself, never giving a number out, that a
   * person cannot take over the chat, where asked; last, always, how to reach a licensed advisor.
   */
  const identity = ({ kinds, numberRequest }: IdentityQuestion): string[] =>
    [
      kinds.has('government') ? who.notGovernment : '',
      kinds.has('trust') && !kinds.has('government') ? who.trust : '',
      who.answer,
      kinds.has('government') ? who.medicareItself : '',
      numberRequest || kinds.has('trust') ? who.numberRequest : '',
      kinds.has('human-wanted') ? who.humanWanted : '',
      who.reach,
    ]
      .filter(Boolean)
      .map((text) => fill(text));
  return {
    sensitiveNumber: fill(guardrails.sensitiveNumber),
    personalDetails: fill(guardrails.personalDetails),
    recommendation: fill(guardrails.recommendation),
    offTopic: fill(guardrails.offTopic),
    politics: fill(guardrails.politics),
    unclear: fill(guardrails.unclear),
    greeting: fill(guardrails.greeting),
    thanks: fill(guardrails.thanks),
    emergency: fill(guardrails.emergency),
    medicalAdvice: fill(guardrails.medicalAdvice),
    identity,
    noOldFigures: (year: number) => fill(guardrails.noOldFigures, { year }),
    noFigureForYear: (year: number) => fill(guardrails.noFigureForYear, { year }),
    closing: closingLine(brand.phone),
  };
}

export type GuardrailReplies = ReturnType<typeof guardrailReplies>;

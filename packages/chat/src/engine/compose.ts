// Turns retrieved passages into a short plain-text answer, and writes the guardrail replies. Every message ends
// with the agency's phone number.
import type { ChatSource } from '../types.ts';
import type { ScoredPassage } from './passage.ts';
import { genericTerms, sentences, termsOf } from './text.ts';

/** The sentence every answer ends with. */
export function closingLine(phone: string): string {
  return `Call us at ${phone} for personalized help.`;
}

/** Joins sentences and appends the closing line. */
export function finish(parts: ReadonlyArray<string>, phone: string): string {
  return [...parts.map((part) => part.trim()).filter(Boolean), closingLine(phone)].join(' ');
}

function overlap(sentence: string, queryTerms: ReadonlySet<string>): number {
  let score = 0;
  for (const term of termsOf(sentence)) if (queryTerms.has(term)) score += genericTerms.has(term) ? 0.25 : 1;
  return score;
}

/** Sentence openings that refer back to an earlier sentence. */
const anaphora =
  /^(it|its|this|that|these|those|they|them|then|also|but|and|so|in return|during it|after that|after this|after it|otherwise|however|even so)\b/i;

/**
 * Picks up to `max` sentences of a passage: all of a short passage, else the run of `max` consecutive sentences
 * that shares most terms with the question (the earliest run wins ties), so no sentence loses its context.
 */
export function pickSentences(passage: ScoredPassage, queryTerms: ReadonlySet<string>, max = 3): string[] {
  const all = sentences(passage.text);
  if (all.length <= max + 1 && passage.text.length <= 520) return all;
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
  const picked = pickSentences(best, queryTerms, Math.min(3, max));
  if (!isYesNoQuestion(question) && /^(Yes|No)(, [^.]{1,20})?\.$/.test(picked[0] ?? '') && picked.length > 1)
    picked.shift();
  const used = [best];
  if (picked.length < 2) {
    const second = rest.find(
      (passage) =>
        passage.topic === best.topic && passage.score >= best.score * 0.5 && passage.text !== best.text,
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

/** Replies of the guardrails. */
export function guardrailReplies(agencyName: string, phone: string) {
  return {
    sensitiveNumber:
      'For your safety, please do not share your Medicare number or Social Security number in this chat. ' +
      'I do not need it to answer your questions, and I did not keep it. ' +
      'When you are ready to enroll, a licensed advisor will help you by phone.',
    recommendation:
      'I cannot recommend a specific plan or insurance company. The right choice depends on your doctors, your ' +
      'medicines, your budget and the plans offered where you live, so a licensed advisor needs to compare them ' +
      'with you. We can do that in a free consultation, with no obligation.',
    offTopic:
      'I am sorry, I can only help with questions about Medicare, such as when to enroll, what Medicare costs, ' +
      'Medigap, Medicare Advantage and Part D drug plans. What would you like to know about Medicare?',
    politics:
      'I cannot discuss politics or elections. I am happy to explain how Medicare works today, such as when to ' +
      'enroll, what it costs, and how Medigap, Medicare Advantage and Part D plans differ.',
    unclear:
      'I can answer general questions about Medicare, such as when to enroll, what Parts A, B and D cost, ' +
      'Medigap, Medicare Advantage and IRMAA. Could you tell me a little more about what you would like to know?',
    greeting:
      'Hello! I can answer general questions about Medicare, such as when to sign up, what Part B costs, or how ' +
      'Medigap and Medicare Advantage differ. What would you like to know?',
    thanks: 'You are welcome! If you have another Medicare question, just ask.',
    emergency:
      'If this is a medical emergency, please call 911 right now. If you are thinking about suicide or are in ' +
      'crisis, call or text 988 to reach the Suicide and Crisis Lifeline, any time of day.',
    medicalAdvice:
      'I cannot give medical advice. Please ask your doctor or pharmacist about medicines, side effects or ' +
      'treatment. I can help with Medicare coverage, for example whether a drug plan covers your medicines.',
    identity:
      `I am an automated assistant (AI) for ${agencyName}. I answer general Medicare questions from the ` +
      'information on our website, and I am not a licensed agent. For advice about your own situation, please ' +
      'talk with one of our licensed advisors.',
    noOldFigures: (year: number) =>
      `I do not have figures for ${year}; here are the most recent ones I have.`,
    noFigureForYear: (year: number) =>
      `I do not have the ${year} figures yet; here is the latest year I have.`,
    closing: closingLine(phone),
  };
}

export type GuardrailReplies = ReturnType<typeof guardrailReplies>;

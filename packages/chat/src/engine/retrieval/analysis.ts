// The outcome of the guardrails and retrieval for one message, and a final answer (one returned as it is).
import type { ChatAnswer, GuardrailKind } from '../../types.ts';
import type { ScoredPassage } from '../passage.ts';

/** The outcome of the guardrails and retrieval for one message. */
export type RetrievalAnalysis =
  | { kind: 'final'; answer: ChatAnswer }
  | { kind: 'grounded'; answer: ChatAnswer; passages: ScoredPassage[]; question: string };

/** A final answer: its message, topic, guardrail (if one answered) and sources. */
export function finalAnswer(
  message: string,
  topic: string,
  guardrail: GuardrailKind | undefined,
  sources: ChatAnswer['sources'] = [],
): RetrievalAnalysis {
  return { kind: 'final', answer: { message, topic, ...(guardrail ? { guardrail } : {}), sources } };
}

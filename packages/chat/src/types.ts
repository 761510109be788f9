// Types shared by the handler, the engines and the providers. No runtime code.
import type { FunctionLogEntry } from './function-log.ts';

/** A page or entry an answer was built from. The widget shows only `message`; sources are for other clients. */
export interface ChatSource {
  title: string;
  /** Site-relative address of the page, e.g. "/part-d#late-penalty". */
  url?: string;
}

/** Why the engine answered without retrieval: each kind is a guardrail of the chat. */
export type GuardrailKind =
  | 'sensitive-number'
  | 'plan-recommendation'
  | 'off-topic'
  | 'politics'
  | 'greeting'
  | 'thanks'
  | 'emergency'
  | 'medical-advice'
  | 'assistant-identity';

/** What an engine returns for one visitor message. */
export interface ChatAnswer {
  /** Plain text (never HTML or markdown), ending with the agency's phone number. */
  message: string;
  /** Topic id of the answer ('part-d', 'aep', 'off-topic', ...): for logs and tests, not for visitors. */
  topic: string;
  sources: ChatSource[];
  /** The engine that wrote the message ('retrieval', 'openai'); set when it differs from the configured one. */
  engine?: string;
  /** Set when a guardrail decided the answer. */
  guardrail?: GuardrailKind;
  /** Set when a provider failed and the retrieval answer was used instead (e.g. 'provider_http_500'). */
  fallbackReason?: string;
}

/** Per-request context an engine may use. */
export interface ChatContext {
  /** Aborted when the visitor goes away. */
  signal?: AbortSignal;
  requestId?: string;
}

/** Anything that turns a visitor message into an answer. */
export interface ChatEngine {
  /** Short name for logs: 'retrieval', 'openai'. */
  readonly name: string;
  /**
   * True when an answer may cost money (a paid LLM). Such an engine is only called while the rate limits can be
   * checked: when the limit store fails, the handler answers 503 instead of calling it.
   */
  readonly paid?: boolean;
  /**
   * Answers one message (already validated and trimmed). May throw a `ChatHttpError` to answer with a status
   * (402, 429, 504); any other throw is a bug and becomes a 500.
   */
  answer(message: string, context?: ChatContext): Promise<ChatAnswer>;
}

/**
 * One structured log line: the fields every function's line may carry (`FunctionLogEntry`), and the chat's own.
 * Never holds message text, numbers from the message, or a raw id or address.
 */
export interface ChatLogEntry extends FunctionLogEntry {
  engine?: string;
  topic?: string;
  guardrail?: GuardrailKind;
  /** Short SHA-256 of the anonymous id (salted per instance). */
  idHash?: string;
  fallbackReason?: string;
}

/** Receives every log line; the default writes JSON lines to the console. */
export type ChatLogger = (entry: ChatLogEntry) => void;

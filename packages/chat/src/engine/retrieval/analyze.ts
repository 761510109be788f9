// One message through the guardrails, in order (an emergency, a personal number, politics, medical advice, who is
// answering (and the rest of the message), a greeting or thanks, a lost card, a recommendation, off-topic), then the moving and service-area
// answers, multi-part questions and retrieval; last, a figure's prior-year note is kept only when asked about.
import type { ChatAnswer } from '../../types.ts';
import { closingLine, composeGrounded, finish, type GuardrailReplies } from '../compose.ts';
import {
  asksAboutLostCard,
  containsPersonalIdentifier,
  containsSensitiveNumber,
  identityKinds,
  isEmergency,
  isGreeting,
  isMedicalAdvice,
  isOffTopicByKeyword,
  isPolitics,
  isThanks,
  mentionsMedicareDomain,
  mentionsNumberRequest,
  redactSensitiveNumbers,
} from '../guardrails.ts';
import type { Passage, ScoredPassage } from '../passage.ts';
import { tokenize, yearsIn } from '../text.ts';
import { finalAnswer, type RetrievalAnalysis } from './analysis.ts';
import { questionIntent } from './intent.ts';
import { clauseOf, questionParts } from './question-parts.ts';
import { routedPassages } from './routing.ts';
import type { Relevance } from './relevance.ts';

/** What a figure was the year before, as the figure passages say it: " (it was $1,676 in 2025)". */
const priorYearNote = / \(it was \$[\d,]+(?:\.\d{2})? in (\d{4})\)/g;

/** How people introduce the number they are sharing; removed before answering the rest of the message. */
const numberWords =
  /\b(my|his|her|our)?\s*(medicare( card)?|social security|ss|ssn|mbi|member|id|claim)\s*(number|no\.?|#|id)?\s*(is|:)?/gi;

/** What `createAnalyze` composes: the engine's parts, each made for its content. */
export interface AnalyzeParts {
  correct: (text: string) => string;
  relevance: Relevance;
  grounded: (question: string, ranked: ScoredPassage[]) => ChatAnswer;
  movingAnswer: (text: string) => ChatAnswer | undefined;
  outsideServiceArea: (text: string) => ChatAnswer | undefined;
  multiPart: (text: string) => { answer: ChatAnswer; ranked: ScoredPassage[] } | undefined;
  isRecommendation: (text: string) => boolean;
  recommendationAnswer: (text: string) => RetrievalAnalysis;
  namesCarrier: (text: string) => boolean;
  byId: ReadonlyMap<string, Passage>;
  replies: GuardrailReplies;
  phone: string;
  minScore: number;
  /** The engine's build date (YYYY-MM-DD), read once when it is created. */
  today: string;
}

/** The engine's `analyze`: guardrails first, then retrieval. */
export function createAnalyze(parts: AnalyzeParts): (message: string) => RetrievalAnalysis {
  const {
    correct,
    relevance: { relevant, distinctiveTerms, lowConfidence },
    grounded,
    movingAnswer,
    outsideServiceArea,
    multiPart,
    isRecommendation,
    recommendationAnswer,
    namesCarrier,
    byId,
    replies,
    phone,
    minScore,
    today,
  } = parts;

  /** The honest answer when no passage matches the question's concepts (see `lowConfidence`). */
  const notReliable =
    'I cannot answer that reliably in this chat, and I would rather not guess. A licensed advisor can answer it ' +
    'with you in a free consultation, with no obligation.';
  const lostCard = byId.get('knowledge:lost-card') ?? {
    text: replies.sensitiveNumber,
    title: '',
    url: undefined,
  };
  const lostCardSources = lostCard.title
    ? [{ title: lostCard.title, ...(lostCard.url ? { url: lostCard.url } : {}) }]
    : [];

  /**
   * A figure passage says what the amount was the year before ("(it was $1,676 in 2025)"): kept for a question about
   * the change or about that year, left out otherwise, so an answer gives only the amount of the year asked.
   */
  function analyze(message: string): RetrievalAnalysis {
    const analysis = analyzeQuestion(message);
    const asksChange =
      /\b(go(es|ing)? up|went up|gone up|rais\w*|increas\w*|rise|rising|rose|chang\w*|last year|previous\w*|compar\w*|differen\w*|jump\w*|used to|went down|lower than|higher than)\b/i.test(
        message,
      );
    if (asksChange) return analysis;
    const askedYears = yearsIn(message.toLowerCase());
    const trimmed = analysis.answer.message.replace(priorYearNote, (note: string, year: string) =>
      askedYears.includes(Number(year)) ? note : '',
    );
    return trimmed === analysis.answer.message
      ? analysis
      : { ...analysis, answer: { ...analysis.answer, message: trimmed } };
  }

  /**
   * Who answers, when any clause asks it (a person, a licensed agent, Medicare, the government, a scam, a human
   * wanted): the identity reply for every kind asked, then the answer to the other clauses, if they ask about Medicare.
   */
  function identityAnswer(text: string): RetrievalAnalysis | undefined {
    const kinds = identityKinds(text);
    if (kinds.size === 0) return undefined;
    const parts = questionParts(text);
    const others = parts.filter((part) => identityKinds(clauseOf(part)).size === 0);
    const rest =
      others.length > 0 && others.length < parts.length ? analyze(others.map(clauseOf).join(' ')) : undefined;
    const closing = closingLine(phone);
    const restMessage = rest?.answer.message.endsWith(closing)
      ? rest.answer.message.slice(0, -closing.length).trim()
      : rest?.answer.message;
    // A rest that is no Medicare question (or that asks again who answers) adds nothing to who answers.
    const adds =
      rest !== undefined &&
      restMessage &&
      rest.answer.guardrail !== 'off-topic' &&
      rest.answer.guardrail !== 'politics' &&
      rest.answer.topic !== 'unclear' &&
      rest.answer.topic !== 'assistant-identity';
    return finalAnswer(
      finish(
        [
          ...replies.identity({ kinds, numberRequest: mentionsNumberRequest(text) }),
          ...(adds ? [restMessage] : []),
        ],
        phone,
      ),
      'assistant-identity',
      'assistant-identity',
      adds ? rest.answer.sources : [],
    );
  }

  function analyzeQuestion(message: string): RetrievalAnalysis {
    const original = message.trim();
    // Personal numbers are looked for in the message as typed; everything else reads it with typos corrected.
    const text = correct(original);
    if (isEmergency(text)) return finalAnswer(finish([replies.emergency], phone), 'emergency', 'emergency');

    if (containsPersonalIdentifier(original)) {
      const warning = containsSensitiveNumber(original) ? replies.sensitiveNumber : replies.personalDetails;
      const rest = correct(redactSensitiveNumbers(original)).replace(numberWords, ' ');
      if (asksAboutLostCard(rest))
        return finalAnswer(
          finish([warning, lostCard.text], phone),
          'sensitive-number',
          'sensitive-number',
          lostCardSources,
        );
      // "is this medicare? they want my number 1EG4-...": the warning, then who answers.
      const kinds = identityKinds(redactSensitiveNumbers(original));
      if (kinds.size > 0)
        return finalAnswer(
          finish([warning, ...replies.identity({ kinds, numberRequest: false })], phone),
          'sensitive-number',
          'sensitive-number',
        );
      const ranked =
        isOffTopicByKeyword(rest) || isPolitics(rest)
          ? []
          : relevant(rest).filter((passage) => passage.topic !== 'privacy' && passage.score >= 3 * minScore);
      const extra = ranked.length > 0 ? composeGrounded(rest, ranked, { maxSentences: 2 }) : undefined;
      return finalAnswer(
        finish([warning, ...(extra?.sentences ?? [])], phone),
        'sensitive-number',
        'sensitive-number',
        extra?.sources,
      );
    }

    if (isPolitics(text)) return finalAnswer(finish([replies.politics], phone), 'off-topic', 'politics');
    if (isMedicalAdvice(text))
      return finalAnswer(finish([replies.medicalAdvice], phone), 'medical-advice', 'medical-advice');
    // "Are you a real person? And what states do you work in?": who answers, then the rest of the question.
    const identity = identityAnswer(text);
    if (identity) return identity;
    if (isGreeting(text)) return finalAnswer(finish([replies.greeting], phone), 'greeting', 'greeting');
    if (isThanks(text)) return finalAnswer(finish([replies.thanks], phone), 'thanks', 'thanks');
    if (asksAboutLostCard(text))
      return finalAnswer(finish([lostCard.text], phone), 'privacy', undefined, lostCardSources);

    if (isRecommendation(text)) return recommendationAnswer(text);

    if (isOffTopicByKeyword(text))
      return finalAnswer(finish([replies.offTopic], phone), 'off-topic', 'off-topic');

    const moved = movingAnswer(text);
    if (moved) return { kind: 'grounded', answer: moved, passages: [], question: text };
    const outside = outsideServiceArea(text);
    if (outside) return { kind: 'grounded', answer: outside, passages: [], question: text };

    const multi = multiPart(text);
    if (multi)
      return { kind: 'grounded', answer: multi.answer, passages: multi.ranked.slice(0, 5), question: text };

    // No Medicare word, no topic the words point to, nothing about the agency: not a Medicare question ("what's
    // 2+2", "where can I buy a cheap car"), whatever words a passage happens to share with it.
    if (
      !mentionsMedicareDomain(text) &&
      !namesCarrier(text) &&
      // "What can I do now in April?": a question the season's periods answer.
      routedPassages(text, today).length === 0 &&
      ![...questionIntent(text, today).values()].some((weight) => weight >= 4) &&
      !/\b(you|your|u|ur|y'?all|yall|agency|agents?|advisors?|office|phone|call|human|person|someone|licensed|hours|consultation|appointment|iep|gep|sep|oep|aep|ma|mapd|pdp|lis|snp|d-snp|mbi|5[- ]star|five[- ]star|union|cobra|tricare|va|hsa|evenings?|saturdays?|sundays?|weekends?|open|65th|sixty|birthday|born|turning|card|number|mom|mother|dad|father|husband|wife|spouse|parents?|window|deadline|period|ssdi|disabled|government|federal|site|website|qualify|eligib\w*|apply|sign(ing|ed|s)?[- ]?ups?|enrol\w*|register\w*|registration|cost|costs|pay|paying|price|penalt\w*|late|switch|change|cancel|drop|jan|january|feb|february|mar|march|oct|october|nov|november|dec|december)\b/i.test(
        text,
      )
    )
      return finalAnswer(finish([replies.offTopic], phone), 'off-topic', 'off-topic');
    const ranked = relevant(text);
    // A Medicare question no passage answers: one naming a concept of its own ("does Medicare pay for a wheelchair
    // ramp?") is told plainly that the chat cannot answer it reliably; a vague or very short one ("medicare stuff")
    // is asked for more.
    if (ranked.length === 0)
      return !mentionsMedicareDomain(text)
        ? finalAnswer(finish([replies.offTopic], phone), 'off-topic', 'off-topic')
        : distinctiveTerms(text).length > 0 && tokenize(text).length >= 4
          ? finalAnswer(finish([notReliable], phone), 'unclear', undefined)
          : finalAnswer(finish([replies.unclear], phone), 'unclear', 'off-topic');

    // Nothing distinctive matched and no Medicare word at all ("is it gonna freeze tonight, should I cover my
    // plants?"): not a Medicare question; with a Medicare word, one the chat cannot answer reliably.
    if (lowConfidence(text, ranked))
      return mentionsMedicareDomain(text)
        ? finalAnswer(finish([notReliable], phone), 'unclear', undefined)
        : finalAnswer(finish([replies.offTopic], phone), 'off-topic', 'off-topic');

    return { kind: 'grounded', answer: grounded(text, ranked), passages: ranked.slice(0, 5), question: text };
  }

  return analyze;
}

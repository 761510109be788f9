// Detectors for the chat's guardrails. They run before retrieval (and before any LLM provider) and never keep,
// return or log the text they look at, except `redactSensitiveNumbers`, which removes what it finds. Personal numbers
// (guardrails/personal-numbers.ts), off-topic and politics (off-topic.ts), emergencies and medical advice (safety.ts),
// who is answering (identity.ts), greetings and thanks (small-talk.ts), recommendation requests (recommendation.ts).
export {
  asksAboutLostCard,
  containsBirthDateWithIdentifier,
  containsCardNumber,
  containsPersonalIdentifier,
  containsSensitiveNumber,
  luhnValid,
  redactSensitiveNumbers,
} from './guardrails/personal-numbers.ts';
export { isOffTopicByKeyword, isPolitics, mentionsMedicareDomain } from './guardrails/off-topic.ts';
export { isEmergency, isMedicalAdvice } from './guardrails/safety.ts';
export { isGreeting, isThanks } from './guardrails/small-talk.ts';
export {
  asksAboutAssistant,
  identityKinds,
  mentionsNumberRequest,
  type IdentityKind,
} from './guardrails/identity.ts';
export { knownCarrierNames, recommendationDetector } from './guardrails/recommendation.ts';

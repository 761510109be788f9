// Answers computed with the content's rules from the numbers a question gives: the IRMAA bracket for a stated
// income, filing status and year (computed/irmaa.ts); the Initial Enrollment Period for a stated birthday (the
// 1st-of-month rule included) and when Part B starts for a stated sign-up month (computed/enrollment.ts, birthdays read
// by computed/birthdays.ts); the Part B and Part D late penalties for a stated delay (computed/penalties.ts); Extra
// Help for a stated income (computed/extra-help.ts). The words are the content's (chat-copy `computed`). The
// visitor's own numbers are not repeated: an income is named by its bracket, a delay by its length.

/** A computed answer: its sentences, topic and the page to read more on. */
export interface Computed {
  topic: 'irmaa' | 'enrollment-iep' | 'enrollment-gep' | 'penalties' | 'extra-help';
  sentences: string[];
  source: { title: string; url: string };
}

export { computeCoverageStart, computeIep } from './computed/enrollment.ts';
export { computeExtraHelp } from './computed/extra-help.ts';
export { computeIrmaa } from './computed/irmaa.ts';
export { computePartBPenalty, computePartDPenalty } from './computed/penalties.ts';

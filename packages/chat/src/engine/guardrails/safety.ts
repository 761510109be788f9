// Messages the chat answers with safety first: a medical emergency or crisis (911 / 988), and a request for medical
// advice about medicines or symptoms (not coverage).
import { plain } from './plain.ts';

/** Medical emergencies and crises: the visitor is sent to 911 / 988 first. */
const emergencyPatterns: readonly RegExp[] = [
  /\b(i am|i'm|im|i think i'?m|i might be|he is|she is|he's|she's|my (husband|wife|mother|father|mom|dad) is) (having|having a) (a )?(heart attack|stroke|seizure)\b/,
  /\bchest pains?\b/,
  /\b(can'?t|cannot) breathe\b/,
  /\b(suicid\w*|kill (myself|me)|end my life|want to die|don'?t want to live|hurt myself|overdos\w*)\b/,
  /\b(call|need) (an )?ambulance\b/,
  /\bthis is an emergency\b/,
];

/** Requests for medical advice about medicines or symptoms (not coverage). */
const medicalAdvicePatterns: readonly RegExp[] = [
  // "Can I skip Part B?" is about coverage, not medicine.
  /\b(should|can|could) i (take|stop taking|mix|combine|double|skip)\b(?![^.?!]{0,40}\b(part [abcd]|medicare|medigap|plan|plans|coverage|insurance|enroll\w*|sign(ing)? up|the penalty|advantage|supplement|cobra|tricare|hsa)\b)/,
  /\bis it (safe|ok|okay|dangerous) to (take|mix|combine|stop)\b/,
  /\bside effects?\b/,
  /\b(what|which|right) (dose|dosage)\b/,
  /\binteract(s|ion|ions)? with\b/,
  /\bwhat (medicine|medication|drug|pill)s? should i\b/,
];

/** True for a medical emergency or a crisis. */
export function isEmergency(text: string): boolean {
  const value = plain(text);
  return emergencyPatterns.some((pattern) => pattern.test(value));
}

/** True for a request for medical advice (taking, mixing or stopping medicines, side effects). */
export function isMedicalAdvice(text: string): boolean {
  const value = plain(text);
  return medicalAdvicePatterns.some((pattern) => pattern.test(value));
}

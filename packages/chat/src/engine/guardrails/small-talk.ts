// Messages that are not questions: a greeting, thanks or a goodbye. (Who is answering: identity.ts.)
import { getChatPersona } from '@agency/content';
import { mentionsMedicareDomain } from './off-topic.ts';
import { plain } from './plain.ts';

const greetingWords = new Set([
  'hi',
  'hello',
  'hey',
  'hiya',
  'howdy',
  'greetings',
  'yo',
  'morning',
  'afternoon',
  'evening',
  'good',
  'there',
  // "Good morning Sarah": the chat persona's first name (content: the advisor marked chatPersona).
  ...getChatPersona().name.toLowerCase().split(/\s+/).slice(0, 1),
]);

const thanksPattern =
  /^(thanks|thank you|thank u|thankyou|thx|ty|many thanks|much appreciated|appreciate it|i appreciate (it|that|your help)|that helps|that helped|that's helpful|great|perfect|wonderful|ok|okay|got it|bye|goodbye|good bye|have a (good|nice|great) day)\b/;

function words(text: string): string[] {
  return plain(text)
    .replace(/[^a-z' ]/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** True for a message that is only a greeting ("Hi!", "Good morning Sarah"). */
export function isGreeting(text: string): boolean {
  const list = words(text);
  if (list.length === 0 || list.length > 4) return false;
  const first = list[0]!;
  if (!['hi', 'hello', 'hey', 'hiya', 'howdy', 'greetings', 'yo', 'good'].includes(first)) return false;
  return list.every((word) => greetingWords.has(word) || word === 'day') && !mentionsMedicareDomain(text);
}

/** True for thanks or a goodbye without a new question. */
export function isThanks(text: string): boolean {
  const value = plain(text);
  if (value.includes('?') || words(text).length > 8 || mentionsMedicareDomain(text)) return false;
  return thanksPattern.test(value.replace(/^(oh|well|ok|okay|great|perfect),?\s+/, ''));
}

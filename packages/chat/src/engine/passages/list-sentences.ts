// Content fragments and bullet lists made into sentences for passages: a description lower-cased after a title, a
// list joined into one sentence, proper nouns keeping their capital.
import { asSentence } from '../text.ts';

/** "Pays you a set amount." → "pays you a set amount." (keeps proper nouns and a final period). */
export function lowerFirst(text: string): string {
  const sentence = asSentence(text);
  return properStart.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

export function listSentence(lead: string, items: ReadonlyArray<string>): string {
  return `${lead} ${items.map((item) => item.replace(/\.$/, '')).join('; ')}.`;
}

/** First words that keep their capital inside a list sentence. */
const properStart =
  /^(Medicare|Medigap|Part|Parts|Original|Social|Extra|Plan|Plans|IRMAA|Initial|Annual|Special|General|PPO|HMO|CPAs?|HR|January|February|March|April|May|June|July|August|September|October|November|December|Alabama|Georgia|Florida|Tennessee|Illinois|Individual|I)\b/;

/** "Switch from A to B." → "switch from A to B" (for joining list items into one sentence). */
export function listItem(item: string): string {
  const trimmed = item.trim().replace(/[.;]$/, '');
  return properStart.test(trimmed) ? trimmed : trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

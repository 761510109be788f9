// Definitions the site's pages take for granted ("What is Medicare?"). General, stable facts with no figures and
// no years: every figure comes from @agency/content. Their words are the content's (chat-basics collection).
import { getChatBasics } from '@agency/content';
import type { Passage } from './passage.ts';
import { topics, type Topic } from './topics.ts';

const knownTopics: ReadonlySet<string> = new Set(topics);

/** Passages for basic "what is ...?" questions. */
export function basicsPassages(): Passage[] {
  return getChatBasics().map((basic) => {
    if (!knownTopics.has(basic.topic))
      throw new Error(
        `chat-basics "${basic.id}": topic "${basic.topic}" is not a chat topic (known: ${topics.join(', ')})`,
      );
    return {
      id: `basics:${basic.id}`,
      kind: 'basics',
      topic: basic.topic as Topic,
      title: basic.title,
      keywords: basic.keywords,
      text: basic.text,
      url: basic.href,
    };
  });
}

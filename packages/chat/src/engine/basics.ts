// Definitions the site's pages take for granted ("What is Medicare?"). General, stable facts with no figures and
// no years: every figure comes from @agency/content. Their words are the content's (chat-basics collection).
import { getChatBasics, getChatKnowledge } from '@agency/content';
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

/**
 * Passages for the situations visitors ask about (working past 65, COBRA, HSA, VA, moving, Medigap rights, the
 * agency): content's chat-knowledge collection, with its sources.
 */
export function knowledgePassages(): Passage[] {
  return getChatKnowledge().map((entry) => {
    if (!knownTopics.has(entry.topic))
      throw new Error(
        `chat-knowledge "${entry.id}": topic "${entry.topic}" is not a chat topic (known: ${topics.join(', ')})`,
      );
    return {
      id: `knowledge:${entry.id}`,
      kind: 'knowledge',
      topic: entry.topic as Topic,
      title: entry.title,
      keywords: entry.keywords,
      text: entry.text,
      url: entry.href,
    };
  });
}

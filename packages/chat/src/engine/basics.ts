// Definitions the site's pages take for granted ("What is Medicare?"). General, stable facts with no figures and
// no years: every figure comes from @agency/content. Their words are the content's (chat-basics collection).
import { getChatBasics, getChatKnowledge } from '@agency/content';
import type { Passage } from './passage.ts';
import { topics, type Topic } from './topics.ts';

const knownTopics: ReadonlySet<string> = new Set(topics);

interface PassageEntry {
  id: string;
  topic: string;
  title: string;
  keywords: Passage['keywords'];
  text: string;
  href: Passage['url'];
}

/** One collection's entries as passages of a kind, each topic checked against the chat's topics. */
function toPassages(
  collection: string,
  kind: 'basics' | 'knowledge',
  entries: ReadonlyArray<PassageEntry>,
): Passage[] {
  return entries.map((entry) => {
    if (!knownTopics.has(entry.topic))
      throw new Error(
        `${collection} "${entry.id}": topic "${entry.topic}" is not a chat topic (known: ${topics.join(', ')})`,
      );
    return {
      id: `${kind}:${entry.id}`,
      kind,
      topic: entry.topic as Topic,
      title: entry.title,
      keywords: entry.keywords,
      text: entry.text,
      url: entry.href,
    };
  });
}

/** Passages for basic "what is ...?" questions. */
export function basicsPassages(): Passage[] {
  return toPassages('chat-basics', 'basics', getChatBasics());
}

/**
 * Passages for the situations visitors ask about (working past 65, COBRA, HSA, VA, moving, Medigap rights, the
 * agency): content's chat-knowledge collection, with its sources.
 */
export function knowledgePassages(): Passage[] {
  return toPassages('chat-knowledge', 'knowledge', getChatKnowledge());
}

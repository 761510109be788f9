// Passages of the home page's collections: every FAQ, the coverage and additional-service cards, the deadline periods.
import type { AdditionalService, CoverageCard, Deadline, Faq } from '@agency/content';
import type { Passage } from '../passage.ts';
import { lowerFirst, listSentence } from './list-sentences.ts';
import { withTopic } from './passage-topics.ts';

export function faqPassages(faqs: ReadonlyArray<Faq>): Passage[] {
  return faqs.map((faq) =>
    withTopic(
      { id: `faq:${faq.id}`, kind: 'faq', title: faq.question, text: faq.answer, url: '/#faq' },
      'medicare-basics',
      0,
    ),
  );
}

/** A card (a coverage option or an additional service): its title, its description, then its list as one sentence. */
function cardPassage(
  kind: 'coverage' | 'service',
  card: { id: string; title: string; description: string },
  list: string,
  url: string,
  prior: number,
): Passage {
  return withTopic(
    {
      id: `${kind}:${card.id}`,
      kind,
      title: card.title,
      text: `${card.title}: ${lowerFirst(card.description)} ${list}`,
      url,
    },
    'additional-coverage',
    prior,
  );
}

export function coveragePassages(cards: ReadonlyArray<CoverageCard>): Passage[] {
  return cards.map((card) =>
    cardPassage('coverage', card, listSentence('What to know:', card.features), card.href ?? '/#coverage', 0),
  );
}

export function servicePassages(services: ReadonlyArray<AdditionalService>): Passage[] {
  return services.map((service) =>
    cardPassage('service', service, listSentence('Benefits:', service.benefits), '/#services', 2),
  );
}

export function deadlinePassages(deadlines: ReadonlyArray<Deadline>): Passage[] {
  return deadlines.map((deadline) =>
    withTopic(
      {
        id: `deadline:${deadline.id}`,
        kind: 'deadline',
        title: deadline.period,
        text:
          `${deadline.period}: ${deadline.dates.replace(/ - /g, ' to ')}. ${deadline.description} ` +
          listSentence('Who can use it:', deadline.whoCanEnroll),
        url: '/#deadlines',
      },
      'enrollment-sep',
      0,
    ),
  );
}

// The topic of each passage: the topic each page is mostly about, the topics fixed by hand where the keyword
// classifier (topics.ts) would pick a neighbour, and `withTopic`, which fills a draft's topic from them.
import type { Passage } from '../passage.ts';
import { classifyTopic, type Topic } from '../topics.ts';

/** The topic most of a page is about; its passages lean towards it. */
export const pageTopics: ReadonlyMap<string, Topic> = new Map<string, Topic>(
  Object.entries({
    'medicare-advantage': 'medicare-advantage',
    'medicare-supplement': 'medigap',
    'part-d': 'part-d',
    'medicare-comparison': 'comparison',
    'medicare-mistakes': 'penalties',
    'how-we-help': 'our-service',
    about: 'our-service',
    'referral-partners': 'our-service',
    appointments: 'our-service',
    blog: 'our-service',
    'medicare-alabama': 'service-area',
    'service-areas': 'service-area',
    'medicare-service-areas': 'service-area',
    'medicare-service-areas-georgia': 'service-area',
    'best-medigap-plans-alabama': 'medigap',
    'annual-enrollment-period': 'aep',
    'aep-checklist': 'aep',
    'medicare-timeline': 'enrollment-iep',
    'irmaa-calculator': 'irmaa',
  } satisfies Record<string, Topic>),
);

/**
 * Topics fixed by hand where the keyword classifier would pick a neighbour (checked by the engine tests).
 * Keys are passage ids; an id that no longer exists is simply unused.
 */
const topicOverrides: ReadonlyMap<string, Topic> = new Map<string, Topic>(
  Object.entries({
    'faq:when-can-i-switch-plans': 'aep',
    'faq:medicare-number-in-chat': 'privacy',
    'faq:part-b-late-penalty': 'penalties',
    'faq:part-d-late-penalty': 'penalties',
    'faq:when-does-part-b-start': 'enrollment-iep',
    'faq:five-star-special-enrollment': 'enrollment-sep',
    'faq:advantage-networks': 'medicare-advantage',
    'coverage:medicare-advantage': 'medicare-advantage',
    'page:medicare-comparison:prior-authorization': 'comparison',
    'page:medicare-comparison:travel': 'comparison',
    'page-faq:medicare-comparison:1': 'comparison',
    'page:medicare-mistakes:premium-only': 'medicare-basics',
    'page:how-we-help:step-3-comparison': 'our-service',
    'page-faq:how-we-help:2': 'our-service',
    'page:referral-partners:what-we-do': 'our-service',
    'page:medicare-alabama:when-to-enroll': 'enrollment-iep',
    'page:medicare-alabama:costs-2026': 'part-b-cost',
    'page:medicare-service-areas-georgia:dates': 'enrollment-iep',
    'page-faq:medicare-timeline:0': 'enrollment-sep',
    'page:blog:what-you-will-find': 'our-service',
    'page:blog:figures': 'our-service',
    'page:medicare-comparison:doctors': 'comparison',
    'page:medicare-comparison:costs': 'comparison',
    'page:part-d:late-penalty': 'penalties',
    'page:part-d:extra-help': 'extra-help',
    'page:medicare-mistakes:sharing-your-number': 'privacy',
    'page:appointments:keep-your-number-private': 'privacy',
    'page:medicare-timeline:general-enrollment-period': 'enrollment-gep',
    'page:medicare-timeline:late-penalties': 'penalties',
    'page:medicare-timeline:medigap-open-enrollment': 'medigap',
    'page:annual-enrollment-period:after-december-7': 'ma-oep',
    'page:annual-enrollment-period:part-d': 'part-d',
    'page-faq:medicare-mistakes:1': 'penalties',
    'deadline:medicare-advantage-open-enrollment': 'ma-oep',
    'deadline:special-enrollment-period': 'enrollment-sep',
    'aep:faq:what-if-i-miss-it': 'ma-oep',
    'aep:faq:does-help-cost-anything': 'our-service',
  } satisfies Record<string, Topic>),
);

/** Fills the topic of a passage draft. */
export function withTopic(draft: Omit<Passage, 'topic'>, fallback: Topic, prior = 3): Passage {
  const topic = topicOverrides.get(draft.id) ?? classifyTopic(draft.title, draft.text, fallback, prior);
  return { ...draft, topic };
}

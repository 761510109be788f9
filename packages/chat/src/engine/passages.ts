// Builds the searchable passages from @agency/content: FAQ, coverage and service cards, deadline periods, page
// copy, the AEP page, the service areas, agency facts, and generated figure passages.
import {
  brand,
  constants,
  getAdditionalServices,
  getAepPage,
  getCarriers,
  getCoverage,
  getCycle,
  getDeadlines,
  getFigures,
  getMedigapBenefits,
  getMedigapPlans,
  getPages,
  getServiceAreas,
  getUniqueFaqs,
} from '@agency/content';
import type {
  AdditionalService,
  AepPage,
  Brand,
  CoverageCard,
  Deadline,
  Faq,
  Figures,
  MedigapPlan,
  Page,
  PageSection,
  ServiceArea,
} from '@agency/content';
import { basicsPassages, knowledgePassages } from './basics.ts';
import { figurePassages } from './figures.ts';
import type { Passage } from './passage.ts';
import { asSentence, sentences } from './text.ts';
import { classifyTopic, type Topic } from './topics.ts';

/** The content the engine grounds on. Defaults to @agency/content; tests may pass their own. */
export interface GroundingContent {
  brand: Brand;
  planYear: number;
  faqs: ReadonlyArray<Faq>;
  coverage: ReadonlyArray<CoverageCard>;
  services: ReadonlyArray<AdditionalService>;
  deadlines: ReadonlyArray<Deadline>;
  pages: ReadonlyArray<Page>;
  aepPage: AepPage;
  serviceAreas: ReadonlyArray<ServiceArea>;
  figures: Figures;
  /** The Medigap benefit chart (optional: generated passages say which plans pay each benefit). */
  medigapPlans?: ReadonlyArray<MedigapPlan>;
  carriers: { names: string[]; representedCount: number };
}

/** The content of @agency/content, tokens filled. */
export function defaultGroundingContent(): GroundingContent {
  const { carriers, representedCount } = getCarriers();
  return {
    brand,
    planYear: getCycle().planYear,
    faqs: getUniqueFaqs(),
    coverage: getCoverage(),
    services: getAdditionalServices(),
    deadlines: getDeadlines().periods,
    pages: getPages(),
    aepPage: getAepPage(),
    serviceAreas: getServiceAreas(),
    figures: getFigures(),
    medigapPlans: getMedigapPlans(getCycle().planYear).plans,
    carriers: {
      names: carriers.filter((carrier) => !carrier.isMore).map((carrier) => carrier.name),
      representedCount,
    },
  };
}

/** The topic most of a page is about; its passages lean towards it. */
const pageTopics: ReadonlyMap<string, Topic> = new Map<string, Topic>(
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
function withTopic(draft: Omit<Passage, 'topic'>, fallback: Topic, prior = 3): Passage {
  const topic = topicOverrides.get(draft.id) ?? classifyTopic(draft.title, draft.text, fallback, prior);
  return { ...draft, topic };
}

function hasTokens(text: string): boolean {
  return /\{[a-zA-Z]+\}/.test(text);
}

/** "Pays you a set amount." → "pays you a set amount." (keeps proper nouns and a final period). */
function lowerFirst(text: string): string {
  const sentence = asSentence(text);
  return properStart.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

function listSentence(lead: string, items: ReadonlyArray<string>): string {
  return `${lead} ${items.map((item) => item.replace(/\.$/, '')).join('; ')}.`;
}

function faqPassages(faqs: ReadonlyArray<Faq>): Passage[] {
  return faqs.map((faq) =>
    withTopic(
      { id: `faq:${faq.id}`, kind: 'faq', title: faq.question, text: faq.answer, url: '/#faq' },
      'medicare-basics',
      0,
    ),
  );
}

function coveragePassages(cards: ReadonlyArray<CoverageCard>): Passage[] {
  return cards.map((card) =>
    withTopic(
      {
        id: `coverage:${card.id}`,
        kind: 'coverage',
        title: card.title,
        text: `${card.title}: ${lowerFirst(card.description)} ${listSentence('What to know:', card.features)}`,
        url: card.href ?? '/#coverage',
      },
      'additional-coverage',
      0,
    ),
  );
}

function servicePassages(services: ReadonlyArray<AdditionalService>): Passage[] {
  return services.map((service) =>
    withTopic(
      {
        id: `service:${service.id}`,
        kind: 'service',
        title: service.title,
        text: `${service.title}: ${lowerFirst(service.description)} ${listSentence('Benefits:', service.benefits)}`,
        url: '/#services',
      },
      'additional-coverage',
      2,
    ),
  );
}

function deadlinePassages(deadlines: ReadonlyArray<Deadline>): Passage[] {
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

/** First words that keep their capital inside a list sentence. */
const properStart =
  /^(Medicare|Medigap|Part|Parts|Original|Social|Extra|Plan|Plans|IRMAA|Initial|Annual|Special|General|PPO|HMO|CPAs?|HR|January|February|March|April|May|June|July|August|September|October|November|December|Alabama|Georgia|Florida|Tennessee|Illinois|Individual|I)\b/;

/** "Switch from A to B." → "switch from A to B" (for joining list items into one sentence). */
function listItem(item: string): string {
  const trimmed = item.trim().replace(/[.;]$/, '');
  return properStart.test(trimmed) ? trimmed : trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/**
 * A section as sentences. A sentence that leads into the bullet list ("you can make these changes.") takes the
 * list as one sentence ("...these changes: a; b; c."), so an answer never quotes the lead-in without the list.
 */
function sectionText(section: PageSection): string {
  const bullets = section.bullets ?? [];
  const paragraphs = section.paragraphs;
  if (bullets.length === 0) return paragraphs.join(' ');
  for (let index = 0; index < paragraphs.length; index += 1) {
    const parts = sentences(paragraphs[index]!);
    const lead = parts.findIndex((sentence) => /\b(these|following|below)\b[^.]*[.:]$|:$/i.test(sentence));
    if (lead < 0) continue;
    parts[lead] = `${parts[lead]!.replace(/[.:]$/, '')}: ${bullets.map(listItem).join('; ')}.`;
    return [...paragraphs.slice(0, index), parts.join(' '), ...paragraphs.slice(index + 1)].join(' ');
  }
  return [...paragraphs, ...bullets.map(asSentence)].join(' ');
}

function pagePassages(pages: ReadonlyArray<Page>): Passage[] {
  const passages: Passage[] = [];
  for (const page of pages) {
    const fallback = pageTopics.get(page.id) ?? 'medicare-basics';
    // Intros that talk about the page's own tool ("Enter your income in the calculator") do not answer anything.
    // Sentences about the page itself ("Here is how it works", "Enter your income in the calculator") go.
    const intro = sentences(page.intro)
      .filter(
        (sentence) =>
          !/^(here (is|are)|below|this page|choose your|enter your|use this|tick each)\b/i.test(sentence),
      )
      .filter((sentence) => !/calculator|checklist/i.test(sentence))
      .join(' ');
    if (intro)
      passages.push(
        withTopic(
          { id: `page:${page.id}`, kind: 'page-intro', title: page.title, text: intro, url: page.path },
          fallback,
          6,
        ),
      );
    for (const section of page.sections) {
      passages.push(
        withTopic(
          {
            id: `page:${page.id}:${section.id}`,
            kind: 'page-section',
            title: `${page.title}: ${section.heading}`,
            text: sectionText(section),
            url: `${page.path}#${section.id}`,
          },
          fallback,
        ),
      );
    }
    (page.faqs ?? []).forEach((faq, index) => {
      passages.push(
        withTopic(
          {
            id: `page-faq:${page.id}:${index}`,
            kind: 'page-faq',
            title: faq.question,
            text: faq.answer,
            url: page.path,
          },
          fallback,
        ),
      );
    });
  }
  return passages;
}

function aepPassages(aep: AepPage): Passage[] {
  const url = '/annual-enrollment-period';
  const passages: Passage[] = [
    { id: 'aep:explanation', kind: 'aep', title: 'The Annual Enrollment Period', text: aep.explanation, url },
    {
      id: 'aep:timeline',
      kind: 'aep',
      title: 'Key dates of the Annual Enrollment Period',
      text: aep.timeline.map((step) => `${step.date}, ${step.title}: ${step.description}`).join(' '),
      url,
    },
    {
      id: 'aep:mistakes',
      kind: 'aep',
      title: 'Common mistakes to avoid during the Annual Enrollment Period',
      text: aep.commonMistakes.map((mistake) => `${mistake.title}: ${mistake.description}`).join(' '),
      url,
    },
  ].map((draft) => withTopic(draft as Omit<Passage, 'topic'>, 'aep', 6));
  for (const change of aep.changeTypes)
    passages.push(
      withTopic(
        { id: `aep:change:${change.id}`, kind: 'aep', title: change.title, text: change.description, url },
        'aep',
      ),
    );
  for (const faq of aep.faqs)
    passages.push(
      withTopic({ id: `aep:faq:${faq.id}`, kind: 'aep', title: faq.question, text: faq.answer, url }, 'aep'),
    );
  return passages.filter((passage) => !hasTokens(passage.text) && !hasTokens(passage.title));
}

function areaPassages(areas: ReadonlyArray<ServiceArea>): Passage[] {
  const passages: Passage[] = [];
  const primary = areas.filter((area) => area.primary).map((area) => area.name);
  const others = areas.filter((area) => !area.primary).map((area) => area.name);
  const list = (names: string[]) =>
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
  passages.push({
    id: 'area:all',
    kind: 'area',
    topic: 'service-area',
    title: 'States we serve',
    keywords: `states serve help where live office located location in person visit near me ${areas.map((area) => `${area.name} ${area.code}`).join(' ')}`,
    text:
      `We help people with Medicare in ${list(primary)}` +
      (others.length ? `, and we also help people in ${list(others)}. ` : '. ') +
      'We meet by phone or video, so you can get help from home.',
    url: '/service-areas',
  });
  for (const area of areas) {
    passages.push({
      id: `area:${area.slug}`,
      kind: 'area',
      topic: 'service-area',
      title: `Medicare help in ${area.name}`,
      keywords: `${area.name} ${area.code} state`,
      text: area.description,
      url: `/${area.slug}`,
    });
    passages.push({
      id: `area:${area.slug}:birthday-rule`,
      kind: 'area',
      topic: 'medigap',
      title: `Medigap birthday rule in ${area.name}`,
      keywords: `${area.name} ${area.code} medigap switch birthday rule`,
      text: area.medigapBirthdayRule,
      url: `/${area.slug}`,
    });
  }
  return passages;
}

function agencyPassages(content: GroundingContent): Passage[] {
  const { brand: agency, carriers } = content;
  const names = carriers.names;
  return [
    {
      id: 'agency:contact',
      kind: 'agency',
      topic: 'our-service',
      title: 'Talk with a licensed advisor',
      keywords:
        'talk speak person human agent advisor call phone contact hours reach email book appointment office address located location visit',
      text:
        `You can talk with a licensed advisor by calling ${agency.tollFreePhone.display}, ` +
        `${agency.officeHours.chat}. Our office is located at ${agency.address.street}, ${agency.address.city}, ` +
        `${agency.address.state} ${agency.address.zip}. You can also email ${agency.email} or book a free consultation on our ` +
        'website. The consultation is free and there is no obligation.',
      url: '/#contact',
    },
    {
      id: 'agency:hours',
      kind: 'agency',
      topic: 'agency',
      title: 'What are your office hours?',
      keywords: 'hours open office hours when are you open weekend saturday sunday',
      text:
        `Our licensed advisors answer calls ${agency.officeHours.chat}, at ${agency.tollFreePhone.display}. ` +
        'You can book a free consultation on our website at any time.',
      url: '/#contact',
    },
    {
      id: 'agency:experience',
      kind: 'agency',
      topic: 'our-service',
      title: 'How long have you been in business?',
      keywords: 'how long in business years experience since founded established started family business',
      text:
        `${agency.agencyName} has been in business since ${constants.stats.foundedYear}, and our advisors have ` +
        `${constants.stats.yearsCombinedExperience}+ years of combined experience helping people with Medicare. ` +
        'We are an independent, family-run agency.',
      url: '/about',
    },
    {
      id: 'agency:carriers',
      kind: 'agency',
      topic: 'our-service',
      title: 'Insurance companies we represent',
      keywords: `carrier insurance company companies represent work with every plan all plans sell offer carry access ${names.join(' ')}`,
      text:
        `We are an independent agency and represent ${carriers.representedCount} insurance companies, such as ` +
        `${names.slice(0, 6).join(', ')}. We do not offer every plan available in your area; ` +
        'Medicare.gov or 1-800-MEDICARE can give you information on all of your options.',
      url: '/#carriers',
    },
  ];
}

/** How visitors name each row of the Medigap benefit chart. */
const medigapBenefitWords: Readonly<Record<string, string>> = {
  partACoinsuranceAndHospitalDays: 'hospital stay coinsurance extra hospital days long hospital stay',
  partBCoinsurance: 'part b coinsurance 20% copay copays office visit doctor visit emergency room er',
  blood: 'blood pints transfusion',
  hospice: 'hospice end of life',
  skilledNursing: 'skilled nursing facility nursing home rehab rehabilitation',
  partADeductible: 'part a deductible hospital deductible',
  partBDeductible: 'part b deductible first dollar',
  partBExcessCharges: 'excess charges doctors who charge more than medicare approved amount',
  foreignTravelEmergency:
    'foreign travel abroad overseas outside the country out of the country trip cruise emergency',
};

const lowerInitial = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Plan G", "Plans C, D and F". */
function planList(letters: string[]): string {
  if (letters.length === 1) return `Plan ${letters[0]}`;
  return `Plans ${letters.slice(0, -1).join(', ')} and ${letters.at(-1)}`;
}

/**
 * One passage per row of the Medigap benefit chart: which plans pay it in full, which in part, which not, with the
 * chart's notes ("Does Plan G cover foreign travel?", "what is the Plan N copay?").
 */
export function medigapBenefitPassages(plans: ReadonlyArray<MedigapPlan>): Passage[] {
  if (plans.length === 0) return [];
  return getMedigapBenefits().map(({ key, label }) => {
    const full: string[] = [];
    const part: string[] = [];
    const none: string[] = [];
    const notes: string[] = [];
    for (const plan of plans) {
      const cell = plan.benefits[key];
      const coverage = typeof cell === 'string' ? cell : cell.coverage;
      if (typeof cell !== 'string')
        notes.push(`For Plan ${plan.plan}: ${lowerInitial(cell.note.replace(/\.$/, ''))}.`);
      if (coverage === 'yes') full.push(plan.plan);
      else if (coverage === 'no') none.push(plan.plan);
      else part.push(`Plan ${plan.plan} pays ${coverage}`);
    }
    const name = label.replace(/\s*\(.*\)$/, '');
    const detail = /\(([^)]*)\)$/.exec(label)?.[1];
    const sentences = [
      `${name}${detail ? ` (${detail})` : ''}: ${planList(full)} ${full.length === 1 ? 'pays' : 'pay'} it${part.length ? `; ${part.join(', ')}` : ''}${none.length ? `; ${planList(none)} ${none.length === 1 ? 'does' : 'do'} not` : ''}.`,
      ...notes,
    ];
    const restricted = plans.filter((plan) => !plan.availableToNewEnrollees).map((plan) => plan.plan);
    if (restricted.some((letter) => full.includes(letter)))
      sentences.push(
        `${planList(restricted)} can be bought only by people eligible for Medicare before January 1, 2020.`,
      );
    return {
      id: `medigap-benefit:${key}`,
      kind: 'coverage' as const,
      topic: 'medigap' as const,
      title: `Which Medigap plans cover ${/^Part\b/.test(name) ? name : lowerInitial(name)}?`,
      keywords: medigapBenefitWords[key] ?? '',
      text: sentences.join(' '),
      url: '/medicare-supplement#standardized-plans',
    };
  });
}

/** Every passage the engine searches. Ids are unique. */
export function buildPassages(content: GroundingContent = defaultGroundingContent()): Passage[] {
  const passages = [
    ...faqPassages(content.faqs),
    ...coveragePassages(content.coverage),
    ...servicePassages(content.services),
    ...deadlinePassages(content.deadlines),
    ...pagePassages(content.pages),
    ...aepPassages(content.aepPage),
    ...areaPassages(content.serviceAreas),
    ...agencyPassages(content),
    ...figurePassages(content.figures, content.planYear),
    ...medigapBenefitPassages(content.medigapPlans ?? []),
    ...basicsPassages(),
    ...knowledgePassages(),
  ];
  const seen = new Set<string>();
  return passages.filter((passage) => {
    if (seen.has(passage.id)) return false;
    seen.add(passage.id);
    return true;
  });
}

// Passages of the site's pages: each page's intro (without sentences about the page's own tool), sections (a lead-in
// sentence takes its bullet list) and FAQ; and the AEP page's explanation, timeline, mistakes, change types and FAQ.
import type { AepPage, Page, PageSection } from '@agency/content';
import type { Passage } from '../passage.ts';
import { asSentence, sentences } from '../text.ts';
import { listItem } from './list-sentences.ts';
import { pageTopics, withTopic } from './passage-topics.ts';

function hasTokens(text: string): boolean {
  return /\{[a-zA-Z]+\}/.test(text);
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

export function pagePassages(pages: ReadonlyArray<Page>): Passage[] {
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

export function aepPassages(aep: AepPage): Passage[] {
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

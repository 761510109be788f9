import { Accordion } from '../../primitives/Accordion/Accordion';
import { Section } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';

export interface FaqSectionItem {
  /** Unique id; also identifies the open item. */
  id: string;
  /** The question, shown as the accordion button. */
  question: string;
  /** The answer, plain text. */
  answer: string;
}

export interface FaqSectionProps {
  /** In-page anchor, e.g. "faq" for #faq links. */
  id?: string;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** Questions in display order. */
  items: ReadonlyArray<FaqSectionItem>;
  /** Id of the item open at first; none when omitted. */
  defaultOpenId?: string;
  /** Called with the id of the item that opens (or null when the open one closes). */
  onOpenChange?: (id: string | null) => void;
}

/**
 * Frequently asked questions as an accordion: one item open at a time, and the open item can be closed.
 * Use it for page FAQs; use Accordion for anything else. Every answer is rendered (hidden while closed), so it
 * is in the prerendered HTML for search engines.
 */
export function FaqSection({ id, heading, intro, items, defaultOpenId, onOpenChange }: FaqSectionProps) {
  return (
    <Section id={id} tone="alt" heading={heading} intro={intro} width="prose">
      <Accordion
        items={items.map((item) => ({
          id: item.id,
          title: item.question,
          content: <Text>{item.answer}</Text>,
        }))}
        defaultOpenId={defaultOpenId}
        onOpenChange={onOpenChange}
      />
    </Section>
  );
}

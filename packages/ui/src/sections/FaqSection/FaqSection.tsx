import { ChevronDown } from 'lucide-react';
import { useId, useRef, type SyntheticEvent } from 'react';
import { Section } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import * as styles from './FaqSection.css';

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
 * Use it for page FAQs; use Accordion for anything else. Each question is a native exclusive disclosure
 * (`<details name>` sharing one name): the browser keeps one open at a time, opens it by click, Enter or Space,
 * and also when the visitor's find-in-page hits an answer; all of it works before (and without) JavaScript, and
 * every answer is in the prerendered HTML for search engines.
 */
export function FaqSection({ id, heading, intro, items, defaultOpenId, onOpenChange }: FaqSectionProps) {
  const group = useId();
  const list = useRef<HTMLDivElement>(null);
  const handleToggle = (itemId: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) onOpenChange?.(itemId);
    // An item closed: by a second press (none left open), or because another one opened (that one reports itself).
    else if (!list.current?.querySelector('details[open]')) onOpenChange?.(null);
  };
  return (
    <Section id={id} tone="alt" heading={heading} intro={intro} width="prose">
      <div ref={list} className={styles.list}>
        {items.map((item) => (
          <details
            key={item.id}
            name={group}
            className={styles.item}
            open={item.id === defaultOpenId || undefined}
            onToggle={onOpenChange ? handleToggle(item.id) : undefined}
          >
            <summary className={styles.question}>
              <h3 className={styles.questionText}>{item.question}</h3>
              <ChevronDown className={styles.chevron} aria-hidden="true" size={24} />
            </summary>
            <div className={styles.answer}>
              <Text>{item.answer}</Text>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

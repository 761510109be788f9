import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
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
 * Every answer is rendered (hidden while closed), so it is in the prerendered HTML for search engines.
 */
export function FaqSection({ id, heading, intro, items, defaultOpenId, onOpenChange }: FaqSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} className={styles.root} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <Accordion.Root
          type="single"
          collapsible
          defaultValue={defaultOpenId}
          onValueChange={(value) => onOpenChange?.(value === '' ? null : value)}
          className={styles.list}
        >
          {items.map((item) => (
            <Accordion.Item key={item.id} value={item.id} className={styles.item}>
              <Accordion.Header className={styles.itemHeading}>
                <Accordion.Trigger className={styles.trigger}>
                  {item.question}
                  <ChevronDown className={styles.chevron} aria-hidden="true" size={24} />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content forceMount className={styles.answer}>
                <p>{item.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}

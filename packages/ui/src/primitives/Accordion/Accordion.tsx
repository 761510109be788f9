import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './Accordion.css';

export interface AccordionItem {
  /** Unique id; also the value of the open item. */
  id: string;
  /** The button text. */
  title: string;
  /** What opens under it. */
  content: ReactNode;
}

export interface AccordionProps {
  items: ReadonlyArray<AccordionItem>;
  /** Heading level of the item titles (they sit under a section heading). */
  headingLevel?: 3 | 4;
  /** Id of the item open at first. */
  defaultOpenId?: string;
  /** Called with the id of the item that opens, or null when the open one closes. */
  onOpenChange?: (id: string | null) => void;
}

/**
 * One item open at a time; the open item closes again on a second press. Built on Radix Accordion (keyboard and
 * ARIA handled there). Content stays in the HTML while closed (hidden), so prerendered pages carry it.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId, onOpenChange }: AccordionProps) {
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpenId}
      onValueChange={(value) => onOpenChange?.(value === '' ? null : value)}
      className={styles.list}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className={styles.item}>
          <RadixAccordion.Header asChild>
            <HeadingTag className={styles.itemHeading}>
              <RadixAccordion.Trigger className={styles.trigger}>
                {item.title}
                <ChevronDown className={styles.chevron} aria-hidden="true" size={24} />
              </RadixAccordion.Trigger>
            </HeadingTag>
          </RadixAccordion.Header>
          <RadixAccordion.Content forceMount className={styles.content}>
            {item.content}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}

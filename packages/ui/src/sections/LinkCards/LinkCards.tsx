import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Link } from '../../primitives/Link/Link';
import { Section } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import * as styles from './LinkCards.css';

export const linkCardsLayouts = ['grid', 'list'] as const;
/** grid: tiles across the page width (places); list: one card under another in the reading column (articles). */
export type LinkCardsLayout = (typeof linkCardsLayouts)[number];

export interface LinkCardsItem {
  /** The page the card links to, e.g. /service-areas/alabama/hoover or /blog/irmaa-explained. */
  href: string;
  /** The link's text (an h3), e.g. a city's or an article's name. */
  title: string;
  /** One line under it, e.g. the city's county or the article's summary. */
  description?: string;
}

export interface LinkCardsProps {
  /** In-page anchor of the section. */
  id?: string;
  /** Section heading (h2), e.g. "Cities we serve in Alabama" or "Related articles". */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** The cards, in display order. */
  items: ReadonlyArray<LinkCardsItem>;
  /** Tiles across the page (default) or a list in the reading column. */
  layout?: LinkCardsLayout;
}

/** A band of cards, each a link to another page with a line about it: a state's cities, an author's articles. */
export function LinkCards({ id, heading, intro, items, layout = 'grid' }: LinkCardsProps) {
  return (
    <Section
      id={id}
      heading={heading}
      intro={intro}
      tone="alt"
      width={layout === 'list' ? 'prose' : undefined}
    >
      <ul className={styles.list({ layout })}>
        {items.map((item) => (
          <Card as="li" tone="plain" key={item.href}>
            <Heading level={3} size={4}>
              <Link href={item.href}>{item.title}</Link>
            </Heading>
            {item.description ? <Text tone="muted">{item.description}</Text> : null}
          </Card>
        ))}
      </ul>
    </Section>
  );
}

import { Heading } from '../../primitives/Heading/Heading';
import { Link } from '../../primitives/Link/Link';
import { Text } from '../../primitives/Text/Text';
import * as styles from './ContentSections.css';

export interface ContentSectionsItem {
  /** In-page anchor of the block. */
  id: string;
  heading: string;
  /** Short plain-text paragraphs. */
  paragraphs: ReadonlyArray<string>;
  /** Optional bullet list after the paragraphs. */
  bullets?: ReadonlyArray<string>;
  /** Optional links to other pages, after the paragraphs and bullets. */
  links?: ReadonlyArray<{ label: string; href: string }>;
}

export interface ContentSectionsProps {
  /** The blocks of an article-like page, in order; each gets an h2. */
  sections: ReadonlyArray<ContentSectionsItem>;
}

/** Plain-language article blocks (heading, paragraphs, bullets) in a comfortable reading column. */
export function ContentSections({ sections }: ContentSectionsProps) {
  return (
    <div className={styles.root}>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.block}
          aria-labelledby={`${section.id}-heading`}
        >
          <Heading level={2} size={3} id={`${section.id}-heading`}>
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {section.bullets ? (
            <ul className={styles.list}>
              {section.bullets.map((bullet) => (
                <Text as="li" key={bullet}>
                  {bullet}
                </Text>
              ))}
            </ul>
          ) : null}
          {section.links ? (
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

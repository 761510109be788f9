import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { Icon } from '../../primitives/Icon/Icon';
import { Section, type SectionTone } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import * as styles from './WhyChooseUs.css';

export interface WhyChooseUsItem {
  /** Unique id. */
  id: string;
  /** A kebab-case icon name from the Icon primitive, e.g. "heart-handshake". */
  icon: string;
  /** Card title (h3). */
  title: string;
  /** One to three plain sentences. */
  description: string;
}

export interface WhyChooseUsProps {
  /** In-page anchor of the section. */
  id?: string;
  /** Background band; alternate tones down the page. */
  tone?: SectionTone;
  /** Section heading (h2). */
  heading: string;
  /** Optional sentence under the heading. */
  intro?: string;
  /** The reason cards, in display order (four on the home page). */
  items: ReadonlyArray<WhyChooseUsItem>;
  /** The "Family-Run Difference" note under the cards; omitted when not given. */
  note?: { title: string; text: string };
}

/** Why families choose the agency: a few reason cards and a warm note about the family behind it. */
export function WhyChooseUs({
  id = 'why-choose-us',
  tone = 'plain',
  heading,
  intro,
  items,
  note,
}: WhyChooseUsProps) {
  return (
    <Section id={id} tone={tone} heading={heading} intro={intro}>
      <CardGrid minColumnWidth="medium" maxColumns={4}>
        {items.map((item) => (
          <Card key={item.id} as="li" tone="raised" className={styles.item}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={30} />
            </span>
            <Heading level={3}>{item.title}</Heading>
            <Text>{item.description}</Text>
          </Card>
        ))}
      </CardGrid>
      {note ? (
        <Card tone="soft" className={styles.note}>
          <span className={styles.noteIcon}>
            <Icon name="users" size={30} />
          </span>
          <div className={styles.noteBody}>
            <Heading level={3}>{note.title}</Heading>
            <Text size="large">{note.text}</Text>
          </div>
        </Card>
      ) : null}
    </Section>
  );
}

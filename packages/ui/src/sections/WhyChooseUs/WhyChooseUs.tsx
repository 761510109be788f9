import { Card } from '../../primitives/Card/Card';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import { FeatureCard } from '../../primitives/FeatureCard/FeatureCard';
import { Heading } from '../../primitives/Heading/Heading';
import { Icon } from '../../primitives/Icon/Icon';
import { IconDisc } from '../../primitives/IconDisc/IconDisc';
import { Section, type SectionBandProps } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
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

export interface WhyChooseUsProps extends SectionBandProps {
  /** The reason cards, in display order (four on the home page). */
  items: ReadonlyArray<WhyChooseUsItem>;
  /** The "Family-Run Difference" note under the cards; omitted when not given. */
  note?: { title: string; text: string };
}

/** Why families choose the agency: a few reason cards and a warm note about the family behind it. */
export function WhyChooseUs({ items, note, ...band }: WhyChooseUsProps) {
  return (
    <Section {...band} id={band.id ?? 'why-choose-us'} tone={band.tone ?? 'plain'}>
      <CardGrid items={items} minColumnWidth="medium" maxColumns={4}>
        {(item) => <FeatureCard item={item} iconPlacement="above" />}
      </CardGrid>
      {note ? (
        <Card tone="soft" className={styles.note}>
          <IconDisc tone="surface">
            <Icon name="users" size={30} />
          </IconDisc>
          <div className={styles.noteBody}>
            <Heading level={3}>{note.title}</Heading>
            <Text size="large">{note.text}</Text>
          </div>
        </Card>
      ) : null}
    </Section>
  );
}

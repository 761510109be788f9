import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { IconDisc } from '../IconDisc/IconDisc';
import { Text } from '../Text/Text';
import { TickList } from '../TickList/TickList';
import * as styles from './FeatureCard.css';

export const featureCardIconPlacements = ['beside', 'above'] as const;
export type FeatureCardIconPlacement = (typeof featureCardIconPlacements)[number];

/** What every feature card shows (the shape of the home page's content items). */
export interface FeatureCardItem {
  /** A kebab-case icon name from the Icon primitive, drawn in a soft disc; none when omitted. */
  icon?: string;
  /** The card's title (h3). */
  title: string;
  /** One to three plain sentences under the title. */
  description: string;
}

export interface FeatureCardProps {
  item: FeatureCardItem;
  /** Drawn instead of the item's icon: another mark, e.g. an IconDisc with a code or a lucide icon of its own. */
  mark?: ReactNode;
  /** Where the mark sits: beside the title (default) or above it. */
  iconPlacement?: FeatureCardIconPlacement;
  /** Short points after the description, shown as a ticked list. */
  points?: ReadonlyArray<string>;
  /** Anything between the points and the foot, e.g. a source link. */
  children?: ReactNode;
  /** What sits at the foot of the card, lined up across a row of cards: a link (`cardAction`), a date. */
  footer?: ReactNode;
}

/**
 * One card of a CardGrid (a list item): a mark, a title, a sentence or two, optional ticked points and a foot. The
 * cards of the home page's grids (coverage, services, reasons, states, media) are all this one card.
 */
export function FeatureCard({
  item,
  mark,
  iconPlacement = 'beside',
  points,
  children,
  footer,
}: FeatureCardProps) {
  const icon =
    mark ??
    (item.icon ? (
      <IconDisc>
        <Icon name={item.icon} size={30} />
      </IconDisc>
    ) : null);
  const heading = <Heading level={3}>{item.title}</Heading>;
  return (
    <Card as="li" gap="medium">
      {iconPlacement === 'beside' ? (
        <div className={styles.header}>
          {icon}
          {heading}
        </div>
      ) : (
        <>
          {icon}
          {heading}
        </>
      )}
      <Text>{item.description}</Text>
      {points ? <TickList items={points} /> : null}
      {children}
      {footer}
    </Card>
  );
}

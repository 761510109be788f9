import { assignInlineVars } from '@vanilla-extract/dynamic';
import clsx from 'clsx';
import { Children, Fragment, type ReactElement, type ReactNode } from 'react';
import { balancedColumns } from './balance';
import * as styles from './CardGrid.css';

export const cardGridWidths = ['narrow', 'medium', 'wide'] as const;
/** The narrowest a card may be: narrow (14rem, name tiles), medium (18rem), wide (20rem, cards with paragraphs). */
export type CardGridWidth = (typeof cardGridWidths)[number];

interface CardGridLayoutProps {
  /** The list element: "ul" (default) or "ol" for steps; each child is then an "li". */
  as?: 'ul' | 'ol' | 'div';
  /** The narrowest a card may be before the grid drops a column. */
  minColumnWidth?: CardGridWidth;
  /** The most columns at any width. */
  maxColumns?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

export interface CardGridProps extends CardGridLayoutProps {
  /** The cards; each one is a column. */
  children: ReactNode;
}

/** A CardGrid drawn from a list: one card per item, keyed by the item's id. */
export interface CardGridItemsProps<Item extends { id: string }> extends CardGridLayoutProps {
  /** The items, in display order. */
  items: ReadonlyArray<Item>;
  /** Draws the card (an "li") of one item. */
  children: (item: Item, index: number) => ReactNode;
}

/**
 * Cards in rows that finish evenly: as many columns as fit, balanced for the count (5 cards: 3 and 2, never 4 and 1),
 * the last row centred, cards of a row the same height. Holds at 320px and at 200% zoom (one column). Give it the
 * cards as children, or `items` and a function that draws the card of one.
 */
export function CardGrid<Item extends { id: string }>(props: CardGridItemsProps<Item>): ReactElement;
export function CardGrid(props: CardGridProps): ReactElement;
export function CardGrid({
  as: As = 'ul',
  minColumnWidth = 'wide',
  maxColumns = 3,
  className,
  children,
  items,
  ...props
}: CardGridLayoutProps & {
  items?: ReadonlyArray<{ id: string }>;
  children: ReactNode | ((item: { id: string }, index: number) => ReactNode);
}) {
  const cards =
    typeof children === 'function'
      ? (items ?? []).map((item, index) => <Fragment key={item.id}>{children(item, index)}</Fragment>)
      : children;
  const count = Children.toArray(cards).length;
  return (
    <As
      className={clsx(styles.root, styles.width[minColumnWidth], className)}
      style={assignInlineVars(
        Object.fromEntries(
          styles.columnsAt.map((variable, index) => [
            variable,
            String(balancedColumns(count, Math.min(index + 1, maxColumns))),
          ]),
        ),
      )}
      {...props}
    >
      {cards}
    </As>
  );
}

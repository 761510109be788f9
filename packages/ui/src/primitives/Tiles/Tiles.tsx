import clsx from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Tiles.css';

export const tilesColumnCounts = [1, 2, 3, 4] as const;
export type TilesColumnCount = (typeof tilesColumnCounts)[number];

export const tilesSpaces = ['large', 'xlarge'] as const;
export type TilesSpace = (typeof tilesSpaces)[number];

export interface TilesProps {
  /** The list element ("ul" by default, "ol" for steps in order); each child is then an "li". */
  as?: 'ul' | 'ol' | 'div';
  /**
   * Columns by the width of the grid's own column: one below `tablet`; from tablet (640px), wide (768px) and
   * desktop (960px, a desktop window's content column) up, the count given there. E.g. `{ tablet: 2, desktop: 3 }`.
   */
  columns?: Partial<Record<keyof typeof styles.tilesConditions, TilesColumnCount>>;
  /** Space between tiles (a space token). */
  space?: TilesSpace;
  /** Space between tiles from the wide width up, when it differs. */
  spaceWide?: TilesSpace;
  /** Extra class for the grid element (layout glue of the tiles' own). */
  className?: string;
  children: ReactNode;
}

/**
 * Equal tiles in a grid whose columns follow its own width (container queries), so it lays out the same in a page
 * column, a narrow slot or a phone. Unlike CardGrid, the last row keeps its place at the start.
 */
export function Tiles({
  as: As = 'ul',
  columns = {},
  space = 'large',
  spaceWide,
  className,
  children,
}: TilesProps) {
  return (
    <div className={styles.container}>
      <As
        className={clsx(
          styles.grid,
          styles.space[space],
          columns.tablet && styles.columns.tablet[columns.tablet],
          columns.wide && styles.columns.wide[columns.wide],
          columns.desktop && styles.columns.desktop[columns.desktop],
          spaceWide && styles.spaceWide[spaceWide],
          className,
        )}
      >
        {children}
      </As>
    </div>
  );
}

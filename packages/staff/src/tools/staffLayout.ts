// The layout fragments the staff styles are written with, spread into a style so each element keeps one class: a
// column, a wrapping row, a bare list, a framed panel, a block under a rule, a grid that is one column on phones, a
// tall link. A .css.ts file may export only plain values, so these live in a plain module, read by the staff's
// .css.ts files at build time (no component imports it).
import { vars } from '@agency/ui/kit';

/** Parts stacked in a column, `gap` apart. */
export const column = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Parts side by side, centred on their line, wrapping on phones. */
export const wrapRow = (gap: string) =>
  ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap }) as const;

/** A list without bullets or indent. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** A framed box on the page's surface, its parts in a column. */
export const panel = (gap: string, padding: string, border: string) =>
  ({
    ...column(gap),
    padding,
    border,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
  }) as const;

/** A block set apart from what is above it by a thick rule: results, checks. */
export const ruledAbove = (gap: string) =>
  ({
    ...column(gap),
    minWidth: 0,
    paddingBlockStart: vars.space.large,
    borderBlockStartWidth: '4px',
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: vars.color.brand,
  }) as const;

/** One column on phones; `columns` from the `from` media query up (`tablet`, `desktop` of staff.css.ts). */
export const responsiveGrid = (gap: string, from: string, columns: string) =>
  ({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap,
    '@media': { [from]: { gridTemplateColumns: columns } },
  }) as const;

/** Two equal columns (of a responsive grid). */
export const twoColumns = 'repeat(2, minmax(0, 1fr))';

/** A line of small muted (or noted) words under a table row's heading: its address, its kind. */
export const smallLine = (fontWeight: string, color: string) =>
  ({ display: 'block', fontSize: vars.fontSize.small, fontWeight, color }) as const;

/** A link made a tall target (a shaky hand's), its icon and words centred on the line. */
export const tallTarget = (minHeight: string) =>
  ({ display: 'inline-flex', alignItems: 'center', minHeight }) as const;

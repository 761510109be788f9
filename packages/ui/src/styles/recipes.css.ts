// Style recipes: the small shapes many components share, written once. A component's `.css.ts` composes them with its
// own rules in one class, `style([listReset, { ... }])`, so its file holds only what is its own. Whole blocks are laid
// out by the primitives (Stack, Tiles, CardGrid, Card); these are the pieces below them. Compose a recipe only onto an
// element of the component's own, never onto a primitive's element for a property the primitive sets: which of the
// two comes later in the CSS file is not fixed. Within this file, resets come first, so the recipes after them win.
import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from './sprinkles.css';
import { vars } from './vars.css';

type Space = keyof typeof vars.space;
const spaces = Object.keys(vars.space) as Space[];

function bySpace(atoms: (gap: Space) => Parameters<typeof sprinkles>[0]): Record<Space, string> {
  return Object.fromEntries(spaces.map((gap) => [gap, sprinkles(atoms(gap))])) as Record<Space, string>;
}

// Layout atoms (sprinkles), by the space between the children --------------------------------------------------

/** Children in a column, a space token apart: `stack.small`. */
export const stack = bySpace((gap) => ({ display: 'flex', flexDirection: 'column', gap }));

/** Children in a row, centred across it, a space token apart: `row.medium`. */
export const row = bySpace((gap) => ({ display: 'flex', alignItems: 'center', gap }));

/** An icon and its words in a line of text (a link, a badge), centred across, a space token apart. */
export const inlineRow = bySpace((gap) => ({ display: 'inline-flex', alignItems: 'center', gap }));

/** Children in a row that wraps onto more lines, a space token apart both ways (buttons, actions). */
export const wrapRow = bySpace((gap) => ({ display: 'flex', flexWrap: 'wrap', gap }));

// Resets ----------------------------------------------------------------------------------------------------------

/** A list without bullets, indent or margins: its items are laid out by the rules it is composed with. */
export const listReset = style({ margin: 0, padding: 0, listStyle: 'none' });

// Shapes ----------------------------------------------------------------------------------------------------------

/** A thin rule above, the content a space token under it: `ruleAbove.small` (groups of links, the legal lines). */
export const ruleAbove = styleVariants(
  {
    xxsmall: vars.space.xxsmall,
    small: vars.space.small,
    medium: vars.space.medium,
    large: vars.space.large,
  },
  (space) => ({ paddingBlockStart: space, borderBlockStart: `thin solid ${vars.color.brandSoft}` }),
);

/** The foot of a card: pushed to the bottom, so the feet of a row of cards line up. */
export const cardFoot = style({ marginBlockStart: 'auto' });

/** A card's action (a button link) at its foot, as wide as the card. */
export const cardAction = style([cardFoot, { alignSelf: 'stretch' }]);

/** A card's foot set off by a thin rule above it: who a deadline is for, who wrote a review. */
export const cardFootRuled = style([cardFoot, ruleAbove.medium]);

/** A round target a touch wide (48px), its content centred: an icon mark, a step number, an icon button. */
export const touchDisc = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
});

/** A target at least a touch (48px) tall and wide, its content centred both ways: a button, a call link. */
export const touchTarget = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
});

/** A white panel with a thin grey edge and rounded corners: an accordion item, a card of a table's rows. */
export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

/** A badge: a short fact, bold and small, in a padded box of its own (its colours and edge are the component's). */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

/** A badge in a card, at the start of its own line, its icon beside the words: "20 minutes", "Health questions…". */
export const cardBadge = style([
  badge,
  {
    alignSelf: 'flex-start',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.small,
    color: vars.color.text,
  },
]);

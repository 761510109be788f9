import { globalStyle, style } from '@vanilla-extract/css';
import { tablet } from '../staff.css';
import { bareList, column, panel, responsiveGrid, tallTarget, twoColumns } from '../staffLayout';
import { vars } from '@agency/ui/kit';

// The inbox: the filters, then one card per request (a card reads better than a wide table on a phone, and holds
// the status and notes beside what the visitor sent).

/** The filters' form and each request's card: framed panels. */
export const box = style(panel(vars.space.medium, vars.space.large, `1px solid ${vars.color.border}`));

export const filterFields = style(
  responsiveGrid(vars.space.medium, tablet, 'minmax(0, 14rem) minmax(0, 1fr)'),
);

export const list = style({ ...bareList, ...column(vars.space.large) });

/** Label above value; two columns where there is room. */
export const details = style({ ...responsiveGrid(vars.space.medium, tablet, twoColumns), margin: 0 });

globalStyle(`${details} dt`, {
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** The number to call: a tel: link at the 48px target size, with its icon. */
export const phone = style({
  ...tallTarget(vars.size.touchTarget),
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const inlineIcon = style({ verticalAlign: '-0.2em', marginInlineEnd: vars.space.xxsmall });

/** A failure the staff must act on: the word says it, the colour only adds to it. */
export const problem = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

/** A card's status and notes form, under a rule. */
export const edit = style({
  ...column(vars.space.medium),
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

const criticalFrame = `2px solid ${vars.color.critical}`;

/** "Delete … for good?" with its two buttons, inside the card. */
export const confirm = style({
  ...column(vars.space.small),
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: criticalFrame,
});

/** The list could not be loaded: why, and (when it may help) Try again. */
export const failure = style(panel(vars.space.small, vars.space.medium, criticalFrame));

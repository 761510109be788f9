import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens';
import { inlineRow, listReset, row, stack } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

// Container queries (not media queries): the hero lays itself out by the width it is given, so it reflows the
// same in a phone, in a narrow column and in a 360px Storybook frame. Without support it stays one column.
const tablet = `(min-width: ${breakpoints.tablet}px)`;
const desktop = `(min-width: ${breakpoints.desktop}px)`;

export const root = style({ containerType: 'inline-size' });

/** Text column beside the trust panel on wide screens; one column on phones and tablets. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@container': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const subheading = style({ maxWidth: vars.size.prose });

/**
 * The two big calls to action, stacked: full-width on phones; from tablet width both take the width of the wider
 * one, so they read as a pair.
 */
export const actions = style({
  display: 'grid',
  gap: vars.space.small,
  '@container': { [tablet]: { width: 'fit-content', maxWidth: '100%' } },
});

/** Slimmer side padding on phones, so "Call (800) 555-0123" stays on one line. */
export const action = style({
  paddingInline: vars.space.medium,
  '@container': { [tablet]: { paddingInline: vars.space.xlarge } },
});

export const actionIcon = style({ flexShrink: 0 });

/** The drug-cost and reviews links: quieter than the buttons, still big enough to tap. */
export const links = style([listReset, stack.xxsmall, { alignItems: 'flex-start' }]);

export const link = style([
  inlineRow.xsmall,
  {
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.xxsmall,
    color: vars.color.textOnBrand,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { '&:hover': { color: vars.color.highlight } },
  },
]);

export const linkIcon = style({ flexShrink: 0, color: vars.color.highlight });

/** The trailing "opens in a new tab" arrow sits in the text run, so it follows the last word when it wraps. */
export const newTabIcon = style({
  display: 'inline',
  marginInlineStart: vars.space.xxsmall,
  verticalAlign: 'middle',
  color: vars.color.highlight,
});

/** The trust badges, on a slightly deeper navy panel. */
export const badges = style([
  listReset,
  {
    display: 'grid',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    background: vars.color.brandStrong,
    '@container': {
      [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.xlarge },
    },
  },
]);

export const badge = style([
  row.small,
  {
    fontSize: vars.fontSize.large,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    color: vars.color.textOnBrand,
  },
]);

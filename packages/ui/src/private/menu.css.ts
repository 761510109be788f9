import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

// The look the two menus share: the DropdownMenu primitive (Radix, role=menu) and the NavBar's disclosure menus.
// Each adds its own open/highlight selectors (Radix data attributes vs aria-expanded/hover).

/** A bold brand-coloured button at least 48px tall. */
export const menuTriggerBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
} as const;

/** The raised panel holding the items. */
export const menuPanelBase = {
  zIndex: vars.zIndex.overlay,
  width: 'min(24rem, calc(100vw - 2rem))',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brandSoft}`,
  boxShadow: vars.shadow.raised,
} as const;

/** An item: a label over a description, at least 48px tall. */
export const menuItemBase = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
} as const;

/** The featured item (the webinar): a soft background and an accent bar. */
export const featured = style({
  background: vars.color.surfaceAlt,
  borderInlineStart: `4px solid ${vars.color.accent}`,
});

export const itemLabelBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
} as const;

export const itemDescription = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.heading,
});

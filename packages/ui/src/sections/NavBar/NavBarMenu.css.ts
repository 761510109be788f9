import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { itemLabelBase, menuItemBase, menuPanelBase, menuTriggerBase } from '../../private/menu.css';

export { featured, itemDescription } from '../../private/menu.css';

/** The button and its list; the list is placed against it. */
export const root = style({ position: 'relative' });

export const trigger = style({
  ...menuTriggerBase,
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.brandSoft } },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast} ease`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const list = style({
  ...menuPanelBase,
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xxsmall})`,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  listStyle: 'none',
  // Never taller than the window below the sticky header (11rem covers the banner, the header and the bar): a long
  // menu scrolls inside itself, so its last item can be reached by mouse and is in view when focused (WCAG 2.4.11).
  maxHeight: 'calc(100dvh - 11rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  scrollPaddingBlock: vars.space.xsmall,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&[data-align="end"]': { insetInlineStart: 'auto', insetInlineEnd: 0 },
    '&[data-columns="2"]:not([hidden])': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      width: 'min(44rem, calc(100vw - 2rem))',
    },
  },
});

export const item = style({
  ...menuItemBase,
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-current="page"]': { boxShadow: `inset ${vars.space.xxsmall} 0 0 ${vars.color.accent}` },
  },
});

export const itemLabel = style({
  ...itemLabelBase,
  selectors: { [`${item}:hover &`]: { textDecoration: 'underline' } },
});

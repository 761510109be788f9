import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { itemLabelBase, menuItemBase, menuPanelBase, menuTriggerBase } from '../../private/menu.css';

export { featured, itemDescription } from '../../private/menu.css';

export const trigger = style({
  ...menuTriggerBase,
  selectors: { '&:hover, &[data-state="open"]': { background: vars.color.brandSoft } },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast} ease`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style(menuPanelBase);

export const item = style({
  ...menuItemBase,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, outline: `3px solid ${vars.color.brand}` },
  },
});

export const itemLabel = style(itemLabelBase);

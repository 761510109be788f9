import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** Off screen until it has keyboard focus; then a large, high-contrast button at the top left, above everything. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.xsmall,
  left: vars.space.xsmall,
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  transform: 'translateY(calc(-100% - 1rem))',
  selectors: {
    '&:focus': { transform: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'transform 0.15s ease-out' },
    print: { display: 'none' },
  },
});

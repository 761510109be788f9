import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.brand,
});

export const wheel = style({
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  border: `5px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 900ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      borderTopColor: vars.color.brandSoft,
      borderRightColor: vars.color.brand,
    },
  },
});

export const label = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const page = style({
  minHeight: '50vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xxlarge,
});

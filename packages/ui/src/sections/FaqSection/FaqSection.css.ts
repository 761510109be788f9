import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

/** The question: the whole row is the (48px+) target, with the chevron at its end. */
export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.medium} ${vars.space.large}`,
  listStyle: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.brandSoft },
    [`${item}[open] > &`]: { background: vars.color.brandSoft },
    // The focus ring (gold outside, dark inside) is drawn within the rounded card, which clips what overflows it.
    '&:focus-visible': {
      outlineOffset: `calc(-1.5 * ${vars.space.xxsmall})`,
      boxShadow: `inset 0 0 0 calc(${vars.space.xxsmall} / 2) ${vars.color.text}`,
    },
  },
});

export const questionText = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.brand,
  transition: `transform ${vars.motion.medium} ease`,
  selectors: { [`${item}[open] > ${question} &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  padding: `${vars.space.medium} ${vars.space.large} ${vars.space.large}`,
  color: vars.color.text,
});

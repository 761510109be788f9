import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The text column of a prose Section: 44rem of text plus the gutters, so its edges meet a tool's or form's above. */
export const root = style({
  maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** Links to other pages: one a line, each a large enough target. */
export const links = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.body,
});

globalStyle(`${links} a`, { display: 'inline-block', paddingBlock: vars.space.xsmall });

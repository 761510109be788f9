import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The icon beside the title; the title wraps next to it. */
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

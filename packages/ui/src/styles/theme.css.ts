import { createGlobalTheme } from '@vanilla-extract/css';
import { tokens } from './tokens';
import { vars } from './vars.css';

/** The default (and only, for now) theme, applied at :root. */
createGlobalTheme(':root', vars, tokens);

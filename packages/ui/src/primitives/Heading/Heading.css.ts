import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const heading = recipe(
  {
    base: {
      margin: 0,
      fontFamily: vars.font.heading,
      lineHeight: vars.lineHeight.heading,
      fontWeight: vars.fontWeight.bold,
    },
    variants: {
      level: {
        1: { fontSize: vars.fontSize.h1 },
        2: { fontSize: vars.fontSize.h2 },
        3: { fontSize: vars.fontSize.h3 },
        4: { fontSize: vars.fontSize.h4 },
      },
      tone: {
        brand: { color: vars.color.brand },
        default: { color: vars.color.text },
        onBrand: { color: vars.color.textOnBrand },
      },
      align: { start: { textAlign: 'start' }, center: { textAlign: 'center' } },
      /**
       * balance: even line lengths, no lone word (or a year split at its hyphen) alone on the last line (section
       * headings). pretty: lines fill the width and only the last line is kept from a lone word (titles in cards).
       */
      wrap: { balance: { textWrap: 'balance' }, pretty: { textWrap: 'pretty' } },
    },
    defaultVariants: { level: 2, tone: 'brand', align: 'start', wrap: 'balance' },
  },
  'heading',
);

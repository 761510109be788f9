import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { inputBase, printHidden } from '../../private/toolForm.css';
import { vars } from '../../styles/vars.css';

// The link to copy by hand: a label above a large read-only field as wide as the column. Screen-only.

/** Label above field; `tone` as in ShareLinkField. */
export const field = recipe(
  {
    base: { display: 'flex', flexDirection: 'column', minWidth: 0, ...printHidden },
    variants: {
      tone: {
        default: { gap: vars.space.xxsmall },
        muted: { gap: vars.space.xsmall },
      },
    },
  },
  'shareLinkField',
);

export const label = recipe(
  {
    base: { fontSize: vars.fontSize.body },
    variants: {
      tone: {
        default: { fontWeight: vars.fontWeight.bold, color: vars.color.text },
        muted: { color: vars.color.textMuted },
      },
    },
  },
  'shareLinkLabel',
);

export const input = style({ ...inputBase, minWidth: 0, width: '100%' });

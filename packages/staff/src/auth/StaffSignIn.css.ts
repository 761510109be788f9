import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { column, wrapRow } from '../tools/staffLayout';
import { inputBase, inputInvalidVariant, vars } from '@agency/ui/kit';

// The sign-in card: one column, big fields, messages in words with an icon (never colour alone). Its fields and form
// column are the staff tools' (StaffField, `fields`); the rest is its own.
export { toolFormRoot as root, errorIcon } from '@agency/ui/kit';
export { fields as form } from '../tools/staff.css';

export const input = recipe(
  {
    base: [inputBase, { width: '100%', maxWidth: '28rem' }],
    variants: { invalid: inputInvalidVariant },
  },
  'staffInput',
);

export const codeInput = style({
  maxWidth: '12rem',
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
});

/** A message box: critical for failures, brand-soft for notices (the icon and words carry the meaning). */
export const message = recipe(
  {
    base: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.small,
      padding: vars.space.medium,
      borderRadius: vars.radius.medium,
      fontSize: vars.fontSize.body,
      background: vars.color.surface,
    },
    variants: {
      tone: {
        critical: { border: `4px solid ${vars.color.critical}` },
        info: { border: `2px solid ${vars.color.brand}`, background: vars.color.brandSoft },
      },
    },
  },
  'staffMessage',
);

export const messageIcon = style({ flexShrink: 0, marginBlockStart: '0.2em' });

export const actions = style(wrapRow(vars.space.small));

export const links = style({
  ...column(vars.space.xsmall),
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.fontSize.large,
});

/** The signed-in line above a staff tool, set apart from the tool by a rule. */
export const accountBar = style({
  ...wrapRow(vars.space.small),
  paddingBlockEnd: vars.space.medium,
  marginBlockEnd: vars.space.xlarge,
  borderBlockEnd: `2px solid ${vars.color.border}`,
});

/** The authenticator set-up's numbered steps. */
export const steps = style({
  ...column(vars.space.large),
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.fontSize.body,
});

/** The QR code (its SVG is black on white with its own quiet zone), large enough for an older phone's camera. */
export const qrCode = style({
  display: 'block',
  width: '220px',
  height: '220px',
  marginBlockStart: vars.space.small,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

/** The set-up key, large and in groups, selectable for copying. */
export const setupKey = style({
  margin: 0,
  marginBlockStart: vars.space.small,
  fontSize: vars.fontSize.large,
  wordBreak: 'break-word',
  userSelect: 'all',
});

export const setupKeyLabel = style({ fontWeight: vars.fontWeight.bold });

// The key at the paragraph's size (a browser's monospace default is smaller), its groups easy to tell apart.
globalStyle(`${setupKey} code`, { fontSize: '1em', letterSpacing: '0.05em' });

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

// The consent box over the two calls to action. `section`: roomy, the box framed on white with its line inside it.
// `dialog`: compact so a dialog's body keeps room above; the box may scroll, its line stays outside, in view.

/** A column: the box (and its line), then the buttons. */
export const root = recipe(
  {
    base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
    variants: { placement: { section: { gap: vars.space.large }, dialog: { gap: vars.space.small } } },
  },
  'consentGatedActions',
);

export const consent = recipe(
  {
    base: { display: 'flex', flexDirection: 'column', borderRadius: vars.radius.medium },
    variants: {
      placement: {
        section: {
          gap: vars.space.small,
          padding: vars.space.medium,
          border: `1px solid ${vars.color.border}`,
          background: vars.color.surface,
        },
        /**
         * The visitor should read the whole consent before ticking it, so it may take half the window (on a laptop the
         * full text shows and the dialog's body scrolls instead); only where the window is shorter still does the text
         * scroll inside the box, so the box, the line under it and the two buttons are always seen together.
         */
        dialog: {
          maxHeight: 'max(8rem, min(50dvh, calc(100dvh - 20rem)))',
          overflowY: 'auto',
          flex: 'none',
          gap: vars.space.xsmall,
          padding: vars.space.small,
          background: vars.color.surfaceAlt,
        },
      },
    },
  },
  'consentGatedActionsConsent',
);

/** The line that says why the buttons are off; bold in a dialog, where it sits apart from the box. */
export const consentHelp = recipe(
  {
    base: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.body, color: vars.color.textMuted },
    variants: { placement: { section: {}, dialog: { fontWeight: vars.fontWeight.bold } } },
  },
  'consentGatedActionsHelp',
);

export const actions = recipe(
  {
    base: { display: 'flex', flexWrap: 'wrap' },
    variants: { placement: { section: { gap: vars.space.medium }, dialog: { gap: vars.space.small } } },
  },
  'consentGatedActionsActions',
);

/**
 * Each call to action takes a full row on a phone and the two share a row when there is room (a dialog's 34rem holds
 * two of 14rem).
 */
export const action = recipe(
  {
    variants: {
      placement: {
        section: { flex: `1 1 calc(${vars.size.prose} / 2.5)` },
        dialog: { flex: '1 1 14rem' },
      },
    },
  },
  'consentGatedActionsAction',
);

/** Button icons keep their size when the label wraps. */
export const actionIcon = style({ flexShrink: 0 });

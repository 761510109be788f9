import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

// The consent box over the two calls to action. `section`: roomy, the box framed on white with its line inside it.
// `dialog`: compact, the box unframed on a tint, its line under it, so the whole dialog fits a laptop window. With the
// box elsewhere (shared), the line stands alone above the buttons.

/** A column: the box (and its line), then the buttons. */
export const root = recipe(
  {
    base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
    variants: {
      placement: { section: { gap: vars.space.medium }, dialog: { gap: vars.space.small } },
      // Under the form whose box it shares: set apart by a rule, another way to reach us.
      shared: {
        true: { paddingBlockStart: vars.space.large, borderBlockStart: `thin solid ${vars.color.border}` },
        false: {},
      },
    },
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
        // The whole text shows: the visitor reads the consent before ticking it. No box of its own to scroll.
        dialog: {
          gap: vars.space.xsmall,
          padding: vars.space.small,
          background: vars.color.surfaceAlt,
        },
      },
    },
  },
  'consentGatedActionsConsent',
);

/** The line that says why the buttons are off and which number to dial; bold where it stands apart from a box. */
export const consentHelp = recipe(
  {
    base: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.body, color: vars.color.textMuted },
    variants: {
      placement: { section: {}, dialog: { fontWeight: vars.fontWeight.bold } },
      shared: { true: { color: vars.color.text, fontSize: vars.fontSize.body }, false: {} },
    },
  },
  'consentGatedActionsHelp',
);

/** The number in the line: whole on one line, the colour of the text. */
export const number = style({ whiteSpace: 'nowrap', color: vars.color.text });

export const actions = recipe(
  {
    base: { display: 'flex', flexWrap: 'wrap' },
    variants: { placement: { section: { gap: vars.space.medium }, dialog: { gap: vars.space.small } } },
  },
  'consentGatedActionsActions',
);

/**
 * Each call to action takes a full row on a phone and the two share a row when there is room (a dialog's row holds
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

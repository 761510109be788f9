import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';
import {
  inputBase,
  inputInvalidVariant,
  note as toolNote,
  optionCardBase,
  optionRadioBase,
} from '../../private/toolForm.css';

// Shared with the other visitor forms: the column, the error summary, legends, hints and inline messages.
export {
  root,
  errorSummary,
  errorSummaryHeading,
  errorIcon,
  errorSummaryList,
  errorSummaryLink,
  fieldset,
  legend,
  hint,
} from '../../private/toolForm.css';

// One question per field, labels above, large fields and radio cards for a shaky hand; one column that reflows at
// 320px and at 200% zoom. No placeholder stands in for a label.

/** The heading and the sentence under it. */
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

/** A field's label: as large as a legend, so each question reads as one. */
export const label = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const input = recipe(
  {
    base: { ...inputBase, width: '100%', minWidth: 0 },
    variants: {
      width: {
        full: {},
        /** ZIP: wide enough for ZIP+4. */
        short: { maxWidth: `calc(11ch + 2 * ${vars.space.small})` },
        /** Phone: wide enough for "+1 (205) 555-0147". */
        medium: { maxWidth: `calc(18ch + 2 * ${vars.space.small})` },
      },
      invalid: inputInvalidVariant,
    },
    defaultVariants: { width: 'full', invalid: false },
  },
  'callbackInput',
);

export const textarea = style({ minHeight: `calc(${vars.size.touchTarget} * 2.5)`, resize: 'vertical' });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/** A best time: a radio card with its words beside the radio, large and bold. */
export const option = style({
  ...optionCardBase,
  alignItems: 'center',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const radio = style(optionRadioBase);

export const consent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const submit = style({ alignSelf: 'flex-start', maxWidth: '100%' });

/** The line that says the request is on its way (read by screen readers as a status). */
export const status = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

/** A panel above or in place of the form: a thick frame in `colour`, its words over the call button. */
function framedPanel(colour: string) {
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    padding: vars.space.large,
    border: `4px solid ${colour}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
  } as const;
}

/** A message that is not about one field (unavailable, too many, out of date): a thick frame, the phone at hand. */
export const notice = style({
  ...framedPanel(vars.color.critical),
  gap: vars.space.small,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

/**
 * A notice of the page's HTML for a form posted without JavaScript that came back unsent: hidden until the address
 * names it (`#callback-problem-…`), so the page says what happened with no script at all.
 */
export const notSentNotice = style({
  selectors: { '&:not(:target)': { display: 'none' } },
});

/** The notice's heading line. */
export const notSentHeading = style({ fontSize: vars.fontSize.large });

/** The thank-you panel. */
export const received = style({ ...framedPanel(vars.color.brand), gap: vars.space.medium });

export const receivedHeading = style({ scrollMarginTop: vars.space.xxlarge });

/** Said when the ZIP is outside the states served. */
export const note = toolNote({ tone: 'accent' });

/** Focused after a submit: stays clear of the sticky chrome. */
export const focusTarget = style({ scrollMarginTop: vars.space.xxlarge });

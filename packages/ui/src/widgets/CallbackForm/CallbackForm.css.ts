import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';
import {
  root as toolRoot,
  inputBase,
  inputInvalidVariant,
  note as toolNote,
  optionCardBase,
  optionRadioBase,
} from '../../private/toolForm.css';

// Shared with the other visitor forms: the column, the error summary, legends, hints and inline messages.
export {
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

/** The form's column: its heading, the messages and the questions, close together so it fits two phone screens. */
export const root = style([toolRoot, { gap: vars.space.medium }]);

/** The heading and the sentence under it. */
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

/** The questions, a little closer together than a tool's, so the whole form fits two phone screens. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

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

/** The best times' legend, as large as the other questions' labels (not a tool's section heading). */
export const questionLegend = style({ fontSize: vars.fontSize.large, color: vars.color.text });

/** The days and zone of the best times, in the legend after its question: quieter, the size of a hint. */
export const legendHint = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

/** A best time: a radio card with its name (bold) and its hours beside the radio, one line on a 320px phone. */
export const option = style({
  ...optionCardBase,
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const optionWords = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  alignItems: 'baseline',
});

export const optionHours = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.regular });

export const radio = style(optionRadioBase);

export const consent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

/** The fold of the optional questions: a large target that says what it holds, a chevron that turns when open. */
export const more = style({ borderBlock: `1px solid ${vars.color.border}` });

export const moreSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  color: vars.color.brand,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const moreIcon = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${more}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const moreFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
});

export const submit = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  lineHeight: vars.lineHeight.heading,
});

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

/** The thank-you panel: compact, so it fits whole between a small phone's header and its call bar. */
export const received = style({
  ...framedPanel(vars.color.brand),
  gap: vars.space.small,
  padding: vars.space.medium,
});

/** The request's short reference: bold, the way it is read out on the phone. */
export const reference = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const receivedHeading = style({ scrollMarginTop: vars.space.xxlarge });

/** Said when the ZIP is outside the states served. */
export const note = toolNote({ tone: 'accent' });

/** Focused after a submit: stays clear of the sticky chrome. */
export const focusTarget = style({ scrollMarginTop: vars.space.xxlarge });

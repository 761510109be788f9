import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fullScreenChatMedia, shortWindowMedia } from '../../private/chrome';
import { vars } from '../../styles/vars.css';
import { bottomOffset, edgeGap, spinnerRingBase } from './ChatWidget.css';

// The panel's JavaScript loads on first use, but tsup (esbuild) still writes these rules into dist/index.css, the
// package's one stylesheet (the per-module copies esbuild also writes are removed by tsup.config.ts).

/** The panel's size from props (content `constants.chatPanel`: 380x600), set inline. */
export const panelWidthVar = createVar();
export const panelHeightVar = createVar();

/**
 * A 380x600 panel at the bottom right, never taller or wider than the screen allows. On phones (narrower than the
 * tablet breakpoint, so every phone narrower than the panel) and in short windows (landscape, 200% zoom) it fills the
 * whole screen, and is modal there (ChatPanel).
 */
export const panel = style({
  position: 'fixed',
  right: edgeGap,
  bottom: bottomOffset,
  zIndex: vars.zIndex.chat,
  display: 'flex',
  flexDirection: 'column',
  width: `min(${panelWidthVar}, calc(100vw - 2 * ${edgeGap}))`,
  height: `min(${panelHeightVar}, calc(100dvh - ${bottomOffset} - ${edgeGap}))`,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `thin solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [fullScreenChatMedia]: {
      top: 0,
      left: 0,
      right: 'auto',
      bottom: 'auto',
      width: '100vw',
      height: '100dvh',
      border: 'none',
      borderRadius: vars.radius.none,
    },
    // In a short window the header, the conversation and the message box cannot all keep a share of the height:
    // the whole panel scrolls instead, so every control can be reached.
    [shortWindowMedia]: { overflowY: 'auto' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  paddingInlineStart: vars.space.medium,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
});

export const headerIcon = style({ flexShrink: 0 });

export const heading = style({ flex: '1 1 auto', minWidth: 0 });

/** The title and the subtitle: tight lines, no margins. */
const headerText = { margin: 0, lineHeight: vars.lineHeight.heading } as const;

export const title = style({
  ...headerText,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const subtitle = style({ ...headerText, fontSize: vars.fontSize.small });

/**
 * Who really answers, under the title and subtitle: a light band on the navy header (navy text on white), so it
 * reads as a label of its own rather than a third line of the title.
 */
export const automated = style({
  ...headerText,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginBlockStart: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  paddingBlock: '2px',
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const automatedIcon = style({ flexShrink: 0 });

/** 48x48, white on navy, with the global focus ring. */
export const closeButton = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: `2px solid ${vars.color.textOnBrand}`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textOnBrand,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});

/** The scrolling middle: greeting, quick actions, the conversation and the pending spinner. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  '@media': { [shortWindowMedia]: { flex: 'none' } },
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surfaceAlt,
});

export const quickActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

/** Each quick action takes a full row in a narrow panel and shares one when there is room. */
export const quickAction = style({ flex: '1 1 auto', paddingInline: vars.space.medium });

export const log = style({});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/**
 * A message bubble. Who said it is told by position (the visitor's on the right), shape and a hidden 'You said' /
 * 'Assistant said' prefix, not by colour alone.
 */
export const bubble = recipe(
  {
    base: {
      maxWidth: '88%',
      padding: `${vars.space.xsmall} ${vars.space.small}`,
      borderRadius: vars.radius.large,
      fontSize: vars.fontSize.small,
      lineHeight: vars.lineHeight.body,
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    },
    variants: {
      from: {
        /** The visitor: navy, on the right, the bottom-right corner squared. */
        user: {
          alignSelf: 'flex-end',
          background: vars.color.brand,
          color: vars.color.textOnBrand,
          borderEndEndRadius: vars.radius.none,
        },
        /** The assistant: white with a border, on the left, the bottom-left corner squared. */
        assistant: {
          alignSelf: 'flex-start',
          background: vars.color.surface,
          color: vars.color.text,
          border: `thin solid ${vars.color.border}`,
          borderEndStartRadius: vars.radius.none,
        },
      },
      /** The §8 fallback: a thick red edge on the assistant bubble. */
      failed: {
        true: { borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.critical}` },
        false: {},
      },
    },
    defaultVariants: { from: 'assistant', failed: false },
  },
  'chatBubble',
);

/** A ring beside the pending label (the reset stops it for reduced motion). */
export const pendingSpinner = style({
  ...spinnerRingBase,
  border: `calc(${vars.space.xxsmall} * 0.75) solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
});

export const pending = style({
  alignSelf: 'flex-start',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** The message box, the send button and the notes under them. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderBlockStart: `thin solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xsmall });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  maxHeight: `calc(${vars.size.touchTarget} * 2.5)`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  resize: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const sendButton = style({ flexShrink: 0, paddingInline: vars.space.small });

export const notes = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.textMuted,
});

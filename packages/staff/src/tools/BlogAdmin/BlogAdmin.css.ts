import { style } from '@vanilla-extract/css';
import { desktop } from '../staff.css';
import { breakpoints, vars } from '@agency/ui/kit';

// The list (a table of posts with a status filter) and the editor: fields on the left and, on wide screens, the
// live preview on the right, kept in view while typing (it scrolls by itself); on phones everything stacks.

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const listHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The line under a post's title in the table: its address, and whether it has changes not downloaded yet. */
export const rowDetail = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const rowNote = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

export const rowTitle = style({ minWidth: '14rem' });

export const editorHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** Two short fields side by side from tablet width (the two dates). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const body = style({ minHeight: '24rem' });

/** The preview: a framed page; on wide screens it stays in view beside the fields and scrolls by itself. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  '@media': {
    [desktop]: {
      position: 'sticky',
      top: vars.space.medium,
      maxHeight: `calc(100vh - 2 * ${vars.space.medium})`,
      overflowY: 'auto',
    },
  },
});

export const previewTitle = style({
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const previewLead = style({ fontSize: vars.fontSize.large, color: vars.color.textMuted });

export const previewEmpty = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const checks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `4px solid ${vars.color.brand}`,
});

export const checksSummary = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

import { style } from '@vanilla-extract/css';
// staff.css first, so the body's height below refines the staff textarea's (same specificity: the later rule wins).
import { desktop, tablet } from '../staff.css';
import { column, panel, responsiveGrid, ruledAbove, smallLine, twoColumns } from '../staffLayout';
import { vars } from '@agency/ui/kit';

// The list (a table of posts with a status filter) and the editor: fields on the left and, on wide screens, the
// live preview on the right, kept in view while typing (it scrolls by itself); on phones everything stacks.

/** The line under a post's title in the table: its address, and whether it has changes not downloaded yet. */
export const rowDetail = style({
  ...smallLine(vars.fontWeight.regular, vars.color.textMuted),
  overflowWrap: 'anywhere',
});

export const rowNote = style(smallLine(vars.fontWeight.bold, vars.color.accent));

export const rowTitle = style({ minWidth: '14rem' });

export const editorHeader = style({ ...column(vars.space.small), alignItems: 'flex-start' });

export const workspace = style({
  ...responsiveGrid(vars.space.xlarge, desktop, 'minmax(0, 1fr) minmax(0, 1fr)'),
  alignItems: 'start',
});

/** Two short fields side by side from tablet width (the two dates). */
export const pair = style(responsiveGrid(vars.space.large, tablet, twoColumns));

export const body = style({ minHeight: '24rem' });

/** The preview: a framed page; on wide screens it stays in view beside the fields and scrolls by itself. */
export const preview = style({
  ...panel(vars.space.medium, vars.space.large, `2px solid ${vars.color.border}`),
  minWidth: 0,
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

export const checks = style(ruledAbove(vars.space.medium));

import { recipe } from '@vanilla-extract/recipes';
import { printHidden } from '../../private/toolForm.css';
import { vars } from '../../styles/vars.css';

// The tool's column (written in private/toolForm.css with the other tool-form rules, which @agency/ui/kit hands to the
// staff's screens) and its form: one column of questions that reflows at 320px, screen-only.

export { root } from '../../private/toolForm.css';

/** The questions one under another; `spacious` for groups of radio cards. */
export const form = recipe(
  {
    base: [{ display: 'flex', flexDirection: 'column', minWidth: 0 }, printHidden],
    variants: {
      spacing: { roomy: { gap: vars.space.large }, spacious: { gap: vars.space.xlarge } },
    },
  },
  'calculatorShellForm',
);

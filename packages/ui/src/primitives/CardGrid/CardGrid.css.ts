import { createVar, fallbackVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { tokens } from '../../styles/tokens';
import { vars } from '../../styles/vars.css';

/** The most columns the grid shows at each count of columns that fit (1 to 6), set inline from the item count. */
export const columnsAt = [
  createVar(),
  createVar(),
  createVar(),
  createVar(),
  createVar(),
  createVar(),
] as const;
/** The columns shown: the one of `columnsAt` for the width the grid has. */
const columnsVar = createVar();

const gap = vars.space.large;
const gapRem = parseFloat(tokens.space.large);

/**
 * A wrapping row of equal cards: as many columns as fit, balanced for the count, and a last row that is centred
 * rather than left with a hole. Cards in a row share their height.
 */
export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'stretch',
  gap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The narrowest a column may be, in rem. */
const minColumnRem = { narrow: 12, medium: 16, wide: 20 } as const;

/** One class per minimum width; its container queries set the columns of its children. */
export const width = styleVariants(minColumnRem, () => ({}));

for (const [key, min] of Object.entries(minColumnRem) as Array<[keyof typeof minColumnRem, number]>) {
  const queries: Record<string, { vars: Record<string, string> }> = {};
  columnsAt.forEach((variable, index) => {
    const fit = index + 1;
    if (fit === 1) return;
    queries[`(min-width: ${fit * min + (fit - 1) * gapRem}rem)`] = {
      vars: { [columnsVar]: fallbackVar(variable, String(fit)) },
    };
  });
  globalStyle(`${width[key]} > *`, {
    vars: { [columnsVar]: '1' },
    '@container': queries,
    flex: `0 0 calc((100% - (${columnsVar} - 1) * ${gap}) / ${columnsVar})`,
    minWidth: 0,
    boxSizing: 'border-box',
  });
}

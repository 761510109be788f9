import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

/**
 * The list of cards: a grid of tiles at least 15rem wide that fills each row from the start (places: a state's
 * cities), or one card under another (articles, in the reading column).
 */
export const list = recipe(
  {
    base: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium },
    variants: {
      layout: {
        grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' },
        list: {},
      },
    },
    defaultVariants: { layout: 'grid' },
  },
  'linkCardsList',
);

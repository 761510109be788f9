import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** The theme contract: the only design values components import. */
export const vars = createThemeContract(mapToNull(tokens));

type NullLeaves<T> = { [K in keyof T]: T[K] extends string ? null : NullLeaves<T[K]> };

function mapToNull<T extends object>(values: T): NullLeaves<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null ? mapToNull(value as object) : null,
    ]),
  ) as NullLeaves<T>;
}

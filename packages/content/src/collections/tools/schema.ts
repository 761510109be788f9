import { z } from 'zod';
import { textSchema } from '../shared';

type CopyTree = string | ReadonlyArray<CopyTree> | { readonly [key: string]: CopyTree };

/**
 * The copy of an interactive tool: nested labels, hints, messages and templates. Every leaf is a non-empty text;
 * the tool fills its own {tokens} (dates, amounts) with the visitor's result.
 */
export const copyTreeSchema: z.ZodType<CopyTree> = z.lazy(() =>
  z.union([textSchema, z.array(copyTreeSchema).min(1), z.record(z.string(), copyTreeSchema)]),
);

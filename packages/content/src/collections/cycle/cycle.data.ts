import type { z } from 'zod';
import type { cycleSchema } from './schema';

/**
 * The spec's labels ('AEP 2025', 'October 15 - December 7, 2025', 'Medicare Open Enrollment 2026',
 * 'Enrollment deadlines for 2026-2027') are the defaults. To move the whole site to the next cycle, change
 * `aepYear`. `pnpm content:check` warns once the configured AEP is over.
 */
export const cycleData = { aepYear: 2025 } satisfies z.input<typeof cycleSchema>;

import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

// The /medicare-comparison tool: Medicare Advantage vs Original Medicare + Medigap, row by row
// (shared/facts/MEDICARE.md §6), and the words around the Medigap plan letter table. The table's plans,
// benefits and benefit labels come from the figures collection (`medigap`, `medigapBenefitLabels`).

/** One topic of the side-by-side table. */
export const comparisonRowSchema = z.object({
  id: idSchema,
  /** The row header, e.g. "Doctors and network". */
  topic: textSchema.max(60),
  /** What Medicare Advantage (Part C) does, 1-3 plain sentences. */
  advantage: textSchema.max(400),
  /** What Original Medicare with a Medigap plan does, 1-3 plain sentences. */
  medigap: textSchema.max(400),
});

/** A value of the Medigap chart as the table shows it, and what it means (the legend). */
export const comparisonCoverageSchema = z.object({
  /** The cell text, e.g. "Yes" or "50%". */
  label: textSchema.max(12),
  /** The legend line, e.g. "The plan pays half of this cost." */
  meaning: textSchema.max(120),
});

export const comparisonCopySchema = z.object({
  /** Heading of the whole tool (h2). */
  heading: textSchema.max(80),
  /** One or two sentences under it. */
  intro: textSchema.max(300),
  /** Caption of the side-by-side table. */
  caption: textSchema.max(120),
  /** Header of the topic column. */
  topicLabel: textSchema.max(30),
  /** Header of the Medicare Advantage column. */
  advantageLabel: textSchema.max(60),
  /** Header of the Original Medicare + Medigap column. */
  medigapLabel: textSchema.max(60),
  /** Heading above the Medigap plan letter table (h3). */
  medigapHeading: textSchema.max(80),
  /** One or two sentences under it. */
  medigapIntro: textSchema.max(300),
  /** Caption of the Medigap plan letter table. */
  medigapCaption: textSchema.max(120),
  /** Header of the benefit column. */
  benefitLabel: textSchema.max(30),
  /** Word before each plan letter in the column headers: "Plan" gives "Plan G". */
  planLabel: textSchema.max(20),
  /** Under the letters of plans only people eligible before 2020 can buy (C and F). */
  eligibleBefore2020Label: textSchema.max(60),
  /** Heading of the legend. */
  legendHeading: textSchema.max(60),
  /** The four values of the chart: the text each cell shows and its legend line. */
  coverage: z.object({
    yes: comparisonCoverageSchema,
    no: comparisonCoverageSchema,
    '50%': comparisonCoverageSchema,
    '75%': comparisonCoverageSchema,
  }),
  /** Row header of the yearly out-of-pocket limit (plans K and L). */
  outOfPocketLimitLabel: textSchema.max(60),
  /** Read for plans without such a limit (shown as a dash). */
  noLimitLabel: textSchema.max(60),
  /** Notes under the table: who can buy C and F, what the K and L limits do. */
  footnotes: z.array(textSchema.max(300)).min(1).max(4),
  /** Tells phone users the Medigap table scrolls sideways. */
  scrollHint: textSchema.max(120),
});

/** The comparison: its copy and 4-12 topic rows with unique ids. */
export const comparisonSchema = z.object({
  copy: comparisonCopySchema,
  rows: z
    .array(comparisonRowSchema)
    .min(4)
    .max(12)
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, 'row ids must be unique'),
});

export type ComparisonRow = z.output<typeof comparisonRowSchema>;
export type ComparisonCoverage = z.output<typeof comparisonCoverageSchema>;
export type ComparisonCopy = z.output<typeof comparisonCopySchema>;
export type Comparison = z.output<typeof comparisonSchema>;

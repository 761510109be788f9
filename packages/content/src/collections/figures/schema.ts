import { z } from 'zod';
import { httpsUrlSchema, isoDateSchema, textSchema } from '../shared';

// Medicare figures keyed by plan year (PRODUCT.md decision 4). A year holds the figures announced so far: every group
// is optional, and so is every figure of a group. Adding a year when CMS announces is one entry checked here. Every
// figure carries its value, the source it comes from (an ID of the Source register in shared/facts/MEDICARE.md, with
// its address) and whether it is verified.

/** A plan year of the figures: its four digits, e.g. "2027". */
export const figureYearSchema = z.string().regex(/^\d{4}$/, 'must be a year written YYYY, e.g. 2027');

/** Where a figure comes from: an entry of the Source register of MEDICARE.md. */
export const figureSourceSchema = z.object({
  /**
   * Source register ID, e.g. "S2" or "S9d"; "S9d.2" is the second address the register gives under S9d (each ID
   * has one address).
   */
  id: z
    .string()
    .regex(
      /^S\d+[a-z]?(\.\d)?$/,
      'must be a Source register ID such as S2 or S9d (S9d.2 for the second address of an entry)',
    ),
  /** The page to re-check the figure against. */
  url: httpsUrlSchema,
  /** True for cms.gov, medicare.gov, ssa.gov, federalregister.gov, govinfo.gov pages (or their quoted text). */
  official: z.boolean(),
});

/** A dollar amount, in whole cents: 202.9 is $202.90. */
export const dollarsSchema = z
  .number()
  .nonnegative()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must be whole cents');

/** A whole-dollar income or resource threshold. */
export const thresholdSchema = z.number().int().positive();

/** One figure: its value, its source and whether MEDICARE.md treats it as verified. */
export function figureSchema<T extends z.ZodType>(value: T) {
  return z.object({
    value,
    source: figureSourceSchema,
    /** False when MEDICARE.md marks the figure Unverified or as resting on a single secondary source. */
    verified: z.boolean(),
    /** Why the figure is unverified, or what it includes; for editors, not shown to visitors. */
    note: textSchema.optional(),
  });
}

const dollarsFigureSchema = figureSchema(dollarsSchema);
const thresholdFigureSchema = figureSchema(thresholdSchema);

export const partBFiguresSchema = z.strictObject({
  /** Standard monthly premium. */
  standardPremium: dollarsFigureSchema.optional(),
  /** Yearly deductible. */
  deductible: dollarsFigureSchema.optional(),
  /** Monthly premium of Part B coverage of immunosuppressive (anti-rejection) drugs only, after a kidney transplant. */
  immunosuppressivePremium: dollarsFigureSchema.optional(),
});

export const partAFiguresSchema = z.strictObject({
  /** Inpatient hospital deductible, per benefit period. */
  deductible: dollarsFigureSchema.optional(),
  /** Hospital coinsurance per day, days 61-90. */
  coinsuranceDays61to90: dollarsFigureSchema.optional(),
  /** Coinsurance per lifetime reserve day. */
  lifetimeReserveDay: dollarsFigureSchema.optional(),
  /** Skilled nursing facility coinsurance per day, days 21-100. */
  snfDays21to100: dollarsFigureSchema.optional(),
  /** Monthly premium with fewer than 30 quarters of covered work. */
  premiumFull: dollarsFigureSchema.optional(),
  /** Monthly premium with 30-39 quarters of covered work. */
  premiumReduced: dollarsFigureSchema.optional(),
});

export const partDFiguresSchema = z.strictObject({
  /** National base beneficiary premium: the base of the late enrollment penalty. */
  baseBeneficiaryPremium: dollarsFigureSchema.optional(),
  /** Highest deductible a Part D plan may charge. */
  maxDeductible: dollarsFigureSchema.optional(),
  /** Yearly out-of-pocket cap on covered drugs (no coverage gap since 2025). */
  outOfPocketCap: dollarsFigureSchema.optional(),
});

export const maMoopFiguresSchema = z.strictObject({
  /** CMS in-network maximum out-of-pocket limit for Medicare Advantage plans. */
  inNetwork: dollarsFigureSchema.optional(),
  /** CMS limit on in-network and out-of-network costs combined (plans that cover out-of-network care, e.g. PPOs). */
  combined: dollarsFigureSchema.optional(),
});

export const extraHelpFiguresSchema = z.strictObject({
  /** Yearly income limit, one person. */
  incomeIndividual: thresholdFigureSchema.optional(),
  /** Yearly income limit, married couple living together. */
  incomeCouple: thresholdFigureSchema.optional(),
  /** Resource limit, one person, counting the burial allowance. */
  resourcesIndividual: thresholdFigureSchema.optional(),
  /** Resource limit, married couple, counting the burial allowance. */
  resourcesCouple: thresholdFigureSchema.optional(),
});

// IRMAA -----------------------------------------------------------------------------------------------------------

export const irmaaFilingStatuses = ['individual', 'joint', 'separate'] as const;
export type IrmaaFilingStatus = (typeof irmaaFilingStatuses)[number];

/**
 * A MAGI range, with the inclusivity of each end written out as data:
 * `≤ $109,000` is `{ over: null, inclusiveOver: false, upTo: 109000, inclusiveUpTo: true }`,
 * `> $205,000 – < $500,000` is `{ over: 205000, inclusiveOver: false, upTo: 500000, inclusiveUpTo: false }`,
 * `≥ $500,000` is `{ over: 500000, inclusiveOver: true, upTo: null, inclusiveUpTo: false }`.
 */
export const irmaaBoundSchema = z
  .object({
    /** Lower end; null for the first tier (no lower end). */
    over: thresholdSchema.nullable(),
    /** True when MAGI equal to `over` belongs to this range (≥), false when it must be above it (>). */
    inclusiveOver: z.boolean(),
    /** Upper end; null for the last tier (no upper end). */
    upTo: thresholdSchema.nullable(),
    /** True when MAGI equal to `upTo` belongs to this range (≤), false when it must be below it (<). */
    inclusiveUpTo: z.boolean(),
  })
  .refine((bound) => bound.over !== null || !bound.inclusiveOver, {
    message: 'an open lower end cannot be inclusive',
    path: ['inclusiveOver'],
  })
  .refine((bound) => bound.upTo !== null || !bound.inclusiveUpTo, {
    message: 'an open upper end cannot be inclusive',
    path: ['inclusiveUpTo'],
  })
  .refine((bound) => bound.over === null || bound.upTo === null || bound.over < bound.upTo, {
    message: 'over must be below upTo',
    path: ['upTo'],
  });

export const irmaaBracketSchema = z.object({
  /** 0 (no adjustment) to 5 (highest). */
  tier: z.number().int().min(0).max(5),
  individual: irmaaBoundSchema,
  joint: irmaaBoundSchema,
  /** Married, lived with the spouse at any time in the year, filing separately; null where the tier does not apply. */
  separate: irmaaBoundSchema.nullable(),
  /** Part B premium per month in this tier, standard premium included. */
  partBTotal: dollarsSchema,
  /** Amount added to the Part D plan premium per month. */
  partDAddOn: dollarsSchema,
});

type BoundInput = z.input<typeof irmaaBoundSchema>;

/** Problems with a sequence of ranges: each must start exactly where the previous ends, open at both ends. */
export function irmaaBoundGaps(bounds: ReadonlyArray<BoundInput>): string[] {
  const problems: string[] = [];
  const first = bounds[0];
  const last = bounds[bounds.length - 1];
  if (first && first.over !== null) problems.push('the first range must have no lower end (over: null)');
  if (last && last.upTo !== null) problems.push('the last range must have no upper end (upTo: null)');
  for (let index = 1; index < bounds.length; index += 1) {
    const previous = bounds[index - 1]!;
    const current = bounds[index]!;
    if (previous.upTo === null || current.over === null || previous.upTo !== current.over)
      problems.push(`range ${index} must start at ${String(previous.upTo)}, where range ${index - 1} ends`);
    else if (previous.inclusiveUpTo === current.inclusiveOver)
      problems.push(
        `${current.over} must belong to exactly one of ranges ${index - 1} and ${index} ` +
          '(exactly one of inclusiveUpTo / inclusiveOver must be true)',
      );
  }
  return problems;
}

/**
 * A year's IRMAA table: the brackets come as one unit (CMS and SSA publish them together, with the Part B premium of
 * the year), so the table is whole or absent.
 */
export const irmaaYearFiguresSchema = z
  .strictObject({
    /** Tax year whose MAGI sets the premiums: two years before the premium year. */
    magiYear: z.number().int(),
    /** Source of the brackets, the individual and joint columns and the premiums. */
    source: figureSourceSchema,
    verified: z.boolean(),
    /** Source of the married-filing-separately column, when it differs in quality. */
    separateFiling: z.object({
      source: figureSourceSchema,
      verified: z.boolean(),
      note: textSchema.optional(),
    }),
    brackets: z.array(irmaaBracketSchema).length(6),
  })
  .superRefine((table, context) => {
    table.brackets.forEach((bracket, index) => {
      if (bracket.tier !== index)
        context.addIssue({ code: 'custom', path: ['brackets', index, 'tier'], message: `must be ${index}` });
      const previous = table.brackets[index - 1];
      if (previous && !(bracket.partBTotal > previous.partBTotal && bracket.partDAddOn > previous.partDAddOn))
        context.addIssue({
          code: 'custom',
          path: ['brackets', index],
          message: 'premiums must rise from one tier to the next',
        });
    });
    if (table.brackets[0] && table.brackets[0].partDAddOn !== 0)
      context.addIssue({ code: 'custom', path: ['brackets', 0, 'partDAddOn'], message: 'must be 0' });
    for (const status of irmaaFilingStatuses) {
      const bounds = table.brackets.flatMap((bracket) => (bracket[status] ? [bracket[status]] : []));
      for (const problem of irmaaBoundGaps(bounds))
        context.addIssue({ code: 'custom', path: ['brackets'], message: `${status}: ${problem}` });
    }
  });

// Medigap ---------------------------------------------------------------------------------------------------------

export const medigapPlanLetters = ['A', 'B', 'C', 'D', 'F', 'G', 'K', 'L', 'M', 'N'] as const;
export type MedigapPlanLetter = (typeof medigapPlanLetters)[number];

/** Rows of the standard benefit chart, in display order. */
export const medigapBenefitKeys = [
  'partACoinsuranceAndHospitalDays',
  'partBCoinsurance',
  'blood',
  'hospice',
  'skilledNursing',
  'partADeductible',
  'partBDeductible',
  'partBExcessCharges',
  'foreignTravelEmergency',
] as const;
export type MedigapBenefitKey = (typeof medigapBenefitKeys)[number];

/** How much of a benefit a plan pays: all, none, or a share. */
export const medigapCoverageValues = ['yes', 'no', '50%', '75%'] as const;
export type MedigapCoverage = (typeof medigapCoverageValues)[number];

/** A chart cell: the coverage, or the coverage with a short note (Plan N's copays). */
export const medigapBenefitSchema = z.union([
  z.enum(medigapCoverageValues),
  z.object({ coverage: z.enum(medigapCoverageValues), note: textSchema }),
]);

export const medigapPlanSchema = z.object({
  plan: z.enum(medigapPlanLetters),
  /** False for C and F: only people eligible for Medicare before 1 Jan 2020 can buy them. */
  availableToNewEnrollees: z.boolean(),
  /** One cell per row of the chart; the keys are `medigapBenefitKeys`. */
  benefits: z.object({
    /** Part A coinsurance and 365 extra hospital days after Medicare's run out. */
    partACoinsuranceAndHospitalDays: medigapBenefitSchema,
    /** Part B coinsurance or copay. */
    partBCoinsurance: medigapBenefitSchema,
    /** Blood, first 3 pints. */
    blood: medigapBenefitSchema,
    /** Hospice care coinsurance or copay. */
    hospice: medigapBenefitSchema,
    /** Skilled nursing facility coinsurance. */
    skilledNursing: medigapBenefitSchema,
    partADeductible: medigapBenefitSchema,
    partBDeductible: medigapBenefitSchema,
    partBExcessCharges: medigapBenefitSchema,
    /** Foreign travel emergency care (80%, up to plan limits). */
    foreignTravelEmergency: medigapBenefitSchema,
  }),
  /** Yearly out-of-pocket limit (K and L only); null for plans without one. */
  outOfPocketLimit: dollarsFigureSchema.nullable(),
});

/** The Medigap figures of a year: the benefit chart with the K and L limits, and the high-deductible G deductible. */
export const medigapFiguresSchema = z
  .strictObject({
    /** Source of the benefit chart. */
    source: figureSourceSchema.optional(),
    verified: z.boolean().optional(),
    plans: z
      .array(medigapPlanSchema)
      .length(medigapPlanLetters.length)
      .refine((plans) => plans.every((entry, index) => entry.plan === medigapPlanLetters[index]), {
        message: `plans must be listed once each, in the order ${medigapPlanLetters.join(', ')}`,
      })
      .refine(
        (plans) => plans.every((entry) => (entry.outOfPocketLimit !== null) === /^[KL]$/.test(entry.plan)),
        {
          message: 'only plans K and L have an out-of-pocket limit',
        },
      )
      .optional(),
    /** High-deductible Plan G (high-deductible F, for people eligible before 2020, shares the deductible). */
    highDeductibleG: z.strictObject({ deductible: dollarsFigureSchema }).optional(),
  })
  .refine((medigap) => medigap.plans === undefined || (medigap.source && medigap.verified !== undefined), {
    message: 'the benefit chart (plans) needs its source and verified flag',
    path: ['source'],
  });

// Years -----------------------------------------------------------------------------------------------------------

/** The groups of a year, in display order. */
export const figureGroups = ['partB', 'partA', 'partD', 'maMoop', 'extraHelp', 'irmaa', 'medigap'] as const;
export type FigureGroup = (typeof figureGroups)[number];

/**
 * The figures of one plan year announced so far. Every group is optional; a group present holds at least one
 * figure. IRMAA comes with the Part B standard premium of its year, and its tier 0 equals that premium.
 */
export const yearFiguresSchema = z
  .strictObject({
    /**
     * The day this year's figures were last compared with their sources (YYYY-MM-DD). A page that shows an earlier
     * year's amount because this year's is missing says "not in our figures yet (checked {this day})": update it each
     * time you look for new amounts, even when you find none.
     */
    checked: isoDateSchema,
    partB: partBFiguresSchema.optional(),
    partA: partAFiguresSchema.optional(),
    partD: partDFiguresSchema.optional(),
    maMoop: maMoopFiguresSchema.optional(),
    extraHelp: extraHelpFiguresSchema.optional(),
    irmaa: irmaaYearFiguresSchema.optional(),
    medigap: medigapFiguresSchema.optional(),
  })
  .superRefine((year, context) => {
    const groups = figureGroups.filter((group) => year[group] !== undefined);
    if (groups.length === 0)
      context.addIssue({
        code: 'custom',
        path: [],
        message: 'holds no figure: leave the year out until CMS announces one of its figures',
      });
    for (const group of groups) {
      if (Object.values(year[group]!).every((value) => value === undefined))
        context.addIssue({
          code: 'custom',
          path: [group],
          message: 'holds no figure: leave the group out until one of its figures is announced',
        });
    }
    if (!year.irmaa) return;
    const premium = year.partB?.standardPremium;
    if (!premium)
      context.addIssue({
        code: 'custom',
        path: ['irmaa'],
        message:
          'IRMAA brackets come with the Part B standard premium of their year: add partB.standardPremium (tier 0 equals it)',
      });
    else if (year.irmaa.brackets[0]?.partBTotal !== premium.value)
      context.addIssue({
        code: 'custom',
        path: ['irmaa', 'brackets', 0, 'partBTotal'],
        message: 'IRMAA tier 0 Part B total must equal the standard Part B premium',
      });
  });

/** Every plan year's figures, keyed by year ("2025", "2026", "2027"). */
export const figuresSchema = z.record(figureYearSchema, yearFiguresSchema).superRefine((figures, context) => {
  for (const [year, entry] of Object.entries(figures)) {
    const magiYear = Number(year) - 2;
    if (entry.irmaa && entry.irmaa.magiYear !== magiYear)
      context.addIssue({
        code: 'custom',
        path: [year, 'irmaa', 'magiYear'],
        message: `must be ${magiYear}: ${year} premiums are based on the income (MAGI) of two years before`,
      });
  }
});

export type FigureSource = z.output<typeof figureSourceSchema>;
/** A figure whose value has type T. */
export interface Figure<T> {
  value: T;
  source: FigureSource;
  verified: boolean;
  note?: string | undefined;
}
export type DollarsFigure = z.output<typeof dollarsFigureSchema>;
export type PartBFigures = z.output<typeof partBFiguresSchema>;
export type PartAFigures = z.output<typeof partAFiguresSchema>;
export type PartDFigures = z.output<typeof partDFiguresSchema>;
export type MaMoopFigures = z.output<typeof maMoopFiguresSchema>;
export type ExtraHelpFigures = z.output<typeof extraHelpFiguresSchema>;
export type IrmaaBound = z.output<typeof irmaaBoundSchema>;
export type IrmaaBracket = z.output<typeof irmaaBracketSchema>;
export type IrmaaYearFigures = z.output<typeof irmaaYearFiguresSchema>;
export type MedigapBenefit = z.output<typeof medigapBenefitSchema>;
export type MedigapPlan = z.output<typeof medigapPlanSchema>;
export type MedigapFigures = z.output<typeof medigapFiguresSchema>;
/** The figures of one plan year announced so far (every group optional). */
export type YearFigures = z.output<typeof yearFiguresSchema>;
/** Every plan year's figures, keyed by year. */
export type Figures = z.output<typeof figuresSchema>;

/** The words of a figure whose year is not in the figures yet (collections/figures/words.data.ts). */
export const figureWordsSchema = z.strictObject({
  pending: textSchema,
  pendingMany: textSchema,
  pendingShown: textSchema,
  note: z.strictObject({ text: textSchema, linkLabel: textSchema, href: httpsUrlSchema }),
});

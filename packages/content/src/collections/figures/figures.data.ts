import type { z } from 'zod';
import type { figureSourceSchema, figuresSchema, medigapBenefitKeys, medigapPlanSchema } from './schema';

// Every value below comes from the project's Medicare fact sheet (compiled 2026-11-21, the 2027 figures rechecked
// 2026-11-28); the source IDs are its Source register. Where the register gives an official address for a figure, that
// address is used. `verified: false` marks what the fact sheet calls Unverified or rests on a single secondary source:
// re-check those before they go live. `checked` is the day each year's figures were last compared with their sources:
// pages say it beside any amount whose year is not in the figures yet.

type SourceInput = z.input<typeof figureSourceSchema>;

/** The entries of the MEDICARE.md Source register that the figures cite. */
export const figureSources = {
  /** Federal Register doc 2025-20251: Part B premium and deductible for 2026, with the 2025 values. */
  S1: {
    id: 'S1',
    url: 'https://www.federalregister.gov/documents/2025/11/19/2025-20251/medicare-program-medicare-part-b-monthly-actuarial-rates-premium-rates-and-annual-deductible',
    official: true,
  },
  /** CMS fact sheet "2026 Medicare Parts A & B Premiums and Deductibles" (2025-11-14). */
  S2: {
    id: 'S2',
    url: 'https://www.cms.gov/newsroom/fact-sheets/2026-medicare-parts-b-premiums-deductibles',
    official: true,
  },
  /** 2025 Parts A & B premiums and deductibles, quoting CMS of 2024-11-08. */
  S3: {
    id: 'S3',
    url: 'https://newhorizonsmktg.com/announcements/2025-medicare-parts-a-b-premiums-and-deductibles',
    official: false,
  },
  /** 2026 Part A premiums, quoting Medicare.gov. */
  S4: {
    id: 'S4',
    url: 'https://amp.marca.com/en/lifestyle/us-news/personal-finance/2025/11/24/69245060ca4741712b8b45f0.html',
    official: false,
  },
  /** SSA "Medicare premiums: rules for higher-income beneficiaries" (verified 2026-09-27). */
  S5b: { id: 'S5b', url: 'https://www.ssa.gov/benefits/medicare/medicare-premiums.html', official: true },
  /** Projected 2026 IRMAA table: same thresholds (its premiums are superseded). */
  S6b: { id: 'S6b', url: 'https://irmaa.com/?p=2989', official: false },
  /** 2025 IRMAA table. */
  S7a: {
    id: 'S7a',
    url: 'https://q1medicare.com/news/Article.php?article=2025-irmaa-payments-for-part-d-and-part-b&article_id=1053&category_id=16',
    official: false,
  },
  /** CMS fact sheet "2026 Medicare Part D Bid Information…" (2025-07-28). */
  S8: {
    id: 'S8',
    url: 'https://www.cms.gov/newsroom/fact-sheets/2026-medicare-part-d-bid-information-and-part-d-premium-stabilization-demonstration-parameters',
    official: true,
  },
  /** Part D $2,000 out-of-pocket cap from 1 Jan 2025. */
  S9a: {
    id: 'S9a',
    url: 'https://cancercare.org/blog/change_medicare_part_d_prescription_drug_plan',
    official: false,
  },
  /** CMS CY2026 Part D parameters as reported: deductible $590 → $615, cap $2,000 → $2,100. */
  S9b: {
    id: 'S9b',
    url: 'https://bsicorporate.com/cms-updates-medicare-part-d-benefit-parameters-and-simplified-creditability-determination-for-2026',
    official: false,
  },
  /** Medicare.gov "Part D costs" (verified 2026-09-27): 2026 and 2027 deductible and cap. */
  S9d: { id: 'S9d', url: 'https://www.medicare.gov/health-drug-plans/part-d/basics/costs', official: true },
  /** Extra Help 2026 income limits. */
  S10a: {
    id: 'S10a',
    url: 'https://legalclarity.org/what-is-the-income-limit-for-low-income-subsidy',
    official: false,
  },
  /** Extra Help 2025 resource limits. */
  S10e: {
    id: 'S10e',
    url: 'https://attorney.elderlawanswers.com/medicare-prescription-drug-coverage-for-low-income-beneficiaries-12181',
    official: false,
  },
  /** CMS CY2026 LIS resource memo, as reported. */
  S10f: {
    id: 'S10f',
    url: 'https://blog.actionbenefits.com/cms-updates-resource-cost-sharing-limits-for-low-income-subsidy-in-2026',
    official: false,
  },
  /** Medigap standard benefit chart. */
  S18a: {
    id: 'S18a',
    url: 'https://www.farrlawfirm.com/what-are-the-differences-between-the-medicare-supplement-plans-and-should-you-switch-from-plan-f-to-plan-g',
    official: false,
  },
  /** Medigap Plan K limit 2026. */
  S18d: { id: 'S18d', url: 'https://seniorhealthcareplanning.com/medigap-plan-K', official: false },
  /** High-deductible Plan G 2025. */
  S18e: {
    id: 'S18e',
    url: 'https://www.goodrx.com/insurance/medicare/medigap-plan-g-pros-cons',
    official: false,
  },
  /** High-deductible F/G 2026. */
  S18f: {
    id: 'S18f',
    url: 'https://retiredinusa.com/772/altele/1039666/20015/medicare-costs-are-rising-in-2026/6',
    official: false,
  },
  /** MA in-network MOOP, 2025 and 2026 (the register's second S19b page; the first is louisvillecityinsurance.com). */
  S19b: { id: 'S19b', url: 'https://promisecare.com/?p=32325', official: false },
} satisfies Record<string, SourceInput>;

const { S1, S2, S3, S4, S5b, S6b, S7a, S8, S9a, S9b, S9d, S10a, S10e, S10f, S18a, S18d, S18e, S18f, S19b } =
  figureSources;

type MedigapPlanInput = z.input<typeof medigapPlanSchema>;
type MedigapBenefitsInput = MedigapPlanInput['benefits'];

/** The standard Medigap benefit chart (MEDICARE.md §5); the same in 2025 and 2026. */
const medigapBenefits = {
  A: {
    partACoinsuranceAndHospitalDays: 'yes',
    partBCoinsurance: 'yes',
    blood: 'yes',
    hospice: 'yes',
    skilledNursing: 'no',
    partADeductible: 'no',
    partBDeductible: 'no',
    partBExcessCharges: 'no',
    foreignTravelEmergency: 'no',
  },
  B: {
    partACoinsuranceAndHospitalDays: 'yes',
    partBCoinsurance: 'yes',
    blood: 'yes',
    hospice: 'yes',
    skilledNursing: 'no',
    partADeductible: 'yes',
    partBDeductible: 'no',
    partBExcessCharges: 'no',
    foreignTravelEmergency: 'no',
  },
  C: {
    partACoinsuranceAndHospitalDays: 'yes',
    partBCoinsurance: 'yes',
    blood: 'yes',
    hospice: 'yes',
    skilledNursing: 'yes',
    partADeductible: 'yes',
    partBDeductible: 'yes',
    partBExcessCharges: 'no',
    foreignTravelEmergency: 'yes',
  },
  D: {
    partACoinsuranceAndHospitalDays: 'yes',
    partBCoinsurance: 'yes',
    blood: 'yes',
    hospice: 'yes',
    skilledNursing: 'yes',
    partADeductible: 'yes',
    partBDeductible: 'no',
    partBExcessCharges: 'no',
    foreignTravelEmergency: 'yes',
  },
  F: {
    partACoinsuranceAndHospitalDays: 'yes',
    partBCoinsurance: 'yes',
    blood: 'yes',
    hospice: 'yes',
    skilledNursing: 'yes',
    partADeductible: 'yes',
    partBDeductible: 'yes',
    partBExcessCharges: 'yes',
    foreignTravelEmergency: 'yes',
  },
  G: {
    partACoinsuranceAndHospitalDays: 'yes',
    partBCoinsurance: 'yes',
    blood: 'yes',
    hospice: 'yes',
    skilledNursing: 'yes',
    partADeductible: 'yes',
    partBDeductible: 'no',
    partBExcessCharges: 'yes',
    foreignTravelEmergency: 'yes',
  },
  K: {
    partACoinsuranceAndHospitalDays: 'yes',
    partBCoinsurance: '50%',
    blood: '50%',
    hospice: '50%',
    skilledNursing: '50%',
    partADeductible: '50%',
    partBDeductible: 'no',
    partBExcessCharges: 'no',
    foreignTravelEmergency: 'no',
  },
  L: {
    partACoinsuranceAndHospitalDays: 'yes',
    partBCoinsurance: '75%',
    blood: '75%',
    hospice: '75%',
    skilledNursing: '75%',
    partADeductible: '75%',
    partBDeductible: 'no',
    partBExcessCharges: 'no',
    foreignTravelEmergency: 'no',
  },
  M: {
    partACoinsuranceAndHospitalDays: 'yes',
    partBCoinsurance: 'yes',
    blood: 'yes',
    hospice: 'yes',
    skilledNursing: 'yes',
    partADeductible: '50%',
    partBDeductible: 'no',
    partBExcessCharges: 'no',
    foreignTravelEmergency: 'yes',
  },
  N: {
    partACoinsuranceAndHospitalDays: 'yes',
    partBCoinsurance: { coverage: 'yes', note: 'Up to $20 office-visit and $50 emergency-room copays' },
    blood: 'yes',
    hospice: 'yes',
    skilledNursing: 'yes',
    partADeductible: 'yes',
    partBDeductible: 'no',
    partBExcessCharges: 'no',
    foreignTravelEmergency: 'yes',
  },
} satisfies Record<MedigapPlanInput['plan'], MedigapBenefitsInput>;

/** Row labels of the benefit chart, as MEDICARE.md §5 words them. */
export const medigapBenefitLabels = {
  partACoinsuranceAndHospitalDays: 'Part A coinsurance + 365 extra hospital days',
  partBCoinsurance: 'Part B coinsurance/copay',
  blood: 'Blood (first 3 pints)',
  hospice: 'Hospice coinsurance',
  skilledNursing: 'Skilled nursing coinsurance',
  partADeductible: 'Part A deductible',
  partBDeductible: 'Part B deductible',
  partBExcessCharges: 'Part B excess charges',
  foreignTravelEmergency: 'Foreign travel emergency (80%, up to plan limits)',
} satisfies Record<(typeof medigapBenefitKeys)[number], string>;

const planLUnverified =
  'MEDICARE.md marks the Plan L limit Unverified (no source found); S18d is the source it cites for the K/L limits.';
const kl2025Unverified =
  'MEDICARE.md marks the 2025 K/L limits Unverified (no source found); S18d is the source it cites for the K/L limits.';
const extraHelp2026Note =
  'MEDICARE.md lists the 2026 Extra Help limits as not verified: consistent across secondary sources quoting ' +
  'SSA POMS HI 03001.020 / 03030.025 and Medicare.gov, but the official pages were not read directly.';

export const figuresData = {
  '2025': {
    checked: '2026-11-21',
    partB: {
      standardPremium: { value: 185, source: S1, verified: true },
      deductible: { value: 257, source: S1, verified: true },
      immunosuppressivePremium: { value: 110.4, source: S1, verified: true },
    },
    partA: {
      deductible: { value: 1676, source: S2, verified: true },
      coinsuranceDays61to90: { value: 419, source: S2, verified: true },
      lifetimeReserveDay: { value: 838, source: S2, verified: true },
      snfDays21to100: { value: 209.5, source: S2, verified: true },
      premiumFull: { value: 518, source: S3, verified: true },
      premiumReduced: { value: 285, source: S3, verified: true },
    },
    partD: {
      baseBeneficiaryPremium: { value: 36.78, source: S8, verified: true },
      maxDeductible: { value: 590, source: S9b, verified: true },
      outOfPocketCap: { value: 2000, source: S9a, verified: true },
    },
    maMoop: {
      inNetwork: { value: 9350, source: S19b, verified: true },
    },
    extraHelp: {
      resourcesIndividual: {
        value: 17600,
        source: S10e,
        verified: true,
        note: 'Counts the $1,500-per-person burial allowance.',
      },
      resourcesCouple: {
        value: 35130,
        source: S10e,
        verified: true,
        note: 'Counts the $1,500-per-person burial allowance.',
      },
    },
    irmaa: {
      magiYear: 2023,
      source: S7a,
      verified: true,
      separateFiling: { source: S7a, verified: true },
      brackets: [
        {
          tier: 0,
          individual: { over: null, inclusiveOver: false, upTo: 106000, inclusiveUpTo: true },
          joint: { over: null, inclusiveOver: false, upTo: 212000, inclusiveUpTo: true },
          separate: { over: null, inclusiveOver: false, upTo: 106000, inclusiveUpTo: true },
          partBTotal: 185,
          partDAddOn: 0,
        },
        {
          tier: 1,
          individual: { over: 106000, inclusiveOver: false, upTo: 133000, inclusiveUpTo: true },
          joint: { over: 212000, inclusiveOver: false, upTo: 266000, inclusiveUpTo: true },
          separate: null,
          partBTotal: 259,
          partDAddOn: 13.7,
        },
        {
          tier: 2,
          individual: { over: 133000, inclusiveOver: false, upTo: 167000, inclusiveUpTo: true },
          joint: { over: 266000, inclusiveOver: false, upTo: 334000, inclusiveUpTo: true },
          separate: null,
          partBTotal: 370,
          partDAddOn: 35.3,
        },
        {
          tier: 3,
          individual: { over: 167000, inclusiveOver: false, upTo: 200000, inclusiveUpTo: true },
          joint: { over: 334000, inclusiveOver: false, upTo: 400000, inclusiveUpTo: true },
          separate: null,
          partBTotal: 480.9,
          partDAddOn: 57,
        },
        {
          tier: 4,
          individual: { over: 200000, inclusiveOver: false, upTo: 500000, inclusiveUpTo: false },
          joint: { over: 400000, inclusiveOver: false, upTo: 750000, inclusiveUpTo: false },
          separate: { over: 106000, inclusiveOver: false, upTo: 394000, inclusiveUpTo: false },
          partBTotal: 591.9,
          partDAddOn: 78.6,
        },
        {
          tier: 5,
          individual: { over: 500000, inclusiveOver: true, upTo: null, inclusiveUpTo: false },
          joint: { over: 750000, inclusiveOver: true, upTo: null, inclusiveUpTo: false },
          separate: { over: 394000, inclusiveOver: true, upTo: null, inclusiveUpTo: false },
          partBTotal: 628.9,
          partDAddOn: 85.8,
        },
      ],
    },
    medigap: {
      source: S18a,
      verified: true,
      plans: [
        { plan: 'A', availableToNewEnrollees: true, benefits: medigapBenefits.A, outOfPocketLimit: null },
        { plan: 'B', availableToNewEnrollees: true, benefits: medigapBenefits.B, outOfPocketLimit: null },
        { plan: 'C', availableToNewEnrollees: false, benefits: medigapBenefits.C, outOfPocketLimit: null },
        { plan: 'D', availableToNewEnrollees: true, benefits: medigapBenefits.D, outOfPocketLimit: null },
        { plan: 'F', availableToNewEnrollees: false, benefits: medigapBenefits.F, outOfPocketLimit: null },
        { plan: 'G', availableToNewEnrollees: true, benefits: medigapBenefits.G, outOfPocketLimit: null },
        {
          plan: 'K',
          availableToNewEnrollees: true,
          benefits: medigapBenefits.K,
          outOfPocketLimit: { value: 7220, source: S18d, verified: false, note: kl2025Unverified },
        },
        {
          plan: 'L',
          availableToNewEnrollees: true,
          benefits: medigapBenefits.L,
          outOfPocketLimit: { value: 3610, source: S18d, verified: false, note: kl2025Unverified },
        },
        { plan: 'M', availableToNewEnrollees: true, benefits: medigapBenefits.M, outOfPocketLimit: null },
        { plan: 'N', availableToNewEnrollees: true, benefits: medigapBenefits.N, outOfPocketLimit: null },
      ],
      highDeductibleG: {
        deductible: { value: 2870, source: S18e, verified: true },
      },
    },
  },
  '2026': {
    checked: '2026-11-21',
    partB: {
      standardPremium: { value: 202.9, source: S2, verified: true },
      deductible: { value: 283, source: S2, verified: true },
      immunosuppressivePremium: { value: 121.6, source: S1, verified: true },
    },
    partA: {
      deductible: { value: 1736, source: S2, verified: true },
      coinsuranceDays61to90: { value: 434, source: S2, verified: true },
      lifetimeReserveDay: { value: 868, source: S2, verified: true },
      snfDays21to100: { value: 217, source: S2, verified: true },
      premiumFull: { value: 565, source: S4, verified: true },
      premiumReduced: { value: 311, source: S4, verified: true },
    },
    partD: {
      baseBeneficiaryPremium: { value: 38.99, source: S8, verified: true },
      maxDeductible: { value: 615, source: S9d, verified: true },
      outOfPocketCap: { value: 2100, source: S9d, verified: true },
    },
    maMoop: {
      inNetwork: {
        value: 9250,
        source: S19b,
        verified: false,
        note: 'Secondary sources only (MEDICARE.md, Figures not verified #3).',
      },
    },
    extraHelp: {
      incomeIndividual: {
        value: 23940,
        source: S10a,
        verified: false,
        note: `150% of the 2026 poverty guideline ($15,960); higher in Alaska and Hawaii. ${extraHelp2026Note}`,
      },
      incomeCouple: {
        value: 32460,
        source: S10a,
        verified: false,
        note: `150% of the 2026 poverty guideline ($21,640); higher in Alaska and Hawaii. ${extraHelp2026Note}`,
      },
      resourcesIndividual: {
        value: 18090,
        source: S10f,
        verified: false,
        note: `Counts the $1,500 burial allowance ($16,590 without it). ${extraHelp2026Note}`,
      },
      resourcesCouple: {
        value: 36100,
        source: S10f,
        verified: false,
        note: `Counts the $1,500-per-person burial allowance ($33,100 without it). ${extraHelp2026Note}`,
      },
    },
    irmaa: {
      magiYear: 2024,
      source: S5b,
      verified: true,
      separateFiling: {
        source: S6b,
        verified: false,
        note: 'The $391,000 threshold comes from SSA POMS wording quoted in a secondary source (S6, no address) and matches the projected table of S6b.',
      },
      brackets: [
        {
          tier: 0,
          individual: { over: null, inclusiveOver: false, upTo: 109000, inclusiveUpTo: true },
          joint: { over: null, inclusiveOver: false, upTo: 218000, inclusiveUpTo: true },
          separate: { over: null, inclusiveOver: false, upTo: 109000, inclusiveUpTo: true },
          partBTotal: 202.9,
          partDAddOn: 0,
        },
        {
          tier: 1,
          individual: { over: 109000, inclusiveOver: false, upTo: 137000, inclusiveUpTo: true },
          joint: { over: 218000, inclusiveOver: false, upTo: 274000, inclusiveUpTo: true },
          separate: null,
          partBTotal: 284.1,
          partDAddOn: 14.5,
        },
        {
          tier: 2,
          individual: { over: 137000, inclusiveOver: false, upTo: 171000, inclusiveUpTo: true },
          joint: { over: 274000, inclusiveOver: false, upTo: 342000, inclusiveUpTo: true },
          separate: null,
          partBTotal: 405.8,
          partDAddOn: 37.5,
        },
        {
          tier: 3,
          individual: { over: 171000, inclusiveOver: false, upTo: 205000, inclusiveUpTo: true },
          joint: { over: 342000, inclusiveOver: false, upTo: 410000, inclusiveUpTo: true },
          separate: null,
          partBTotal: 527.5,
          partDAddOn: 60.4,
        },
        {
          tier: 4,
          individual: { over: 205000, inclusiveOver: false, upTo: 500000, inclusiveUpTo: false },
          joint: { over: 410000, inclusiveOver: false, upTo: 750000, inclusiveUpTo: false },
          separate: { over: 109000, inclusiveOver: false, upTo: 391000, inclusiveUpTo: false },
          partBTotal: 649.2,
          partDAddOn: 83.3,
        },
        {
          tier: 5,
          individual: { over: 500000, inclusiveOver: true, upTo: null, inclusiveUpTo: false },
          joint: { over: 750000, inclusiveOver: true, upTo: null, inclusiveUpTo: false },
          separate: { over: 391000, inclusiveOver: true, upTo: null, inclusiveUpTo: false },
          partBTotal: 689.9,
          partDAddOn: 91,
        },
      ],
    },
    medigap: {
      source: S18a,
      verified: true,
      plans: [
        { plan: 'A', availableToNewEnrollees: true, benefits: medigapBenefits.A, outOfPocketLimit: null },
        { plan: 'B', availableToNewEnrollees: true, benefits: medigapBenefits.B, outOfPocketLimit: null },
        { plan: 'C', availableToNewEnrollees: false, benefits: medigapBenefits.C, outOfPocketLimit: null },
        { plan: 'D', availableToNewEnrollees: true, benefits: medigapBenefits.D, outOfPocketLimit: null },
        { plan: 'F', availableToNewEnrollees: false, benefits: medigapBenefits.F, outOfPocketLimit: null },
        { plan: 'G', availableToNewEnrollees: true, benefits: medigapBenefits.G, outOfPocketLimit: null },
        {
          plan: 'K',
          availableToNewEnrollees: true,
          benefits: medigapBenefits.K,
          outOfPocketLimit: { value: 8000, source: S18d, verified: true },
        },
        {
          plan: 'L',
          availableToNewEnrollees: true,
          benefits: medigapBenefits.L,
          outOfPocketLimit: { value: 4000, source: S18d, verified: false, note: planLUnverified },
        },
        { plan: 'M', availableToNewEnrollees: true, benefits: medigapBenefits.M, outOfPocketLimit: null },
        { plan: 'N', availableToNewEnrollees: true, benefits: medigapBenefits.N, outOfPocketLimit: null },
      ],
      highDeductibleG: {
        deductible: {
          value: 2950,
          source: S18f,
          verified: false,
          note: 'One secondary source only (MEDICARE.md, Figures not verified #4).',
        },
      },
    },
  },
  // Only what is announced, never a projection: the 2027 Part D base premium and Medicare Advantage limits seen on
  // secondary pages were projections and are left out; the site shows 2026's with their year until CMS publishes.
  '2027': {
    checked: '2026-11-28',
    partD: {
      maxDeductible: { value: 700, source: S9d, verified: true },
      outOfPocketCap: { value: 2400, source: S9d, verified: true },
    },
  },
} satisfies z.input<typeof figuresSchema>;

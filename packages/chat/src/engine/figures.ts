// Passages generated from the Medicare figures of @agency/content, each naming the year of its figures.
//
// A year holds the figures announced so far. For the plan year, a passage gives the plan year's figures, or while
// they are not in the figures yet the latest earlier year's, saying so ("The 2027 amounts are not in our figures yet (checked …): in
// 2026, ..."), in the same sentence as the figures so no answer gives one without the other. The year before the
// plan year, the year before that, and the year after it get a passage only for figures of their own.
import {
  fillTokens,
  figureIn,
  figureYears,
  formatMoney,
  getChatCopy,
  partBLatePenalty,
  partDLatePenalty,
  pendingWords,
} from '@agency/content';
import type { Figures } from '@agency/content';
import type { Passage } from './passage.ts';

/** The figures of one year, read by path ("partB.standardPremium"); undefined where the year has none. */
interface YearReader {
  /** The year of the figures. */
  year: number;
  value(path: string): number | undefined;
  /** The same figure the year before, if any. */
  previous(path: string): number | undefined;
  verified(path: string): boolean;
}

function readerOf(figures: Figures, year: number): YearReader {
  return {
    year,
    value: (path) => figureIn(path, year, figures)?.value,
    previous: (path) => figureIn(path, year - 1, figures)?.value,
    verified: (path) => figureIn(path, year, figures)?.verified === true,
  };
}

/** What a passage needs to be written: the figures it must have, and how to write it. */
interface FigurePassage {
  key: string;
  topic: Passage['topic'];
  title: (year: number) => string;
  keywords: string;
  url?: string;
  /** Paths that must all be present in one year for the passage to speak of that year. */
  requires: ReadonlyArray<string>;
  /** Paths the text uses when present. */
  optional?: ReadonlyArray<string>;
  /**
   * The text computes with its figures (a penalty): only figures verified by an official source are used, and a
   * newer year known only from sources not confirmed is named as such.
   */
  verifiedOnly?: boolean;
  /** The text. `inYear` opens the sentence that gives the figures: "In 2026" or "The 2027 amounts are … in 2026". */
  text: (figures: YearReader, inYear: string) => string | undefined;
}

const money = formatMoney;

const figurePassageKinds: ReadonlyArray<FigurePassage> = [
  {
    key: 'part-b',
    topic: 'part-b-cost',
    title: (year) => `Part B premium and deductible in ${year}`,
    keywords: 'part b cost premium deductible monthly price how much standard',
    url: '/medicare-timeline',
    requires: ['partB.standardPremium', 'partB.deductible'],
    text: (f, inYear) => {
      const before = f.previous('partB.standardPremium');
      return (
        `${inYear}, the standard Part B premium is ${money(f.value('partB.standardPremium')!)} a month` +
        `${before === undefined ? '' : ` (it was ${money(before)} in ${f.year - 1})`}, and the Part B deductible ` +
        `is ${money(f.value('partB.deductible')!)} for the year. ` +
        'People with higher incomes pay more, an amount called IRMAA. ' +
        'You pay the Part B premium even if you join a Medicare Advantage plan.'
      );
    },
  },
  {
    key: 'part-b-immunosuppressive',
    topic: 'part-b-cost',
    title: (year) => `Part B coverage of immunosuppressive drugs only in ${year}`,
    keywords:
      'kidney transplant anti-rejection antirejection immunosuppressive immunosuppressant drugs part b only premium medicare ending',
    requires: ['partB.immunosuppressivePremium'],
    text: (f, inYear) => {
      const before = f.previous('partB.immunosuppressivePremium');
      return (
        `${inYear}, the premium for Part B coverage of immunosuppressive drugs only (the drugs that keep a ` +
        `transplanted kidney from being rejected) is ${money(f.value('partB.immunosuppressivePremium')!)} a month` +
        `${before === undefined ? '' : ` (it was ${money(before)} in ${f.year - 1})`}. ` +
        'It covers those drugs only, not other care. Social Security can tell you whether you qualify.'
      );
    },
  },
  {
    key: 'part-a',
    topic: 'part-a-cost',
    title: (year) => `Part A hospital costs in ${year}`,
    keywords:
      'part a cost premium deductible hospital stay inpatient how much skilled nursing facility snf nursing home copay coinsurance days 21 to 100 days 61 to 90 per day',
    requires: [
      'partA.deductible',
      'partA.premiumReduced',
      'partA.premiumFull',
      'partA.coinsuranceDays61to90',
      'partA.snfDays21to100',
    ],
    text: (f, inYear) => {
      const before = f.previous('partA.deductible');
      return (
        `${inYear}, the Part A hospital deductible is ${money(f.value('partA.deductible')!)} for each benefit ` +
        `period${before === undefined ? '' : ` (it was ${money(before)} in ${f.year - 1})`}. ` +
        'Part A has no premium for people with 40 or more quarters of covered work; ' +
        `with 30 to 39 quarters it is ${money(f.value('partA.premiumReduced')!)} a month, and with fewer than 30 ` +
        `quarters ${money(f.value('partA.premiumFull')!)} a month. ` +
        `Hospital coinsurance is ${money(f.value('partA.coinsuranceDays61to90')!)} a day for days 61 to 90, and ` +
        `skilled nursing facility coinsurance is ${money(f.value('partA.snfDays21to100')!)} a day for days 21 to 100.`
      );
    },
  },
  {
    key: 'part-d',
    topic: 'part-d',
    title: (year) => `Part D drug costs in ${year}`,
    keywords: 'part d drug cost deductible cap limit donut coverage gap how much next year',
    url: '/part-d',
    requires: ['partD.maxDeductible', 'partD.outOfPocketCap'],
    text: (f, inYear) =>
      `${inYear}, a Part D plan's deductible can be no more than ${money(f.value('partD.maxDeductible')!)}, ` +
      'and after the deductible you pay 25% of the cost of covered drugs. ' +
      `Once your out-of-pocket drug costs reach ${money(f.value('partD.outOfPocketCap')!)} in ${f.year}, ` +
      'you pay nothing more for covered drugs that year. ' +
      'There has been no coverage gap (donut hole) since January 1, 2025.',
  },
  {
    key: 'irmaa',
    topic: 'irmaa',
    title: (year) => `IRMAA in ${year}`,
    keywords: 'irmaa income higher income surcharge threshold bracket premium',
    url: '/irmaa-calculator',
    requires: [
      'irmaa.magiYear',
      'irmaa.brackets.1.individual.over',
      'irmaa.brackets.1.joint.over',
      'irmaa.brackets.1.partBTotal',
      'irmaa.brackets.5.partBTotal',
      'irmaa.brackets.1.partDAddOn',
      'irmaa.brackets.5.partDAddOn',
      'partB.standardPremium',
    ],
    text: (f, inYear) =>
      'IRMAA (income-related monthly adjustment amount) is an extra amount people with higher incomes pay ' +
      `for Part B and Part D. ${inYear}, it applies when your ${f.value('irmaa.magiYear')} income (MAGI) was ` +
      `above ${money(f.value('irmaa.brackets.1.individual.over')!)} on an individual tax return or ` +
      `${money(f.value('irmaa.brackets.1.joint.over')!)} on a joint return. ` +
      `Then your Part B premium is ${money(f.value('irmaa.brackets.1.partBTotal')!)} to ` +
      `${money(f.value('irmaa.brackets.5.partBTotal')!)} a month instead of ` +
      `${money(f.value('partB.standardPremium')!)}, and ${money(f.value('irmaa.brackets.1.partDAddOn')!)} to ` +
      `${money(f.value('irmaa.brackets.5.partDAddOn')!)} a month is added to your Part D premium.`,
  },
  {
    key: 'extra-help',
    topic: 'extra-help',
    title: (year) => `Extra Help limits in ${year}`,
    keywords: 'extra help low income subsidy lis qualify limit resources savings income',
    url: '/part-d#extra-help',
    requires: ['extraHelp.resourcesIndividual', 'extraHelp.resourcesCouple'],
    optional: ['extraHelp.incomeIndividual', 'extraHelp.incomeCouple'],
    text: (f, inYear) => {
      const individual = f.value('extraHelp.incomeIndividual');
      const couple = f.value('extraHelp.incomeCouple');
      const income =
        individual !== undefined && couple !== undefined
          ? `your yearly income is below ${money(individual)} for one person or ${money(couple)} for a married ` +
            'couple, and '
          : '';
      return (
        'Extra Help is a Medicare program that lowers Part D drug costs for people with limited income and ' +
        `savings. ${inYear}, you may qualify if ${income}your resources are below ` +
        `${money(f.value('extraHelp.resourcesIndividual')!)} for one person or ` +
        `${money(f.value('extraHelp.resourcesCouple')!)} for a couple (counting a burial allowance). ` +
        'The limits are higher in Alaska and Hawaii. ' +
        'People with Extra Help pay no Part D late enrollment penalty.'
      );
    },
  },
  {
    key: 'ma-moop',
    topic: 'medicare-advantage',
    title: (year) => `Medicare Advantage out-of-pocket limit in ${year}`,
    keywords: 'medicare advantage maximum out of pocket limit moop yearly most',
    url: '/medicare-advantage#costs',
    requires: ['maMoop.inNetwork'],
    optional: ['maMoop.combined'],
    text: (f, inYear) => {
      const combined = f.value('maMoop.combined');
      return (
        `${inYear}, Medicare allows a Medicare Advantage plan an in-network out-of-pocket limit of at most ` +
        `${money(f.value('maMoop.inNetwork')!)} for covered Part A and Part B services` +
        `${combined === undefined ? '' : `, and at most ${money(combined)} for in-network and out-of-network care combined`}. ` +
        'Each plan sets its own limit, and many are lower, so compare them. Original Medicare on its own has no ' +
        'such limit.'
      );
    },
  },
  {
    key: 'part-b-penalty',
    topic: 'penalties',
    title: (year) => `Part B late enrollment penalty in ${year}`,
    keywords: 'part b late enrollment penalty sign up late how much cost',
    url: '/medicare-timeline#late-penalties',
    requires: ['partB.standardPremium'],
    verifiedOnly: true,
    text: (f, inYear) => {
      const penalty = partBLatePenalty({
        monthsWithoutCoverage: 12,
        standardPremium: f.value('partB.standardPremium')!,
      });
      return (
        'The Part B late enrollment penalty is 10% of the standard premium for each full 12 months you could have ' +
        `had Part B but did not. ${inYear}, one full year late adds ${money(penalty.monthlyPenalty)} a month, for ` +
        'as long as you have Part B. There is no penalty if you delayed because you had job-based coverage from ' +
        'current work.'
      );
    },
  },
  {
    key: 'part-d-penalty',
    topic: 'penalties',
    title: (year) => `Part D late enrollment penalty in ${year}`,
    keywords: 'part d drug late enrollment penalty sign up late how much cost 63 days creditable',
    url: '/part-d#late-penalty',
    requires: ['partD.baseBeneficiaryPremium'],
    verifiedOnly: true,
    text: (f, inYear) => {
      const base = f.value('partD.baseBeneficiaryPremium')!;
      const penalty = partDLatePenalty({ uncoveredMonths: 12, baseBeneficiaryPremium: base });
      return (
        'The Part D late enrollment penalty applies after 63 days or more in a row without Part D or other ' +
        'creditable drug coverage. It is 1% of the national base beneficiary premium for each full month without ' +
        `coverage. ${inYear}, that premium is ${money(base)}, so 12 months add about ` +
        `${money(penalty.monthlyPenalty)} a month, for as long as you have Part D. ` +
        'People with Extra Help pay no penalty.'
      );
    },
  },
  {
    key: 'medigap',
    topic: 'medigap',
    title: (year) => `Medigap figures in ${year}`,
    keywords: 'medigap plan k high deductible plan g limit deductible',
    url: '/medicare-supplement#standardized-plans',
    requires: ['medigap.highDeductibleG.deductible'],
    text: (f, inYear) => {
      // Only figures MEDICARE.md counts as verified.
      const facts = [
        f.verified('medigap.plans.K.outOfPocketLimit')
          ? `Medigap Plan K's yearly out-of-pocket limit is ${money(f.value('medigap.plans.K.outOfPocketLimit')!)}`
          : '',
        f.verified('medigap.highDeductibleG.deductible')
          ? `high-deductible Plan G has a ${money(f.value('medigap.highDeductibleG.deductible')!)} deductible`
          : '',
      ].filter(Boolean);
      return facts.length > 0 ? `${inYear}, ${facts.join(', and ')}.` : undefined;
    },
  },
];

/** The latest year up to `year` that has every one of `paths` (verified by an official source, if asked). */
function yearWithAll(
  figures: Figures,
  paths: ReadonlyArray<string>,
  year: number,
  verifiedOnly = false,
): number | undefined {
  return figureYears(figures)
    .filter((candidate) => candidate <= year)
    .reverse()
    .find((candidate) =>
      paths.every((path) => {
        const figure = figureIn(path, candidate, figures);
        return figure !== undefined && (!verifiedOnly || figure.verified);
      }),
    );
}

/**
 * Figure passages for the plan year (its own figures, or the latest in the figures with "not in our figures yet"), for the
 * two years before it (each with figures of its own), and for the year after it where that year already has figures.
 * Every passage names its year.
 */
export function figurePassages(figures: Figures, planYear: number): Passage[] {
  const passages: Passage[] = [];
  const words = getChatCopy().figures;
  for (const year of [planYear - 2, planYear - 1, planYear, planYear + 1]) {
    for (const kind of figurePassageKinds) {
      const dataYear = yearWithAll(figures, kind.requires, year, kind.verifiedOnly);
      if (dataYear === undefined || (dataYear !== year && year !== planYear)) continue;
      // A newer year known only from sources not confirmed yet: "The 2027 amounts reported so far are not
      // confirmed by an official source yet: in 2026".
      const newest = kind.verifiedOnly ? yearWithAll(figures, kind.requires, year) : dataYear;
      // "The 2027 amounts are not in our figures yet (checked …): in 2026" while the plan year's figures are pending.
      const pending = pendingWords(year, dataYear).pendingMany;
      let inYear =
        newest !== undefined && newest > dataYear
          ? `${fillTokens(words.unconfirmedMany, { planYear: newest })}: in ${dataYear}`
          : pending
            ? `${pending.replace(/\.$/, '')}: in ${dataYear}`
            : `In ${dataYear}`;
      // Figures of that year not confirmed by an official source are named as such, in the same sentence.
      const used = [...kind.requires, ...(kind.optional ?? [])].filter(
        (path) => figureIn(path, dataYear, figures) !== undefined,
      );
      if (used.some((path) => figureIn(path, dataYear, figures)?.verified !== true))
        inYear += ` (${words.unconfirmed})`;
      const text = kind.text(readerOf(figures, dataYear), inYear);
      if (text === undefined) continue;
      passages.push({
        id: `figure:${year}:${kind.key}`,
        kind: 'figure',
        topic: kind.topic,
        year,
        title: kind.title(year),
        keywords: kind.keywords,
        text,
        ...(kind.url ? { url: kind.url } : {}),
      });
    }
  }
  return passages;
}

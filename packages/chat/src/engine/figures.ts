// Passages generated from the Medicare figures of @agency/content, one set per year, each naming its year.
import { partBLatePenalty, partDLatePenalty } from '@agency/content';
import type { Figures, PartialYearFigures, YearFigures } from '@agency/content';
import type { Passage } from './passage.ts';
import { dollars } from './text.ts';

/** The entry of one year; own keys only, so no name of Object.prototype is ever read as a year. */
function yearEntry(figures: Figures, year: number): unknown {
  const key = String(year);
  return Object.hasOwn(figures, key) ? (figures as Record<string, unknown>)[key] : undefined;
}

function fullYear(figures: Figures, year: number): YearFigures | undefined {
  const entry = yearEntry(figures, year);
  return entry && typeof entry === 'object' && 'partB' in entry ? (entry as YearFigures) : undefined;
}

function partialYear(figures: Figures, year: number): PartialYearFigures | undefined {
  const entry = yearEntry(figures, year);
  return entry && typeof entry === 'object' && 'partD' in entry ? (entry as PartialYearFigures) : undefined;
}

function money(value: number): string {
  return dollars(value);
}

/** Passages for one year whose Part A/B figures are published. */
function yearPassages(year: number, figures: YearFigures, previous: YearFigures | undefined): Passage[] {
  const { partA, partB, partD, maMoop, extraHelp, irmaa, medigap } = figures;
  const passages: Passage[] = [];
  const was = (value: number | undefined) =>
    previous && value !== undefined ? ` (it was ${money(value)} in ${year - 1})` : '';

  passages.push({
    id: `figure:${year}:part-b`,
    kind: 'figure',
    topic: 'part-b-cost',
    year,
    title: `Part B premium and deductible in ${year}`,
    keywords: 'part b cost premium deductible monthly price how much standard',
    text:
      `In ${year}, the standard Part B premium is ${money(partB.standardPremium.value)} a month` +
      `${was(previous?.partB.standardPremium.value)}, and the Part B deductible is ` +
      `${money(partB.deductible.value)} for the year. ` +
      'People with higher incomes pay more, an amount called IRMAA. ' +
      'You pay the Part B premium even if you join a Medicare Advantage plan.',
    url: '/medicare-timeline',
  });

  passages.push({
    id: `figure:${year}:part-a`,
    kind: 'figure',
    topic: 'part-a-cost',
    year,
    title: `Part A hospital costs in ${year}`,
    keywords: 'part a cost premium deductible hospital stay inpatient how much',
    text:
      `In ${year}, the Part A hospital deductible is ${money(partA.deductible.value)} for each benefit period` +
      `${was(previous?.partA.deductible.value)}. ` +
      'Part A has no premium for people with 40 or more quarters of covered work; ' +
      `with 30 to 39 quarters it is ${money(partA.premiumReduced.value)} a month, and with fewer than 30 quarters ` +
      `${money(partA.premiumFull.value)} a month. ` +
      `Hospital coinsurance is ${money(partA.coinsuranceDays61to90.value)} a day for days 61 to 90, and ` +
      `skilled nursing facility coinsurance is ${money(partA.snfDays21to100.value)} a day for days 21 to 100.`,
  });

  passages.push({
    id: `figure:${year}:part-d`,
    kind: 'figure',
    topic: 'part-d',
    year,
    title: `Part D drug costs in ${year}`,
    keywords: 'part d drug cost deductible cap limit donut coverage gap how much',
    text:
      `In ${year}, a Part D plan's deductible can be no more than ${money(partD.maxDeductible.value)}, ` +
      'and after the deductible you pay 25% of the cost of covered drugs. ' +
      `Once your out-of-pocket drug costs reach ${money(partD.outOfPocketCap.value)} in ${year}, ` +
      'you pay nothing more for covered drugs that year. ' +
      'There has been no coverage gap (donut hole) since January 1, 2025.',
    url: '/part-d',
  });

  const bracket1 = irmaa.brackets[1];
  const bracketTop = irmaa.brackets[irmaa.brackets.length - 1];
  if (bracket1?.individual.over && bracket1.joint.over && bracketTop) {
    passages.push({
      id: `figure:${year}:irmaa`,
      kind: 'figure',
      topic: 'irmaa',
      year,
      title: `IRMAA in ${year}`,
      keywords: 'irmaa income higher income surcharge threshold bracket premium',
      text:
        'IRMAA (income-related monthly adjustment amount) is an extra amount people with higher incomes pay ' +
        `for Part B and Part D. In ${year}, it applies when your ${irmaa.magiYear} income (MAGI) was above ` +
        `${money(bracket1.individual.over)} on an individual tax return or ${money(bracket1.joint.over)} on a ` +
        'joint return. ' +
        `Then your Part B premium is ${money(bracket1.partBTotal)} to ${money(bracketTop.partBTotal)} a month ` +
        `instead of ${money(partB.standardPremium.value)}, and ${money(bracket1.partDAddOn)} to ` +
        `${money(bracketTop.partDAddOn)} a month is added to your Part D premium.`,
      url: '/irmaa-calculator',
    });
  }

  const income =
    extraHelp.incomeIndividual && extraHelp.incomeCouple
      ? `your yearly income is below ${money(extraHelp.incomeIndividual.value)} for one person or ` +
        `${money(extraHelp.incomeCouple.value)} for a married couple, and `
      : '';
  passages.push({
    id: `figure:${year}:extra-help`,
    kind: 'figure',
    topic: 'extra-help',
    year,
    title: `Extra Help limits in ${year}`,
    keywords: 'extra help low income subsidy lis qualify limit resources savings income',
    text:
      'Extra Help is a Medicare program that lowers Part D drug costs for people with limited income and ' +
      `savings. In ${year}, you may qualify if ${income}your resources are below ` +
      `${money(extraHelp.resourcesIndividual.value)} for one person or ${money(extraHelp.resourcesCouple.value)} ` +
      'for a couple (counting a burial allowance). People with Extra Help pay no Part D late enrollment penalty.',
    url: '/part-d#extra-help',
  });

  passages.push({
    id: `figure:${year}:ma-moop`,
    kind: 'figure',
    topic: 'medicare-advantage',
    year,
    title: `Medicare Advantage out-of-pocket limit in ${year}`,
    keywords: 'medicare advantage maximum out of pocket limit moop yearly most',
    text:
      `In ${year}, Medicare allows a Medicare Advantage plan an in-network out-of-pocket limit of at most ` +
      `${money(maMoop.inNetwork.value)} for covered Part A and Part B services. ` +
      'Each plan sets its own limit, and many are lower, so compare them. Original Medicare on its own has no ' +
      'such limit.',
    url: '/medicare-advantage#costs',
  });

  const planB = partBLatePenalty({ monthsWithoutCoverage: 12, standardPremium: partB.standardPremium.value });
  const planD = partDLatePenalty({
    uncoveredMonths: 12,
    baseBeneficiaryPremium: partD.baseBeneficiaryPremium.value,
  });
  passages.push({
    id: `figure:${year}:part-b-penalty`,
    kind: 'figure',
    topic: 'penalties',
    year,
    title: `Part B late enrollment penalty in ${year}`,
    keywords: 'part b late enrollment penalty sign up late how much cost',
    text:
      'The Part B late enrollment penalty is 10% of the standard premium for each full 12 months you could have ' +
      `had Part B but did not. In ${year}, one full year late adds ${money(planB.monthlyPenalty)} a month, for ` +
      'as long as you have Part B. There is no penalty if you delayed because you had job-based coverage from ' +
      'current work.',
    url: '/medicare-timeline#late-penalties',
  });
  passages.push({
    id: `figure:${year}:part-d-penalty`,
    kind: 'figure',
    topic: 'penalties',
    year,
    title: `Part D late enrollment penalty in ${year}`,
    keywords: 'part d drug late enrollment penalty sign up late how much cost 63 days creditable',
    text:
      'The Part D late enrollment penalty applies after 63 days or more in a row without Part D or other ' +
      'creditable drug coverage. It is 1% of the national base beneficiary premium ' +
      `(${money(partD.baseBeneficiaryPremium.value)} in ${year}) for each full month without coverage: 12 months ` +
      `add about ${money(planD.monthlyPenalty)} a month, for as long as you have Part D. ` +
      'People with Extra Help pay no penalty.',
    url: '/part-d#late-penalty',
  });

  const planK = medigap.plans.find((plan) => plan.plan === 'K')?.outOfPocketLimit;
  const hdg = medigap.highDeductibleG.deductible;
  const medigapFacts = [
    planK?.verified ? `Medigap Plan K's yearly out-of-pocket limit is ${money(planK.value)} in ${year}.` : '',
    hdg.verified ? `High-deductible Plan G has a ${money(hdg.value)} deductible in ${year}.` : '',
  ].filter(Boolean);
  if (medigapFacts.length > 0) {
    passages.push({
      id: `figure:${year}:medigap`,
      kind: 'figure',
      topic: 'medigap',
      year,
      title: `Medigap figures in ${year}`,
      keywords: 'medigap plan k high deductible plan g limit deductible',
      text: medigapFacts.join(' '),
      url: '/medicare-supplement#standardized-plans',
    });
  }
  return passages;
}

/**
 * Figure passages for the plan year and the year before it, plus the next plan year's published Part D figures.
 * Every passage names its year.
 */
export function figurePassages(figures: Figures, planYear: number): Passage[] {
  const passages: Passage[] = [];
  for (const year of [planYear - 1, planYear]) {
    const current = fullYear(figures, year);
    if (current) passages.push(...yearPassages(year, current, fullYear(figures, year - 1)));
  }
  const next = partialYear(figures, planYear + 1);
  if (next && !fullYear(figures, planYear + 1)) {
    const year = planYear + 1;
    passages.push({
      id: `figure:${year}:part-d`,
      kind: 'figure',
      topic: 'part-d',
      year,
      title: `Part D drug costs in ${year}`,
      keywords: 'part d drug cost deductible cap limit next year',
      text:
        `For ${year}, Medicare has announced that the Part D out-of-pocket cap rises to ` +
        `${money(next.partD.outOfPocketCap.value)} and the highest allowed deductible to ` +
        `${money(next.partD.maxDeductible.value)}. ` +
        'Your plan’s premium and drug list can change too, so review your plan during the Annual Enrollment Period.',
      url: '/part-d#next-year',
    });
  }
  return passages;
}

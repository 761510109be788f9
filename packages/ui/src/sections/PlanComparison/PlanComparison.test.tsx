// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@agency/content';
import { PlanComparison, type PlanComparisonProps } from './PlanComparison';

const coverage = {
  yes: { label: 'Yes', meaning: 'The plan covers this benefit.' },
  no: { label: 'No', meaning: 'You pay this cost.' },
  '50%': { label: '50%', meaning: 'The plan pays half.' },
  '75%': { label: '75%', meaning: 'The plan pays three quarters.' },
} as const;

const props: PlanComparisonProps = {
  copy: {
    heading: 'The two paths side by side',
    caption: 'Medicare Advantage compared with Original Medicare plus a Medigap plan',
    topicLabel: 'Topic',
    advantageLabel: 'Medicare Advantage (Part C)',
    medigapLabel: 'Original Medicare + Medigap',
    medigapHeading: 'Medigap plans by letter',
    medigapCaption: 'What each Medigap plan pays, by plan letter',
    benefitLabel: 'Benefit',
    planLabel: 'Plan',
    eligibleBefore2020Label: 'Only if eligible before 2020',
    legendHeading: 'How to read the table',
    coverage,
    outOfPocketLimitLabel: 'Yearly out-of-pocket limit',
    noLimitLabel: 'No out-of-pocket limit',
    footnotes: ['Plans C and F can be bought only by people eligible before 2020.'],
    scrollHint: 'Scroll the table sideways to see every plan.',
  },
  rows: [
    {
      id: 'drugs',
      topic: 'Prescription drugs',
      advantage: 'Most plans include Part D.',
      medigap: 'Add Part D.',
    },
  ],
  medigapBenefits: [
    { key: 'partBCoinsurance', label: 'Part B coinsurance/copay' },
    { key: 'partBDeductible', label: 'Part B deductible' },
  ],
  medigapPlans: [
    {
      plan: 'F',
      availableToNewEnrollees: false,
      benefits: { partBCoinsurance: 'yes', partBDeductible: 'yes' },
      outOfPocketLimit: null,
    },
    {
      plan: 'K',
      availableToNewEnrollees: true,
      benefits: { partBCoinsurance: '50%', partBDeductible: 'no' },
      outOfPocketLimit: { value: 8000 },
    },
    {
      plan: 'N',
      availableToNewEnrollees: true,
      benefits: { partBCoinsurance: { coverage: 'yes', note: 'Up to $20 copays' }, partBDeductible: 'no' },
      outOfPocketLimit: null,
    },
  ],
  medigapYear: '2026',
  formatMoney,
};

describe('PlanComparison', () => {
  it('should render both tables with captions, column and row headers', () => {
    render(<PlanComparison {...props} />);
    const comparison = screen.getByRole('table', { name: props.copy.caption });
    expect(
      within(comparison)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Topic', 'Medicare Advantage (Part C)', 'Original Medicare + Medigap']);
    expect(within(comparison).getByRole('rowheader', { name: 'Prescription drugs' })).toHaveAttribute(
      'scope',
      'row',
    );

    const medigap = screen.getByRole('table', { name: props.copy.medigapCaption });
    expect(
      within(medigap)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Benefit', 'Plan F Only if eligible before 2020', 'Plan K', 'Plan N']);
    expect(
      within(medigap)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Part B coinsurance/copay', 'Part B deductible', 'Yearly out-of-pocket limit']);
  });

  it('should write every cell in words, with the note, the limit and its year', () => {
    render(<PlanComparison {...props} />);
    const medigap = screen.getByRole('table', { name: props.copy.medigapCaption });
    const [, coinsurance, deductible, limit] = within(medigap).getAllByRole('row');
    expect(
      within(coinsurance!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Yes', '50%', 'YesUp to $20 copays']);
    expect(
      within(deductible!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Yes', 'No', 'No']);
    expect(
      within(limit!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['—No out-of-pocket limit', '$8,000 (2026)', '—No out-of-pocket limit']);
  });

  it('should make the wide table a focusable region named by its caption', () => {
    render(<PlanComparison {...props} />);
    const region = screen.getByRole('region', { name: props.copy.medigapCaption });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription(props.copy.scrollHint);
  });

  it('should write the limits with the formatter it is given', () => {
    render(<PlanComparison {...props} formatMoney={(amount) => `USD ${amount}`} />);
    expect(screen.getByText('USD 8000')).toBeVisible();
  });
});

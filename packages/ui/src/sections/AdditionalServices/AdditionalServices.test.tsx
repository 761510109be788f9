// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdditionalServices, type AdditionalServicesItem } from './AdditionalServices';

const items: AdditionalServicesItem[] = [
  {
    id: 'medicaid-extra-help',
    title: 'Medicaid & Extra Help Screening',
    description: 'We check whether you may qualify.',
    benefits: [
      'Extra Help in 2026: yearly income below $23,940 for one person',
      'Help filling out the application',
    ],
    source: { label: 'Source: Social Security (ssa.gov/extrahelp)', href: 'https://www.ssa.gov/extrahelp' },
  },
  {
    id: 'final-expense',
    title: 'Final Expense Life Insurance',
    description: 'Life insurance for final bills.',
    benefits: ['Benefit paid to the person you choose'],
  },
];

describe('AdditionalServices', () => {
  it('should link a card that states figures to its source, and show no source on the others', () => {
    render(<AdditionalServices heading="Additional services" learnMoreLabel="Learn More" items={items} />);
    const extraHelp = within(screen.getByRole('heading', { level: 3, name: items[0]!.title }).closest('li')!);
    expect(
      extraHelp.getByRole('link', { name: 'Source: Social Security (ssa.gov/extrahelp)' }),
    ).toHaveAttribute('href', 'https://www.ssa.gov/extrahelp');
    const finalExpense = within(
      screen.getByRole('heading', { level: 3, name: items[1]!.title }).closest('li')!,
    );
    expect(finalExpense.queryByRole('link', { name: /^Source/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Learn More/ })).toHaveLength(2);
  });
});

// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IrmaaCalculator, type IrmaaCalculatorProps } from './IrmaaCalculator';
import { fillTokens, formatMoney, getIrmaaToolCopy } from '@agency/content';

import {
  fillIrmaaWithKeyboard,
  irmaaAnnouncedArgs,
  irmaaCalculatorArgs,
  irmaaPendingArgs,
} from './IrmaaCalculator.fixtures';
import { fromIrmaaSearch } from './irmaaCalculatorModel';

const copy = getIrmaaToolCopy();

// Expected amounts are written out from shared/facts/MEDICARE.md §2, not read from the figures, so the widget is
// checked against the source: [Part B total, Part D add-on] per tier.
const premiums = {
  2025: {
    standard: 185,
    tiers: [
      [185, 0],
      [259, 13.7],
      [370, 35.3],
      [480.9, 57],
      [591.9, 78.6],
      [628.9, 85.8],
    ],
  },
  2026: {
    standard: 202.9,
    tiers: [
      [202.9, 0],
      [284.1, 14.5],
      [405.8, 37.5],
      [527.5, 60.4],
      [649.2, 83.3],
      [689.9, 91],
    ],
  },
} as const;

type Year = keyof typeof premiums;
type Status = 'individual' | 'joint' | 'separate';

// Every threshold of MEDICARE.md: [year, filing status, threshold, tier just below, at, just above].
const thresholds: ReadonlyArray<readonly [Year, Status, number, number, number, number]> = [
  [2026, 'individual', 109000, 0, 0, 1],
  [2026, 'individual', 137000, 1, 1, 2],
  [2026, 'individual', 171000, 2, 2, 3],
  [2026, 'individual', 205000, 3, 3, 4],
  [2026, 'individual', 500000, 4, 5, 5],
  [2026, 'joint', 218000, 0, 0, 1],
  [2026, 'joint', 274000, 1, 1, 2],
  [2026, 'joint', 342000, 2, 2, 3],
  [2026, 'joint', 410000, 3, 3, 4],
  [2026, 'joint', 750000, 4, 5, 5],
  [2026, 'separate', 109000, 0, 0, 4],
  [2026, 'separate', 391000, 4, 5, 5],
  [2025, 'individual', 106000, 0, 0, 1],
  [2025, 'individual', 133000, 1, 1, 2],
  [2025, 'individual', 167000, 2, 2, 3],
  [2025, 'individual', 200000, 3, 3, 4],
  [2025, 'individual', 500000, 4, 5, 5],
  [2025, 'joint', 212000, 0, 0, 1],
  [2025, 'joint', 266000, 1, 1, 2],
  [2025, 'joint', 334000, 2, 2, 3],
  [2025, 'joint', 400000, 3, 3, 4],
  [2025, 'joint', 750000, 4, 5, 5],
  [2025, 'separate', 106000, 0, 0, 4],
  [2025, 'separate', 394000, 4, 5, 5],
];

const grouped = (value: number) => value.toLocaleString('en-US');
const typedForms = [
  (value: number) => grouped(value),
  (value: number) => `$${value}`,
  (value: number) => String(value),
];

const boundaryCases = thresholds.flatMap(([year, status, threshold, below, at, above], index) =>
  (
    [
      ['just below', threshold - 1, below],
      ['at', threshold, at],
      ['just above', threshold + 1, above],
    ] as const
  ).map(([where, magi, tier], offset) => ({
    year,
    status,
    magi,
    tier,
    where,
    typed: typedForms[(index + offset) % typedForms.length]!(magi),
  })),
);

const dollars = (cents: number) => formatMoney(cents / 100);
const cents = (amount: number) => Math.round(amount * 100);

function renderCalculator(props: Partial<IrmaaCalculatorProps> = {}) {
  const user = userEvent.setup();
  const onInputChange = vi.fn();
  render(<IrmaaCalculator {...irmaaCalculatorArgs} onInputChange={onInputChange} {...props} />);
  return { user, onInputChange };
}

/** The amount shown under a label of the result. */
function amount(label: string): string {
  const term = within(screen.getByRole('region')).getByText(
    (_, element) => element?.tagName === 'DT' && element.textContent!.startsWith(label),
  );
  return term.nextElementSibling!.textContent!;
}

describe('IrmaaCalculator: every bracket boundary, both years, all filing statuses', () => {
  it.each(boundaryCases)(
    'should put $year $status MAGI $magi ($where the threshold, typed "$typed") in tier $tier',
    async ({ year, status, tier, typed, magi }) => {
      const { user, onInputChange } = renderCalculator();
      await fillIrmaaWithKeyboard(user, {
        year: year === 2025 ? 'previous' : 'default',
        status,
        magi: typed,
      });

      const heading = screen.getByRole('heading', { level: 2, name: `Your ${year} Medicare premiums` });
      expect(heading).toHaveFocus();
      expect(onInputChange).toHaveBeenCalledWith({ year, filingStatus: status, magi });

      const { standard, tiers } = premiums[year];
      const [partB, partD] = tiers[tier]!;
      const monthly = cents(partB) - cents(standard) + cents(partD);
      const region = within(screen.getByRole('region', { name: `Your ${year} Medicare premiums` }));
      if (tier === 0) expect(region.getByText(copy.result.standardTier)).toBeVisible();
      else expect(region.getByText(new RegExp(`^You are in IRMAA bracket ${tier} of 5\\.`))).toBeVisible();
      expect(amount(copy.result.partBLabel)).toBe(dollars(cents(partB)));
      expect(amount(copy.result.partDLabel)).toBe(partD > 0 ? `+${dollars(cents(partD))}` : '$0');
      expect(amount(copy.result.monthlyLabel)).toBe(dollars(monthly));
      expect(amount(copy.result.yearlyLabel)).toBe(dollars(monthly * 12));

      const current = region.getByRole('row', { current: true });
      expect(region.getAllByRole('row', { current: true })).toHaveLength(1);
      expect(within(current).getByRole('rowheader')).toHaveTextContent(
        new RegExp(
          `^${tier === 0 ? copy.result.standardTierName : `Bracket ${tier}`} .* ${copy.result.yourBracket}$`,
        ),
      );
      expect(within(current).getAllByRole('cell')[0]).toHaveTextContent(dollars(cents(partB)));
    },
  );
});

describe('IrmaaCalculator: the result a visitor reads', () => {
  it('should give a 2026 joint return with MAGI $250,000 Part B $284.10 and Part D +$14.50, and explain it', async () => {
    const { user } = renderCalculator();
    await fillIrmaaWithKeyboard(user, { status: 'joint', magi: '250,000' });
    const region = within(screen.getByRole('region', { name: 'Your 2026 Medicare premiums' }));
    expect(region.getByText('Based on 2024 income (MAGI) of $250,000, filing a joint return.')).toBeVisible();
    expect(
      region.getByText('You are in IRMAA bracket 1 of 5. Income range: Above $218,000, up to $274,000.'),
    ).toBeVisible();
    expect(amount(copy.result.partBLabel)).toBe('$284.10');
    expect(region.getByText('The standard $202.90 plus $81.20 IRMAA')).toBeVisible();
    expect(amount(copy.result.partDLabel)).toBe('+$14.50');
    expect(amount(copy.result.monthlyLabel)).toBe('$95.70');
    expect(amount(copy.result.yearlyLabel)).toBe('$1,148.40');

    const table = region.getByRole('table', {
      name: '2026 IRMAA brackets for joint returns, based on 2024 income',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent)),
    ).toEqual([
      ['Bracket and income (MAGI) in 2024', 'Part B per month', 'Part D extra per month'],
      ['Standard premium Up to $218,000', '$202.90', '$0'],
      ['Bracket 1 Above $218,000, up to $274,000 Your bracket', '$284.10', '+$14.50'],
      ['Bracket 2 Above $274,000, up to $342,000', '$405.80', '+$37.50'],
      ['Bracket 3 Above $342,000, up to $410,000', '$527.50', '+$60.40'],
      ['Bracket 4 Above $410,000 and less than $750,000', '$649.20', '+$83.30'],
      ['Bracket 5 $750,000 or more', '$689.90', '+$91'],
    ]);
    expect(
      region.getByRole('heading', { level: 3, name: 'Why 2024 income? The two-year look-back' }),
    ).toBeVisible();
    expect(
      region.getByText(/Your 2026 premiums are based on your 2024 tax return, from two years before\./),
    ).toBeVisible();
    expect(region.queryByText(copy.result.unverified)).toBeNull();
  });

  it('should list the separate-filing brackets only, and flag the unconfirmed 2026 figures', async () => {
    const { user } = renderCalculator();
    await fillIrmaaWithKeyboard(user, { status: 'separate', magi: '$120000' });
    const region = within(screen.getByRole('region'));
    expect(
      region.getByText(
        'You are in IRMAA bracket 4 of 5. Income range: Above $109,000 and less than $391,000.',
      ),
    ).toBeVisible();
    expect(amount(copy.result.partBLabel)).toBe('$649.20');
    expect(
      region
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstElementChild!.textContent),
    ).toEqual([
      'Standard premium Up to $109,000',
      'Bracket 4 Above $109,000 and less than $391,000 Your bracket',
      'Bracket 5 $391,000 or more',
    ]);
    expect(region.getByText(copy.result.unverified)).toBeVisible();
  });

  it('should show the 2025 look-back and amounts for 2025', async () => {
    const { user } = renderCalculator();
    await fillIrmaaWithKeyboard(user, { year: 'previous', status: 'individual', magi: '180,000' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your 2025 Medicare premiums' })).toHaveFocus();
    expect(amount(copy.result.partBLabel)).toBe('$480.90');
    expect(amount(copy.result.yearlyLabel)).toBe('$4,234.80');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Why 2023 income? The two-year look-back' }),
    ).toBeVisible();
  });

  it('should offer the SSA-44 checklist of the 8 life-changing events when IRMAA applies', async () => {
    const { user } = renderCalculator();
    await fillIrmaaWithKeyboard(user, { status: 'individual', magi: '600,000' });
    const checklist = screen.getByRole('group', { name: 'Since 2024, did any of these happen to you?' });
    expect(within(checklist).getAllByRole('checkbox')).toHaveLength(8);
    for (const event of copy.result.appealEvents)
      expect(within(checklist).getByRole('checkbox', { name: event })).not.toBeChecked();
    await user.click(within(checklist).getByRole('checkbox', { name: 'You or your spouse stopped working' }));
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === copy.result.appealLikely),
    ).toBe(true);
    expect(screen.getByText(copy.result.appealNotCounting)).toBeVisible();
  });

  it('should not offer the appeal when no IRMAA applies', async () => {
    const { user } = renderCalculator();
    await fillIrmaaWithKeyboard(user, { status: 'joint', magi: '100000' });
    expect(screen.getByText(copy.result.standardTier)).toBeVisible();
    expect(screen.queryByRole('heading', { name: copy.result.appealHeading })).toBeNull();
  });
});

describe('IrmaaCalculator: messages that say what to fix', () => {
  it.each([
    { name: 'a negative income', status: 'individual', typed: '-5,000', message: copy.errors.magiNegative },
    {
      name: 'income in brackets (a loss)',
      status: 'individual',
      typed: '($5,000)',
      message: copy.errors.magiNegative,
    },
    {
      name: 'words instead of a number',
      status: 'joint',
      typed: 'about 200k',
      message: copy.errors.magiNotNumber,
    },
    {
      name: 'no income',
      status: 'joint',
      typed: '',
      message: 'Enter your 2024 income (MAGI), for example 250,000.',
    },
  ] as const)('should explain $name and focus the income field', async ({ status, typed, message }) => {
    const { user, onInputChange } = renderCalculator();
    await fillIrmaaWithKeyboard(user, { status, magi: typed });
    const field = screen.getByRole('textbox', { name: 'Your income (MAGI) in 2024' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      `${copy.form.magiHint.replace('{magiYear}', '2024')} ${copy.errors.prefix} ${message}`,
    );
    expect(screen.getByRole('link', { name: message })).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
    expect(onInputChange).not.toHaveBeenCalled();
  });

  it('should ask for the filing status first, then the income', async () => {
    const { user } = renderCalculator();
    await fillIrmaaWithKeyboard(user, { status: null, magi: '' });
    const summary = screen.getByRole('heading', {
      level: 2,
      name: copy.errors.summaryHeading,
    }).parentElement!;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([copy.errors.statusMissing, 'Enter your 2024 income (MAGI), for example 250,000.']);
    const first = screen.getByRole('radio', { name: copy.form.statuses.individual.label });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(
      `${copy.errors.prefix} ${copy.errors.statusMissing} ${copy.form.statuses.individual.hint}`,
    );
    await user.click(screen.getByRole('link', { name: /Enter your 2024 income/ }));
    expect(screen.getByRole('textbox', { name: 'Your income (MAGI) in 2024' })).toHaveFocus();
  });
});

describe('IrmaaCalculator: shared links', () => {
  it('should show the result of a shared link at once', () => {
    renderCalculator({ initialInput: { year: 2026, filingStatus: 'joint', magi: 250000 } });
    expect(screen.getByRole('radio', { name: '2026' })).toBeChecked();
    expect(screen.getByRole('radio', { name: copy.form.statuses.joint.label })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your income (MAGI) in 2024' })).toHaveValue('250,000');
    expect(amount(copy.result.partBLabel)).toBe('$284.10');
    expect(document.body).toHaveFocus();
  });

  it('should copy a link holding the input', async () => {
    const onShare = vi.fn();
    const { user } = renderCalculator({ onShare });
    await fillIrmaaWithKeyboard(user, { status: 'joint', magi: '$250,000' });
    await user.click(screen.getByRole('button', { name: copy.result.shareLabel }));
    const url = 'http://localhost:3000/?year=2026&status=joint&magi=250000';
    expect(onShare).toHaveBeenCalledWith(url);
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === copy.result.shareCopied),
    ).toBe(true);
  });

  it('should show the link to copy by hand when the clipboard refuses', async () => {
    const { user } = renderCalculator({
      shareUrl: () => 'https://example.com/irmaa-calculator?year=2025&status=individual&magi=1',
    });
    await fillIrmaaWithKeyboard(user, { status: 'individual', magi: '1' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: copy.result.shareLabel }));
    expect(await screen.findByRole('textbox', { name: copy.result.shareManualLabel })).toHaveValue(
      'https://example.com/irmaa-calculator?year=2025&status=individual&magi=1',
    );
  });
});

describe('IrmaaCalculator: the year it computes', () => {
  // The content's notice, with the day the figures were last checked already in it.
  const notice = fillTokens(copy.form.pendingNotice, { missingYear: 2027, year: 2026, magiYear: 2024 });

  it('should say plainly that the plan year is not in the figures, and compute the year before on its income', async () => {
    expect(notice).toMatch(
      /^The 2027 amounts are not in our figures yet \(checked [A-Z][a-z]+ \d{1,2}, \d{4}\)\. /,
    );
    const user = userEvent.setup();
    render(<IrmaaCalculator {...irmaaPendingArgs} />);
    expect(screen.getByText(notice)).toBeVisible();
    expect(screen.getByRole('radio', { name: '2026' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: '2027' })).toBeNull();
    expect(screen.getByRole('group', { name: copy.form.yearLegend })).toHaveAccessibleDescription(
      `${copy.form.yearHint} ${notice}`,
    );
    await fillIrmaaWithKeyboard(user, { status: 'joint', magi: '250,000' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your 2026 Medicare premiums' })).toHaveFocus();
    expect(screen.getByText('Based on 2024 income (MAGI) of $250,000, filing a joint return.')).toBeVisible();
  });

  it('should offer and compute 2027 on 2025 income as soon as a 2027 table is there', async () => {
    const user = userEvent.setup();
    render(<IrmaaCalculator {...irmaaAnnouncedArgs} />);
    expect(screen.queryByText(/not in our figures yet/)).toBeNull();
    expect(screen.getByRole('radio', { name: '2027' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your income (MAGI) in 2025' })).toHaveValue('');
    await fillIrmaaWithKeyboard(user, { status: 'individual', magi: '120,000' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your 2027 Medicare premiums' })).toHaveFocus();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Why 2025 income? The two-year look-back' }),
    ).toBeVisible();
  });

  it('should show no notice for a plan year that has its table', () => {
    renderCalculator();
    expect(screen.queryByText(/not in our figures yet/)).toBeNull();
    expect(screen.getByRole('radio', { name: '2026' })).toBeChecked();
  });
});

describe('IrmaaCalculator before its code has arrived', () => {
  it('should send fields that read back as the same input when the browser submits the form itself', async () => {
    const { user, onInputChange } = renderCalculator();
    await fillIrmaaWithKeyboard(user, { status: 'joint', magi: '250,000' });
    const form = screen.getByRole('button', { name: copy.form.submitLabel }).closest('form')!;
    // What the browser would put in the address on a native (GET) submission of the prerendered form.
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect([...query.keys()]).toEqual(['year', 'status', 'magi']);
    expect(fromIrmaaSearch(query)).toEqual(onInputChange.mock.calls.at(-1)![0]);
  });
});

// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, fixturePassingReport, fixtureReports } from '../staff.fixtures';
import type { QualityReport } from '../types';
import { BlogQualityReport } from './BlogQualityReport';
import { needsAttention, sortReports, verdict } from './blogQualityReportModel';

describe('sortReports', () => {
  const report = (slug: string, fail: number, warn: number): QualityReport => ({
    ...fixturePassingReport,
    slug,
    counts: { pass: 8 - fail - warn, warn, fail },
  });

  it('should order by failures, then warnings, keeping the given order on ties', () => {
    const sorted = sortReports([
      report('a', 0, 0),
      report('b', 1, 0),
      report('c', 0, 3),
      report('d', 1, 2),
      report('e', 0, 3),
      report('f', 2, 0),
    ]);
    expect(sorted.map((entry) => entry.slug)).toEqual(['f', 'd', 'b', 'c', 'e', 'a']);
  });

  it('should not change the array it was given', () => {
    const given = [report('a', 0, 0), report('b', 1, 0)];
    sortReports(given);
    expect(given.map((entry) => entry.slug)).toEqual(['a', 'b']);
  });

  it('should tell which posts need attention, in words', () => {
    expect([report('a', 0, 0), report('b', 0, 1), report('c', 1, 0)].map(needsAttention)).toEqual([
      false,
      true,
      true,
    ]);
    expect(verdict(report('a', 0, 0), fixtureCopy.blogQuality.verdicts)).toBe('All checks passed');
    expect(verdict(report('b', 0, 1), fixtureCopy.blogQuality.verdicts)).toBe('Worth a look');
    expect(verdict(report('c', 1, 4), fixtureCopy.blogQuality.verdicts)).toBe('Needs fixing');
  });
});

describe('BlogQualityReport', () => {
  it('should show only the posts that need attention while the box is ticked, and say how many', async () => {
    const user = userEvent.setup();
    render(<BlogQualityReport reports={fixtureReports} copy={fixtureCopy} />);
    const only = screen.getByRole('checkbox', { name: 'Only posts that need attention' });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(only);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 posts of 4.');
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.click(only);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('should say so when no post needs attention and only those are shown', async () => {
    const user = userEvent.setup();
    render(<BlogQualityReport reports={[fixturePassingReport]} copy={fixtureCopy} />);
    expect(screen.getByText('Every post passes every check.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Only posts that need attention' }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(within(screen.getByRole('status')).getByText('Showing 0 posts of 1.')).toBeVisible();
  });
});

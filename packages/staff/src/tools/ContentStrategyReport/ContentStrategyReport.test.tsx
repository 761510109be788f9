// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, fixtureStrategy } from '../staff.fixtures';
import { ContentStrategyReport } from './ContentStrategyReport';
import { groupByState } from './contentStrategyReportModel';

describe('groupByState', () => {
  it('should put each state first, then its cities, in the given order', () => {
    expect(
      groupByState(fixtureStrategy.places, fixtureCopy.strategy.otherPlaces).map((group) => [
        group.label,
        group.places.map((p) => p.id),
      ]),
    ).toEqual([
      ['Alabama', ['alabama', 'birmingham-al', 'huntsville-al']],
      ['Georgia', ['georgia', 'atlanta-ga', 'savannah-ga']],
    ]);
  });

  it('should gather cities of an unknown state under "Other places"', () => {
    const groups = groupByState(
      [
        { id: 'pensacola-fl', label: 'Pensacola', kind: 'city', stateId: 'florida' },
        ...fixtureStrategy.places.slice(0, 1),
      ],
      fixtureCopy.strategy.otherPlaces,
    );
    expect(groups.map((group) => group.label)).toEqual(['Alabama', 'Other places']);
    expect(groups[1]!.places.map((place) => place.id)).toEqual(['pensacola-fl']);
  });
});

describe('ContentStrategyReport', () => {
  it('should show the first gaps, then all of them and back, saying whether the list is expanded', async () => {
    const user = userEvent.setup();
    render(<ContentStrategyReport strategy={fixtureStrategy} gapsShown={2} copy={fixtureCopy} />);
    const gaps = () => within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(gaps()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Show all 5 gaps (3 more)' }));
    expect(gaps()).toHaveLength(5);
    const fewer = screen.getByRole('button', { name: 'Show only the first 2' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');

    await user.click(fewer);
    expect(gaps()).toHaveLength(2);
  });

  it('should give each state a labelled, focusable table with a row per place and a column per topic', () => {
    render(<ContentStrategyReport strategy={fixtureStrategy} copy={fixtureCopy} />);
    const region = screen.getByRole('region', { name: 'Alabama coverage table' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1 + fixtureStrategy.topics.length);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual(['Alabama', 'Birmingham', 'Huntsville']);
  });
});

import { describe, expect, it } from 'vitest';
import { citiesData, serviceAreasData, topicsData } from '@agency/content/editorial';
import { getPostSources } from '@agency/content/posts';
import { contentStrategy, defaultStrategyContext, type StrategyContext } from './strategy';

/** Two topics, two states, four cities (Decatur in both states), and a handful of posts and pages. */
const context: StrategyContext = {
  topics: [
    { id: 'medigap', label: 'Medigap', terms: ['medigap'], suggestedTitle: 'Medigap in {place}' },
    {
      id: 'aep',
      label: 'Annual Enrollment',
      terms: ['annual enrollment', 'aep'],
      suggestedTitle: 'AEP in {place}',
    },
  ],
  states: [
    { slug: 'alabama', name: 'Alabama' },
    { slug: 'georgia', name: 'Georgia' },
  ],
  cities: [
    { id: 'birmingham-al', slug: 'birmingham', name: 'Birmingham', stateId: 'alabama', aep: true },
    { id: 'decatur-al', slug: 'decatur', name: 'Decatur', stateId: 'alabama', aep: false },
    { id: 'decatur-ga', slug: 'decatur', name: 'Decatur', stateId: 'georgia', aep: false },
    { id: 'savannah-ga', slug: 'savannah', name: 'Savannah', stateId: 'georgia', aep: false },
  ],
  documents: [
    // State level: covers Alabama, not its cities.
    { url: '/blog/medigap-in-alabama', title: 'Choosing a Plan in Alabama', tags: ['medigap'] },
    // A city's own AEP page, found by its address.
    { url: '/aep/birmingham', title: 'Medicare Annual Enrollment in Birmingham, Alabama' },
    // "Decatur" alone could be either state: it covers neither.
    { url: '/blog/decatur-help', title: 'AEP Help in Decatur' },
    // With its state named, it covers that Decatur only.
    { url: '/blog/decatur-georgia', title: 'Annual Enrollment in Decatur, Georgia' },
    // A topic in a heading, the place in the address.
    {
      url: '/service-areas/georgia/savannah',
      title: 'Help in Savannah',
      headings: ['Medigap rules in Georgia'],
    },
    // A topic without a place, and a place without a topic: no cell.
    { url: '/blog/medigap-basics', title: 'Medigap Basics', tags: ['medigap'] },
    { url: '/blog/life-in-georgia', title: 'Gardening in Georgia', headings: ['Spring planting'] },
  ],
};

describe('content strategy', () => {
  const strategy = contentStrategy(context);
  const coveredBy = (topicId: string, placeId: string) =>
    strategy.cells
      .find((cell) => cell.topicId === topicId && cell.placeId === placeId)!
      .covered.map((entry) => entry.url);

  it('should list the topics and the places, states first, then cities state by state', () => {
    expect(strategy.topics).toEqual([
      { id: 'medigap', label: 'Medigap' },
      { id: 'aep', label: 'Annual Enrollment' },
    ]);
    expect(strategy.places).toEqual([
      { id: 'alabama', label: 'Alabama', kind: 'state', stateId: 'alabama' },
      { id: 'georgia', label: 'Georgia', kind: 'state', stateId: 'georgia' },
      { id: 'birmingham-al', label: 'Birmingham, Alabama', kind: 'city', stateId: 'alabama' },
      { id: 'decatur-al', label: 'Decatur, Alabama', kind: 'city', stateId: 'alabama' },
      { id: 'decatur-ga', label: 'Decatur, Georgia', kind: 'city', stateId: 'georgia' },
      { id: 'savannah-ga', label: 'Savannah, Georgia', kind: 'city', stateId: 'georgia' },
    ]);
    expect(strategy.cells).toHaveLength(2 * 6);
  });

  it('should count a post or page only where it clearly concerns both the topic and the place', () => {
    expect(coveredBy('medigap', 'alabama')).toEqual(['/blog/medigap-in-alabama']);
    expect(coveredBy('medigap', 'birmingham-al')).toEqual([]);
    expect(coveredBy('aep', 'birmingham-al')).toEqual(['/aep/birmingham']);
    expect(coveredBy('aep', 'alabama')).toEqual([]);
    expect(coveredBy('aep', 'decatur-al')).toEqual([]);
    expect(coveredBy('aep', 'decatur-ga')).toEqual(['/blog/decatur-georgia']);
    expect(coveredBy('medigap', 'savannah-ga')).toEqual(['/service-areas/georgia/savannah']);
    expect(coveredBy('medigap', 'georgia')).toEqual([]);
    expect(
      strategy.cells.find((cell) => cell.covered.length > 0 && cell.covered[0]!.url === '/aep/birmingham'),
    ).toMatchObject({
      covered: [{ url: '/aep/birmingham', title: 'Medicare Annual Enrollment in Birmingham, Alabama' }],
    });
  });

  it('should list the gaps: states first, then cities with an AEP page, then the rest, each with a title', () => {
    expect(strategy.gaps.map((gap) => [gap.priority, gap.placeId, gap.topicId])).toEqual([
      ['high', 'alabama', 'aep'],
      ['high', 'georgia', 'medigap'],
      ['high', 'georgia', 'aep'],
      ['medium', 'birmingham-al', 'medigap'],
      ['low', 'decatur-al', 'medigap'],
      ['low', 'decatur-al', 'aep'],
      ['low', 'decatur-ga', 'medigap'],
      ['low', 'savannah-ga', 'aep'],
    ]);
    expect(strategy.gaps[0]).toEqual({
      topicId: 'aep',
      placeId: 'alabama',
      priority: 'high',
      suggestedTitle: 'AEP in Alabama',
      reason: 'Alabama is a state we serve, and no post or page covers Annual Enrollment there.',
    });
    expect(strategy.gaps[3]).toMatchObject({
      suggestedTitle: 'Medigap in Birmingham, Alabama',
      reason: 'Birmingham, Alabama has an Annual Enrollment page, but nothing covers Medigap there yet.',
    });
    expect(strategy.gaps[4]!.reason).toBe('No post or page covers Medigap in Decatur, Alabama yet.');
  });

  it("should work out the package's own strategy: every topic in every place, gaps only where nothing covers", () => {
    const own = contentStrategy(defaultStrategyContext(getPostSources()));
    expect(own.topics.map((topic) => topic.id)).toEqual(topicsData.map((topic) => topic.id));
    expect(own.places).toHaveLength(serviceAreasData.length + citiesData.length);
    expect(own.cells).toHaveLength(topicsData.length * own.places.length);
    const cell = (topicId: string, placeId: string) =>
      own.cells.find((entry) => entry.topicId === topicId && entry.placeId === placeId)!.covered;
    expect(cell('turning-65', 'alabama').map((entry) => entry.url)).toEqual(['/blog/turning-65-in-alabama']);
    expect(cell('medigap', 'alabama').map((entry) => entry.url)).toContain('/best-medigap-plans-alabama');
    expect(cell('aep', 'birmingham-al')).toEqual([
      { url: '/aep/birmingham', title: 'Medicare Annual Enrollment in Birmingham, Alabama' },
    ]);
    const emptyCells = own.cells.filter((entry) => entry.covered.length === 0);
    expect(own.gaps).toHaveLength(emptyCells.length);
    const ranks = own.gaps.map((gap) => ({ high: 0, medium: 1, low: 2 })[gap.priority]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(own.gaps[0]).toMatchObject({ placeId: 'alabama', priority: 'high' });
    expect(own.gaps.every((gap) => !gap.suggestedTitle.includes('{'))).toBe(true);
    expect(own.cells.flatMap((entry) => entry.covered).every((entry) => !entry.title.includes('{'))).toBe(
      true,
    );
    // Only the posts given count: without them, the post that covered this cell is gone.
    const withoutPosts = contentStrategy(defaultStrategyContext([]));
    expect(
      withoutPosts.cells.find((entry) => entry.topicId === 'turning-65' && entry.placeId === 'alabama')!
        .covered,
    ).toEqual([]);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureCopy, fixtureStrategy } from '../staff.fixtures';
import type { ContentStrategy } from '../types';
import { ContentStrategyReport } from './ContentStrategyReport';

const meta = {
  title: 'Staff/ContentStrategyReport',
  component: ContentStrategyReport,
  args: { strategy: fixtureStrategy, copy: fixtureCopy },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentStrategyReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every cell covered: no gaps left. */
const fullyCovered: ContentStrategy = {
  ...fixtureStrategy,
  places: fixtureStrategy.places.slice(0, 2),
  cells: fixtureStrategy.cells
    .filter((cell) => cell.placeId === 'alabama' || cell.placeId === 'birmingham-al')
    .map((cell) => ({
      ...cell,
      covered: cell.covered.length > 0 ? cell.covered : [{ url: '/blog/new-post', title: 'A new post' }],
    })),
  gaps: [],
};

/**
 * The gaps first, most valuable first (priority in words); then one table per state: the state's row, then its
 * cities; a column per topic; links to the covering pages, or "Gap".
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading').map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Gaps to fill first',
      'Coverage by state and city',
      'Alabama',
      'Georgia',
    ]);
    await expect(
      canvas.getByText('5 gaps: 2 high, 2 medium and 1 low priority. The most valuable come first.'),
    ).toBeVisible();
    const gaps = within(canvas.getAllByRole('list')[0]!).getAllByRole('listitem');
    await expect(gaps).toHaveLength(5);
    await expect(gaps[0]).toHaveTextContent(
      'High priority' +
        'Medicare Enrollment in Georgia: Dates and Local Help' +
        'Enrollment in Georgia (state)' +
        'Georgia has 2 cities we serve and no enrollment page; enrollment questions bring the most calls.',
    );
    await expect(gaps[3]).toHaveTextContent(/^Medium priority.*Medicare Advantage in Savannah, Georgia/);
    await expect(gaps[4]).toHaveTextContent(/^Low priority/);

    const alabama = canvas.getByRole('table', { name: 'Alabama and 2 cities, by topic' });
    await expect(
      within(alabama)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Place', 'Medicare Advantage', 'Medigap', 'Part D', 'Enrollment']);
    await expect(
      within(alabama)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['AlabamaState', 'BirminghamCity', 'HuntsvilleCity']);
    const stateRow = within(alabama).getAllByRole('row')[1]!;
    await expect(
      within(stateRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Medicare in Alabama',
      'Best Medigap Plans in Alabama',
      'Gap Medium priority',
      'Medicare in AlabamaYour Annual Enrollment Checklist for This Fall',
    ]);
    await expect(
      within(stateRow).getByRole('link', { name: 'Best Medigap Plans in Alabama' }),
    ).toHaveAttribute('href', '/best-medigap-plans-alabama');
    await expect(canvas.getByText('6 gaps in 12 cells.')).toBeVisible();
    await expect(canvas.getByText('9 gaps in 12 cells.')).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Georgia coverage table' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(within(region).getByRole('table', { name: 'Georgia and 2 cities, by topic' })).toBeVisible();
  },
};

/** Long gap lists show the first few; a button shows the rest (and tells screen readers it expands the list). */
export const ManyGaps: Story = {
  args: { gapsShown: 2 },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const list = () => within(canvas.getAllByRole('list')[0]!).getAllByRole('listitem');
    await expect(list()).toHaveLength(2);
    const more = canvas.getByRole('button', { name: 'Show all 5 gaps (3 more)' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(list()).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Show only the first 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Nothing left to write: the gaps part says so and the table has no "Gap" cell. */
export const NoGaps: Story = {
  args: { strategy: fullyCovered },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No gaps: every topic has a page or post in every place.')).toBeVisible();
    await expect(canvas.queryByText('Gap')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Alabama and 1 city, by topic' })).toBeVisible();
    await expect(canvas.getByText('0 gaps in 8 cells.')).toBeVisible();
  },
};

/** A city whose state is not in the list still shows, under "Other places". */
export const CityWithoutState: Story = {
  args: {
    strategy: {
      ...fixtureStrategy,
      places: [
        ...fixtureStrategy.places,
        { id: 'pensacola-fl', label: 'Pensacola', kind: 'city', stateId: 'florida' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Other places, by topic' });
    await expect(within(table).getByRole('rowheader')).toHaveTextContent('PensacolaCity');
    await expect(within(table).getAllByText('Gap')).toHaveLength(4);
  },
};

/** A 360px phone: each wide table scrolls sideways inside its own focusable region; the page itself does not. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile2' } },
  decorators: [
    (Story) => (
      <div data-frame style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const region = canvas.getByRole('region', { name: 'Alabama coverage table' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right + 1,
    );
    region.focus();
    await expect(region).toHaveFocus();
  },
};

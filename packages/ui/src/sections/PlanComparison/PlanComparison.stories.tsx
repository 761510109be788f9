import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney, getComparison, getMedigapBenefits, getMedigapPlans } from '@agency/content';
import { expect, waitFor, within } from 'storybook/test';
import { PlanComparison } from './PlanComparison';

/** The Medigap chart of plan year 2026 (a fixed year: stories do not follow the date). */
const medigap = getMedigapPlans(2026);
const year = String(medigap.year);
const { copy, rows } = getComparison();
const medigapBenefits = getMedigapBenefits();

/** The column headers the letter table should have: C and F carry the eligibility note. */
const planHeaders = medigap.plans.map((plan) =>
  plan.availableToNewEnrollees
    ? `${copy.planLabel} ${plan.plan}`
    : `${copy.planLabel} ${plan.plan} ${copy.eligibleBefore2020Label}`,
);

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Sections/PlanComparison',
  component: PlanComparison,
  args: { copy, rows, medigapPlans: medigap.plans, medigapBenefits, medigapYear: year, formatMoney },
} satisfies Meta<typeof PlanComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real content at laptop width: the side-by-side table with its caption, column and row headers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: copy.heading });
    await expect(section).toHaveAttribute('id', 'comparison');

    const table = canvas.getByRole('table', { name: copy.caption });
    const view = within(table);
    await expect(view.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      copy.topicLabel,
      copy.advantageLabel,
      copy.medigapLabel,
    ]);
    await expect(view.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(
      rows.map((row) => row.topic),
    );
    for (const row of rows) {
      const tr = view.getByRole('rowheader', { name: row.topic }).closest('tr')!;
      await expect(
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([row.advantage, row.medigap]);
    }
    // The phone cards are not shown (nor read) at this width.
    await expect(canvas.queryByRole('list', { name: copy.caption })).toBeNull();

    // Headings in order: the section (h2), the letter table (h3), its legend (h4).
    await expect(canvas.getByRole('heading', { level: 3, name: copy.medigapHeading })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: copy.legendHeading })).toBeVisible();
    await expect(canvas.getByRole('table', { name: copy.medigapCaption })).toBeVisible();
  },
};

/** The Medigap plan letter table: every cell in words with an icon, C and F marked, the K and L limits with the year. */
export const MedigapTable: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: copy.medigapCaption });
    await expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: copy.medigapCaption });
    const view = within(table);

    await step('column headers: the benefit column, then one column per plan letter', async () => {
      const headers = view.getAllByRole('columnheader');
      await expect(headers.map((header) => header.textContent)).toEqual([copy.benefitLabel, ...planHeaders]);
      await expect(view.getByRole('columnheader', { name: /^Plan C/ })).toHaveTextContent(
        'Only if eligible before 2020',
      );
      await expect(view.getByRole('columnheader', { name: 'Plan G' })).toBeVisible();
    });

    await step('row headers: each benefit, then the yearly out-of-pocket limit', async () => {
      await expect(view.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
        ...medigapBenefits.map((benefit) => benefit.label),
        copy.outOfPocketLimitLabel,
      ]);
    });

    await step('cells say Yes / No / 50% / 75% in words, each next to an icon', async () => {
      const bodyRows = view.getAllByRole('row').slice(1);
      for (const [index, benefit] of medigapBenefits.entries()) {
        const cells = within(bodyRows[index]!).getAllByRole('cell');
        await expect(cells).toHaveLength(medigap.plans.length);
        for (const [column, plan] of medigap.plans.entries()) {
          const value = plan.benefits[benefit.key];
          const coverage = typeof value === 'string' ? value : value.coverage;
          await expect(cells[column]!.textContent).toMatch(new RegExp(`^${copy.coverage[coverage].label}`));
          await expect(cells[column]!.querySelector('svg')).not.toBeNull();
        }
      }
      const gRow = within(view.getByRole('rowheader', { name: 'Part B deductible' }).closest('tr')!);
      await expect(gRow.getAllByRole('cell')[5]).toHaveTextContent(/^No$/);
      const kRow = within(view.getByRole('rowheader', { name: 'Part B coinsurance/copay' }).closest('tr')!);
      await expect(kRow.getAllByRole('cell')[6]).toHaveTextContent(/^50%$/);
      await expect(kRow.getAllByRole('cell')[9]).toHaveTextContent(
        'Up to $20 office-visit and $50 emergency-room copays',
      );
    });

    await step(
      'the yearly out-of-pocket limit: K and L with the year, a dash read as "no limit" elsewhere',
      async () => {
        const limitRow = within(
          view.getByRole('rowheader', { name: copy.outOfPocketLimitLabel }).closest('tr')!,
        );
        const cells = limitRow.getAllByRole('cell');
        await expect(cells[6]).toHaveTextContent(`$8,000 (${year})`);
        await expect(cells[7]).toHaveTextContent(`$4,000 (${year})`);
        await expect(cells[0]).toHaveTextContent(copy.noLimitLabel);
      },
    );

    await step('the legend explains every value; the footnotes say who can buy C and F', async () => {
      const legend = canvas.getByRole('heading', { level: 4, name: copy.legendHeading }).parentElement!;
      const items = within(legend).getAllByRole('listitem');
      await expect(items.map((item) => item.textContent)).toEqual(
        (['yes', 'no', '50%', '75%'] as const).map(
          (value) => `${copy.coverage[value].label} ${copy.coverage[value].meaning}`,
        ),
      );
      await expect(canvas.getByText(copy.footnotes[0]!)).toBeVisible();
    });
  },
};

/** Phone width: one card per topic instead of the side-by-side table; the letter table scrolls inside its region. */
export const PhoneWidth: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);

    await expect(canvas.queryByRole('table', { name: copy.caption })).toBeNull();
    const cards = canvas.getByRole('list', { name: copy.caption });
    const items = within(cards).getAllByRole('listitem');
    await expect(items).toHaveLength(rows.length);
    for (const [index, row] of rows.entries()) {
      const card = within(items[index]!);
      await expect(card.getByRole('heading', { level: 3, name: row.topic })).toBeVisible();
      await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual([
        copy.advantageLabel,
        copy.medigapLabel,
      ]);
      await expect(card.getAllByRole('definition').map((value) => value.textContent)).toEqual([
        row.advantage,
        row.medigap,
      ]);
    }

    const region = canvas.getByRole('region', { name: copy.medigapCaption });
    await expect(region).toHaveAccessibleDescription(copy.scrollHint);
    await expect(canvas.getByText(copy.scrollHint)).toBeVisible();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const table = within(region).getByRole('table', { name: copy.medigapCaption });
    await expect(within(table).getByRole('columnheader', { name: 'Plan N' })).toBeInTheDocument();

    // Keyboard: the region is the section's one tab stop (arrow keys then scroll it); scrolled, the benefit
    // names stay pinned in view.
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    const benefit = within(table).getByRole('rowheader', { name: medigapBenefits[0]!.label });
    await expect(benefit.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      region.getBoundingClientRect().left - 1,
    );
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brand, getIrmaaToolCopy, getTimelineToolCopy } from '@agency/content';
import { Text } from '../../primitives/Text/Text';
import { ResultPanel } from './ResultPanel';
import { ResultNextStep } from './ResultNextStep';
import { ResultPanelBlock } from './ResultPanelBlock';
import { ResultPanelTable } from './ResultPanelTable';
import * as styles from './ResultPanel.css';

const copy = getTimelineToolCopy();
const irmaa = getIrmaaToolCopy();
const irmaaColumns = [
  irmaa.result.incomeColumn.replace('{magiYear}', '2024'),
  irmaa.result.partBColumn,
  irmaa.result.partDColumn,
];
const irmaaCaption = irmaa.result.tableCaption
  .replace('{year}', '2026')
  .replace('{status}', irmaa.form.statuses.joint.inCaption)
  .replace('{magiYear}', '2024');

// A result built from the panel's parts (ResultPanelBlock and ResultPanelTable among them), with the enrollment timeline's headings (real
// copy) and a sample row.
const meta = {
  title: 'Patterns/ResultPanel',
  component: ResultPanel,
  args: {
    headingId: 'story-result-heading',
    heading: copy.result.heading,
    children: (
      <>
        <Text size="large">These dates are for a date of birth of June 15, 1961.</Text>
        <ResultPanelBlock heading={copy.result.partBHeading}>
          <ResultPanelTable
            caption={copy.result.partBCaption}
            columns={[copy.result.partBSignUpColumn, copy.result.partBStartColumn]}
          >
            <tr>
              <th scope="row">May 2026</th>
              <td>June 1, 2026</td>
            </tr>
          </ResultPanelTable>
        </ResultPanelBlock>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A result: a region named by its h2; the heading takes focus from script (after a submit), never from Tab. */
export const Default: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: copy.result.heading });
    await expect(
      within(region).getByRole('heading', { level: 3, name: copy.result.partBHeading }),
    ).toBeVisible();
    const heading = within(region).getByRole('heading', { level: 2, name: copy.result.heading });
    await expect(heading).toHaveAttribute('id', 'story-result-heading');
    await expect(within(region).getByRole('table', { name: copy.result.partBCaption })).toBeVisible();
    heading.focus();
    await expect(heading).toHaveFocus();
    heading.blur();
    await userEvent.tab();
    await expect(heading).not.toHaveFocus();
  },
};

/** After an action (a link copied), the status line in the result says so, as a live region. */
export const WithStatus: Story = {
  args: {
    children: (
      <p role="status" className={styles.status}>
        {copy.result.shareCopied}
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: copy.result.heading });
    await expect(within(region).getByRole('status')).toHaveTextContent(copy.result.shareCopied);
    await expect(within(region).getByRole('status')).toBeVisible();
  },
};

/** A compact table (many columns on a phone): the column headers on the brand tint, tight cells. */
export const CompactTable: Story = {
  args: {
    children: (
      <ResultPanelTable caption={irmaaCaption} columns={irmaaColumns} density="compact">
        <tr>
          <th scope="row">Standard premium</th>
          <td>$202.90</td>
          <td>$0.00</td>
        </tr>
      </ResultPanelTable>
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(irmaaColumns);
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

/**
 * A result that ends in the next step: call now (a tel: link), or the consultation form with the result as its topic
 * (no form on this story's page: the link leads to #callback as a plain link would).
 */
export const EndsInTheNextStep: Story = {
  args: {
    children: (
      <>
        <Text size="large">These dates are for a date of birth of June 15, 1961.</Text>
        <ResultNextStep
          copy={copy.result.nextStep}
          phoneE164={brand.tollFreePhone.e164}
          topic="My Medicare dates, for a date of birth of June 15, 1961."
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.at(-1)).toHaveTextContent(copy.result.nextStep.heading);
    await expect(canvas.getByRole('link', { name: copy.result.nextStep.callLabel })).toHaveAttribute(
      'href',
      `tel:${brand.tollFreePhone.e164}`,
    );
    const schedule = canvas.getByRole('link', { name: copy.result.nextStep.scheduleLabel });
    await expect(schedule).toHaveAttribute('href', '#callback');
    await expect(schedule).toHaveAttribute(
      'data-callback-topic',
      'My Medicare dates, for a date of birth of June 15, 1961.',
    );
  },
};

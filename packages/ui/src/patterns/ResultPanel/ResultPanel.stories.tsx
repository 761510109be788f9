import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getTimelineToolCopy } from '@agency/content';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import { ResultPanel } from './ResultPanel';
import * as styles from './ResultPanel.css';

const copy = getTimelineToolCopy();

// A result built from the panel's parts, with the enrollment timeline's headings (real copy) and a sample row.
const meta = {
  title: 'Patterns/ResultPanel',
  component: ResultPanel,
  args: {
    headingId: 'story-result-heading',
    heading: copy.result.heading,
    children: (
      <>
        <Text size="large">These dates are for a date of birth of June 15, 1961.</Text>
        <div className={styles.block}>
          <Heading level={3}>{copy.result.partBHeading}</Heading>
          <table className={styles.table}>
            <caption className={styles.caption}>{copy.result.partBCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.result.partBSignUpColumn}</th>
                <th scope="col">{copy.result.partBStartColumn}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">May 2026</th>
                <td>June 1, 2026</td>
              </tr>
            </tbody>
          </table>
        </div>
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

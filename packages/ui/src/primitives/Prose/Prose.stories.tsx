import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prose } from './Prose';

const meta = {
  title: 'Primitives/Prose',
  component: Prose,
  args: {
    as: 'article',
    html: '<h2>Plan G or Plan N?</h2><p>Both work with <a href="/medicare-supplement">Original Medicare</a>.</p><ul><li>Plan G: fewer bills</li><li>Plan N: lower premium</li></ul><table><thead><tr><th>Plan</th><th>Part B deductible</th></tr></thead><tbody><tr><td>G</td><td>You pay it</td></tr></tbody></table>',
  },
  decorators: [(Story) => <div style={{ padding: '1.5rem', maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Plan G or Plan N?' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

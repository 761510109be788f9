import type { Meta, StoryObj } from '@storybook/react-vite';
import { getSections } from '@agency/content';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';

const contact = getSections().contact;

function Controlled(props: Omit<CheckboxProps, 'checked'> & { initiallyChecked?: boolean }) {
  const [checked, setChecked] = useState(props.initiallyChecked ?? false);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: {
    label: contact.consentLabel,
    checked: false,
    onCheckedChange: fn(),
    description: contact.consentHelp,
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: '1.5rem', maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The consent box starts unticked. */
export const Unticked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: contact.consentLabel });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(contact.consentHelp);
  },
};

/** Clicking the label text ticks it, like clicking the box. */
export const Ticked: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(contact.consentLabel));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

/**
 * A long text flowing round its box and under it (`wrap`, the consent box of the form and the dialogs): the text
 * starts beside the box and then takes the whole width, so a phone shows it in fewer lines.
 */
export const WrapsUnderTheBox: Story = {
  args: { layout: 'wrap' },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: contact.consentLabel });
    const label = canvas.getByText(contact.consentLabel);
    // Lines after the first ones start at the box's left edge: the text runs under the box.
    const lines = [...label.getClientRects()];
    await expect(lines.length).toBeGreaterThan(3);
    await expect(Math.min(...lines.map((line) => line.left))).toBeLessThanOrEqual(
      box.getBoundingClientRect().left + 1,
    );
    await userEvent.click(label);
    await expect(box).toBeChecked();
  },
};

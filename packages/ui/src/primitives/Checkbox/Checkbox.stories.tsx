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
    const box = within(canvasElement).getByRole('checkbox', { name: /By checking this box/ });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(contact.consentHelp);
  },
};

/** Clicking the label text ticks it, like clicking the box. */
export const Ticked: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/By checking this box/));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

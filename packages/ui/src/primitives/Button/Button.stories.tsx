import type { Meta, StoryObj } from '@storybook/react-vite';
import { Phone } from 'lucide-react';
import { expect, fn, within } from 'storybook/test';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book Appointment', onClick: fn() },
  argTypes: {
    variant: { control: 'radio', options: buttonVariants },
    size: { control: 'radio', options: buttonSizes },
  },
  decorators: [(Story) => <div style={{ padding: '1.5rem' }}>{Story()}</div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book Appointment' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Every variant side by side, each on the surface it is made for. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
      {buttonVariants
        .filter((variant) => variant !== 'inverse')
        .map((variant) => (
          <Button key={variant} {...args} variant={variant}>
            {variant}
          </Button>
        ))}
      <div style={{ background: '#0b3c5d', padding: '1rem' }}>
        <Button {...args} variant="inverse">
          inverse
        </Button>
      </div>
      <Button {...args} size="large" icon={<Phone aria-hidden="true" size={22} />}>
        Call Now
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(buttonVariants.length + 1);
  },
};

/** Disabled: visible, not clickable, and explained to screen readers. */
export const Disabled: Story = {
  args: { disabled: true, children: 'Call Now', 'aria-describedby': 'why' },
  render: (args) => (
    <>
      <Button {...args} />
      <p id="why">Tick the consent box to turn this on.</p>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Call Now' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Tick the consent box to turn this on.');
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A link styled as a button; external ones open a new tab and say so. */
export const AsExternalLink: Story = {
  render: () => (
    <ButtonLink href="https://www.medicare.gov/plan-compare/" external variant="outline">
      Compare plans on Medicare.gov
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /Compare plans on Medicare.gov \(opens in a new tab\)/,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

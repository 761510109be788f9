import type { Meta, StoryObj } from '@storybook/react-vite';
import { brand, constants, getSections } from '@agency/content';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './Toast';

const chat = getSections().chat;

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', padding: '1.5rem' }}>
      <Button
        onClick={() => toast({ title: 'Saved', description: 'Your checklist is saved on this device.' })}
      >
        Show a toast
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({ title: chat.toast.title, description: chat.toast.description, variant: 'destructive' })
        }
      >
        Show the connection toast
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          for (let n = 1; n <= 4; n += 1) toast({ title: `Notification ${n}` });
        }}
      >
        Fire four
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  args: {
    maxVisible: constants.toasts.maxVisible,
    duration: constants.toasts.durationMs,
    gap: constants.toasts.gapPx,
    children: <Demo />,
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A default toast, announced to screen readers. */
export const Default: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show a toast' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getByText('Saved')).toBeVisible());
  },
};

/** The destructive variant the chat uses when a call fails. */
export const Destructive: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show the connection toast' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getByText('Connection Issue')).toBeVisible());
    const description = `Please try again or call us at ${brand.tollFreePhone.display}`;
    await expect(within(region).getByText(description)).toBeVisible();
  },
};

/** Four fired at once: only the three newest show, 14px apart. */
export const FourFiredThreeShown: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fire four' }));
    await waitFor(() => expect(screen.getByText('Notification 4')).toBeVisible());
    await expect(screen.queryByText('Notification 1')).toBeNull();
    const shown = ['Notification 2', 'Notification 3', 'Notification 4'].map((text) =>
      screen.getByText(text).closest('li')!,
    );
    const [a, b] = [shown[0]!.getBoundingClientRect(), shown[1]!.getBoundingClientRect()];
    await expect(Math.round(Math.abs(b.top - a.bottom))).toBe(constants.toasts.gapPx);
  },
};

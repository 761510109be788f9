// When the panel's code cannot load (offline, a deploy replaced the files), the button stays and says so.
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../primitives/Toast/Toast';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';

vi.mock('./ChatPanel', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const props: ChatWidgetProps = {
  title: 'Chat with Mary Johnson',
  subtitle: 'Licensed Medicare Advisor',
  automatedLabel: 'Automated assistant (AI), not a person',
  greeting: 'Hi!',
  placeholder: 'Ask about Medicare...',
  inputLabel: 'Your message',
  sendLabel: 'Send message',
  pendingLabel: 'Writing a reply...',
  openLabel: 'Open chat',
  closeLabel: 'Close chat',
  disclaimer: 'AI-generated answers for informational purposes. Call us for personalized advice.',
  hoursNote: 'Available Mon-Fri, 8AM-6PM EST',
  quickActions: { schedule: 'Schedule a Free Consultation', call: 'Call (800) 555-0123' },
  fallback: { connecting: 'a ', rateLimited: 'b ', unavailable: 'c ', callUs: 'd' },
  toast: { title: 'Connection Issue', description: 'Please try again or call us at (800) 555-0123' },
  phone: { display: '(800) 555-0123', e164: '+18005550123' },
  panelSize: { width: 380, height: 600 },
};

describe('ChatWidget when the panel cannot load', () => {
  it('should keep the button and show Connection Issue without a ToastProvider; a new press tries again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<ChatWidget {...props} />);
    const button = screen.getByRole('button', { name: props.openLabel });
    await user.click(button);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${props.toast.title} ${props.toast.description}`);
    expect(button).toBeVisible();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('The chat could not load.', expect.any(Error));

    await user.click(button);
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    consoleError.mockRestore();
  });

  it("should use the page's toasts when it has a ToastProvider", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ChatWidget {...props} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: props.openLabel }));
    const toasts = within(screen.getByRole('region', { name: /Notifications/ }));
    expect(await toasts.findByText(props.toast.title)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    consoleError.mockRestore();
  });
});

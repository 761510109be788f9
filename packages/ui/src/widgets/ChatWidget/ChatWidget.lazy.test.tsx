// The panel's code (and supabase-js with it) must not load with the page: only when the button is first pressed.
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';

const loads = vi.hoisted(() => ({ panel: 0, supabase: 0 }));

vi.mock('./ChatPanel', async (importOriginal) => {
  loads.panel += 1;
  return importOriginal();
});
vi.mock('@supabase/supabase-js', async (importOriginal) => {
  loads.supabase += 1;
  return importOriginal();
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

describe('ChatWidget lazy loading', () => {
  it('should load the panel and supabase-js only when the button is first pressed, with a spinner meanwhile', async () => {
    render(<ChatWidget {...props} />);
    // Give any eager import a chance to happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads).toEqual({ panel: 0, supabase: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();

    const button = screen.getByRole('button', { name: props.openLabel });
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');

    expect(
      await screen.findByRole('dialog', { name: `${props.title} ${props.automatedLabel}` }),
    ).toBeInTheDocument();
    expect(loads).toEqual({ panel: 1, supabase: 1 });
  });
});

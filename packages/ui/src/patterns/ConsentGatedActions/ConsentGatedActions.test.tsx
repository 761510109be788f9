// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsentGatedActions, type ConsentGatedActionsProps } from './ConsentGatedActions';

const props: ConsentGatedActionsProps = {
  copy: {
    consentLabel: 'By checking this box, I agree to be contacted.',
    consentHelp: 'Tick the box to turn on Call Now.',
    callLabel: 'Call Now',
    bookLabel: 'Book Appointment',
  },
  phoneE164: '+18005550100',
  bookingHref: 'https://example.com/book',
};

/** Keeps jsdom from trying to follow tel: and new-tab links. */
function stayOnPage(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
}

describe('ConsentGatedActions', () => {
  it('should keep Call Now a disabled button, described by the help, until the box is ticked', async () => {
    const user = userEvent.setup();
    const onConsentChange = vi.fn();
    const onCall = vi.fn();
    render(<ConsentGatedActions {...props} onConsentChange={onConsentChange} onCall={onCall} />);

    const call = screen.getByRole('button', { name: 'Call Now' });
    expect(call).toBeDisabled();
    expect(call).toHaveAccessibleDescription(props.copy.consentHelp);

    await user.click(screen.getByRole('checkbox', { name: props.copy.consentLabel }));
    expect(onConsentChange).toHaveBeenLastCalledWith(true);
    const link = screen.getByRole('link', { name: 'Call Now' });
    expect(link).toHaveAttribute('href', 'tel:+18005550100');
    stayOnPage(link);
    await user.click(link);
    expect(onCall).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('checkbox'));
    expect(onConsentChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Call Now' })).toBeDisabled();
  });

  it('should let booking work at once unless it is gated', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn();
    const { rerender } = render(<ConsentGatedActions {...props} onBook={onBook} />);
    const book = screen.getByRole('link', { name: /Book Appointment/ });
    expect(book).toHaveAttribute('target', '_blank');
    stayOnPage(book);
    await user.click(book);
    expect(onBook).toHaveBeenCalledOnce();

    rerender(<ConsentGatedActions {...props} onBook={onBook} bookingGated placement="dialog" />);
    const gated = screen.getByRole('button', { name: 'Book Appointment' });
    expect(gated).toBeDisabled();
    expect(gated).toHaveAccessibleDescription(props.copy.consentHelp);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('link', { name: /Book Appointment/ })).toBeEnabled();
  });

  it('should make booking a button that calls onBook when there is no booking address', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn();
    render(<ConsentGatedActions {...props} bookingHref={undefined} onBook={onBook} />);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(onBook).toHaveBeenCalledOnce();
  });
});

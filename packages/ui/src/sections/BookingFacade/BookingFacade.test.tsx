// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BookingFacade } from './BookingFacade';

const props = {
  label: 'Book Appointment',
  intro: 'Pick a time that suits you.',
  bookingHref: 'https://booking.example.com/free-consultation',
  newTabLabel: '(opens in a new tab)',
};

describe('BookingFacade', () => {
  it('should load nothing from the booking page until the button is pressed', () => {
    const { container } = render(<BookingFacade {...props} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /^Book Appointment\s*\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      props.bookingHref,
    );
  });

  it('should show the booking page in a titled frame in place of the buttons once the button is pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(<BookingFacade {...props} />);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('title', 'Book Appointment');
    expect(frame).toHaveAttribute('src', props.bookingHref);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Book Appointment' })).toBeInTheDocument();
  });
});

// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Contact, type ContactProps } from './Contact';

const props: ContactProps = {
  heading: 'Contact us',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Office',
  hoursLabel: 'Office hours',
  callNow: 'Call Now',
  bookAppointment: 'Book Appointment',
  consentLabel: 'By checking this box, I agree to be contacted.',
  consentHelp: 'Tick the box to turn on Call Now.',
  mapTitle: 'Map of our office',
  mapLoadLabel: 'Show map',
  phone: { display: '1-800-555-0100', e164: '+18005550100' },
  email: 'hello@example.com',
  address: { street: '1 Main St', city: 'Birmingham', state: 'AL', zip: '35203' },
  officeHours: 'Mon-Fri 8:00 AM to 6:00 PM',
  mapEmbedUrl: 'https://maps.example.com/embed',
};

/** Keeps jsdom from trying to follow tel: links. */
function stayOnPage(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
}

describe('Contact', () => {
  it('should be a focusable region named by its heading, with the details as links', () => {
    render(<Contact {...props} />);
    const region = screen.getByRole('region', { name: 'Contact us' });
    expect(region).toHaveAttribute('id', 'contact');
    expect(region).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
  });

  it('should report where a call started: the details, or Call Now once the box is ticked', async () => {
    const user = userEvent.setup();
    const onCall = vi.fn();
    const onConsentChange = vi.fn();
    render(<Contact {...props} onCall={onCall} onConsentChange={onConsentChange} />);
    const number = screen.getByRole('link', { name: '1-800-555-0100' });
    stayOnPage(number);
    await user.click(number);
    expect(onCall).toHaveBeenLastCalledWith('details');

    expect(screen.getByRole('button', { name: 'Call Now' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(onConsentChange).toHaveBeenLastCalledWith(true);
    const call = screen.getByRole('link', { name: 'Call Now' });
    stayOnPage(call);
    await user.click(call);
    expect(onCall).toHaveBeenLastCalledWith('callNow');
  });

  it('should load the map only on request, then move focus into it', async () => {
    const user = userEvent.setup();
    const onMapLoad = vi.fn();
    const { container } = render(<Contact {...props} onMapLoad={onMapLoad} />);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle('Map of our office');
    expect(frame).toHaveAttribute('src', 'https://maps.example.com/embed');
    expect(frame).toHaveFocus();
    expect(onMapLoad).toHaveBeenCalledOnce();
  });
});

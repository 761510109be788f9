import { CallbackForm, Contact } from '@agency/ui';
import { useSyncExternalStore } from 'react';
import { callbackErrorParam } from '@agency/lead/fields';
import { usePagePath, useShell } from '../lib/shell';
import { analytics } from '../lib/analytics/site-analytics';

/**
 * Where the 'lead' function answers: the backend's (VITE_SUPABASE_URL) in production, else the site's own origin,
 * where the local server serves it. Undefined: the form's default, the same-origin path.
 */
const leadFunctionUrl = import.meta.env.VITE_SUPABASE_URL
  ? `${import.meta.env.VITE_SUPABASE_URL.replace(/\/$/, '')}/functions/v1/lead`
  : undefined;

/** The address's query does not change while the page is open. */
const subscribeToNothing = () => () => {};
const readReturnedError = () =>
  new URLSearchParams(window.location.search).get(callbackErrorParam) ?? undefined;

/**
 * The contact section (#contact): first the callback request form (#callback), which posts to the 'lead' function
 * with or without the page's code, with the consent-gated Call Now and Book Appointment under it (the form's consent
 * box is the one they wait for); then the details, hours, advisors and the map facade.
 */
export function ContactSection() {
  const { contact, callback, phone, newTabLabel } = useShell();
  const page = usePagePath();
  // A form posted without the page's code comes back to the page with `?callback-error=…` when the function could
  // not take it: once the page runs, the form opens with its summary or message. Hydration reads the server's
  // snapshot (none), as the HTML was prerendered; the address is read right after.
  const returnedError = useSyncExternalStore(subscribeToNothing, readReturnedError, () => undefined);

  return (
    <Contact
      id="contact"
      {...contact}
      phone={phone}
      newTabLabel={newTabLabel}
      onCall={(source) => analytics.track('phone_click', { source: `contact-${source}` })}
      onBook={() => analytics.track('booking_click', { source: 'contact' })}
      form={(consent) => (
        <CallbackForm
          key={returnedError ?? ''}
          action={leadFunctionUrl}
          page={page}
          consentText={contact.consentLabel}
          consentVersion={contact.consentVersion}
          consent={consent}
          copy={callback.copy}
          phone={phone}
          callHours={callback.callHours}
          statesServed={callback.statesServed}
          returnedError={returnedError}
          onSent={() => analytics.track('callback_request', { page })}
        />
      )}
    />
  );
}

import { Footer } from '@agency/ui';
import { useShell } from '../lib/shell';
import { analytics } from '../lib/analytics/site-analytics';

/** The footer of every page: the agency and its number, quick links, states, social profiles, guarantee, notices. */
export function SiteFooterSection() {
  const { footer, phone, newTabLabel } = useShell();
  return (
    <Footer
      {...footer}
      phone={phone}
      newTabLabel={newTabLabel}
      onCall={() => analytics.track('phone_click', { source: 'footer' })}
    />
  );
}

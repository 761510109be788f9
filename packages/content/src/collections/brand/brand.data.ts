import type { z } from 'zod';
import type { brandSchema } from './schema';

/**
 * The agency's identity. Every value here is a clearly fictional SAMPLE (555-01xx numbers, example.com):
 * replace them before launch. `pnpm content:check` lists the ones still in place.
 */
export const brandData = {
  agencyName: 'Magnolia Senior Benefits',
  shortName: 'Magnolia',
  tollFreePhone: { display: '(800) 555-0123', e164: '+18005550123' },
  localPhone: { display: '(205) 555-0147', e164: '+12055550147' },
  email: 'hello@example.com',
  siteUrl: 'https://www.example.com',
  address: { street: '123 Sample Street, Suite 100', city: 'Birmingham', state: 'AL', zip: '35203' },
  links: {
    booking: 'https://booking.example.com/magnolia/free-consultation',
    mapEmbed: 'https://maps.example.com/embed?q=123+Sample+Street+Birmingham+AL',
  },
  // The TPMO disclaimer's counts: Medicare Advantage and Part D organizations and plans only (Medigap-only carriers
  // are in carriers' representedCount, not here). Sample values: confirm each, then set its flag to true.
  tpmo: { organizationCount: 8, organizationCountConfirmed: false, planCount: 48, confirmed: false },
  analytics: { pixelId: '', ga4Id: '', clarityId: '' },
  // Without a time zone: the site adds the agency's (cycle.timeZone) to each reading a visitor sees.
  officeHours: {
    contact: 'Mon-Fri 8:00 AM to 6:00 PM',
    chat: 'Mon-Fri, 8AM-6PM',
    structuredData: 'Mo-Fr 09:00-17:00',
  },
} satisfies z.input<typeof brandSchema>;

// What the visitor sent, as a request's card lists it: its short reference (the one the visitor's confirmation gave),
// the number to call (a tel: link), the best time, the place, the topic, when and from which page, the consent it was
// sent with and whether the agency's webhook got it.
import { leadReference } from '@agency/content/contracts';
import { CircleCheck, CircleX, Clock, Phone, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { LeadsInboxCopy } from '../copy';
import * as styles from './LeadsInbox.css';
import { consentText, deliveryText, displayPhone, shownText, type InboxLead } from './leadsInboxModel';

/** The icon beside the webhook's delivery, by its status (the words say it; the icon only repeats it). */
const deliveryIcons: Record<NonNullable<InboxLead['delivery']>['status'], LucideIcon> = {
  delivered: CircleCheck,
  failed: CircleX,
  retrying: TriangleAlert,
  pending: Clock,
};

export interface LeadsInboxCardDetailsProps {
  lead: InboxLead;
  copy: LeadsInboxCopy;
  formatTime: (iso: string) => string;
}

export function LeadsInboxCardDetails({ lead, copy, formatTime }: LeadsInboxCardDetailsProps) {
  const { fields } = copy;
  const DeliveryIcon = lead.delivery ? deliveryIcons[lead.delivery.status] : null;
  const place = lead.zip ? `${lead.zip}${lead.state ? ` (${lead.state})` : ''}` : copy.noPlace;
  return (
    <dl className={styles.details}>
      <Detail term={fields.reference}>{leadReference(lead.id)}</Detail>
      <div>
        <dt>{fields.phone}</dt>
        <dd>
          <a className={styles.phone} href={`tel:${lead.phoneE164}`}>
            <Phone aria-hidden="true" size={20} />
            {displayPhone(lead.phoneE164)}
          </a>
        </dd>
      </div>
      <Detail term={fields.bestTime}>{copy.bestTimes[lead.bestTime]}</Detail>
      <Detail term={fields.place}>{place}</Detail>
      <Detail term={fields.topic}>{lead.topic === null ? copy.noTopic : shownText(lead.topic)}</Detail>
      <Detail term={fields.received}>{formatTime(lead.createdAt)}</Detail>
      <Detail term={fields.page}>{lead.page}</Detail>
      <Detail term={fields.consent}>{consentText(lead, copy, formatTime)}</Detail>
      <div>
        <dt>{fields.webhook}</dt>
        <dd className={lead.delivery?.status === 'failed' ? styles.problem : undefined}>
          {DeliveryIcon ? <DeliveryIcon aria-hidden="true" size={18} className={styles.inlineIcon} /> : null}
          {deliveryText(lead, copy, formatTime)}
        </dd>
      </div>
    </dl>
  );
}

/** One term and its value. */
function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

import { brand, fillTokens, getSections } from '@agency/content';
import { ButtonLink, PageHeader } from '@agency/ui';
import type { MetaDescriptor } from 'react-router';
import { PageShell } from '../components/PageShell';
import { pageTitle } from '../lib/meta/page-meta';
import type { Route } from './+types/callback-requested';

/** Build time: the thank-you's words, filled with the office hours and the phone number. */
export function loader() {
  const { callback, notFound } = getSections();
  const tokens = { officeHours: brand.officeHours.contact, phone: brand.tollFreePhone.display };
  return {
    title: callback.received.heading,
    body: fillTokens(callback.received.body, tokens),
    callLabel: fillTokens(callback.callLabel, tokens),
    homeLabel: notFound.homeLabel,
    phone: brand.tollFreePhone,
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [
    ...(loaderData ? [{ title: pageTitle(loaderData.title) }] : []),
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/**
 * Where a callback request sent without the page's code lands once the 'lead' function has stored it (its 303):
 * the request is in, when to expect the call (office hours), and the phone number for a visitor who would rather not
 * wait. With the page's code the form says the same in place, and this page is never seen.
 */
export default function CallbackRequestedRoute({ loaderData }: Route.ComponentProps) {
  const { title, body, callLabel, homeLabel, phone } = loaderData;
  return (
    <PageShell>
      <PageHeader title={title} intro={body}>
        <ButtonLink href={`tel:${phone.e164}`} variant="primary" size="large">
          {callLabel}
        </ButtonLink>
        <ButtonLink href="/" variant="secondary" size="large">
          {homeLabel}
        </ButtonLink>
      </PageHeader>
    </PageShell>
  );
}

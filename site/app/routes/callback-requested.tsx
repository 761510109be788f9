import { brand, getSections } from '@agency/content';
import { ButtonLink, PageHeader } from '@agency/ui';
import type { MetaDescriptor } from 'react-router';
import { PageShell } from '../components/PageShell';
import { pageTitle } from '../lib/meta/page-meta';
import type { Route } from './+types/callback-requested';

/**
 * Build time: the thank-you's words: who calls, from which number, when (office hours with their time zone, the next
 * business morning after hours). The number the visitor gave and the request's reference are said by the form in
 * place, with the page's code; this page has none.
 */
export function loader() {
  const { callback, notFound } = getSections();
  return {
    title: callback.received.heading,
    body: callback.received.page,
    callLabel: callback.callLabel,
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
 * the request is in, who calls from which number and when (office hours), and the phone number for a visitor who would rather not
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

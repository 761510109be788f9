import { NotFound } from '@agency/ui';
import type { MetaDescriptor } from 'react-router';
import { PageShell } from '../components/PageShell';
import { useShell } from '../lib/shell';
import type { Route } from './+types/not-found';

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const shell = matches[0]?.loaderData?.shell;
  return [
    ...(shell ? [{ title: shell.notFound.metaTitle }] : []),
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/**
 * Any path that matches no route. The local server answers such URLs with status 404. The places people look for
 * most, the phone number and the contact section below give a visitor who followed a broken link a way on.
 */
export default function NotFoundRoute() {
  const { notFound: copy, phone } = useShell();
  return (
    <PageShell>
      <NotFound
        title={copy.title}
        homeLabel={copy.homeLabel}
        homeHref="/"
        intro={copy.intro}
        places={copy.places}
        call={{ label: copy.callLabel, display: phone.display, e164: phone.e164 }}
      />
    </PageShell>
  );
}

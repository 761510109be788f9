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
 * Any path that matches no route. The local server answers such URLs with status 404. The contact section stays
 * below, so a visitor who followed a broken link can still call or book.
 */
export default function NotFoundRoute() {
  const copy = useShell().notFound;
  return (
    <PageShell>
      <NotFound title={copy.title} homeLabel={copy.homeLabel} homeHref="/" />
    </PageShell>
  );
}

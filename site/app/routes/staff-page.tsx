import { brand } from '@agency/content';
import { ButtonLink, PageHeader, Section, Text } from '@agency/ui';
import { useLocation, type MetaArgs, type MetaDescriptor } from 'react-router';
import { PageShell } from '../components/PageShell';
import { pageMeta } from '../lib/meta';

const titles: Record<string, string> = {
  '/auth': 'Staff sign-in',
  '/admin/blog': 'Blog administration',
  '/admin/blog-quality': 'Blog quality check',
  '/migrate-blog-posts': 'Blog post migration',
  '/content-strategy': 'Content strategy',
};

function titleOf(pathname: string): string {
  return titles[pathname.replace(/\/$/, '')] ?? 'Staff pages';
}

export function meta({ location }: MetaArgs): MetaDescriptor[] {
  return pageMeta({
    title: titleOf(location.pathname),
    description: `Pages for the staff of ${brand.agencyName}. Visitors: please call us or book a free consultation.`,
    canonicalPath: location.pathname.replace(/\/$/, ''),
    noindex: true,
  });
}

/**
 * The staff routes of the spec (sign-in, blog administration, quality, migration, content strategy). Their tools
 * come with the staff work; the prerendered HTML carries no staff content and search engines are told not to index it.
 */
export default function StaffPage() {
  const path = useLocation().pathname.replace(/\/$/, '');
  return (
    <PageShell>
      <PageHeader title={titleOf(path)} intro="This page is for agency staff and needs a staff sign-in." />
      <Section width="prose">
        <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', alignItems: 'flex-start' }}>
          <Text>Looking for help with Medicare? Our licensed advisors are a phone call away.</Text>
          <ButtonLink
            href={`tel:${brand.tollFreePhone.e164}`}
          >{`Call ${brand.tollFreePhone.display}`}</ButtonLink>
          {path !== '/auth' ? (
            <ButtonLink href="/auth" variant="outline">
              Staff sign-in
            </ButtonLink>
          ) : null}
        </div>
      </Section>
    </PageShell>
  );
}

import { brand, getStaffPagesCopy, getStaffSignInCopy } from '@agency/content';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { staffPageData } from '../staff/page.server';
import { StaffPageFrame, StaffToolLoading, useMounted } from '../staff/parts';
import type { Route } from './+types/auth';

const path = '/auth';

/** Build time: the page's and the sign-in widget's copy, and the metadata. */
export function loader() {
  return {
    ...staffPageData(path),
    copy: getStaffSignInCopy(),
    links: getStaffPagesCopy().pages.map((page) => ({ label: page.title, href: page.path })),
    // What an authenticator app names the account after: the agency.
    issuer: brand.agencyName,
  };
}

export { handle, links, meta } from '../staff/route';

// supabase-js and the sign-in widget load with this chunk, in the browser, on this page only.
const SignInView = lazy(() => import('../staff/SignInView'));

/** Staff sign-in: email and password, a new password after a one-time one, the authenticator app, sign-out. */
export default function Auth({ loaderData }: Route.ComponentProps) {
  const { page, copy, links, issuer } = loaderData;
  const [search] = useSearchParams();
  const mounted = useMounted();
  return (
    <StaffPageFrame page={page}>
      {mounted ? (
        <Suspense fallback={<StaffToolLoading />}>
          <SignInView copy={copy} links={links} next={search.get('next')} issuer={issuer} />
        </Suspense>
      ) : (
        <StaffToolLoading />
      )}
    </StaffPageFrame>
  );
}

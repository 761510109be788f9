import { getStaffPagesCopy, getStaffSignInCopy } from '@agency/content';
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
  };
}

export { handle, links, meta } from '../staff/route';

// supabase-js and the sign-in widget load with this chunk, in the browser, on this page only.
const SignInView = lazy(() => import('../staff/SignInView'));

/** Staff sign-in: email and password, a one-time code when the account has a second factor, sign-out. */
export default function Auth({ loaderData }: Route.ComponentProps) {
  const { page, copy, links } = loaderData;
  const [search] = useSearchParams();
  const mounted = useMounted();
  return (
    <StaffPageFrame page={page}>
      {mounted ? (
        <Suspense fallback={<StaffToolLoading />}>
          <SignInView copy={copy} links={links} next={search.get('next')} />
        </Suspense>
      ) : (
        <StaffToolLoading />
      )}
    </StaffPageFrame>
  );
}

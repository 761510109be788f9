import { getStaffPagesCopy, getStaffSignInCopy } from '@agency/content';
import { lazy, Suspense } from 'react';
import { useSearchParams, type MetaDescriptor } from 'react-router';
import { staffPageData } from '../staff/page.server';
import { staffLinks, StaffPageFrame, StaffToolLoading, useMounted } from '../staff/parts';
import type { Route } from './+types/auth';
import type { RouteHandle } from '../root';

const path = '/auth';

/** Build time: the page's and the sign-in widget's copy, and the metadata. */
export function loader() {
  return {
    ...staffPageData(path),
    copy: getStaffSignInCopy(),
    links: getStaffPagesCopy().pages.map((page) => ({ label: page.title, href: page.path })),
  };
}

/** The staff screens' styles (visitor pages never download them). */
export const links = staffLinks;

/** A staff page is the client app: the router hydrates it (root.tsx). */
export const handle: RouteHandle = { clientApp: true };

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

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

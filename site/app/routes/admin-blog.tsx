import { lazy } from 'react';
import type { MetaDescriptor } from 'react-router';
import { staffPageData } from '../staff/page.server';
import { StaffGate, staffLinks, StaffPageFrame } from '../staff/parts';
import type { Route } from './+types/admin-blog';
import type { RouteHandle } from '../root';

const path = '/admin/blog';
// The tool (and zod, through @agency/staff/rules) loads only after the sign-in check.
const View = lazy(() => import('../staff/AdminBlogView'));

/** Build time: the page's copy and metadata (the prerendered HTML shows 'Loading...', never the tool). */
export function loader() {
  return staffPageData(path);
}

/** The staff screens' styles (visitor pages never download them). */
export const links = staffLinks;

/** A staff page is the client app: the router hydrates it (root.tsx). */
export const handle: RouteHandle = { clientApp: true };

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

/** Blog administration: the posts (published, scheduled, draft) and an editor with live preview and quality checks. Signed-in staff only; others go to /auth and back. */
export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame page={loaderData.page}>
      <StaffGate path={path} View={View} />
    </StaffPageFrame>
  );
}

import { lazy } from 'react';
import type { MetaDescriptor } from 'react-router';
import { staffPageData } from '../staff/page.server';
import { StaffGate, staffLinks, StaffPageFrame } from '../staff/parts';
import type { Route } from './+types/admin-leads';
import type { RouteHandle } from '../root';

const path = '/admin/leads';
// The inbox loads only after the sign-in check; the leads themselves only from the 'leads-admin' function, which
// decides on the session's token (staff role required).
const View = lazy(() => import('../staff/LeadsInboxView'));

/** Build time: the page's copy and metadata (the prerendered HTML shows 'Loading...', never a lead). */
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

/** Callback requests: the leads visitors sent, with their consent records; status, notes, delete, CSV. */
export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame page={loaderData.page}>
      <StaffGate path={path} View={View} />
    </StaffPageFrame>
  );
}

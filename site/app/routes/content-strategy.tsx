import { lazy } from 'react';
import type { MetaDescriptor } from 'react-router';
import { staffPageData } from '../staff/page.server';
import { StaffGate, staffLinks, StaffPageFrame } from '../staff/parts';
import type { Route } from './+types/content-strategy';
import type { RouteHandle } from '../root';

const path = '/content-strategy';
// The tool (and zod, through @agency/staff/rules) loads only after the sign-in check.
const View = lazy(() => import('../staff/StrategyView'));

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

/** Topics by state and city against the posts and pages, with the gaps. Signed-in staff only; others go to /auth and back. */
export default function ContentStrategy({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPageFrame page={loaderData.page}>
      <StaffGate path={path} View={View} />
    </StaffPageFrame>
  );
}

// What every staff route module exports (docs/adr/0005): the staff stylesheet, the client-app handle and the
// metadata of its loader, re-exported as they are; and, for a tool's page, the frame with the tool behind the
// sign-in gate (`staffPage`). Each route keeps its own loader, which runs at build time only.
import type { ComponentType } from 'react';
import type { RouteHandle } from '../root';
import type { StaffPageCopy } from './page.server';
import { StaffGate, staffLinks, StaffPageFrame } from './parts';

/** The staff screens' styles (visitor pages never download them). */
export const links = staffLinks;

/** A staff page is the client app: the router hydrates it (root.tsx). */
export const handle: RouteHandle = { clientApp: true };

/** The metadata the route's loader wrote (`staffPageData`: never indexed). */
export { meta } from '../lib/meta/route-meta';

/**
 * The page of a staff tool at `path`: the frame with the page's heading, then the tool (`View`, lazy: it loads only
 * after the sign-in check). Signed-in staff only; others go to /auth and back.
 */
export function staffPage(path: string, View: ComponentType<{ email: string }>) {
  return function StaffToolPage({ loaderData }: { loaderData: { page: StaffPageCopy } }) {
    return (
      <StaffPageFrame page={loaderData.page}>
        <StaffGate path={path} View={View} />
      </StaffPageFrame>
    );
  };
}

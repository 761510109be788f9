import { lazy } from 'react';
import { staffPageData } from '../staff/page.server';
import { staffPage } from '../staff/route';

const path = '/admin/leads';

/** Build time: the page's copy and metadata (the prerendered HTML shows 'Loading...', never a lead). */
export const loader = () => staffPageData(path);

export { handle, links, meta } from '../staff/route';

/**
 * Callback requests: the leads visitors sent, with their consent records; status, notes, delete, CSV. The inbox
 * loads only after the sign-in check; the leads themselves only from the 'leads-admin' function, which decides on
 * the session's token (staff role required).
 */
export default staffPage(
  path,
  lazy(() => import('../staff/LeadsInboxView')),
);

import { lazy } from 'react';
import { staffPageData } from '../staff/page.server';
import { staffPage } from '../staff/route';

const path = '/admin/blog';

/** Build time: the page's copy and metadata (the prerendered HTML shows 'Loading...', never the tool). */
export const loader = () => staffPageData(path);

export { handle, links, meta } from '../staff/route';

/**
 * Blog administration: the posts (published, scheduled, draft) and an editor with live preview and quality checks.
 * The tool (and zod, through @agency/staff/rules) loads only after the sign-in check.
 */
export default staffPage(
  path,
  lazy(() => import('../staff/AdminBlogView')),
);

// Build time only (route loaders): a staff page's title, intro and metadata, from the content. Kept out of the
// browser bundle so a staff page's first load carries no content data.
import { getStaffPagesCopy } from '@agency/content';
import { pageMeta } from '../lib/meta/page-meta';

export interface StaffPageCopy {
  title: string;
  intro: string;
}

/** Title and intro of a staff page, from the content. */
export function staffPageCopy(path: string): StaffPageCopy {
  const copy = getStaffPagesCopy();
  if (path === '/auth') return { title: copy.signInTitle, intro: copy.signInIntro };
  const page = copy.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No staff page copy for ${path} (content: staff/staff.data.ts).`);
  return { title: page.title, intro: page.intro };
}

/** What a staff route's loader returns: its copy and metadata (never indexed; nothing about the tools). */
export function staffPageData(path: string) {
  const page = staffPageCopy(path);
  return {
    page,
    meta: pageMeta({
      title: page.title,
      description: getStaffPagesCopy().metaDescription,
      canonicalPath: path,
      noindex: true,
    }),
  };
}

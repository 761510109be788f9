import { getStaffToolsCopy } from '@agency/content';
import { blogQualityReports } from '@agency/staff/rules';
import { BlogQualityReport } from '@agency/staff';
import { useStaffPosts } from './posts';
import { StaffBar } from './StaffBar';
import { today } from './today';

/**
 * The quality report of every published post (the same function `pnpm content:check` runs, which also reports on
 * drafts and scheduled posts: those never reach the browser).
 */
export default function BlogQualityView({ email }: { email: string }) {
  const posts = useStaffPosts();
  return (
    <>
      <StaffBar email={email} />
      <BlogQualityReport reports={blogQualityReports(posts, today())} copy={getStaffToolsCopy()} />
    </>
  );
}

import { blogQualityReports } from '@agency/content/staff';
import { BlogQualityReport } from '@agency/ui';
import { StaffBar } from './StaffBar';
import { today } from './today';

/** The quality report of every post (the same function `pnpm content:check` runs). */
export default function BlogQualityView({ email }: { email: string }) {
  return (
    <>
      <StaffBar email={email} />
      <BlogQualityReport reports={blogQualityReports(today())} />
    </>
  );
}

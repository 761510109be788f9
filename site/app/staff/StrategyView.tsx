import { getStaffToolsCopy } from '@agency/content';
import { contentStrategy, defaultStrategyContext } from '@agency/staff/rules';
import { ContentStrategyReport } from '@agency/staff';
import { useMemo } from 'react';
import { useStaffPosts } from './posts';
import { StaffBar } from './StaffBar';

/** Topics by state and city against the published posts and the pages, with the gaps listed. */
export default function StrategyView({ email }: { email: string }) {
  const posts = useStaffPosts();
  const strategy = useMemo(() => contentStrategy(defaultStrategyContext(posts)), [posts]);
  return (
    <>
      <StaffBar email={email} />
      <ContentStrategyReport strategy={strategy} copy={getStaffToolsCopy()} />
    </>
  );
}

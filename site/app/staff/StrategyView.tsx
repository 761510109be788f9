import { contentStrategy } from '@agency/content/staff';
import { ContentStrategyReport } from '@agency/ui';
import { StaffBar } from './StaffBar';

/** Topics by state and city against the posts and pages, with the gaps listed. */
export default function StrategyView({ email }: { email: string }) {
  return (
    <>
      <StaffBar email={email} />
      <ContentStrategyReport strategy={contentStrategy()} />
    </>
  );
}

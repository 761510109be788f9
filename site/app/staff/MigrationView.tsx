import { getStaffToolsCopy } from '@agency/content';
import { migrateLegacyExport, sampleLegacyExport } from '@agency/staff/rules';
import { LegacyMigration } from '@agency/staff';
import { useStaffPosts } from './posts';
import { StaffBar } from './StaffBar';

/** A legacy export (JSON) to content-package markdown files, with each post's problems. */
export default function MigrationView({ email }: { email: string }) {
  // The published posts: a migrated post must not take one of their slugs, and may link to them.
  const posts = useStaffPosts();
  return (
    <>
      <StaffBar email={email} />
      <LegacyMigration
        migrate={(text) => migrateLegacyExport(text, posts)}
        sample={sampleLegacyExport}
        copy={getStaffToolsCopy()}
      />
    </>
  );
}

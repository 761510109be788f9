import { migrateLegacyExport, sampleLegacyExport } from '@agency/content/staff';
import { LegacyMigration } from '@agency/ui';
import { StaffBar } from './StaffBar';

/** A legacy export (JSON) to content-package markdown files, with each post's problems. */
export default function MigrationView({ email }: { email: string }) {
  return (
    <>
      <StaffBar email={email} />
      <LegacyMigration migrate={migrateLegacyExport} sample={sampleLegacyExport} />
    </>
  );
}

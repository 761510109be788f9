// Fails the build when any content entry is malformed, naming the file, entry and field.
import { validateContent } from '../registry';
import { formatIssue } from '../validate';
import { currentSeason } from '../season';

const issues = validateContent();
try {
  // A pinned enrollment season whose AEP has ended (or a malformed SITE_BUILD_DATE) would put past dates on the
  // site as current: not built.
  currentSeason();
} catch (error) {
  console.error(`Content is invalid: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (issues.length > 0) {
  console.error(`Content is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):`);
  for (const issue of issues) console.error(`  ✗ ${formatIssue(issue)}`);
  process.exit(1);
}
console.log('Content is valid.');

// Fails the build when any content entry is malformed, naming the file, entry and field.
import { validateContent } from '../registry';
import { formatIssue } from '../validate';

const issues = validateContent();
if (issues.length > 0) {
  console.error(`Content is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):`);
  for (const issue of issues) console.error(`  ✗ ${formatIssue(issue)}`);
  process.exit(1);
}
console.log('Content is valid.');

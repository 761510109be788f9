// The launch gate, the site build's first step: a production build (SITE_ENV=production, the one docs/deploy.md tells
// the agency to run) stops while any sample value or unconfirmed launch setting remains in the content, listing each
// with the file, entry and field to edit (@agency/content's launchProblems). Any other build (local, demo, tests)
// keeps the samples: the pages say so where a visitor sees them, and no structured data carries a sample review.
// Usage: node scripts/launch-gate.ts   (SITE_ENV=production to enforce; anything else only prints a count)
import { formatLaunchProblems, launchProblems } from '@agency/content/schemas';

const environment = process.env.SITE_ENV?.trim() || 'development';
const problems = launchProblems();

if (environment === 'production') {
  if (problems.length > 0) {
    console.error(formatLaunchProblems(problems));
    process.exit(1);
  }
  console.log('Launch gate: no sample value or unconfirmed setting left (SITE_ENV=production).');
} else if (problems.length > 0) {
  console.log(
    `Launch gate: ${problems.length} sample values or unconfirmed settings remain; a ${environment} build keeps them ` +
      '(SITE_ENV=production stops on them; pnpm content:check lists them).',
  );
}

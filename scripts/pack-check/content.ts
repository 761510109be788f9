// Imported by scripts/pack-check.sh in a scratch project outside the workspace, against the packed tarball.
import { brand, getFaqs, getSections, initialEnrollmentPeriod, irmaa, type Faq } from '@agency/content';
import { getPostSources, getPublishedPosts } from '@agency/content/posts';
import { faqSchema, validateContent } from '@agency/content/schemas';
import {
  blogQualityReports,
  migrateLegacyExport,
  sampleLegacyExport,
  type PostDraft,
} from '@agency/content/staff';

const faqs: ReadonlyArray<Faq> = getFaqs();
const checks: Array<[string, boolean]> = [
  ['brand', brand.agencyName.length > 0],
  ['20 FAQs', faqs.length === 20],
  ['tokens filled', !getSections().chat.fallback.callUs.includes('{phone}')],
  ['IEP rule', initialEnrollmentPeriod('1961-06-01').start === '2026-02-01'],
  ['IRMAA rule', irmaa({ year: 2026, filingStatus: 'joint', magi: 250000 }).partDAddOn === 14.5],
  ['schema rejects', !faqSchema.safeParse({ id: 'x' }).success],
  ['content valid', validateContent().length === 0],
  ['posts entry', getPublishedPosts('2026-11-22').length === getPostSources({ today: '2026-11-22' }).length],
  [
    'staff quality report',
    blogQualityReports(getPostSources(), '2026-11-22').every((report) => report.counts.fail === 0),
  ],
  [
    'staff migration (turndown)',
    migrateLegacyExport(sampleLegacyExport, getPostSources()).posts.filter((post) => post.file).length === 2,
  ],
];
// @ts-expect-error an unknown filing status must not compile against the published types
void (() => irmaa({ year: 2026, filingStatus: 'married', magi: 1 }));
// @ts-expect-error a post draft needs every field (the staff types are published)
void ((draft: PostDraft = { slug: 'x' }) => draft);

const failed = checks.filter(([, ok]) => !ok);
for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} @agency/content ${name}`);
if (failed.length > 0) process.exit(1);

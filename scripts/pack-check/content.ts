// Imported by scripts/pack-check.sh in a scratch project outside the workspace, against the packed tarball.
import { brand, getFaqs, getSections, initialEnrollmentPeriod, irmaa, type Faq } from '@agency/content';
import { getPostSources, getPublishedPosts } from '@agency/content/posts';
import { faqSchema, validateContent } from '@agency/content/schemas';
import { blogPostSchema, sitePaths, type PostSource } from '@agency/content/editorial';

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
    'editorial post schema',
    getPostSources().every(
      (post) => blogPostSchema.safeParse({ ...post, file: `posts/${post.slug}.md` }).success,
    ),
  ],
  [
    'editorial site paths',
    sitePaths({ serviceAreas: [], cities: [], posts: [{ slug: 'x' }], advisors: [] }).includes('/blog/x'),
  ],
];
// @ts-expect-error an unknown filing status must not compile against the published types
void (() => irmaa({ year: 2026, filingStatus: 'married', magi: 1 }));
// @ts-expect-error a post source needs every field (the editorial types are published)
void ((post: PostSource = { slug: 'x' }) => post);

const failed = checks.filter(([, ok]) => !ok);
for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} @agency/content ${name}`);
if (failed.length > 0) process.exit(1);

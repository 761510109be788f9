import { describe, expect, it } from 'vitest';
import { blogSettingsData } from '@agency/content/editorial';
import { getPostSources } from '@agency/content/posts';
import { blogQualityWarnings } from '@agency/content/schemas';
import { defaultQualityContext, type QualityContext } from './context';
import type { PostDraft } from './drafts';
import { blogQualityReport, blogQualityReports, type QualityCheckId } from './quality';

const disclaimer = blogSettingsData.disclaimer;

/** A small, hand-made world: four pages, two home anchors, three years of figures, one advisor. */
const context: QualityContext = {
  sitePaths: ['/', '/part-d', '/aep-checklist', '/blog/known-post'],
  homeAnchors: ['faq', 'contact'],
  figures: {
    '2025': {
      partB: { standardPremium: { value: 185 }, deductible: { value: 257 } },
      partD: { outOfPocketCap: { value: 2000 }, baseBeneficiaryPremium: { value: 36.78 } },
    },
    '2026': {
      partB: { standardPremium: { value: 202.9 }, deductible: { value: 283 } },
      partD: { outOfPocketCap: { value: 2100 }, baseBeneficiaryPremium: { value: 38.99 } },
    },
    '2027': { partD: { outOfPocketCap: { value: 2400 } } },
  },
  planYear: 2026,
  disclaimer,
  advisors: [{ id: 'sarah-mitchell', name: 'Sarah Mitchell' }],
  tokens: { phone: '(800) 555-0123', agencyName: 'Sample Agency' },
};

const goodBody = [
  'Part B helps pay for doctor visits. In 2026, most people pay $202.90 a month for it. You can read more on our [Part D page](/part-d).',
  '',
  '## What Part B covers',
  '',
  'It covers doctor visits, tests and some shots. It does not cover most drugs.',
  '',
  '### Tests',
  '',
  'Blood tests and scans are covered when your doctor orders them.',
  '',
  '## How to get help',
  '',
  'Call us at {phone}. We can go through your choices with you.',
  '',
  `_${disclaimer}_`,
].join('\n');

const good: PostDraft = {
  slug: 'part-b-basics',
  title: 'Part B Basics: What It Covers and What It Costs',
  description:
    'What Medicare Part B covers, what it costs in 2026, and how to get help choosing coverage that fits your doctors, your budget and your plans.',
  author: 'sarah-mitchell',
  published: '2026-10-01',
  modified: '2026-10-02',
  tags: ['part-b'],
  draft: false,
  body: goodBody,
};

function checkOf(id: QualityCheckId, changes: Partial<PostDraft>) {
  const report = blogQualityReport({ ...good, ...changes }, context, '2026-11-22');
  return report.checks.find((check) => check.id === id)!;
}

describe('blog quality report', () => {
  it('should pass every check for a well-made post, and give the measured figures', () => {
    const report = blogQualityReport(good, context, '2026-11-22');
    expect(report.checks.filter((check) => check.status !== 'pass')).toEqual([]);
    expect(report.checks.map((check) => check.id)).toEqual([
      'title-length',
      'description-length',
      'headings',
      'internal-links',
      'reading-level',
      'disclaimer',
      'plan-year-figures',
      'frontmatter',
    ]);
    expect(report.counts).toEqual({ pass: 8, warn: 0, fail: 0 });
    expect(report).toMatchObject({ slug: 'part-b-basics', status: 'published', readingMinutes: 1 });
    expect(report.wordCount).toBe(good.body.split(/\s+/).filter(Boolean).length);
    expect(report.readingGrade).toBeLessThanOrEqual(8);
  });

  it('should read the status from the draft flag and the date', () => {
    expect(blogQualityReport({ ...good, draft: true }, context, '2026-11-22').status).toBe('draft');
    expect(blogQualityReport(good, context, '2026-09-30').status).toBe('scheduled');
  });

  it.each([
    ['30 to 60 characters', 'x'.repeat(30), 'pass', 'Title is 30 characters, within the 30 to 60'],
    ['60 characters', 'x'.repeat(60), 'pass', 'Title is 60 characters'],
    ['61 characters', 'x'.repeat(61), 'warn', 'Title is 61 characters; aim for 30 to 60.'],
    ['90 characters (the schema maximum)', 'x'.repeat(90), 'warn', 'Title is 90 characters'],
    ['91 characters', 'x'.repeat(91), 'fail', 'Title is 91 characters; the most allowed is 90.'],
    ['under 30 characters', 'Part B basics', 'warn', 'Title is 13 characters; aim for 30 to 60'],
    ['no title', '', 'fail', 'The post has no title.'],
    ['a token, counted filled', '{agencyName}: Part B, Simply Explained', 'pass', 'Title is 39 characters'],
  ])('title-length: %s', (_case, title, status, message) => {
    const check = checkOf('title-length', { title });
    expect(check).toMatchObject({ label: 'Title length', status });
    expect(check.message).toContain(message);
  });

  it.each([
    ['120 characters', 120, 'pass', 'Description is 120 characters, within the 120 to 160'],
    ['160 characters', 160, 'pass', 'Description is 160 characters'],
    ['119 characters', 119, 'warn', 'Description is 119 characters; aim for 120 to 160.'],
    ['70 characters', 70, 'warn', 'Description is 70 characters'],
    ['161 characters', 161, 'warn', 'Description is 161 characters; aim for 120 to 160.'],
    ['170 characters', 170, 'warn', 'Description is 170 characters'],
    ['69 characters', 69, 'fail', 'Description is 69 characters; it must be 70 to 170.'],
    ['171 characters', 171, 'fail', 'Description is 171 characters; it must be 70 to 170.'],
    ['no description', 0, 'fail', 'The post has no description.'],
  ])('description-length: %s', (_case, length, status, message) => {
    const check = checkOf('description-length', { description: 'd'.repeat(length) });
    expect(check).toMatchObject({ label: 'Description length', status });
    expect(check.message).toContain(message);
  });

  const text = 'Plain words help everyone read.';
  it.each([
    [
      'two sections and a sub-heading',
      `${text}\n\n## One\n\n${text}\n\n### Sub\n\n${text}\n\n## Two\n\n${text}`,
      'pass',
      '2 section headings (##), in a clear order.',
    ],
    [
      'one section',
      `${text}\n\n## One\n\n${text}`,
      'warn',
      'The post has 1 section heading (##); use at least 2',
    ],
    ['no sections', text, 'warn', 'The post has no section headings (##)'],
    [
      'a top-level heading',
      `# Big title\n\n## One\n\n${text}\n\n## Two\n\n${text}`,
      'fail',
      'Change "# Big title" to a ## heading',
    ],
    [
      '### before any ##',
      `### Early\n\n${text}\n\n## One\n\n${text}\n\n## Two`,
      'fail',
      '"### Early" comes before any ## section heading',
    ],
    [
      '#### under no ###',
      `## One\n\n${text}\n\n#### Deep\n\n${text}\n\n## Two`,
      'fail',
      '"#### Deep" sits under no ### heading; use ### instead.',
    ],
    [
      'a heading inside a code block is not a heading',
      `## One\n\n\`\`\`\n# not a heading\n\`\`\`\n\n## Two`,
      'pass',
      '2 section headings',
    ],
  ])('headings: %s', (_case, body, status, message) => {
    const check = checkOf('headings', { body });
    expect(check).toMatchObject({ label: 'Headings', status });
    expect(check.message).toContain(message);
  });

  it.each([
    ['a link to a page', 'See [Part D](/part-d).', 'pass', 'The one link to our pages works.'],
    [
      'links with an anchor and a home anchor',
      'See [the list](/aep-checklist#print), [FAQ](#faq) and [us](/#contact).',
      'pass',
      'All 3 links to our pages work.',
    ],
    [
      'an outside link only',
      'See [Medicare.gov](https://www.medicare.gov).',
      'warn',
      'The post links to none of our pages.',
    ],
    ['no links', 'No links here.', 'warn', 'links to none of our pages'],
    [
      'a broken page link',
      'See [old](/blog/old-post) and [Part D](/part-d).',
      'fail',
      'This link leads nowhere: "/blog/old-post" (not a page of the site). Fix or remove it.',
    ],
    [
      'a broken anchor',
      'See [questions](#questions).',
      'fail',
      '"#questions" (not a section of the home page',
    ],
    [
      'two broken links, named',
      'See [a](/nope) and [b](/gone#x).',
      'fail',
      '2 links lead nowhere: "/nope" (not a page of the site), "/gone#x" (not a page of the site).',
    ],
    ['a reference link', 'See [Part D][pd].\n\n[pd]: /part-dd', 'fail', '"/part-dd"'],
  ])('internal-links: %s', (_case, body, status, message) => {
    const check = checkOf('internal-links', { body });
    expect(check).toMatchObject({ label: 'Links to our pages', status });
    expect(check.message).toContain(message);
  });

  it.each([
    [
      'short sentences and short words',
      'Medicare helps people pay for care. It has four parts.',
      'pass',
      'Reading grade 1.7 (5 words a sentence on average): easy to read.',
    ],
    [
      'grade 8.4',
      'Your Medigap open enrollment period starts the month you are both 65 and enrolled in Part B. During those six months, insurance companies cannot ask about your health or charge you more because of it.',
      'warn',
      'Reading grade 8.4 (17.5 words a sentence on average); aim for 8 or below.',
    ],
    [
      'grade 15.2',
      'Original Medicare, with a Medicare Supplement policy, generally allows you to see any physician nationwide who accepts Medicare patients. Medicare Advantage plans usually require that you use providers within their network.',
      'fail',
      'Reading grade 15.2 (15.5 words a sentence on average); aim for 8 or below: many readers will find it hard.',
    ],
    ['no text', '## Only a heading', 'fail', 'The post has no text to measure yet.'],
  ])('reading-level: %s', (_case, body, status, message) => {
    const check = checkOf('reading-level', { body });
    expect(check).toMatchObject({ label: 'Reading level', status });
    expect(check.message).toContain(message);
  });

  it.each([
    ['the disclaimer in italics', `Text.\n\n_${disclaimer}_`, 'pass'],
    ['the disclaimer across two lines', `Text.\n\n${disclaimer.replace('. ', '.\n')}`, 'pass'],
    ['no disclaimer', 'Text without it.', 'fail'],
    ['half of it', `Text.\n\n_${disclaimer.split('. ')[0]}._`, 'fail'],
  ])('disclaimer: %s', (_case, body, status) => {
    const check = checkOf('disclaimer', { body });
    expect(check).toMatchObject({ label: 'Disclaimer', status });
    if (status === 'fail')
      expect(check.message).toBe(
        `The standard disclaimer is missing. End the post with this line: _${disclaimer}_`,
      );
  });

  it.each([
    [
      'the plan-year figure',
      'In 2026, Part B is $202.90 a month.',
      'pass',
      'No out-of-date Medicare figures found (checked against the 2026 figures).',
    ],
    [
      'a past figure with its year',
      'Part B is $202.90 in 2026. It was $185 in 2025.',
      'pass',
      'No out-of-date',
    ],
    [
      'a table row naming the year',
      '| Year | Cap |\n|---|---|\n| 2025 | $2,000 |\n| 2026 | $2,100 |',
      'pass',
      'No out-of-date',
    ],
    [
      'a table whose header names the year',
      '| 2025 premium | 2026 premium |\n|---|---|\n| $185 | $202.90 |',
      'pass',
      'No out-of-date',
    ],
    ['an amount that is no figure', 'In 2026, a $20 copay is common.', 'pass', 'No out-of-date'],
    [
      'the {planYear} token',
      'In {planYear}, Part B is $202.90 a month. It was $185.00 in {aepYear}.',
      'pass',
      'No out-of-date',
    ],
    [
      "last year's premium as current",
      'In 2026, most people pay $185.00 a month for Part B.',
      'fail',
      'Mentions $185, the 2025 Part B standard premium; the 2026 figure is $202.90.',
    ],
    [
      'a past figure without cents',
      'The drug cap is $2,000 this year, and Part B is $202.90.',
      'fail',
      'Mentions $2,000, the 2025 Part D out-of-pocket cap; the 2026 figure is $2,100.',
    ],
    [
      "next year's figure as current",
      'In 2026, the drug cap is $2,400.',
      'warn',
      'Mentions $2,400, the 2027 Part D out-of-pocket cap; the 2026 figure is $2,100.',
    ],
    [
      'a past year as the current one',
      'For 2025, check your plan letter before the deadline.',
      'warn',
      'Mentions 2025 but never 2026 or a 2026 figure. If it speaks of 2025 as the current year, update it to 2026.',
    ],
  ])('plan-year-figures: %s', (_case, body, status, message) => {
    const check = checkOf('plan-year-figures', { body });
    expect(check).toMatchObject({ label: 'Medicare figures', status });
    expect(check.message).toContain(message);
  });

  it('plan-year-figures: should fail on a past figure and list every finding', () => {
    const check = checkOf('plan-year-figures', {
      body: 'Part B is $185 a month, and the Part B deductible is $257. The cap is $2,400.',
    });
    expect(check.status).toBe('fail');
    expect(check.message).toBe(
      'Mentions $185, the 2025 Part B standard premium; the 2026 figure is $202.90. ' +
        'Mentions $257, the 2025 Part B deductible; the 2026 figure is $283. ' +
        'Mentions $2,400, the 2027 Part D out-of-pocket cap; the 2026 figure is $2,100.',
    );
  });

  it("plan-year-figures: should know the package's own figures and name them", () => {
    const own = (body: string, planYear: number) =>
      blogQualityReport(
        { ...good, body },
        { ...defaultQualityContext(getPostSources()), planYear, figuresYear: planYear },
        '2026-11-22',
      ).checks.find((check) => check.id === 'plan-year-figures')!;
    expect(own('Most people pay $185.00 a month for Part B.', 2026).message).toBe(
      'Mentions $185, the 2025 Part B standard premium; the 2026 figure is $202.90.',
    );
    expect(own('In 2026, IRMAA starts above $106,000 for a single filer.', 2026).message).toBe(
      'Mentions $106,000, the 2025 IRMAA income threshold for individual tax returns; the 2026 figure is $109,000.',
    );
    expect(own('Plan K limits your costs to $7,220 this year, and Part B is $202.90.', 2026)).toMatchObject({
      status: 'fail',
      message: 'Mentions $7,220, the 2025 Medigap Plan K out-of-pocket limit; the 2026 figure is $8,000.',
    });
    expect(own('In 2026 the Part D deductible can be up to $615 and the cap is $2,100.', 2026).status).toBe(
      'pass',
    );
  });

  it('plan-year-figures: should take the latest announced figure for a plan year that does not have it yet', () => {
    const own = (body: string) =>
      blogQualityReport(
        { ...good, body },
        { ...defaultQualityContext(getPostSources()), planYear: 2027, figuresYear: 2027 },
        '2026-11-22',
      ).checks.find((check) => check.id === 'plan-year-figures')!;
    // 2027 has no Part B premium yet: the 2026 one is the figure shown.
    expect(own('Part B is $202.90 a month in 2026, and the 2027 drug cap is $2,400.').status).toBe('pass');
    expect(own('Most people pay $185 a month for Part B, and the 2027 cap is $2,400.').message).toBe(
      'Mentions $185, the 2025 Part B standard premium; the figure for 2027 is $202.90, from 2026 (the 2027 amount is not in our figures yet).',
    );
    // 2027 has its own Part D cap: the 2026 one is history.
    expect(own('In 2027, the drug cap is $2,100.')).toMatchObject({
      status: 'fail',
      message: 'Mentions $2,100, the 2026 Part D out-of-pocket cap; the 2027 figure is $2,400.',
    });
  });

  it.each([
    ['a valid post', {}, 'pass', 'Slug, title, description, author, dates and tags are all valid.'],
    [
      'an unknown author',
      { author: 'jane-doe' },
      'fail',
      'No advisor has the id "jane-doe". Known advisors: sarah-mitchell (Sarah Mitchell).',
    ],
    ['a bad slug', { slug: 'Part B!' }, 'fail', 'Slug must be kebab-case (a-z, 0-9, hyphens).'],
    [
      'an update before publication',
      { modified: '2026-09-01' },
      'fail',
      'Last updated date must not be before the published date.',
    ],
    [
      'a date that does not exist',
      { published: '2026-02-30' },
      'fail',
      'Published date must be a date written YYYY-MM-DD',
    ],
    ['no tags', { tags: [] }, 'fail', 'Tags must have at least one tag.'],
    ['a tag with capitals', { tags: ['Part-B'] }, 'fail', 'The tag "Part-B" must be kebab-case'],
    [
      'a misspelt token',
      { body: `${goodBody}\n\nCall {phon}.` },
      'fail',
      'Body uses {phon}, which the site does not fill in',
    ],
    [
      'raw HTML',
      { body: `${goodBody}\n\n<div class="note">Note</div>` },
      'fail',
      'Body holds HTML (<div class="note"> </div>)',
    ],
    ['a broken link is left to the links check', { body: `${goodBody}\n\n[x](/nope)` }, 'pass', 'all valid'],
  ])('frontmatter: %s', (_case, changes, status, message) => {
    const check = checkOf('frontmatter', changes as Partial<PostDraft>);
    expect(check).toMatchObject({ label: 'Post details', status });
    expect(check.message).toContain(message);
  });

  it('should find no failing check in the seven posts, and report each of them, newest first', () => {
    const reports = blogQualityReports(getPostSources(), '2026-11-22');
    expect(reports).toHaveLength(7);
    expect(reports.map((report) => [report.slug, report.checks.filter((c) => c.status === 'fail')])).toEqual(
      reports.map((report) => [report.slug, []]),
    );
    for (const report of reports) {
      expect(report.readingGrade, report.slug).toBeLessThanOrEqual(8);
      expect(report.title, report.slug).not.toContain('{');
    }
  });
});

describe('content:check: the blog posts part', () => {
  it("should report the posts' own quality warnings, each naming an existing post file", () => {
    const reports = blogQualityReports(getPostSources(), '2026-11-22');
    const warnings = blogQualityWarnings(reports);
    const notPassing = reports.flatMap((report) => report.checks.filter((check) => check.status !== 'pass'));
    expect(warnings).toHaveLength(notPassing.length);
    for (const warning of warnings)
      expect(warning.where).toMatch(
        new RegExp(`^blog → src/collections/blog/posts/(${reports.map((r) => r.slug).join('|')})\\.md$`),
      );
  });
});

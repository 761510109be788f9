// Hand-made fixtures for the staff tools' stories and tests: a few posts like the real ones, and small working
// versions of the quality check, the validation, the markdown preview, the file writer and the legacy migration, each
// shaped to drive one state of the widgets on purpose (a failing check, a scheduled post). They are not the real rules
// (those are `src/rules`, tested there against the real posts; the site's e2e runs the widgets on them).
// The words are the real ones: the tools' copy from @agency/content (a devDependency of the stories and tests).

import { getStaffToolsCopy } from '@agency/content';
import type { StaffToolsCopy } from './copy';
import type {
  CheckStatus,
  ContentStrategy,
  FieldProblem,
  MigratedPost,
  PostDraft,
  PostFile,
  PostStatus,
  QualityCheck,
  QualityReport,
} from './types';

/** The staff tools' words, as the site passes them (`getStaffToolsCopy()`). */
export const fixtureCopy: StaffToolsCopy = getStaffToolsCopy();

/** The day the fixtures are seen from. */
export const fixtureToday = '2026-11-21';

export const fixtureAdvisors = [
  { id: 'sarah-mitchell', name: 'Sarah Mitchell' },
  { id: 'james-mitchell', name: 'James Mitchell' },
];

const disclaimer =
  '_This article is general information, not advice about a specific plan. Plans and costs vary by ZIP code._';

const irmaa: PostDraft = {
  slug: 'irmaa-explained',
  title: 'IRMAA Explained: The Medicare High-Income Surcharge',
  description:
    'What IRMAA is, the 2026 income brackets for single and joint filers, the two-year look-back, and how to appeal with Form SSA-44.',
  author: 'james-mitchell',
  published: '2026-07-14',
  modified: '2026-09-28',
  tags: ['irmaa', 'part-b', 'ssa-44'],
  draft: false,
  body: [
    'Most people on Medicare pay the standard Part B premium. In 2026, that is $202.90 a month. People with higher incomes pay more.',
    '## What IRMAA means',
    'IRMAA is an extra charge on top of your Part B and Part D premiums. Social Security decides who pays it.',
    '## When your income drops',
    'If your income dropped because of a life event, you can ask for a new decision with **Form SSA-44**.',
    '- death of a spouse\n- divorce\n- stopping work',
    'Try our [IRMAA calculator](/irmaa-calculator) or call us at {phone}.',
    disclaimer,
  ].join('\n\n'),
};

const checklist: PostDraft = {
  slug: 'annual-enrollment-checklist',
  title: 'Your Annual Enrollment Checklist for This Fall',
  description:
    'A step-by-step checklist for the Medicare Annual Enrollment Period, October 15 to December 7: what to gather and compare.',
  author: 'sarah-mitchell',
  published: '2026-10-01',
  modified: '2026-10-12',
  tags: ['annual-enrollment', 'aep', 'checklist'],
  draft: false,
  body: [
    'Every fall, Medicare gives you a chance to look at your coverage and make changes for the next year.',
    '## Step 1: Read the letter from your plan',
    'Your plan sends a letter about what will change next year. The Part B premium was $185.00 a month last year.',
    '## Step 2: Gather three lists',
    '1. Your doctors\n2. Your medicines\n3. Your pharmacies',
    'Print our [Annual Enrollment Period checklist](/aep-checklist) and tick each item as you go.',
    disclaimer,
  ].join('\n\n'),
};

const networks: PostDraft = {
  slug: 'medicare-advantage-networks',
  title: 'Medicare Advantage Networks: HMO vs PPO',
  description:
    'How Medicare Advantage networks work, the difference between HMO and PPO plans, and how to check your doctors.',
  author: 'james-mitchell',
  published: '2026-12-02',
  modified: '2026-12-02',
  tags: ['medicare-advantage', 'networks'],
  draft: false,
  body: [
    '"Can I keep my doctor?" It is the question we hear most when people look at Medicare Advantage plans.',
    '## What is a network?',
    'A network is the group of doctors, hospitals and pharmacies that a plan works with. Notwithstanding considerable administrative complexity, beneficiaries ordinarily experience substantially comparable accessibility characteristics.',
    'Call the doctor’s office and ask which plans they accept next year.',
    disclaimer,
  ].join('\n\n'),
};

const extraHelp: PostDraft = {
  slug: 'extra-help-with-drug-costs-for-people-with-limited-income-and-resources',
  title: 'Extra Help With Part D Drug Costs: Who Qualifies in 2026 and How to Apply Without Leaving Home',
  description: 'Who can get Extra Help with Part D costs.',
  author: 'sarah-mitchell',
  published: '2026-11-30',
  modified: '2026-11-30',
  tags: ['part-d', 'extra-help'],
  draft: true,
  body: 'Extra Help is a Medicare program that helps people with limited income and resources pay for Part D. In 2026 the income limit is $23,940 for one person and $32,460 for a married couple living together. You can apply online, by phone, or at your local Social Security office.',
};

/** Four posts: two published, one scheduled (December 2), one draft; newest first like the content package. */
export const fixturePosts: Array<{ draft: PostDraft; status: PostStatus }> = [
  { draft: networks, status: 'scheduled' },
  { draft: extraHelp, status: 'draft' },
  { draft: checklist, status: 'published' },
  { draft: irmaa, status: 'published' },
];

/** A blank post: the first advisor, dated today, a draft. */
export function fixtureNewDraft(): PostDraft {
  return {
    slug: '',
    title: '',
    description: '',
    author: fixtureAdvisors[0]!.id,
    published: fixtureToday,
    modified: fixtureToday,
    tags: [],
    draft: true,
    body: '',
  };
}

const words = (text: string) =>
  text.match(/[A-Za-z0-9$'’.,-]+/g)?.filter((word) => /[A-Za-z0-9]/.test(word)) ?? [];

function syllables(word: string): number {
  const groups = word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/e$/, '')
    .match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 0);
}

function readingGrade(text: string): number {
  const plain = text.replace(/^#+ /gm, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  const list = words(plain);
  if (list.length === 0) return 0;
  const sentences = Math.max(1, plain.split(/[.!?]+(?:\s|$)|\n\n/).filter((part) => part.trim()).length);
  const syllableCount = list.reduce((sum, word) => sum + syllables(word), 0);
  const grade = 0.39 * (list.length / sentences) + 11.8 * (syllableCount / list.length) - 15.59;
  return Math.max(0, Math.round(grade * 10) / 10);
}

function range(value: number, pass: [number, number], warn: [number, number]): CheckStatus {
  if (value >= pass[0] && value <= pass[1]) return 'pass';
  return value >= warn[0] && value <= warn[1] ? 'warn' : 'fail';
}

/** The status a draft would have on the site on `fixtureToday`. */
export function fixtureStatus(draft: PostDraft): PostStatus {
  if (draft.draft) return 'draft';
  return draft.published > fixtureToday ? 'scheduled' : 'published';
}

/** A small stand-in for `blogQualityReport`: the same eight checks, simpler measures. */
export function fixtureCheck(draft: PostDraft): QualityReport {
  const titleLength = draft.title.trim().length;
  const descriptionLength = draft.description.trim().length;
  const headings = draft.body.match(/^## /gm)?.length ?? 0;
  const links = draft.body.match(/\]\(\/[^)]*\)/g)?.length ?? 0;
  const grade = readingGrade(draft.body);
  const wordCount = words(draft.body).length;
  const oldFigure = draft.body.includes('$185.00');
  const fieldProblems = fixtureValidate(draft).length;
  const checks: QualityCheck[] = [
    {
      id: 'title-length',
      label: 'Title length',
      status: range(titleLength, [30, 60], [1, 90]),
      message: `Title is ${titleLength} characters; aim for 30 to 60.`,
    },
    {
      id: 'description-length',
      label: 'Description length',
      status: range(descriptionLength, [120, 160], [70, 170]),
      message: `Description is ${descriptionLength} characters; aim for 120 to 160.`,
    },
    {
      id: 'headings',
      label: 'Section headings',
      status: range(headings, [2, Infinity], [1, 1]),
      message:
        headings === 0
          ? 'No section headings; add at least two (## Heading) so readers can scan.'
          : `${headings} section heading${headings === 1 ? '' : 's'}; aim for at least two.`,
    },
    {
      id: 'internal-links',
      label: 'Links to our pages',
      status: links > 0 ? 'pass' : 'warn',
      message:
        links > 0
          ? `${links} link${links === 1 ? '' : 's'} to other pages of the site.`
          : 'No links to other pages of the site; link a tool or a related article.',
    },
    {
      id: 'reading-level',
      label: 'Reading level',
      status: range(grade, [0, 8], [8, 10]),
      message: `Reading grade ${grade.toFixed(1)}; aim for grade 8 or lower.`,
    },
    {
      id: 'disclaimer',
      label: 'Disclaimer',
      status: draft.body.includes('general information') ? 'pass' : 'fail',
      message: draft.body.includes('general information')
        ? 'Ends with the general-information disclaimer.'
        : 'The closing disclaimer is missing: add “This article is general information, not advice about a specific plan.”',
    },
    {
      id: 'plan-year-figures',
      label: 'Plan-year figures',
      status: oldFigure ? 'warn' : 'pass',
      message: oldFigure
        ? 'Mentions $185.00, the 2025 Part B premium; the 2026 figure is $202.90.'
        : 'Every Medicare figure matches 2026.',
    },
    {
      id: 'frontmatter',
      label: 'Frontmatter',
      status: fieldProblems === 0 ? 'pass' : 'fail',
      message:
        fieldProblems === 0
          ? 'Every field is filled in and valid.'
          : `${fieldProblems} field ${fieldProblems === 1 ? 'problem' : 'problems'}; press Download to see them.`,
    },
  ];
  const counts = { pass: 0, warn: 0, fail: 0 };
  for (const check of checks) counts[check.status] += 1;
  return {
    slug: draft.slug,
    title: draft.title,
    status: fixtureStatus(draft),
    checks,
    counts,
    readingGrade: grade,
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / 200)),
  };
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const id = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A stand-in for `validatePostDraft`, with the content schema's limits. */
export function fixtureValidate(draft: PostDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const title = draft.title.trim();
  const description = draft.description.trim();
  if (!title) problems.push({ field: 'title', message: 'is required' });
  else if (title.length > 90)
    problems.push({ field: 'title', message: `must be at most 90 characters (it has ${title.length})` });
  if (!id.test(draft.slug))
    problems.push({
      field: 'slug',
      message: draft.slug ? 'use lowercase letters, numbers and hyphens only' : 'is required',
    });
  if (description.length < 70)
    problems.push({
      field: 'description',
      message: `must be at least 70 characters (it has ${description.length})`,
    });
  else if (description.length > 170)
    problems.push({
      field: 'description',
      message: `must be at most 170 characters (it has ${description.length})`,
    });
  if (!fixtureAdvisors.some((advisor) => advisor.id === draft.author))
    problems.push({ field: 'author', message: `no advisor "${draft.author}"` });
  if (!isoDate.test(draft.published)) problems.push({ field: 'published', message: 'pick a date' });
  if (!isoDate.test(draft.modified)) problems.push({ field: 'modified', message: 'pick a date' });
  else if (draft.modified < draft.published)
    problems.push({ field: 'modified', message: 'must not be before the published date' });
  if (draft.tags.length === 0) problems.push({ field: 'tags', message: 'add at least one tag' });
  draft.tags.forEach((tag, index) => {
    if (!id.test(tag))
      problems.push({ field: `tags.${index}`, message: `"${tag}": use lowercase words joined by hyphens` });
  });
  if (draft.body.trim().length < 200)
    problems.push({
      field: 'body',
      message: `must be at least 200 characters (it has ${draft.body.trim().length})`,
    });
  return problems;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/_([^_]+)_/g, '<em>$1</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>');
}

/** A stand-in for the site's markdown-it render (html off): headings, paragraphs, lists, bold, italics, links. */
export function fixtureRenderPreview(markdown: string): string {
  return markdown
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^(#{2,4}) (.*)$/.exec(block);
      if (heading) return `<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>`;
      const lines = block.split('\n');
      if (lines.every((line) => /^- /.test(line)))
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      if (lines.every((line) => /^\d+\. /.test(line)))
        return `<ol>${lines.map((line) => `<li>${inline(line.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>`;
      return `<p>${inline(lines.join(' '))}</p>`;
    })
    .join('\n');
}

const yamlString = (text: string) => JSON.stringify(text);

/** A stand-in for `postToMarkdown`: YAML frontmatter, then the body. */
export function fixtureToFile(draft: PostDraft): PostFile {
  const lines = [
    '---',
    `title: ${yamlString(draft.title)}`,
    `slug: ${draft.slug}`,
    `description: ${yamlString(draft.description)}`,
    `author: ${draft.author}`,
    `published: ${draft.published}`,
    `modified: ${draft.modified}`,
    `tags: [${draft.tags.join(', ')}]`,
    ...(draft.draft ? ['draft: true'] : []),
    '---',
    '',
    draft.body.trim(),
    '',
  ];
  return { fileName: `${draft.slug}.md`, content: lines.join('\n') };
}

/** Quality reports of the four posts: a mix of passes, warnings and failures. */
export const fixtureReports: QualityReport[] = fixturePosts.map(({ draft }) => fixtureCheck(draft));

/** A report where every check passes. */
export const fixturePassingReport: QualityReport = {
  slug: 'medigap-plan-g',
  title: 'Medigap Plan G: What It Covers in 2026',
  status: 'published',
  checks: [
    {
      id: 'title-length',
      label: 'Title length',
      status: 'pass',
      message: 'Title is 38 characters; aim for 30 to 60.',
    },
    {
      id: 'description-length',
      label: 'Description length',
      status: 'pass',
      message: 'Description is 142 characters; aim for 120 to 160.',
    },
    {
      id: 'headings',
      label: 'Section headings',
      status: 'pass',
      message: '5 section headings; aim for at least two.',
    },
    {
      id: 'internal-links',
      label: 'Links to our pages',
      status: 'pass',
      message: '3 links to other pages of the site.',
    },
    {
      id: 'reading-level',
      label: 'Reading level',
      status: 'pass',
      message: 'Reading grade 6.8; aim for grade 8 or lower.',
    },
    {
      id: 'disclaimer',
      label: 'Disclaimer',
      status: 'pass',
      message: 'Ends with the general-information disclaimer.',
    },
    {
      id: 'plan-year-figures',
      label: 'Plan-year figures',
      status: 'pass',
      message: 'Every Medicare figure matches 2026.',
    },
    {
      id: 'frontmatter',
      label: 'Frontmatter',
      status: 'pass',
      message: 'Every field is filled in and valid.',
    },
  ],
  counts: { pass: 8, warn: 0, fail: 0 },
  readingGrade: 6.8,
  wordCount: 1240,
  readingMinutes: 6,
};

/** A legacy export (the old blog's JSON): two posts that convert, one with a bad date and no author match. */
export const fixtureLegacyExport = JSON.stringify(
  [
    {
      title: 'Turning 65? Your First Steps With Medicare',
      slug: 'turning-65-first-steps',
      content:
        '<p>Turning 65 brings a seven-month window to sign up for Medicare. Here is how to use it well, step by step, without paying a late penalty for the rest of your life.</p><h2>When your window opens</h2><p>It opens three months before the month you turn 65 and closes three months after it.</p><h2>What to do first</h2><ul><li>Check whether you have coverage from a job.</li><li>Sign up for Part A and Part B.</li></ul><p>Read more in our <a href="/medicare-timeline">enrollment timeline</a>.</p>',
      date: '2024-03-05T09:30:00Z',
      author: 'Sarah Mitchell',
    },
    {
      title: 'What Does Medicare Part D Cover?',
      slug: 'what-does-part-d-cover',
      content:
        '<p>Part D is Medicare drug coverage. You get it from a private plan approved by Medicare, either on its own or inside a Medicare Advantage plan.</p><h2>The drug list</h2><p>Each plan has a list of the drugs it covers, called a formulary. Check that your medicines are on it before you join.</p>',
      date: '2024-06-18',
      author: 'James Mitchell',
    },
    {
      title: 'Medicare and Travel',
      slug: 'medicare-and-travel',
      content: '<p>Short post.</p>',
      date: 'last summer',
      author: 'Guest Writer',
    },
  ],
  null,
  2,
);

function htmlToMarkdown(html: string): string {
  return html
    .replace(/<h2>(.*?)<\/h2>/g, '\n\n## $1\n\n')
    .replace(/<li>(.*?)<\/li>/g, '- $1\n')
    .replace(/<\/?ul>/g, '\n')
    .replace(/<a href="([^"]*)">(.*?)<\/a>/g, '[$2]($1)')
    .replace(/<p>(.*?)<\/p>/g, '\n\n$1\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A stand-in for `migrateLegacyExport`. */
export function fixtureMigrate(jsonText: string): { posts: MigratedPost[]; error?: string } {
  let data: unknown;
  try {
    data = JSON.parse(jsonText);
  } catch (error) {
    return {
      posts: [],
      error: `This is not valid JSON (${(error as Error).message}). Paste the whole export file.`,
    };
  }
  if (!Array.isArray(data))
    return {
      posts: [],
      error: `The export must be a list of posts (a JSON array, starting with “[”); this holds ${data === null ? 'null' : typeof data === 'object' ? 'an object' : `a ${typeof data}`}.`,
    };
  return {
    posts: data.map((item: Record<string, unknown>, index): MigratedPost => {
      const title = typeof item?.title === 'string' ? item.title : undefined;
      const slug = typeof item?.slug === 'string' ? item.slug : undefined;
      const problems: FieldProblem[] = [];
      const date = typeof item?.date === 'string' ? item.date.slice(0, 10) : '';
      if (!isoDate.test(date))
        problems.push({ field: 'date', message: `"${String(item?.date)}" is not a date like 2024-03-05` });
      const advisor = fixtureAdvisors.find((candidate) => candidate.name === item?.author);
      if (!advisor)
        problems.push({
          field: 'author',
          message: `no advisor named "${String(item?.author)}"; use one of ${fixtureAdvisors.map((a) => a.name).join(', ')}`,
        });
      const body = htmlToMarkdown(typeof item?.content === 'string' ? item.content : '');
      const draft: PostDraft = {
        slug: slug ?? '',
        title: title ?? '',
        description: body.split('\n')[0]!.slice(0, 160),
        author: advisor?.id ?? '',
        published: date,
        modified: date,
        tags: ['imported'],
        draft: false,
        body,
      };
      if (problems.length === 0)
        problems.push(...fixtureValidate(draft).filter((problem) => problem.field !== 'author'));
      return problems.length > 0
        ? { index, slug, title, problems }
        : { index, slug, title, problems, file: fixtureToFile(draft) };
    }),
  };
}

/** Topics x places for two states with two cities each: some cells covered, the rest gaps. */
export const fixtureStrategy: ContentStrategy = {
  topics: [
    { id: 'medicare-advantage', label: 'Medicare Advantage' },
    { id: 'medigap', label: 'Medigap' },
    { id: 'part-d', label: 'Part D' },
    { id: 'enrollment', label: 'Enrollment' },
  ],
  places: [
    { id: 'alabama', label: 'Alabama', kind: 'state', stateId: 'alabama' },
    { id: 'birmingham-al', label: 'Birmingham', kind: 'city', stateId: 'alabama' },
    { id: 'huntsville-al', label: 'Huntsville', kind: 'city', stateId: 'alabama' },
    { id: 'georgia', label: 'Georgia', kind: 'state', stateId: 'georgia' },
    { id: 'atlanta-ga', label: 'Atlanta', kind: 'city', stateId: 'georgia' },
    { id: 'savannah-ga', label: 'Savannah', kind: 'city', stateId: 'georgia' },
  ],
  cells: [
    {
      topicId: 'medicare-advantage',
      placeId: 'alabama',
      covered: [{ url: '/medicare-alabama', title: 'Medicare in Alabama' }],
    },
    {
      topicId: 'medigap',
      placeId: 'alabama',
      covered: [{ url: '/best-medigap-plans-alabama', title: 'Best Medigap Plans in Alabama' }],
    },
    { topicId: 'part-d', placeId: 'alabama', covered: [] },
    {
      topicId: 'enrollment',
      placeId: 'alabama',
      covered: [
        { url: '/medicare-alabama', title: 'Medicare in Alabama' },
        { url: '/blog/annual-enrollment-checklist', title: 'Your Annual Enrollment Checklist for This Fall' },
      ],
    },
    {
      topicId: 'medicare-advantage',
      placeId: 'birmingham-al',
      covered: [{ url: '/medicare-service-areas/birmingham', title: 'Medicare in Birmingham' }],
    },
    { topicId: 'medigap', placeId: 'birmingham-al', covered: [] },
    { topicId: 'part-d', placeId: 'birmingham-al', covered: [] },
    {
      topicId: 'enrollment',
      placeId: 'birmingham-al',
      covered: [{ url: '/aep/birmingham', title: 'Annual Enrollment in Birmingham' }],
    },
    { topicId: 'medicare-advantage', placeId: 'huntsville-al', covered: [] },
    { topicId: 'medigap', placeId: 'huntsville-al', covered: [] },
    { topicId: 'part-d', placeId: 'huntsville-al', covered: [] },
    {
      topicId: 'enrollment',
      placeId: 'huntsville-al',
      covered: [{ url: '/aep/huntsville', title: 'Annual Enrollment in Huntsville' }],
    },
    {
      topicId: 'medicare-advantage',
      placeId: 'georgia',
      covered: [{ url: '/medicare-service-areas-georgia', title: 'Medicare Service Areas in Georgia' }],
    },
    { topicId: 'medigap', placeId: 'georgia', covered: [] },
    { topicId: 'part-d', placeId: 'georgia', covered: [] },
    { topicId: 'enrollment', placeId: 'georgia', covered: [] },
    {
      topicId: 'medicare-advantage',
      placeId: 'atlanta-ga',
      covered: [{ url: '/medicare-service-areas-georgia/atlanta', title: 'Medicare in Atlanta' }],
    },
    { topicId: 'medigap', placeId: 'atlanta-ga', covered: [] },
    { topicId: 'part-d', placeId: 'atlanta-ga', covered: [] },
    {
      topicId: 'enrollment',
      placeId: 'atlanta-ga',
      covered: [{ url: '/aep/atlanta', title: 'Annual Enrollment in Atlanta' }],
    },
    { topicId: 'medicare-advantage', placeId: 'savannah-ga', covered: [] },
    { topicId: 'medigap', placeId: 'savannah-ga', covered: [] },
    { topicId: 'part-d', placeId: 'savannah-ga', covered: [] },
    { topicId: 'enrollment', placeId: 'savannah-ga', covered: [] },
  ],
  gaps: [
    {
      topicId: 'enrollment',
      placeId: 'georgia',
      priority: 'high',
      suggestedTitle: 'Medicare Enrollment in Georgia: Dates and Local Help',
      reason:
        'Georgia has 2 cities we serve and no enrollment page; enrollment questions bring the most calls.',
    },
    {
      topicId: 'medigap',
      placeId: 'georgia',
      priority: 'high',
      suggestedTitle: 'Best Medigap Plans in Georgia for 2026',
      reason: 'Alabama has a Medigap page; Georgia, a larger market, has none.',
    },
    {
      topicId: 'part-d',
      placeId: 'alabama',
      priority: 'medium',
      suggestedTitle: 'Part D Drug Plans in Alabama: How to Compare',
      reason: 'No Part D page in any state yet.',
    },
    {
      topicId: 'medicare-advantage',
      placeId: 'savannah-ga',
      priority: 'medium',
      suggestedTitle: 'Medicare Advantage in Savannah: Networks and Costs',
      reason: 'Savannah is in our service area and has no page of its own.',
    },
    {
      topicId: 'medigap',
      placeId: 'huntsville-al',
      priority: 'low',
      suggestedTitle: 'Medigap in Huntsville: Plan G and Plan N',
      reason: 'The Alabama Medigap page already covers Huntsville readers in part.',
    },
  ],
};

/** A file the page offered for download. */
export interface CapturedDownload {
  name: string;
  blob: Blob;
}

/**
 * Catches downloads instead of saving them: object URLs map to their Blobs, and a click on a link with `download`
 * records the file. Returns the list and a function that puts everything back.
 */
export function captureDownloads(): { files: CapturedDownload[]; restore: () => void } {
  const files: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  const original = {
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
    click: HTMLAnchorElement.prototype.click,
  };
  let next = 0;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = `blob:staff-download-${(next += 1)}`;
    blobs.set(url, object as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) files.push({ name: this.download, blob });
    else original.click.call(this);
  };
  return {
    files,
    restore: () => {
      URL.createObjectURL = original.createObjectURL;
      URL.revokeObjectURL = original.revokeObjectURL;
      HTMLAnchorElement.prototype.click = original.click;
    },
  };
}

/** Replaces navigator.clipboard with one that stores the text (or refuses); returns the restore function. */
export function fakeClipboard(behaviour: 'allow' | 'refuse'): { copied: () => string; restore: () => void } {
  const descriptor = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
  let copied = '';
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (behaviour === 'refuse') throw new DOMException('Write permission denied.', 'NotAllowedError');
        copied = text;
      },
      readText: async () => copied,
    },
  });
  return {
    copied: () => copied,
    restore: () => {
      if (descriptor) Object.defineProperty(window.navigator, 'clipboard', descriptor);
      else Reflect.deleteProperty(window.navigator, 'clipboard');
    },
  };
}

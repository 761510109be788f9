// The blog quality report: eight checks per post, each pass / warn / fail with a plain-English message that gives the
// measured figure. Pure: everything a check needs comes from the draft and the context.
import { postStatus, type PostSource, type PostStatus } from '@agency/content/editorial';
import { defaultQualityContext, brokenLinks, fillContextTokens, type QualityContext } from './context';
import { draftProblems, getPostDrafts, type PostDraft } from './drafts';
import { collapseSpaces, headingsOf, internalLinksOf, proseBlocks } from './markdown';
import { planYearFigureFindings } from './plan-year-figures';
import { readability } from './readability';

export type CheckStatus = 'pass' | 'warn' | 'fail';

export const qualityCheckIds = [
  'title-length',
  'description-length',
  'headings',
  'internal-links',
  'reading-level',
  'disclaimer',
  'plan-year-figures',
  'frontmatter',
] as const;
export type QualityCheckId = (typeof qualityCheckIds)[number];

export interface QualityCheck {
  id: QualityCheckId;
  /** e.g. "Title length". */
  label: string;
  status: CheckStatus;
  /** Plain-English explanation with the measured figure, e.g. "Title is 72 characters; aim for 30 to 60." */
  message: string;
}

export interface QualityReport {
  slug: string;
  /** The title with its tokens filled, as visitors see it. */
  title: string;
  status: PostStatus;
  checks: QualityCheck[];
  counts: { pass: number; warn: number; fail: number };
  /** Flesch-Kincaid grade, one decimal. */
  readingGrade: number;
  /** Words in the body, counted as the blog list counts them (200 a minute). */
  wordCount: number;
  readingMinutes: number;
}

/** The limits the checks use. Title and description maxima are the blog post schema's. */
export const qualityLimits = {
  title: { best: [30, 60], max: 90 },
  description: { best: [120, 160], min: 70, max: 170 },
  readingGrade: { pass: 8, warn: 10 },
  minSections: 2,
} as const;

const labels: Record<QualityCheckId, string> = {
  'title-length': 'Title length',
  'description-length': 'Description length',
  headings: 'Headings',
  'internal-links': 'Links to our pages',
  'reading-level': 'Reading level',
  disclaimer: 'Disclaimer',
  'plan-year-figures': 'Medicare figures',
  frontmatter: 'Post details',
};

const check = (id: QualityCheckId, status: CheckStatus, message: string): QualityCheck => ({
  id,
  label: labels[id],
  status,
  message,
});

const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`;

function titleCheck(title: string): QualityCheck {
  const length = title.trim().length;
  const [low, high] = qualityLimits.title.best;
  const max = qualityLimits.title.max;
  if (length === 0) return check('title-length', 'fail', 'The post has no title.');
  if (length > max)
    return check(
      'title-length',
      'fail',
      `Title is ${characters(length)}; the most allowed is ${max}. Aim for ${low} to ${high}.`,
    );
  if (length > high)
    return check(
      'title-length',
      'warn',
      `Title is ${characters(length)}; aim for ${low} to ${high}. Search results cut longer titles.`,
    );
  if (length < low)
    return check(
      'title-length',
      'warn',
      `Title is ${characters(length)}; aim for ${low} to ${high}, so it says enough in search results.`,
    );
  return check(
    'title-length',
    'pass',
    `Title is ${characters(length)}, within the ${low} to ${high} to aim for.`,
  );
}

function descriptionCheck(description: string): QualityCheck {
  const length = description.trim().length;
  const [low, high] = qualityLimits.description.best;
  const { min, max } = qualityLimits.description;
  if (length === 0) return check('description-length', 'fail', 'The post has no description.');
  if (length < min || length > max)
    return check(
      'description-length',
      'fail',
      `Description is ${characters(length)}; it must be ${min} to ${max}. Aim for ${low} to ${high}.`,
    );
  if (length < low || length > high)
    return check(
      'description-length',
      'warn',
      `Description is ${characters(length)}; aim for ${low} to ${high}. ${
        length < low
          ? 'Say a little more about what the reader will learn.'
          : 'Search results cut longer ones.'
      }`,
    );
  return check(
    'description-length',
    'pass',
    `Description is ${characters(length)}, within the ${low} to ${high} that search results show in full.`,
  );
}

function headingsCheck(body: string): QualityCheck {
  const headings = headingsOf(body);
  const sections = headings.filter((heading) => heading.level === 2).length;
  const problems: string[] = [];
  let fail = false;
  for (const heading of headings.filter((h) => h.level === 1)) {
    fail = true;
    problems.push(
      `Change "${heading.source}" to a ## heading: the page already shows the title as its main heading.`,
    );
  }
  let previous = 1;
  for (const heading of headings) {
    if (heading.level > previous + 1) {
      fail = true;
      const parent = '#'.repeat(heading.level - 1);
      problems.push(
        heading.level === 3 && previous < 2
          ? `"${heading.source}" comes before any ## section heading; make it ## or add a section above it.`
          : `"${heading.source}" sits under no ${parent} heading; use ${parent} instead.`,
      );
    }
    previous = heading.level;
  }
  if (sections < qualityLimits.minSections)
    problems.push(
      `The post has ${sections === 0 ? 'no' : sections} section heading${sections === 1 ? '' : 's'} (##); use at least ${qualityLimits.minSections} to break it into parts readers can scan.`,
    );
  if (problems.length === 0)
    return check('headings', 'pass', `${sections} section headings (##), in a clear order.`);
  return check('headings', fail ? 'fail' : 'warn', problems.join(' '));
}

function linksCheck(body: string, context: QualityContext): QualityCheck {
  const links = internalLinksOf(body);
  const broken = brokenLinks(body, context);
  if (broken.length > 0)
    return check(
      'internal-links',
      'fail',
      `${broken.length === 1 ? 'This link leads' : `${broken.length} links lead`} nowhere: ${broken
        .map(({ target, problem }) => `"${target}" (${problem})`)
        .join(', ')}. Fix or remove ${broken.length === 1 ? 'it' : 'them'}.`,
    );
  if (links.length === 0)
    return check(
      'internal-links',
      'warn',
      'The post links to none of our pages. Add at least one link to a related page or post, such as [Part D](/part-d).',
    );
  return check(
    'internal-links',
    'pass',
    `${links.length === 1 ? 'The one link' : `All ${links.length} links`} to our pages work${links.length === 1 ? 's' : ''}.`,
  );
}

function readingCheck(body: string): { check: QualityCheck; grade: number } {
  const measured = readability(body);
  const { pass, warn } = qualityLimits.readingGrade;
  const grade = measured.grade.toFixed(1);
  const detail = `${measured.wordsPerSentence} words a sentence on average`;
  if (measured.words === 0)
    return { grade: 0, check: check('reading-level', 'fail', 'The post has no text to measure yet.') };
  if (measured.grade <= pass)
    return {
      grade: measured.grade,
      check: check(
        'reading-level',
        'pass',
        `Reading grade ${grade} (${detail}): easy to read. Aim for ${pass} or below.`,
      ),
    };
  return {
    grade: measured.grade,
    check: check(
      'reading-level',
      measured.grade <= warn ? 'warn' : 'fail',
      `Reading grade ${grade} (${detail}); aim for ${pass} or below${
        measured.grade > warn ? ': many readers will find it hard' : ''
      }. Shorter sentences and everyday words bring it down.`,
    ),
  };
}

function disclaimerCheck(body: string, disclaimer: string): QualityCheck {
  const prose = collapseSpaces(
    proseBlocks(body)
      .map((block) => block.text)
      .join(' '),
  );
  return prose.includes(collapseSpaces(disclaimer))
    ? check('disclaimer', 'pass', 'The standard disclaimer is there.')
    : check(
        'disclaimer',
        'fail',
        `The standard disclaimer is missing. End the post with this line: _${disclaimer}_`,
      );
}

function frontmatterCheck(draft: PostDraft, context: QualityContext): QualityCheck {
  const problems = draftProblems(draft, context, { links: false });
  return problems.length === 0
    ? check('frontmatter', 'pass', 'Slug, title, description, author, dates and tags are all valid.')
    : check('frontmatter', 'fail', problems.map((problem) => problem.message).join(' '));
}

/**
 * The quality report of one post or draft. `context`: usually `defaultQualityContext(posts)` (the content package's
 * pages, figures, plan year, disclaimer, advisors); `today` ("YYYY-MM-DD", default: the current date) decides
 * published or scheduled.
 */
export function blogQualityReport(
  draft: PostDraft,
  context: QualityContext,
  today: string = new Date().toISOString().slice(0, 10),
): QualityReport {
  const title = fillContextTokens(draft.title, context);
  const body = fillContextTokens(draft.body, context);
  const reading = readingCheck(body);
  const figures = planYearFigureFindings(body, context);
  const checks = [
    titleCheck(title),
    descriptionCheck(fillContextTokens(draft.description, context)),
    headingsCheck(body),
    linksCheck(draft.body, context),
    reading.check,
    disclaimerCheck(body, context.disclaimer),
    check('plan-year-figures', figures.status, figures.message),
    frontmatterCheck(draft, context),
  ];
  const words = draft.body.split(/\s+/).filter(Boolean).length;
  return {
    slug: draft.slug,
    title,
    status: postStatus(draft, today),
    checks,
    counts: {
      pass: checks.filter((c) => c.status === 'pass').length,
      warn: checks.filter((c) => c.status === 'warn').length,
      fail: checks.filter((c) => c.status === 'fail').length,
    },
    readingGrade: reading.grade,
    wordCount: words,
    readingMinutes: Math.max(1, Math.round(words / 200)),
  };
}

/**
 * The report of each of `posts` (as written in their files), newest first. `pnpm content:check` passes every post,
 * drafts and scheduled ones included; the site's staff page passes the published ones.
 */
export function blogQualityReports(
  posts: ReadonlyArray<PostSource>,
  today: string = new Date().toISOString().slice(0, 10),
): QualityReport[] {
  const context = defaultQualityContext(posts);
  return getPostDrafts(posts).map((draft) => blogQualityReport(draft, context, today));
}

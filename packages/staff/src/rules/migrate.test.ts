import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { blogPostSchema, blogSettingsData } from '@agency/content/editorial';
import { parsePostFile } from '@agency/content/schemas';
import { getPostSources } from '@agency/content/posts';
import { validatePostDraft, type PostDraft } from './drafts';
import {
  describe as describeFrom,
  htmlToMarkdown,
  legacyDate,
  migrateLegacyExport,
  plainText,
  slugify,
} from './migrate';
import sampleFile from './fixtures/legacy-export.sample.json';
import { sampleLegacyExport } from './index';

/** Every post of the package, as written: the slugs a migrated post must not take. */
const posts = getPostSources();

const paragraph =
  'Medicare has four parts, and each one covers different care. This guide explains them in plain words, one at a time, with examples.';

/** A legacy post that converts cleanly; tests change one field at a time. */
const legacyPost = {
  title: 'The Four Parts of Medicare',
  slug: 'four-parts',
  date: '2024-03-05',
  author: 'Sarah Mitchell',
  content: `<p>${paragraph}</p><h2>Part A</h2><p>Part A covers hospital stays.</p><h2>Part B</h2><p>Part B covers doctor visits. See our <a href="/part-d">Part D page</a> for drugs.</p>`,
};

const migrateOne = (changes: Record<string, unknown>) =>
  migrateLegacyExport(JSON.stringify([{ ...legacyPost, ...changes }]), posts).posts[0]!;

/** The markdown file of a migrated post, read back as the content build reads it. */
const readBack = (file: { fileName: string; content: string }) =>
  parsePostFile(`posts/${file.fileName}`, file.content);

describe('legacy blog migration', () => {
  it('should ship the sample export as a file and as a string, with 3 posts', () => {
    expect(JSON.parse(sampleLegacyExport)).toEqual(sampleFile);
    expect(sampleFile).toHaveLength(3);
  });

  it('should turn the sample into exactly 2 valid files and 1 post with clear problems', () => {
    const result = migrateLegacyExport(sampleLegacyExport, posts);
    expect(result.error).toBeUndefined();
    const valid = result.posts.filter((post) => post.file);
    expect(valid.map((post) => post.file!.fileName)).toEqual([
      'ma-plan-leaving-your-area.md',
      'medigap-open-enrollment-why-timing-matters-and-what-to-ask.md',
    ]);
    for (const post of valid) {
      expect(post.problems).toEqual([]);
      const parsed = readBack(post.file!);
      expect(blogPostSchema.safeParse(parsed).error?.issues ?? []).toEqual([]);
      const { file: _file, ...fields } = parsed;
      expect(validatePostDraft(fields as unknown as PostDraft, posts)).toEqual([]);
      expect(post.file!.content).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
    const invalid = result.posts[2]!;
    expect(invalid).toEqual({
      index: 2,
      slug: 'part-d-penalty-faq',
      problems: [
        { field: 'title', message: 'Title is missing.' },
        {
          field: 'published',
          message:
            'Date "sometime in March" cannot be read. Write it as YYYY-MM-DD (2024-03-05) or as an ISO timestamp (2024-03-05T10:00:00Z).',
        },
      ],
    });
  });

  it('should convert the sample HTML the way the blog writes markdown', () => {
    const [first, second] = migrateLegacyExport(sampleLegacyExport, posts).posts;
    const one = matter(first!.file!.content, {});
    expect(one.data).toMatchObject({
      title: 'What to Do When Your Medicare Advantage Plan Leaves Your Area',
      slug: 'ma-plan-leaving-your-area',
      author: 'sarah-mitchell',
      tags: ['medicare-advantage', 'plan-changes', 'special-enrollment'],
    });
    expect(one.content).toContain('## Read the letter from your plan');
    expect(one.content).toContain('- Join another Medicare Advantage plan in your area.');
    expect(one.content).toContain('**Special Enrollment Period**');
    expect(one.content).toContain('[Medicare Advantage guide](/medicare-advantage)');
    expect(one.content).toContain('A plan non-renewal letter on a kitchen table');
    expect(one.content).not.toContain('trackPageView');
    expect(one.content).not.toContain('uploads/letter.jpg');
    expect(one.content.trim().endsWith(`_${blogSettingsData.disclaimer}_`)).toBe(true);

    const two = matter(second!.file!.content, {});
    expect(two.data).toMatchObject({
      title: 'Medigap Open Enrollment: Why Timing Matters & What to Ask',
      author: 'james-mitchell',
      tags: ['medigap', 'turning-65'],
    });
    // The export's h1 became ##, and the h2 below it ###.
    expect(two.content).toContain('\n## Medigap open enrollment\n');
    expect(two.content).toContain('\n### What to ask before you buy\n');
    expect(two.content).toContain('1. Which plan letters does the company sell in my ZIP code?');
    expect(two.content).toContain('| Plan | Part B excess charges |\n| --- | --- |\n| Plan G | Covered |');
    expect(two.content).not.toMatch(/font-family|youtube/);
  });

  it.each([
    ['not JSON', '[\n  {"title": "A"},\n  {"title" "B"}\n]', /^The file is not valid JSON: .+ at line 3\.$/],
    ['cut short', '[{"title": "A"', /^The file is not valid JSON: .+\.$/],
    ['an object', '{"posts": []}', /^Expected a JSON array of posts; found an object\.$/],
    ['a text', '"hello"', /^Expected a JSON array of posts; found a text\.$/],
    ['null', 'null', /^Expected a JSON array of posts; found null\.$/],
    ['empty', '  ', /^The file is empty\./],
    ['an empty list', '[]', /^The file holds an empty list/],
  ])('should explain a file that is %s', (_case, text, error) => {
    const result = migrateLegacyExport(text, posts);
    expect(result.posts).toEqual([]);
    expect(result.error).toMatch(error);
  });

  it('should flag an entry that is not a post', () => {
    expect(migrateLegacyExport('["just text"]', posts).posts).toEqual([
      {
        index: 0,
        problems: [
          {
            field: 'post',
            message:
              'Post 1 is not a post: expected an object with title, slug, content, date and author; found a text.',
          },
        ],
      },
    ]);
  });

  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024-03-05T10:00:00Z', '2024-03-05'],
    ['2024-03-05T23:30:00-05:00', '2024-03-05'],
    ['2024-03-05 08:15', '2024-03-05'],
    ['2024-03-05T10:00:00.000+0100', '2024-03-05'],
    ['2024-02-30', null],
    ['2024-03-05T25:00:00Z', null],
    ['03/05/2024', null],
    ['March 5, 2024', null],
  ])('should read the date %s as %s', (text, date) => {
    expect(legacyDate(text)).toBe(date);
  });

  it('should use the date as published and modified date, and reject a missing one', () => {
    const post = migrateOne({ date: '2024-03-05T10:00:00Z' });
    expect(readBack(post.file!)).toMatchObject({ published: '2024-03-05', modified: '2024-03-05' });
    expect(migrateOne({ date: undefined }).problems).toEqual([
      { field: 'published', message: 'Date is missing.' },
    ]);
  });

  it('should match the author by name, ignoring case and spaces, and name the known advisors otherwise', () => {
    expect(readBack(migrateOne({ author: '  SARAH   mitchell ' }).file!).author).toBe('sarah-mitchell');
    expect(readBack(migrateOne({ author: 'james-mitchell' }).file!).author).toBe('james-mitchell');
    expect(migrateOne({ author: 'Pat Jones' }).problems).toEqual([
      {
        field: 'author',
        message:
          'No advisor is named "Pat Jones". Known advisors: Sarah Mitchell, James Mitchell. Add the advisor first, or change the author in the export.',
      },
    ]);
    expect(migrateOne({ author: '' }).problems).toEqual([
      { field: 'author', message: 'Author is missing. Known advisors: Sarah Mitchell, James Mitchell.' },
    ]);
  });

  it.each([
    ['Medigap & You: Plan G!', 'medigap-and-you-plan-g'],
    ['  Crème Brûlée’s Guide  ', 'creme-brulees-guide'],
    ['Part D -- 2026', 'part-d-2026'],
    ['!!!', ''],
  ])('should make the slug of %s %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('should make the slug from the legacy slug, else from the title', () => {
    expect(migrateOne({ slug: 'Four_Parts OF Medicare' }).slug).toBe('four-parts-of-medicare');
    expect(migrateOne({ slug: undefined }).slug).toBe('the-four-parts-of-medicare');
    expect(migrateOne({ slug: undefined, title: undefined }).problems).toEqual([
      { field: 'title', message: 'Title is missing.' },
      { field: 'slug', message: 'Slug is missing, and there is no title to make one from.' },
    ]);
  });

  it('should reject a slug used twice in the export, or already on the blog', () => {
    const migrated = migrateLegacyExport(
      JSON.stringify([legacyPost, { ...legacyPost, title: 'Another title' }]),
      posts,
    ).posts;
    expect(migrated[0]!.file).toBeDefined();
    expect(migrated[1]!.file).toBeUndefined();
    expect(migrated[1]!.problems).toEqual([
      {
        field: 'slug',
        message: 'Slug "four-parts" is also used by post 1 of this file. Give one of them another slug.',
      },
    ]);
    expect(migrateOne({ slug: 'irmaa-explained' }).problems).toEqual([
      {
        field: 'slug',
        message:
          'A post with the slug "irmaa-explained" is already on the blog (posts/irmaa-explained.md). Give this one another slug.',
      },
    ]);
    // Only the posts it is given count as taken.
    expect(
      migrateLegacyExport(JSON.stringify([{ ...legacyPost, slug: 'irmaa-explained' }]), []).posts[0]!
        .problems,
    ).toEqual([]);
  });

  it('should take tags from tags or categories, else use "medicare"', () => {
    const tagsOf = (changes: Record<string, unknown>) => readBack(migrateOne(changes).file!).tags;
    expect(tagsOf({})).toEqual(['medicare']);
    expect(tagsOf({ tags: ['Part D', 'Drug Costs', 'part d'] })).toEqual(['part-d', 'drug-costs']);
    expect(tagsOf({ categories: 'Medigap, Turning 65' })).toEqual(['medigap', 'turning-65']);
    expect(tagsOf({ categories: [{ name: 'IRMAA' }] })).toEqual(['irmaa']);
    expect(tagsOf({ tags: Array.from({ length: 10 }, (_, i) => `Tag ${i}`) })).toHaveLength(8);
  });

  it('should make the description from the first paragraph, within 70 to 170 characters', () => {
    expect(readBack(migrateOne({}).file!).description).toBe(paragraph);
    const long = `${'Medicare has many rules that change every year and that can be hard to follow '.repeat(3)}when you are new.`;
    const description = describeFrom(`${long}\n\nMore.`);
    expect(description.length).toBeLessThanOrEqual(170);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description).toMatch(/ [a-z]+…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(
      describeFrom(
        'Short start.\n\nThe second paragraph adds enough words to make a useful description here.',
      ),
    ).toBe('Short start. The second paragraph adds enough words to make a useful description here.');
    expect(
      describeFrom(
        `First sentence is here and it is long enough to stand alone as a description. ${'Second sentence. '.repeat(10)}`,
      ),
    ).toBe(
      'First sentence is here and it is long enough to stand alone as a description. Second sentence. Second sentence. Second sentence. Second sentence. Second sentence.',
    );
  });

  it('should explain a first paragraph too short to describe the post', () => {
    const post = migrateOne({
      content: `<p>Hello.</p><h2>Part A</h2><ul><li>${paragraph}</li><li>${paragraph}</li></ul>`,
    });
    expect(post.problems).toEqual([
      {
        field: 'description',
        message: expect.stringContaining('The description is made from the first paragraph'),
      },
    ]);
  });

  it('should flag HTML that survives the conversion, and links to pages the site does not have', () => {
    const escaped = migrateOne({
      content: `${legacyPost.content}<p>Use &lt;b&gt;bold&lt;/b&gt; for names.</p>`,
    });
    expect(escaped.file).toBeUndefined();
    expect(escaped.problems).toEqual([
      {
        field: 'body',
        message: 'Body holds HTML (<b> </b>), which the site does not show. Write it in markdown instead.',
      },
    ]);
    const oldLink = migrateOne({
      content: `${legacyPost.content}<p>See <a href="/2019/05/old-post">this</a>.</p>`,
    });
    expect(oldLink.problems).toEqual([
      { field: 'body', message: 'Body links to "/2019/05/old-post", which is not a page of the site.' },
    ]);
  });

  it('should report missing content and a post too short for the blog', () => {
    expect(migrateOne({ content: '' }).problems).toEqual([{ field: 'body', message: 'Content is missing.' }]);
    const short = migrateOne({ content: '<p>Hello there.</p>' });
    expect(short.problems.map((problem) => problem.field)).toEqual(['description', 'body']);
    expect(short.problems[1]!.message).toMatch(/^Body must be at least 200 characters \(it has \d+\)\.$/);
  });

  it('should drop scripts, styles, frames and image markup, keeping an image as its alt text', () => {
    const markdown = htmlToMarkdown(
      '<p>Before</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><img src="a.png" alt="A chart of costs"><img src="b.png"><noscript>Enable JS</noscript><p>After</p>',
    );
    expect(markdown).toBe('Before\n\nA chart of costs\n\nAfter');
  });

  it('should decode entities and drop tags in a legacy title', () => {
    expect(plainText('Plan G &amp; Plan N: <em>What&#8217;s</em> &quot;best&quot;&nbsp;for&#x20;you?')).toBe(
      'Plan G & Plan N: What’s "best" for you?',
    );
  });
});

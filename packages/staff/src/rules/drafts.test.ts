import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { advisorsData, blogPostSchema, blogSettingsData } from '@agency/content/editorial';
import { parsePostFile } from '@agency/content/schemas';
import { getPostSources } from '@agency/content/posts';
import { getPostDrafts, newPostDraft, postToMarkdown, validatePostDraft, type PostDraft } from './drafts';

/** A markdown file read back the way the content build reads it (gray-matter, then the generator's rules). */
const readBack = ({ fileName, content }: { fileName: string; content: string }) =>
  parsePostFile(`posts/${fileName}`, content);

/** Every post of the package, as written (what `pnpm content:check` gives the staff functions). */
const posts = getPostSources();

const valid: PostDraft = {
  ...getPostDrafts(posts).find((draft) => draft.slug === 'irmaa-explained')!,
};

describe('blog editor drafts', () => {
  it('should list every post as a draft, newest first, with the body as written (tokens not filled)', () => {
    const drafts = getPostDrafts(posts);
    expect(drafts).toHaveLength(posts.length);
    expect(drafts.map((draft) => draft.published)).toEqual(
      [...drafts.map((draft) => draft.published)].sort().reverse(),
    );
    expect(drafts.every((draft) => draft.draft === false)).toBe(true);
    expect(drafts.find((draft) => draft.slug === 'irmaa-explained')!.body).toContain('Call us at {phone}');
  });

  it('should turn every post into a file that the content build reads back as the same, valid post', () => {
    for (const draft of getPostDrafts(posts)) {
      const file = postToMarkdown(draft);
      expect(file.fileName).toBe(`${draft.slug}.md`);
      const original = { file: `posts/${draft.slug}.md`, ...posts.find((post) => post.slug === draft.slug)! };
      const parsed = readBack(file);
      expect(parsed, draft.slug).toEqual(original);
      expect(blogPostSchema.safeParse(parsed).error?.issues ?? [], draft.slug).toEqual([]);
      expect(matter(file.content, {}).data.title).toBe(draft.title);
    }
  });

  it('should write frontmatter that survives quotes, colons, "#", leading dashes and backslashes', () => {
    const tricky: PostDraft = {
      ...valid,
      title: '- "Plan G" vs. Plan N: #1 question, answered',
      description: `# Not a comment: 'single' and "double" quotes, a back\\slash, a tab\tand "Medigap: G" — all kept as written here.`,
      tags: ['plan-g', 'true', '2026'],
      draft: true,
    };
    const file = postToMarkdown(tricky);
    expect(file.content).toContain('draft: true\n');
    expect(file.content).toContain('published: 2026-07-14\n');
    const parsed = readBack(file);
    expect(parsed).toMatchObject({
      title: tricky.title,
      description: tricky.description,
      tags: ['plan-g', 'true', '2026'],
      draft: true,
      published: '2026-07-14',
    });
    expect(blogPostSchema.safeParse(parsed).success).toBe(true);
  });

  it('should leave draft: false out of the file and read it back as false', () => {
    const file = postToMarkdown({ ...valid, draft: false });
    expect(file.content).not.toContain('draft:');
    expect(readBack(file).draft).toBe(false);
  });

  it('should quote a date that does not exist, so the schema rejects it instead of YAML moving it', () => {
    const file = postToMarkdown({ ...valid, published: '2026-02-30', modified: '2026-02-30' });
    expect(file.content).toContain('published: "2026-02-30"');
    const parsed = readBack(file);
    expect(parsed.published).toBe('2026-02-30');
    expect(blogPostSchema.safeParse(parsed).success).toBe(false);
  });

  it('should name a file without a slug "untitled-post.md"', () => {
    expect(postToMarkdown({ ...valid, slug: '' }).fileName).toBe('untitled-post.md');
  });

  it('should start a new post as a dated draft by the first advisor, holding the disclaimer', () => {
    const draft = newPostDraft('2026-11-22');
    expect(draft).toEqual({
      slug: '',
      title: '',
      description: '',
      author: advisorsData[0]!.id,
      published: '2026-11-22',
      modified: '2026-11-22',
      tags: [],
      draft: true,
      body: `_${blogSettingsData.disclaimer}_\n`,
    });
    expect(validatePostDraft(draft, posts).map((problem) => problem.field)).toEqual([
      'slug',
      'title',
      'description',
      'tags',
      'body',
    ]);
    expect(() => newPostDraft('22/11/2026')).toThrow(RangeError);
  });

  it('should find no problem in the existing posts', () => {
    for (const draft of getPostDrafts(posts)) expect(validatePostDraft(draft, posts), draft.slug).toEqual([]);
  });

  it.each([
    [{ slug: '' }, 'slug', 'Slug must not be empty.'],
    [{ slug: 'Plan G' }, 'slug', 'Slug must be kebab-case (a-z, 0-9, hyphens).'],
    [{ title: '' }, 'title', 'Title must not be empty.'],
    [{ title: 'x'.repeat(95) }, 'title', 'Title must be at most 90 characters (it has 95).'],
    [{ title: ' Leading space' }, 'title', 'Title must not start or end with spaces.'],
    [{ description: 'Too short.' }, 'description', 'Description must be at least 70 characters (it has 10).'],
    [
      { author: 'jane-doe' },
      'author',
      'No advisor has the id "jane-doe". Known advisors: sarah-mitchell (Sarah Mitchell), james-mitchell (James Mitchell).',
    ],
    [
      { published: '07/14/2026' },
      'published',
      'Published date must be a date written YYYY-MM-DD, e.g. 2026-10-15.',
    ],
    [{ modified: '2026-01-01' }, 'modified', 'Last updated date must not be before the published date.'],
    [{ tags: [] }, 'tags', 'Tags must have at least one tag.'],
    [{ tags: Array.from({ length: 9 }, (_, i) => `tag-${i}`) }, 'tags', 'Tags must have at most 8 tags.'],
    [{ tags: ['part_d'] }, 'tags', 'The tag "part_d" must be kebab-case (a-z, 0-9, hyphens).'],
    [{ body: 'Too short.' }, 'body', 'Body must be at least 200 characters (it has 10).'],
    [
      { body: `${valid.body}\nSee [old](/blog/old-post).` },
      'body',
      'Body links to "/blog/old-post", which is not a page of the site.',
    ],
    [
      { body: `${valid.body}\nSee [faq](#questions).` },
      'body',
      'Body links to "#questions", which is not a section of the home page',
    ],
    [
      { body: `${valid.body}\n<iframe src="x"></iframe>` },
      'body',
      'Body holds HTML (<iframe src="x"> </iframe>), which the site does not show. Write it in markdown instead.',
    ],
    [
      { title: 'Medicare in {city}' },
      'title',
      'Title uses {city}, which the site does not fill in; known tokens: {agencyName}',
    ],
  ] as Array<[Partial<PostDraft>, string, string]>)('should report %o on %s', (changes, field, message) => {
    const problems = validatePostDraft({ ...valid, ...changes }, posts);
    expect(problems).toContainEqual({ field, message: expect.stringContaining(message) });
  });

  it('should accept raw-looking text inside code, and links to anchors of the home page', () => {
    expect(
      validatePostDraft(
        {
          ...valid,
          body: `${valid.body}\nType \`<b>\` to bold. See [FAQ](#faq) and [contact](/#contact).`,
        },
        posts,
      ),
    ).toEqual([]);
  });

  it('should take the posts it is given, and only those: a link to any other post leads nowhere', () => {
    const linking = {
      ...valid,
      body: `${valid.body}\nSee [the checklist](/blog/annual-enrollment-checklist).`,
    };
    expect(validatePostDraft(linking, posts)).toEqual([]);
    const others = posts.filter((post) => post.slug !== 'annual-enrollment-checklist');
    expect(validatePostDraft(linking, others)).toEqual([
      {
        field: 'body',
        message: 'Body links to "/blog/annual-enrollment-checklist", which is not a page of the site.',
      },
    ]);
    expect(getPostDrafts(others).map((draft) => draft.slug)).toEqual(others.map((post) => post.slug));
    expect(getPostDrafts([])).toEqual([]);
  });
});

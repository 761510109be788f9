import { describe, expect, it } from 'vitest';
import { brandData } from './collections/brand/brand.data';
import { navData } from './collections/nav/nav.data';
import { navSchema } from './collections/nav/schema';
import { postsData } from './collections/blog/posts.generated';
import { cityNameFromSlug, getSections, getUniqueFaqs } from './index';
import { getSitePaths } from './posts';
import { blog, cities, knownPaths, linkIssues, nav, validateContent } from './registry';
import { checkReference, formatIssue } from './validate';

describe('the content as a whole', () => {
  it('should be valid, references and links included', () => {
    expect(validateContent().map(formatIssue)).toEqual([]);
  });

  it('should name the city and field of a reference to a state that does not exist', () => {
    const issues = checkReference({
      from: { ...cities, data: [{ ...cities.data[0]!, stateId: 'alabma' }] },
      field: 'stateId',
      target: 'service area',
      allowed: new Set(['alabama', 'georgia']),
    });
    expect(issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^cities \(src\/collections\/cities\/cities\.data\.ts\) → "[a-z-]+": stateId: no service area "alabma"/,
      ),
    ]);
  });

  it("should name a post's markdown file when its author is unknown", () => {
    const issues = checkReference({
      from: { ...blog, data: [{ ...postsData[0]!, author: 'nobody' }] },
      field: 'author',
      target: 'advisor',
      allowed: new Set(['sarah-mitchell']),
    });
    expect(formatIssue(issues[0]!)).toBe(
      `blog (src/collections/blog/${postsData[0]!.file}) → "${postsData[0]!.slug}": author: no advisor "nobody" (known: sarah-mitchell)`,
    );
  });

  it('should catch a nav link or a post link to a page that does not exist', () => {
    const badNav = { ...navData, primary: [{ ...navData.primary[0]!, href: '/anual-enrollment' }] };
    expect(navSchema.safeParse(badNav).success).toBe(true);
    expect(linkIssues({ ...nav, data: badNav }).map(formatIssue)).toEqual([
      'nav (src/collections/nav/nav.data.ts) → (record): primary.0.href: links to "/anual-enrollment", which is not a page of the site',
    ]);
    const badPost = {
      ...postsData[0]!,
      body: `${postsData[0]!.body}\nSee [our FAQ](#questions) and [more](/blog/nope).`,
    };
    expect(linkIssues({ ...blog, data: [badPost] }).map((issue) => issue.message)).toEqual([
      expect.stringContaining('links to "#questions"'),
      'links to "/blog/nope", which is not a page of the site',
    ]);
  });

  it('should know every page of the site', () => {
    const paths = getSitePaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/aep/new-port-richey',
      '/service-areas/illinois',
      '/blog/irmaa-explained',
      '/about/sarah-mitchell',
    ])
      expect(knownPaths.has(path)).toBe(true);
  });
});

describe('getters', () => {
  it('should fill the brand tokens', () => {
    expect(getSections().chat.fallback.callUs).toBe(
      `Please call us at ${brandData.tollFreePhone.display} for immediate assistance!`,
    );
    expect(JSON.stringify(getSections())).not.toMatch(
      /\{(agencyName|phone|carrierCount|planCount|currentYear)\}/,
    );
  });

  it('should list each FAQ question once for structured data', () => {
    const questions = getUniqueFaqs().map((faq) => faq.question);
    expect(questions).toHaveLength(19);
    expect(new Set(questions).size).toBe(19);
  });

  it('should turn a city slug into its name', () => {
    expect(cityNameFromSlug('new-port-richey')).toBe('New Port Richey');
    expect(cityNameFromSlug('hoover')).toBe('Hoover');
  });
});

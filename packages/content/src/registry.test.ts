import { describe, expect, it } from 'vitest';
import { brandData } from './collections/brand/brand.data';
import { navData } from './collections/nav/nav.data';
import { navSchema } from './collections/nav/schema';
import { postsData } from './collections/blog/posts.generated';
import { cityNameFromSlug, getAepPage, getDeadlines, getNav, getSections, getUniqueFaqs } from './index';
import { getSitePaths } from './posts';
import { blog, cities, knownPaths, linkIssues, nav, validateContent } from './registry';
import { fillTokensDeep } from './tokens';
import { collections } from './registry';
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

describe('one enrollment cycle setting', () => {
  it("should fill the spec's dated labels from the default cycle", () => {
    expect(getNav().primary.find((item) => item.id === 'aep')?.label).toBe('AEP 2025');
    expect(getAepPage().dateBadge).toBe('October 15 - December 7, 2025');
    expect(getSections().hero.heading).toContain('Medicare Open Enrollment 2026');
    expect(getSections().deadlines.heading).toBe('Enrollment deadlines for 2026-2027');
    expect(getDeadlines().periods[0]?.dates).toBe('October 15 - December 7, 2026');
  });

  it('should move every dated label when the cycle changes', () => {
    const tokens = { aepYear: '2026', planYear: '2027', nextPlanYear: '2028' };
    const everything = fillTokensDeep(
      collections.map((collection) => collection.data),
      tokens,
    );
    const text = JSON.stringify(everything);
    expect(text).toContain('"AEP 2026"');
    expect(text).toContain('October 15 - December 7, 2026');
    expect(text).toContain('Medicare Open Enrollment 2027');
    expect(text).toContain('Enrollment deadlines for 2027-2028');
    expect(text).not.toMatch(/AEP 2025|December 7, 2025|Open Enrollment 2026|deadlines for 2026/);
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

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { navData } from './nav.data';
import { navItemSchema, navSchema } from './schema';
import { homeAnchors as homeAnchorIds, staticRoutes } from '../../routes';

/** Static routes of the SPEC §2 route table that a nav item may link to, and the home page's anchors. */
const knownRoutes: ReadonlyArray<string> = staticRoutes;
const homeAnchors = homeAnchorIds.map((id) => `#${id}`);

const allItems = [
  ...navData.learn,
  ...navData.primary,
  ...navData.tools,
  navData.home,
  navData.bookAppointment,
];

describe('nav', () => {
  it('should parse the whole navigation and every item', () => {
    const result = navSchema.safeParse(navData);
    expect(result.success, result.error && z.prettifyError(result.error)).toBe(true);
    for (const item of allItems) {
      const itemResult = navItemSchema.safeParse(item);
      expect(itemResult.success, `${item.id}: ${itemResult.error && z.prettifyError(itemResult.error)}`).toBe(
        true,
      );
    }
  });

  it('should give every item a unique id', () => {
    const ids = allItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('should link only to known routes, home anchors or https addresses', () => {
    for (const item of allItems) {
      if (item.href.startsWith('https://')) continue;
      if (item.href.startsWith('#')) expect(homeAnchors).toContain(item.href);
      else expect(knownRoutes).toContain(item.href);
    }
  });

  it('should feature an external Medicare 101 webinar in the Learn dropdown', () => {
    const featured = navData.learn.filter((item) => 'featured' in item && item.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]).toMatchObject({ external: true, featured: true });
    expect(featured[0]?.label).toMatch(/Medicare 101 Webinar/);
    expect(featured[0]?.href).toMatch(/^https:\/\/([a-z0-9-]+\.)*example\.com\//);
    expect(navData.learn[0]).toBe(featured[0]);
  });

  it('should scroll to the FAQ from the Learn dropdown', () => {
    expect(navData.learn).toContainEqual(
      expect.objectContaining({ label: 'FAQs', href: '#faq', scrollTo: true }),
    );
  });

  it('should hold the spec labels and routes', () => {
    expect(navData.learnLabel).toBe('Learn');
    expect(navData.toolsLabel).toBe('Tools');
    expect(navData.learn.map((item) => item.href)).toEqual(
      expect.arrayContaining([
        '/medicare-advantage',
        '/medicare-supplement',
        '/part-d',
        '/medicare-mistakes',
        '/how-we-help',
        '/about',
      ]),
    );
    expect(navData.primary.map(({ label, href }) => [label, href])).toEqual([
      ['AEP {aepYear}', '/annual-enrollment-period'],
      ['Blog', '/blog'],
      ['Partners', '/referral-partners'],
      ['Service Areas', '/service-areas'],
    ]);
    expect(navData.tools.map((item) => item.href)).toEqual([
      '/medicare-timeline',
      '/irmaa-calculator',
      '/aep-checklist',
      '/medicare-comparison',
    ]);
    expect(navData.home).toMatchObject({ label: 'Home', href: '/' });
    expect(navData.bookAppointment).toMatchObject({
      label: 'Book Appointment',
      href: '#callback',
      scrollTo: true,
    });
  });

  it('should reject an external flag on an internal path, naming the href', () => {
    const result = navItemSchema.safeParse({ ...navData.home, external: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['href']);
  });

  it('should reject an item without a description, naming the field', () => {
    const result = navSchema.safeParse({ ...navData, tools: [{ ...navData.tools[0], description: '' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['tools', 0, 'description']);
  });
});

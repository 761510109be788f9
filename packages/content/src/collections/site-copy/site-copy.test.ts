import { describe, expect, expectTypeOf, it } from 'vitest';
import { getSiteCopy, getTokenValues, type SiteCopy } from '../../index';
import { collections } from '../../registry';
import { formatIssue, validateCollection, type SingleCollection } from '../../validate';
import { unguardedKeys, withExtraKey } from '../copy-keys';
import { postsData } from '../blog/posts.generated';
import { siteCopyData } from './site-copy.data';

const definition = collections.find((collection) => collection.name === 'site-copy') as SingleCollection;

describe('site-copy', () => {
  it('should be registered and valid', () => {
    expect(definition.data).toBe(siteCopyData);
    expect(validateCollection(definition).map(formatIssue)).toEqual([]);
  });

  it('should name the file, the entry and the field of any key the site needs that goes missing', () => {
    expect(unguardedKeys(definition)).toEqual([]);
    expect(
      validateCollection({ ...definition, data: { ...siteCopyData, blog: { byline: '{date}' } } }).map(
        formatIssue,
      ),
    ).toEqual([
      'site-copy (src/collections/site-copy/site-copy.data.ts) → (record): blog.byline: must contain {author}',
      'site-copy (src/collections/site-copy/site-copy.data.ts) → (record): blog.relatedHeading: Invalid input: expected string, received undefined',
      'site-copy (src/collections/site-copy/site-copy.data.ts) → (record): blog.topicsLine: Invalid input: expected string, received undefined',
      'site-copy (src/collections/site-copy/site-copy.data.ts) → (record): blog.tagLabels: Invalid input: expected array, received undefined',
      'site-copy (src/collections/site-copy/site-copy.data.ts) → (record): blog.table: Invalid input: expected object, received undefined',
    ]);
  });

  it('should report a misspelt key instead of ignoring it', () => {
    const data = withExtraKey(siteCopyData, ['advisor', 'bioHeading'], 'bioHeding');
    expect(validateCollection({ ...definition, data }).map(formatIssue)).toEqual([
      expect.stringMatching(/→ \(record\): advisor: .*"bioHeding"/),
    ]);
  });

  it('should fill the agency name and leave the page tokens to the page', () => {
    const copy = getSiteCopy();
    expectTypeOf(copy).toEqualTypeOf<SiteCopy>();
    expect(copy.meta.titleTemplate).toBe(`{title} | ${getTokenValues().agencyName}`);
    expect(copy.serviceAreaCity.medigapHeading).toBe('Medigap rules in {state}');
    expect(copy.blog.byline).toBe('{date} · {minutes} min read · {author}');
  });

  it('should give every tag of every post readable words, so the blog never shows a raw slug', () => {
    const labelled = new Set(getSiteCopy().blog.tagLabels.map((tag) => tag.id));
    const tags = [...new Set(postsData.flatMap((post) => post.tags))];
    expect(tags.filter((tag) => !labelled.has(tag))).toEqual([]);
  });
});

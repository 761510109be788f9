import { describe, expect, it } from 'vitest';
import { fixtureCopy, fixturePosts } from '../staff.fixtures';
import { fieldOfProblem, matchesFilter, parseTags, problemText, sameDraft, tagsText } from './blogAdminModel';

describe('parseTags', () => {
  it('should split on commas, trim, and drop empty tags', () => {
    expect(parseTags(' irmaa, part-b , ,ssa-44, ')).toEqual(['irmaa', 'part-b', 'ssa-44']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(tagsText(['a', 'b-c']))).toEqual(['a', 'b-c']);
  });
});

describe('fieldOfProblem', () => {
  it('should name the editor field a problem is about', () => {
    expect(fieldOfProblem({ field: 'description', message: 'x' })).toBe('description');
    expect(fieldOfProblem({ field: 'tags.2', message: 'x' })).toBe('tags');
    expect(fieldOfProblem({ field: 'tags[0]', message: 'x' })).toBe('tags');
    expect(fieldOfProblem({ field: 'file', message: 'x' })).toBe('slug');
  });

  it('should return null for a field the editor does not have', () => {
    expect(fieldOfProblem({ field: 'links', message: 'x' })).toBeNull();
    expect(fieldOfProblem({ field: '', message: 'x' })).toBeNull();
  });
});

const labels = fixtureCopy.blogAdmin.editor.fields;

describe('problemText', () => {
  it("should put the field's name before the message", () => {
    expect(problemText({ field: 'description', message: 'must be at least 70 characters' }, labels)).toBe(
      'Description: must be at least 70 characters',
    );
    expect(problemText({ field: 'slug', message: 'is required' }, labels)).toBe('Slug: is required');
    expect(problemText({ field: 'tags.1', message: '"Part B": use lowercase' }, labels)).toBe(
      'Tags: "Part B": use lowercase',
    );
    expect(problemText({ field: 'links', message: '/nowhere does not exist' }, labels)).toBe(
      'links: /nowhere does not exist',
    );
  });

  it('should not repeat the name when the message starts with it', () => {
    expect(problemText({ field: 'title', message: 'Title is required' }, labels)).toBe('Title is required');
    expect(
      problemText({ field: 'title', message: 'Title must be at most 90 characters (it has 95).' }, labels),
    ).toBe('Title must be at most 90 characters (it has 95).');
    expect(problemText({ field: 'published', message: 'Published date must not be empty.' }, labels)).toBe(
      'Published date must not be empty.',
    );
    expect(
      problemText(
        { field: 'modified', message: 'Last updated date must not be before the published date.' },
        labels,
      ),
    ).toBe('Last updated date must not be before the published date.');
    expect(problemText({ field: 'tags.0', message: 'The tag "Part B" must be lowercase.' }, labels)).toBe(
      'The tag "Part B" must be lowercase.',
    );
    expect(
      problemText(
        { field: 'body', message: 'Body holds HTML (<div>), which the site does not show.' },
        labels,
      ),
    ).toBe('Body holds HTML (<div>), which the site does not show.');
  });

  it('should name the field when the message does not', () => {
    expect(problemText({ field: 'author', message: 'No advisor has the id "guest".' }, labels)).toBe(
      'Author: No advisor has the id "guest".',
    );
    expect(problemText({ field: 'modified', message: 'must not be before the published date' }, labels)).toBe(
      'Last updated date: must not be before the published date',
    );
  });
});

describe('sameDraft', () => {
  const post = fixturePosts[0]!.draft;

  it('should compare every field, tags in order', () => {
    expect(sameDraft(post, { ...post, tags: [...post.tags] })).toBe(true);
    expect(sameDraft(post, { ...post, body: `${post.body} ` })).toBe(false);
    expect(sameDraft(post, { ...post, draft: !post.draft })).toBe(false);
    expect(sameDraft(post, { ...post, tags: [...post.tags].reverse() })).toBe(false);
    expect(sameDraft(post, { ...post, tags: [...post.tags, 'extra'] })).toBe(false);
  });
});

describe('matchesFilter', () => {
  it('should show every status under "all" and only its own otherwise', () => {
    expect(matchesFilter('scheduled', 'all')).toBe(true);
    expect(matchesFilter('scheduled', 'scheduled')).toBe(true);
    expect(matchesFilter('draft', 'published')).toBe(false);
  });
});

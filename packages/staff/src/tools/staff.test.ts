import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupByState } from './ContentStrategyReport/ContentStrategyReport';
import { downloadPostFile, downloadPostZip } from './download';
import { count, formatDate } from './format';
import { legacyFieldName, migrationSummary } from './LegacyMigration/LegacyMigration';
import { qualityCountsText, sortChecks } from './QualityChecks';
import { needsAttention, sortReports, verdict } from './BlogQualityReport/blogQualityReportModel';
import {
  captureDownloads,
  fixtureCopy,
  fixturePassingReport,
  fixtureReports,
  fixtureStrategy,
} from './staff.fixtures';
import type { MigratedPost, QualityReport } from './types';

describe('count and formatDate', () => {
  it('should pluralise and group thousands', () => {
    expect(count(1, { one: 'post', other: 'posts' })).toBe('1 post');
    expect(count(0, { one: 'post', other: 'posts' })).toBe('0 posts');
    expect(count(1240, { one: 'word', other: 'words' })).toBe('1,240 words');
  });

  it('should write ISO dates in words and leave anything else as it is', () => {
    expect(formatDate('2026-12-02')).toBe('December 2, 2026');
    expect(formatDate('last summer')).toBe('last summer');
    expect(formatDate('')).toBe('');
  });
});

describe('qualityCountsText', () => {
  it('should name failures and warnings only when there are some', () => {
    expect(qualityCountsText({ pass: 1, warn: 2, fail: 5 }, fixtureCopy.common)).toBe(
      '5 failed, 2 warnings, 1 passed.',
    );
    expect(qualityCountsText({ pass: 7, warn: 1, fail: 0 }, fixtureCopy.common)).toBe('1 warning, 7 passed.');
    expect(qualityCountsText({ pass: 6, warn: 0, fail: 2 }, fixtureCopy.common)).toBe('2 failed, 6 passed.');
    expect(qualityCountsText({ pass: 8, warn: 0, fail: 0 }, fixtureCopy.common)).toBe('All 8 checks passed.');
    expect(qualityCountsText({ pass: 0, warn: 0, fail: 0 }, fixtureCopy.common)).toBe('No checks ran.');
  });
});

describe('sortChecks', () => {
  it('should put failures first, then warnings, keeping the order within each', () => {
    const report = fixtureReports[1]!;
    expect(sortChecks(report.checks).map((check) => `${check.status} ${check.id}`)).toEqual([
      'fail title-length',
      'fail description-length',
      'fail headings',
      'fail disclaimer',
      'fail frontmatter',
      'warn internal-links',
      'warn reading-level',
      'pass plan-year-figures',
    ]);
  });
});

describe('sortReports', () => {
  const report = (slug: string, fail: number, warn: number): QualityReport => ({
    ...fixturePassingReport,
    slug,
    counts: { pass: 8 - fail - warn, warn, fail },
  });

  it('should order by failures, then warnings, keeping the given order on ties', () => {
    const sorted = sortReports([
      report('a', 0, 0),
      report('b', 1, 0),
      report('c', 0, 3),
      report('d', 1, 2),
      report('e', 0, 3),
      report('f', 2, 0),
    ]);
    expect(sorted.map((entry) => entry.slug)).toEqual(['f', 'd', 'b', 'c', 'e', 'a']);
  });

  it('should not change the array it was given', () => {
    const given = [report('a', 0, 0), report('b', 1, 0)];
    sortReports(given);
    expect(given.map((entry) => entry.slug)).toEqual(['a', 'b']);
  });

  it('should tell which posts need attention, in words', () => {
    expect([report('a', 0, 0), report('b', 0, 1), report('c', 1, 0)].map(needsAttention)).toEqual([
      false,
      true,
      true,
    ]);
    expect(verdict(report('a', 0, 0), fixtureCopy.blogQuality.verdicts)).toBe('All checks passed');
    expect(verdict(report('b', 0, 1), fixtureCopy.blogQuality.verdicts)).toBe('Worth a look');
    expect(verdict(report('c', 1, 4), fixtureCopy.blogQuality.verdicts)).toBe('Needs fixing');
  });
});

describe('migrationSummary', () => {
  const ready: MigratedPost = { index: 0, problems: [], file: { fileName: 'a.md', content: '' } };
  const broken: MigratedPost = { index: 1, problems: [{ field: 'date', message: 'not a date' }] };

  it('should count ready posts and posts that need fixing', () => {
    expect(migrationSummary([ready, { ...ready, index: 1 }, broken], fixtureCopy)).toBe(
      '2 posts ready to add, 1 post needs fixing',
    );
    expect(migrationSummary([ready], fixtureCopy)).toBe('1 post ready to add');
    expect(migrationSummary([broken, { ...broken, index: 2 }], fixtureCopy)).toBe(
      'No post is ready to add, 2 posts need fixing',
    );
    expect(migrationSummary([], fixtureCopy)).toBe('The export holds no posts');
  });
});

describe('legacyFieldName', () => {
  it("should use the export's words for the fields it knows", () => {
    expect(legacyFieldName('published', fixtureCopy.migration.fieldNames)).toBe('Date');
    expect(legacyFieldName('body', fixtureCopy.migration.fieldNames)).toBe('Content');
    expect(legacyFieldName('tags.1', fixtureCopy.migration.fieldNames)).toBe('Tags');
    expect(legacyFieldName('categories', fixtureCopy.migration.fieldNames)).toBe('categories');
  });
});

describe('groupByState', () => {
  it('should put each state first, then its cities, in the given order', () => {
    expect(
      groupByState(fixtureStrategy.places, fixtureCopy.strategy.otherPlaces).map((group) => [
        group.label,
        group.places.map((p) => p.id),
      ]),
    ).toEqual([
      ['Alabama', ['alabama', 'birmingham-al', 'huntsville-al']],
      ['Georgia', ['georgia', 'atlanta-ga', 'savannah-ga']],
    ]);
  });

  it('should gather cities of an unknown state under "Other places"', () => {
    const groups = groupByState(
      [
        { id: 'pensacola-fl', label: 'Pensacola', kind: 'city', stateId: 'florida' },
        ...fixtureStrategy.places.slice(0, 1),
      ],
      fixtureCopy.strategy.otherPlaces,
    );
    expect(groups.map((group) => group.label)).toEqual(['Alabama', 'Other places']);
    expect(groups[1]!.places.map((place) => place.id)).toEqual(['pensacola-fl']);
  });
});

describe('downloads', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    vi.useRealTimers();
  });

  it('should offer a markdown file and free its URL afterwards', async () => {
    vi.useFakeTimers();
    const capture = captureDownloads();
    restore = capture.restore;
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    downloadPostFile({ fileName: 'a-post.md', content: '---\ntitle: "A"\n---\n\nBody\n' });
    expect(capture.files.map((file) => file.name)).toEqual(['a-post.md']);
    expect(capture.files[0]!.blob.type).toBe('text/markdown;charset=utf-8');
    expect(await capture.files[0]!.blob.text()).toBe('---\ntitle: "A"\n---\n\nBody\n');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('should zip several files, each whole', async () => {
    const capture = captureDownloads();
    restore = capture.restore;
    await downloadPostZip('posts.zip', [
      { fileName: 'one.md', content: 'First — with “quotes”' },
      { fileName: 'two.md', content: 'Second' },
    ]);
    expect(capture.files.map((file) => file.name)).toEqual(['posts.zip']);
    const files = unzipSync(new Uint8Array(await capture.files[0]!.blob.arrayBuffer()));
    expect(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]))).toEqual({
      'one.md': 'First — with “quotes”',
      'two.md': 'Second',
    });
  });
});

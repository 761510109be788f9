import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadPostFile, downloadPostZip } from './download';
import { count, formatDate } from './format';
import { qualityCountsText, sortChecks } from './QualityChecks';
import { captureDownloads, fixtureCopy, fixtureReports } from './staff.fixtures';

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

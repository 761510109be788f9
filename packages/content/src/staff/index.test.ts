import { describe, expect, it } from 'vitest';

describe('@agency/content/staff', () => {
  it('should export exactly the staff API (a change here needs a changeset)', async () => {
    expect(Object.keys(await import('./index')).sort()).toEqual([
      'blogQualityReport',
      'blogQualityReports',
      'contentStrategy',
      'defaultQualityContext',
      'defaultStrategyContext',
      'getPostDrafts',
      'migrateLegacyExport',
      'newPostDraft',
      'postStatus',
      'postToMarkdown',
      'qualityCheckIds',
      'qualityLimits',
      'sampleLegacyExport',
      'validatePostDraft',
    ]);
  });
});

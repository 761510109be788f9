import { describe, expect, it } from 'vitest';

describe('@agency/staff/rules', () => {
  it('should export exactly the staff API (what the staff pages use)', async () => {
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

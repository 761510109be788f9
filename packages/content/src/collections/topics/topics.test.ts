import { describe, expect, it } from 'vitest';
import { contentTopicSchema } from './schema';
import { topicsData } from './topics.data';

describe('content topics', () => {
  it('should parse every topic with its schema', () => {
    for (const topic of topicsData) {
      expect(contentTopicSchema.safeParse(topic).error?.issues ?? [], topic.id).toEqual([]);
    }
  });

  it('should hold the seven strategy topics, each id once', () => {
    expect(topicsData.map((topic) => topic.id)).toEqual([
      'medigap',
      'medicare-advantage',
      'part-d',
      'turning-65',
      'aep',
      'irmaa',
      'medicare-costs',
    ]);
  });

  it('should reject a term with capitals or hyphens and a suggested title without {place}', () => {
    const result = contentTopicSchema.safeParse({
      ...topicsData[0],
      terms: ['Medigap', 'out-of-pocket'],
      suggestedTitle: 'Medigap Plans Near You',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'terms.0',
      'terms.1',
      'suggestedTitle',
    ]);
  });
});

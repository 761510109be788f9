import { describe, expect, it } from 'vitest';
import { aepPageSchema } from './schema';
import { aepPageData } from './aep.data';

describe('aep city page', () => {
  it('should parse with its schema', () => {
    expect(aepPageSchema.safeParse(aepPageData).error?.issues ?? []).toEqual([]);
  });

  it('should keep the exact labels of the spec as year templates', () => {
    expect(aepPageData.dateBadge).toBe('October 15 - December 7, {aepYear}');
    expect(aepPageData.breadcrumbs).toEqual({ home: 'Home', overview: 'AEP {aepYear}' });
    expect(aepPageData.backLinkLabel).toBe('Back to AEP overview');
    expect(aepPageData.video).toMatchObject({ id: 'M7lc1UVf-VE', loadLabel: 'Play video' });
    expect(aepPageData.mapsSearchUrl).toBe('https://www.google.com/maps/search/?api=1&query={cityQuery}');
    expect(aepPageData.mapsLinkLabel).toContain('{city}');
    expect(aepPageData.planComparisonLink.href).toBe('https://www.medicare.gov/plan-compare/');
  });

  it('should give a 2-3 sentence explanation', () => {
    const sentences = aepPageData.explanation.split(/(?<=[.!?])\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it('should show the four timeline steps of the spec in order', () => {
    expect(aepPageData.timeline.map(({ date, title }) => ({ date, title }))).toEqual([
      { date: 'October 15', title: 'AEP begins' },
      { date: 'October-November', title: 'Review period' },
      { date: 'December 7', title: 'Last day to enroll' },
      { date: 'January 1', title: 'Coverage begins' },
    ]);
  });

  it('should show the six change types in order, flagging health questions for a move into Medigap', () => {
    expect(aepPageData.changeTypes.map(({ title }) => title)).toEqual([
      'Medicare Advantage to Medicare Advantage',
      'Medigap to Medigap',
      'Medigap to Medicare Advantage',
      'Drug plan to drug plan',
      'Drug plan to Medicare Advantage',
      'Medicare Advantage to Medigap',
    ]);
    const last = aepPageData.changeTypes.at(-1);
    expect(last).toMatchObject({ from: 'medicare-advantage', to: 'medigap', requiresHealthQuestions: true });
    expect(last?.description).toMatch(/no birthday rule/);
    // Outside guaranteed-issue rights, any new Medigap policy may be medically underwritten in AL/GA/FL/TN.
    for (const change of aepPageData.changeTypes) {
      expect(change.requiresHealthQuestions, change.id).toBe(change.to === 'medigap');
    }
  });

  it('should list the four common mistakes and 3-4 FAQs', () => {
    expect(aepPageData.commonMistakes.map(({ id }) => id)).toEqual([
      'waiting-until-the-last-day',
      'not-checking-doctors',
      'ignoring-drug-coverage',
      'choosing-only-by-premium',
    ]);
    expect(aepPageData.faqs.length).toBeGreaterThanOrEqual(3);
    expect(aepPageData.faqs.length).toBeLessThanOrEqual(4);
  });

  it('should reject a malformed page, naming the field path', () => {
    const result = aepPageSchema.safeParse({
      ...aepPageData,
      video: { ...aepPageData.video, id: 'not-a-video-id' },
      timeline: aepPageData.timeline.slice(0, 3),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['video', 'id'], ['timeline']]);
  });

  it('should reject repeated ids inside a list', () => {
    const [first] = aepPageData.commonMistakes;
    const result = aepPageSchema.safeParse({
      ...aepPageData,
      commonMistakes: [first, first, first, first],
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['commonMistakes'], 'ids must be unique within the list'],
    ]);
  });
});

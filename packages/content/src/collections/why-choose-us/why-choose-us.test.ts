import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { constantsData } from '../constants/constants.data';
import { familyRunNoteSchema, whyChooseUsCardSchema } from './schema';
import { familyRunNoteData, whyChooseUsData } from './why-choose-us.data';

describe('why-choose-us', () => {
  it('should parse every card and the family-run note', () => {
    for (const card of whyChooseUsData) {
      const result = whyChooseUsCardSchema.safeParse(card);
      expect(result.success, `${card.id}: ${result.error && z.prettifyError(result.error)}`).toBe(true);
    }
    const note = familyRunNoteSchema.safeParse(familyRunNoteData);
    expect(note.success, note.error && z.prettifyError(note.error)).toBe(true);
  });

  it('should have four cards with unique ids and a Family-Run Difference note', () => {
    expect(whyChooseUsData).toHaveLength(4);
    expect(new Set(whyChooseUsData.map((card) => card.id)).size).toBe(4);
    expect(familyRunNoteData.title).toBe('Family-Run Difference');
  });

  it('should state the same figures as the constants', () => {
    const all = [...whyChooseUsData.map((card) => card.description), familyRunNoteData.text].join(' ');
    const { stats } = constantsData;
    expect(all).toContain(`${stats.yearsCombinedExperience} years of combined experience`);
    expect(all).toContain(`since ${stats.foundedYear}`);
    expect(all).toContain(`${stats.familiesServed.toLocaleString('en-US')} families`);
    expect(all).toContain(`${stats.rating.toFixed(1)} stars`);
    expect(all).toContain('{carrierCount}');
  });

  it('should reject an unknown icon, naming the field', () => {
    const result = whyChooseUsCardSchema.safeParse({ ...whyChooseUsData[0], icon: 'Smiley' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['icon']);
  });
});

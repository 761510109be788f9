import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mediaData, mediaNoteData } from './media.data';
import { mediaItemSchema, mediaNoteSchema } from './schema';

describe('media', () => {
  it('should parse every media item and the note', () => {
    for (const item of mediaData) {
      const result = mediaItemSchema.safeParse(item);
      expect(result.success, `${item.id}: ${result.error && z.prettifyError(result.error)}`).toBe(true);
    }
    const note = mediaNoteSchema.safeParse(mediaNoteData);
    expect(note.success, note.error && z.prettifyError(note.error)).toBe(true);
  });

  it('should hold four clearly sample items with unique ids', () => {
    expect(mediaData).toHaveLength(4);
    expect(new Set(mediaData.map((item) => item.id)).size).toBe(4);
    for (const item of mediaData) {
      expect(item.isSample).toBe(true);
      expect(item.outlet).toMatch(/^Sample: /);
    }
  });

  it('should tell the agency to update them with real appearances', () => {
    expect(mediaNoteData.text).toMatch(/placeholder/i);
    expect(mediaNoteData.text).toMatch(/real .*appearances/);
  });

  it('should reject a fractional year, naming the field', () => {
    const result = mediaItemSchema.safeParse({ ...mediaData[0], year: 2024.5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['year']);
  });
});

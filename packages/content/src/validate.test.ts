import { describe, expect, it } from 'vitest';
import { faqSchema } from './collections/faqs/schema';
import { brandData } from './collections/brand/brand.data';
import { brandSchema } from './collections/brand/schema';
import { brand, getFaqs } from './index';
import { formatIssue, validateCollection } from './validate';

describe('content validation', () => {
  it('should name the collection, file, entry and field of a malformed FAQ', () => {
    const issues = validateCollection({
      kind: 'list',
      name: 'faqs',
      file: 'src/collections/faqs/faqs.data.ts',
      schema: faqSchema,
      idField: 'id',
      data: [{ id: 'broken-entry', topic: 'costs', question: 'How much is Part B?', answer: '' }],
    });
    expect(issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^faqs \(src\/collections\/faqs\/faqs\.data\.ts\) → "broken-entry": answer: Too small: .*20/,
      ),
    ]);
  });

  it('should report a repeated id', () => {
    const entry = getFaqs()[0];
    const issues = validateCollection({
      kind: 'list',
      name: 'faqs',
      file: 'faqs.data.ts',
      schema: faqSchema,
      idField: 'id',
      data: [entry, entry],
    });
    expect(issues).toHaveLength(1);
    expect(formatIssue(issues[0]!)).toContain(`"${entry!.id}": id: duplicate id`);
  });

  it('should reject a brand phone that is not E.164', () => {
    const result = brandSchema.safeParse({
      ...brand,
      tollFreePhone: { display: '800-555-0123', e164: '8005550123' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['tollFreePhone', 'e164']);
    expect(result.error?.issues[0]?.message).toBe('must be E.164, e.g. +18005550123');
  });
});

describe('brand', () => {
  it("should keep the three office-hours readings of the spec, each a visitor sees with the agency's time zone", () => {
    // The spec's chat reading says EST; the agency's zone is one field (cycle.timeZone), added to every reading.
    expect(brand.officeHours).toEqual({
      contact: 'Mon-Fri 8:00 AM to 6:00 PM Central Time',
      chat: 'Mon-Fri, 8AM-6PM CT',
      structuredData: 'Mo-Fr 09:00-17:00',
    });
  });

  it('should refuse a reading that names a time zone of its own, naming the field', () => {
    const result = brandSchema.safeParse({
      ...brandData,
      officeHours: { ...brandData.officeHours, chat: 'Mon-Fri 8AM-6PM EST' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['officeHours', 'chat']);
  });

  it('should refuse a contact reading the callback form cannot count, naming the field', () => {
    const result = brandSchema.safeParse({
      ...brandData,
      officeHours: { ...brandData.officeHours, contact: 'weekdays, mornings' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['officeHours', 'contact']);
  });
});

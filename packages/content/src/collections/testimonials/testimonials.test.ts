import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { constantsData } from '../constants/constants.data';
import { reviewsFactsSchema, testimonialSchema } from './schema';
import { reviewsFactsData, testimonialsData } from './testimonials.data';

describe('testimonials', () => {
  it('should parse every testimonial and the reviews facts', () => {
    for (const testimonial of testimonialsData) {
      const result = testimonialSchema.safeParse(testimonial);
      expect(result.success, `${testimonial.id}: ${result.error && z.prettifyError(result.error)}`).toBe(
        true,
      );
    }
    const facts = reviewsFactsSchema.safeParse(reviewsFactsData);
    expect(facts.success, facts.error && z.prettifyError(facts.error)).toBe(true);
  });

  it('should hold five 5-star reviews with unique ids, dated 2021 to 2026', () => {
    expect(testimonialsData).toHaveLength(5);
    expect(new Set(testimonialsData.map((testimonial) => testimonial.id)).size).toBe(5);
    for (const testimonial of testimonialsData) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.year).toBeGreaterThanOrEqual(2021);
      expect(testimonial.year).toBeLessThanOrEqual(2026);
    }
  });

  it('should agree with the stated rating and review count', () => {
    expect(reviewsFactsData.ratingValue).toBe(constantsData.stats.rating);
    expect(reviewsFactsData.reviewCount).toBe(testimonialsData.length);
    expect(reviewsFactsData.reviewsUrl).toMatch(/^https:\/\/([a-z0-9-]+\.)*example\.com\//);
  });

  it('should reject a 4-star rating, naming the field', () => {
    const result = testimonialSchema.safeParse({ ...testimonialsData[0], rating: 4 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['rating']);
  });

  it('should reject a full last name, naming the field', () => {
    const result = testimonialSchema.safeParse({ ...testimonialsData[0], name: 'Margaret Thompson' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['name']);
  });
});

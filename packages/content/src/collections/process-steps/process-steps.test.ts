import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { processStepsData } from './process-steps.data';
import { processStepSchema } from './schema';

describe('process-steps', () => {
  it('should parse every step', () => {
    for (const step of processStepsData) {
      const result = processStepSchema.safeParse(step);
      expect(result.success, `${step.id}: ${result.error && z.prettifyError(result.error)}`).toBe(true);
    }
  });

  it('should hold exactly the four spec steps, numbered in order, with their timeframes', () => {
    expect(processStepsData.map(({ number, title, timeframe }) => [number, title, timeframe])).toEqual([
      [1, 'Initial Consultation', '20 minutes'],
      [2, 'Plan Research', '24-48 hours'],
      [3, 'Personalized Comparison', '30-45 minutes'],
      [4, 'Enrollment and Lifetime Support', 'Ongoing'],
    ]);
    expect(new Set(processStepsData.map((step) => step.id)).size).toBe(4);
  });

  it('should reject a step number of 0, naming the field', () => {
    const result = processStepSchema.safeParse({ ...processStepsData[0], number: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['number']);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { socialNetworks, socialProfileSchema } from './schema';
import { socialData } from './social.data';

describe('social', () => {
  it('should parse every profile', () => {
    for (const profile of socialData) {
      const result = socialProfileSchema.safeParse(profile);
      expect(result.success, `${profile.id}: ${result.error && z.prettifyError(result.error)}`).toBe(true);
    }
  });

  it('should link a business listing plus Facebook, Instagram, LinkedIn, YouTube and TikTok, once each', () => {
    expect(socialData.map((profile) => profile.network)).toEqual([...socialNetworks]);
    expect(new Set(socialData.map((profile) => profile.id)).size).toBe(6);
  });

  it('should give each link an accessible name with the agency name', () => {
    for (const profile of socialData) expect(profile.label).toMatch(/^\{agencyName\} on /);
  });

  it('should ship sample handles only', () => {
    for (const profile of socialData) expect(profile.href).toMatch(/\/@?example$/);
  });

  it('should reject an http address, naming the field', () => {
    const result = socialProfileSchema.safeParse({
      ...socialData[1],
      href: 'http://www.facebook.com/example',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['href']);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leadOptionsFromEnv } from './env.ts';
import { LeadConfigError } from './errors.ts';
import { defaultLeadRateLimits } from './options.ts';

const key = 'a'.repeat(64);

describe('leadOptionsFromEnv', () => {
  it('reads every variable', () => {
    expect(
      leadOptionsFromEnv({
        LEAD_IP_HASH_KEY: key,
        LEAD_ALLOWED_ORIGINS: 'https://www.example.com, http://localhost:5173',
        LEAD_MIN_FILL_MS: '2500',
        LEAD_RATE_LIMIT_PER_ADDRESS: '4',
        LEAD_RATE_LIMIT_PER_PHONE: '2',
        LEAD_CLIENT_ADDRESS_SOURCE: 'X-Forwarded-For:1',
        LEAD_THANK_YOU_PATH: '/thank-you',
      }),
    ).toEqual({
      ipHashKey: key,
      allowedOrigins: ['https://www.example.com', 'http://localhost:5173'],
      minFillMs: 2500,
      rateLimits: {
        perAddress: { ...defaultLeadRateLimits.perAddress, max: 4 },
        perPhone: { ...defaultLeadRateLimits.perPhone, max: 2 },
      },
      clientAddressSource: 'x-forwarded-for:1',
      thankYouPath: '/thank-you',
    });
  });

  it("takes '*' for any origin, and nothing set for the defaults", () => {
    expect(leadOptionsFromEnv({ LEAD_IP_HASH_KEY: key, LEAD_ALLOWED_ORIGINS: '*' })).toEqual({
      ipHashKey: key,
      allowedOrigins: '*',
    });
  });

  it('requires LEAD_IP_HASH_KEY in production, with a clear LeadConfigError', () => {
    for (const [env, options] of [
      [{ NODE_ENV: 'production' }, {}],
      [{ SB_REGION: 'us-east-1' }, {}],
      [{}, { production: true }],
    ] as const) {
      const run = () => leadOptionsFromEnv(env, options);
      expect(run).toThrow(LeadConfigError);
      expect(run).toThrow(/LEAD_IP_HASH_KEY is required in production/);
    }
  });

  it('outside production, makes a random key per process when none is set', () => {
    const first = leadOptionsFromEnv({}).ipHashKey;
    const second = leadOptionsFromEnv({}).ipHashKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe(second);
  });

  it('names every bad variable at once and never echoes the key', () => {
    let message = '';
    try {
      leadOptionsFromEnv({
        LEAD_IP_HASH_KEY: 'short-secret',
        LEAD_ALLOWED_ORIGINS: 'www.example.com',
        LEAD_MIN_FILL_MS: 'soon',
        LEAD_RATE_LIMIT_PER_ADDRESS: '0',
        LEAD_RATE_LIMIT_PER_PHONE: '1.5',
        LEAD_CLIENT_ADDRESS_SOURCE: 'x-forwarded-for',
        LEAD_THANK_YOU_PATH: 'https://evil.example/',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(LeadConfigError);
      message = (error as Error).message;
    }
    for (const name of [
      'LEAD_IP_HASH_KEY is too short',
      'LEAD_ALLOWED_ORIGINS',
      'LEAD_MIN_FILL_MS',
      'LEAD_RATE_LIMIT_PER_ADDRESS',
      'LEAD_RATE_LIMIT_PER_PHONE',
      'LEAD_CLIENT_ADDRESS_SOURCE',
      'LEAD_THANK_YOU_PATH',
    ])
      expect(message).toContain(name);
    expect(message).not.toContain('short-secret');
  });
});

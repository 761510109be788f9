// @vitest-environment node
// The staff function's options from the environment, and the public API of @agency/lead/admin.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LeadConfigError } from '../errors.ts';
import { leadsAdminOptionsFromEnv } from './env.ts';

describe('leadsAdminOptionsFromEnv', () => {
  it('derives the key set and the issuer from SUPABASE_URL', () => {
    expect(leadsAdminOptionsFromEnv({ SUPABASE_URL: 'https://abcd.supabase.co/' })).toEqual({
      jwksUrl: 'https://abcd.supabase.co/auth/v1/.well-known/jwks.json',
      issuer: 'https://abcd.supabase.co/auth/v1',
    });
  });

  it('reads the allowed origins, the aal2 requirement and another issuer', () => {
    expect(
      leadsAdminOptionsFromEnv({
        SUPABASE_URL: 'http://127.0.0.1:54321',
        LEADS_ADMIN_ALLOWED_ORIGINS: 'https://www.example.com, http://localhost:5173',
        LEADS_ADMIN_REQUIRE_AAL2: 'true',
        LEADS_ADMIN_JWT_ISSUER: 'http://127.0.0.1:54321/auth/v1',
      }),
    ).toEqual({
      jwksUrl: 'http://127.0.0.1:54321/auth/v1/.well-known/jwks.json',
      issuer: 'http://127.0.0.1:54321/auth/v1',
      allowedOrigins: ['https://www.example.com', 'http://localhost:5173'],
      requireAal2: true,
    });
    expect(
      leadsAdminOptionsFromEnv({ SUPABASE_URL: 'http://localhost:54321', LEADS_ADMIN_REQUIRE_AAL2: 'false' }),
    ).toMatchObject({ requireAal2: false });
    expect(
      leadsAdminOptionsFromEnv({ SUPABASE_URL: 'https://a.supabase.co', LEADS_ADMIN_ALLOWED_ORIGINS: '*' }),
    ).toMatchObject({ allowedOrigins: '*' });
  });

  it('takes SUPABASE_URL over plain http only on this machine', () => {
    for (const url of [
      'http://127.0.0.1:54321',
      'http://localhost:54321',
      'http://[::1]:54321',
      'http://127.8.0.1',
    ])
      expect(() => leadsAdminOptionsFromEnv({ SUPABASE_URL: url }), url).not.toThrow();
    for (const url of ['http://abcd.supabase.co', 'http://10.0.0.5:54321', 'http://127.0.0.1.example.com'])
      expect(() => leadsAdminOptionsFromEnv({ SUPABASE_URL: url }), url).toThrow(
        /SUPABASE_URL: ".*" must be https \(plain http only on this machine/,
      );
  });

  it('requires the second factor in production: LEADS_ADMIN_REQUIRE_AAL2=false is refused there', () => {
    const env = { SUPABASE_URL: 'https://abcd.supabase.co', LEADS_ADMIN_REQUIRE_AAL2: 'false' };
    for (const production of [{ NODE_ENV: 'production' }, { SB_REGION: 'us-east-1' }])
      expect(() => leadsAdminOptionsFromEnv({ ...env, ...production })).toThrow(
        /LEADS_ADMIN_REQUIRE_AAL2=false is for development only/,
      );
    expect(() => leadsAdminOptionsFromEnv(env, { production: true })).toThrow(LeadConfigError);
    expect(leadsAdminOptionsFromEnv(env)).toMatchObject({ requireAal2: false });
  });

  it('throws one config error naming each bad variable', () => {
    let caught: unknown;
    try {
      leadsAdminOptionsFromEnv({
        LEADS_ADMIN_ALLOWED_ORIGINS: 'www.example.com',
        LEADS_ADMIN_REQUIRE_AAL2: 'sometimes',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(LeadConfigError);
    const message = (caught as Error).message;
    expect(message).toMatch(/SUPABASE_URL is required/);
    expect(message).toMatch(/LEADS_ADMIN_ALLOWED_ORIGINS/);
    expect(message).toMatch(/LEADS_ADMIN_REQUIRE_AAL2: "sometimes" must be true or false/);
    expect(() => leadsAdminOptionsFromEnv({ SUPABASE_URL: 'ftp://abcd.supabase.co' })).toThrow(
      /SUPABASE_URL: "ftp:\/\/abcd.supabase.co" must be an https URL/,
    );
    expect(() => leadsAdminOptionsFromEnv({ SUPABASE_URL: 'not a url' })).toThrow(LeadConfigError);
  });
});

describe('@agency/lead/admin exports', () => {
  it('are the documented ones', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "LeadConfigError",
        "StaffTokenError",
        "bearerToken",
        "classifyTokenError",
        "consoleLeadsAdminLogger",
        "createJwksVerifier",
        "createLeadsAdminHandler",
        "decideStaffAccess",
        "defaultJwksCacheMaxAgeMs",
        "leadForStaff",
        "leadNotesMaxLength",
        "leadsAdminEnvVariables",
        "leadsAdminMessages",
        "leadsAdminOptionsFromEnv",
        "leadsAdminPatchSchema",
        "leadsAdminStatuses",
        "staffTokenAlgorithms",
        "supabaseUserAudience",
      ]
    `);
  });

  it('is an entry of the build and of the package', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, unknown>;
      dependencies: Record<string, string>;
    };
    expect(pkg.exports['./admin']).toEqual({ types: './dist/admin.d.ts', import: './dist/admin.js' });
    expect(readFileSync(new URL('../../tsup.config.ts', import.meta.url), 'utf8')).toContain(
      "admin: 'src/admin/index.ts'",
    );
    // The repository is described by shape: @agency/db is for the tests only.
    expect(pkg.dependencies['@agency/db']).toBeUndefined();
    expect(pkg.dependencies.jose).toBeDefined();
  });

  it('imports nothing from @agency/db at run time (its types only)', () => {
    const files = [
      'index.ts',
      'handler.ts',
      'auth.ts',
      'env.ts',
      'repository.ts',
      'contract.ts',
      'log.ts',
      'options.ts',
    ];
    for (const file of files)
      expect(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')).not.toMatch(
        /^(import|export) (?!type )[^;]*from '@agency\/db(\/[^']*)?'/m,
      );
  });
});

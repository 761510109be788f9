// @vitest-environment node
// The public API is a hand-written list: a changed snapshot in review means "add a changeset".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('@agency/lead exports', () => {
  it('are the documented ones', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "LeadConfigError",
        "MemoryLeadStore",
        "bestTimes",
        "callbackAnchor",
        "callbackErrorKinds",
        "callbackErrorParam",
        "callbackProblemAnchor",
        "consoleLogger",
        "contentConsentTexts",
        "createLeadHandler",
        "createLeadWebhook",
        "currentConsent",
        "defaultLeadRateLimits",
        "defaultLeadRetentionDays",
        "defaultThankYouPath",
        "ipHashKeyMinLength",
        "leadEnvVariables",
        "leadErrorKinds",
        "leadErrorMessages",
        "leadFieldMessages",
        "leadFields",
        "leadLimits",
        "leadOptionsFromEnv",
        "leadRequestFromForm",
        "leadRequestSchema",
        "leadRetentionDaysFromEnv",
        "leadWebhookFromEnv",
        "normalizeUsPhone",
        "pageWithCallbackError",
        "parseLeadRequest",
        "servedStateCodes",
        "silentLogger",
        "sitePath",
        "stateOfZip",
        "toWebhookPayload",
        "zipInfo",
      ]
    `);
  });

  it("the fields entry (for the form's bundle) imports nothing: no zod, no phone library", async () => {
    expect(readFileSync(new URL('./fields.ts', import.meta.url), 'utf8')).not.toMatch(
      /^\s*(import|export .* from)\b/m,
    );
    expect(Object.keys(await import('./fields.ts')).sort()).toMatchInlineSnapshot(`
      [
        "bestTimes",
        "callbackAnchor",
        "callbackErrorKinds",
        "callbackErrorParam",
        "callbackProblemAnchor",
        "defaultThankYouPath",
        "leadFieldMessages",
        "leadFields",
        "leadLimits",
      ]
    `);
  });
});

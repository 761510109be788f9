// @vitest-environment node
// The consent text a lead stores is the text of its version: a change of words needs a new version.
import { createHash } from 'node:crypto';
import { brand, getSections } from '@agency/content';
import { describe, expect, it } from 'vitest';
import { contentConsentTexts, currentConsent } from './consent.ts';

/** The fingerprint of each version's text as shown, the agency's name filled in (a new name is new words, too). */
const fingerprints: Record<string, string> = {
  '2026-11-22': '3251dc9c1ad0a5cc',
  '2026-11-28': 'b93fa9ee3c46b805',
};

describe('consent texts', () => {
  it('gives the exact text shown for the version shown, and nothing for another', () => {
    const { consentVersion, consentLabel } = getSections().contact;
    expect(contentConsentTexts(consentVersion)).toBe(consentLabel);
    expect(consentLabel).toContain(brand.agencyName);
    expect(consentLabel).not.toMatch(/\{\w+\}/);
    for (const other of ['', '2020-01-01', 'latest', '__proto__'])
      expect(contentConsentTexts(other)).toBeUndefined();
  });

  it('has a new version whenever the words change (sections.contact.consentVersion in @agency/content)', () => {
    const { version, text } = currentConsent();
    const fingerprint = createHash('sha256').update(text).digest('hex').slice(0, 16);
    // A failure here means the consent text changed: give contact.consentVersion the date of the change and add its
    // fingerprint below. Leads keep the words the visitor read, so two texts must never share a version.
    expect({ version, fingerprint }).toEqual({ version, fingerprint: fingerprints[version] });
  });
});

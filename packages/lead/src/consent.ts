// The consent text a version names: the exact words the contact section and the exit popup showed beside the box,
// from @agency/content, with the agency's name filled in as the visitor read them.
import { getSections } from '@agency/content';

/** The consent text of a version, or undefined when the version is not one the site shows. */
export type ConsentTexts = (version: string) => string | undefined;

/**
 * The site's consent texts: today's `contact.consentVersion` → `contact.consentLabel`. Only the version the site
 * shows is known; a form from before a change of text sends an old version and is asked to reload (400), so no lead
 * is stored with words the visitor did not read.
 */
export const contentConsentTexts: ConsentTexts = (version) => {
  const { consentVersion, consentLabel } = getSections().contact;
  return version === consentVersion ? consentLabel : undefined;
};

/** The version and text the site shows today (for the form and tests). */
export function currentConsent(): { version: string; text: string } {
  const { consentVersion, consentLabel } = getSections().contact;
  return { version: consentVersion, text: consentLabel };
}

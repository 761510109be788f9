import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sectionsSchema } from './schema';
import { sectionsData } from './sections.data';

const tpmoDisclaimer =
  'We do not offer every plan available in your area. Currently we represent {organizationCount} organizations which offer {planCount} products in your area. Please contact Medicare.gov or 1-800-MEDICARE to get information on all of your options.';

/** Every string anywhere in a value. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('sections', () => {
  it('should parse the section copy', () => {
    const result = sectionsSchema.safeParse(sectionsData);
    expect(result.success, result.error && z.prettifyError(result.error)).toBe(true);
  });

  it('should keep the hero strings of the spec', () => {
    const { hero } = sectionsData;
    // A heading about Medicare Open Enrollment while it is open; the other parts of the year say what comes next.
    expect(hero.headings.aepOpen).toContain('Medicare Open Enrollment for {planYear} Coverage');
    expect(hero.primaryCta).toBe('Schedule Free Consultation');
    expect(hero.phoneCta).toContain('{phone}');
    expect(hero.drugCostLink).toMatchObject({
      href: 'https://www.medicare.gov/plan-compare/',
      external: true,
    });
  });

  it('should keep the section labels of the spec', () => {
    expect(sectionsData.carriers.moreLabel).toBe('and many more');
    expect(sectionsData.additionalServices.learnMoreLabel).toBe('Learn More');
    expect(sectionsData.deadlines.heading).toBe('Enrollment deadlines for {deadlineYears}');
    expect(sectionsData.deadlines.priorityBadge).toBe('PRIORITY');
    expect(sectionsData.contact).toMatchObject({
      callNow: 'Call Now',
      bookAppointment: 'Book Appointment',
      mapLoadLabel: 'Show map',
    });
    expect(sectionsData.footer.guarantee.title).toBe('Lifetime Support Guarantee');
    expect(sectionsData.mobileBar).toMatchObject({ callNow: 'Call Now', bookReview: 'Book Free Review' });
    expect(sectionsData.pageLoading.label).toBe('Loading...');
  });

  it('should keep the exit popup strings of the spec', () => {
    const { exitPopup } = sectionsData;
    expect(exitPopup.title).toBe('Schedule Your Free Consultation');
    // The spec's "compare all plans" is not kept: the TPMO disclaimer says we do not offer every plan in the area
    // (MEDICARE.md §4a), so the point says whose plans we compare (issue 14).
    expect(exitPopup.points).toEqual([
      'No cost, no obligation',
      'Compare plans from the carriers we represent, side by side',
      'Help with enrollment',
    ]);
    expect(exitPopup.callNow).toBe('Call Now');
    expect(exitPopup.bookAppointment).toBe('Book Appointment');
  });

  it('should name the seller and cover every contact kind in the consent text', () => {
    const consent = sectionsData.contact.consentLabel;
    for (const phrase of [
      '{agencyName}',
      'phone number I provide',
      'call and text me (SMS/MMS)',
      'automated technology',
      'AI or prerecorded voice',
      'not required to obtain any service',
      'not a condition of purchase',
      'Reply STOP',
    ])
      expect(consent).toContain(phrase);
  });

  it('should carry the TPMO disclaimer and the non-affiliation notice in the footer', () => {
    const { disclaimers } = sectionsData.footer;
    expect(disclaimers).toContain(tpmoDisclaimer);
    expect(disclaimers).toContainEqual(
      expect.stringMatching(
        /^\{agencyName\} .*not connected with or endorsed by the U\.S\. government or the federal Medicare program\.$/,
      ),
    );
    expect(disclaimers).toContainEqual(expect.stringMatching(/licensed/i));
    expect(sectionsData.footer.copyright).toMatch(/^© \{currentYear\} /);
  });

  it('should keep the chat strings of the spec and disclose the AI in the greeting', () => {
    const { chat } = sectionsData;
    expect(chat.title).toBe('Chat with {advisorName}');
    expect(chat.subtitle).toBe('Licensed Medicare Advisor');
    expect(chat.placeholder).toBe('Ask about Medicare...');
    expect(chat.disclaimer).toBe(
      'AI-generated answers for informational purposes. Call us for personalized advice.',
    );
    // The spec's 'Available Mon-Fri, 8AM-6PM EST', with the agency's own zone (cycle.timeZone) instead of EST.
    expect(chat.hoursNote).toBe('Available {officeHoursChat}');
    expect(chat.greeting).toContain('AI assistant');
    expect(chat.greeting).toContain(tpmoDisclaimer);
    expect(chat.toast).toEqual({
      title: 'Connection Issue',
      description: 'Please try again or call us at {phone}',
    });
  });

  it('should keep the chat fallback pieces byte for byte, trailing spaces included', () => {
    const { fallback } = sectionsData.chat;
    expect(fallback).toEqual({
      connecting: "I'm having trouble connecting right now. ",
      rateLimited: 'Our chat is experiencing high volume. ',
      unavailable: 'Chat is temporarily unavailable. ',
      callUs: 'Please call us at {phone} for immediate assistance!',
    });
    expect(fallback.connecting + fallback.rateLimited + fallback.callUs).toBe(
      "I'm having trouble connecting right now. Our chat is experiencing high volume. Please call us at {phone} for immediate assistance!",
    );
  });

  it('should never call a plan free, urge, or claim government endorsement', () => {
    for (const text of allStrings(sectionsData)) {
      expect(text).not.toMatch(/\bfree (plan|coverage|insurance)\b/i);
      expect(text).not.toMatch(/\b(act now|hurry|last chance|don't miss)\b/i);
      expect(text).not.toMatch(/\b(approved|endorsed|recommended) by (Medicare|CMS|the government)\b/i);
    }
  });

  it('should reject an empty chat fallback piece, naming the field', () => {
    const result = sectionsSchema.safeParse({
      ...sectionsData,
      chat: { ...sectionsData.chat, fallback: { ...sectionsData.chat.fallback, unavailable: '' } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['chat', 'fallback', 'unavailable']);
  });

  it('should reject a heading with a trailing space, naming the field', () => {
    const result = sectionsSchema.safeParse({
      ...sectionsData,
      faq: { ...sectionsData.faq, heading: 'FAQ ' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['faq', 'heading']);
  });
});

import { z } from 'zod';
import { httpsUrlSchema, textSchema } from '../shared';

/**
 * A text kept exactly as written, spaces included. Used for the chat fallback pieces of SPEC §8, which are
 * joined together and so carry their trailing spaces ('Chat is temporarily unavailable. ').
 */
const exactTextSchema = z.string().min(1, 'must not be empty');

const headingSchema = z.object({ heading: textSchema, intro: textSchema });

/**
 * Copy of each home-page section and shared widget: headings, intros, button labels and the exact strings of the
 * spec. Texts may hold the tokens {agencyName}, {phone}, {aepYear}, {planYear}, {coverageYear}, {maOepYear}, {deadlineYears}, {carrierCount},
 * {planCount}, {organizationCount}, {serviceAreaStates}, {advisorName} and {currentYear} (footer copyright), filled in by the getters.
 */
export const sectionsSchema = z.object({
  /** Home page metadata. */
  home: z.object({ metaTitle: textSchema, description: textSchema }),
  /** The sticky strip at the top: 'Call Now', the number, 'Free Medicare Consultation'. */
  phoneBanner: z.object({ callLabel: textSchema, tagline: textSchema }),
  hero: z.object({
    /**
     * The heading, one per part of the enrollment year (rules/season.ts `phase`), so it never calls a closed period
     * open: during the AEP it names Medicare Open Enrollment and the coverage it chooses ({planYear}); from December
     * 8 the coverage that starts January 1 ({coverageYear}); from January 1 to March 31 Medicare Advantage Open
     * Enrollment ({maOepYear}); from April 1 the AEP to come ({aepYear}, for {planYear} coverage).
     */
    headings: z.strictObject({
      aepOpen: textSchema,
      afterAep: textSchema,
      maOepOpen: textSchema,
      beforeAep: textSchema,
    }),
    subheading: textSchema,
    /** Scrolls to #contact. */
    primaryCta: textSchema,
    /** Text of the tel: link. */
    phoneCta: textSchema,
    /** External drug-cost lookup tool, opened in a new tab. */
    drugCostLink: z.object({ label: textSchema, href: httpsUrlSchema, external: z.literal(true) }),
    /**
     * Link to the agency's reviews page (its address is `reviewsFacts.reviewsUrl`): `ratedLabel` names the rating with
     * its source and count ({rating}, {source}, {count}) once it is real; `label` says no rating while it is a sample.
     */
    reviewsLink: z.object({ label: textSchema, ratedLabel: textSchema }),
    /** Accessible name of the trust-badge list. */
    trustBadgesLabel: textSchema,
  }),
  whyChooseUs: headingSchema,
  process: headingSchema.extend({
    /** Shown before a step number: "Step 1". */
    stepLabel: textSchema,
  }),
  coverage: headingSchema.extend({ learnMoreLabel: textSchema }),
  carriers: headingSchema.extend({ moreLabel: textSchema }),
  media: headingSchema,
  additionalServices: headingSchema.extend({
    /** Each card's button; scrolls to #contact. */
    learnMoreLabel: textSchema,
  }),
  serviceAreas: headingSchema.extend({ cardLinkLabel: textSchema }),
  testimonials: headingSchema.extend({
    /** Accessible name of the five stars. */
    ratingLabel: textSchema,
    /** Shown on a review the content marks `isSample` (local and demo builds; a production build refuses them). */
    sampleLabel: textSchema,
  }),
  faq: headingSchema,
  deadlines: headingSchema.extend({
    /**
     * 'Enrollment deadlines for {deadlineYears}': the years the dated cards' windows fall in ("2026-2027" while the
     * AEP of 2026 and the Medicare Advantage Open Enrollment of 2027 are shown, "2027" once both are in 2027).
     */
    heading: textSchema,
    /** Badge on high-priority cards: 'PRIORITY'. */
    priorityBadge: textSchema,
    lastUpdatedLabel: textSchema,
    whoCanEnrollLabel: textSchema,
  }),
  contact: headingSchema.extend({
    phoneLabel: textSchema,
    emailLabel: textSchema,
    /** Label of the office address. */
    addressLabel: textSchema,
    hoursLabel: textSchema,
    callNow: textSchema,
    bookAppointment: textSchema,
    /** Marketing-consent checkbox text (SPEC §5, PRODUCT.md decision 8, MEDICARE.md §4e). */
    consentLabel: textSchema,
    /**
     * Version of `consentLabel` (the date it was last changed, YYYY-MM-DD): the callback form sends it and each lead
     * stores it with the exact text (issue 18). A new text gets a new version.
     */
    consentVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be the date of the text, YYYY-MM-DD'),
    /**
     * Beside Call Now while it waits for the box: why, in plain words, and the number to dial instead
     * ("Tick the box above to call from here, or dial {phone}.").
     */
    consentHelp: textSchema.refine((text) => text.includes('{phone}'), 'must name the number: {phone}'),
    /** The link to the advisors' page (/about): who the visitor will talk to. */
    aboutLink: textSchema,
    /** Title of the embedded map frame. */
    mapTitle: textSchema,
    /** Button that loads the map (click-to-load facade). */
    mapLoadLabel: textSchema,
  }),
  /**
   * The callback request form of the contact section (issue 18, PRODUCT.md decision 12; issue 36). {officeHours}
   * (the contact section's hours with the time zone), {officeOpens}, {officeCloses} and {phone} are filled by the
   * getter; the widget fills {states} (the states served, in words) and the thank-you's tokens. The consent box's text
   * is `contact.consentLabel`, shown as it is.
   */
  callback: z.object({
    heading: textSchema,
    /** Optional: a sentence under the heading (the contact section's intro often says it already). */
    intro: textSchema.optional(),
    nameLabel: textSchema,
    /** Optional: the label may say it all. */
    nameHint: textSchema.optional(),
    phoneLabel: textSchema,
    /** Optional: an example or what to include. */
    phoneHint: textSchema.optional(),
    /** Says the field is optional in its own words. */
    zipLabel: textSchema,
    zipHint: textSchema,
    /** Legend of the best-time radios. */
    bestTimeLegend: textSchema,
    /** Beside it: the days and the time zone the hours are in ({officeDays}, {officeZone}). */
    bestTimeHint: textSchema,
    /** Each best time of the lead call's contract: its name and its hours, inside the office hours. */
    bestTimes: z.object({
      morning: z.object({ label: textSchema, hours: textSchema }),
      afternoon: z.object({ label: textSchema, hours: textSchema }),
      anytime: z.object({ label: textSchema, hours: textSchema }),
    }),
    /** The fold that holds the optional questions (ZIP code, topic). */
    moreLabel: textSchema,
    /** Says the field is optional in its own words. */
    topicLabel: textSchema,
    topicHint: textSchema,
    /** Under the consent box: ticking it is a free choice, not required to obtain any service. */
    consentNote: textSchema,
    submitLabel: textSchema,
    /** The button and the status line while the request is on its way. */
    sendingLabel: textSchema,
    /** Heading of the error summary. */
    errorSummaryTitle: textSchema,
    /** Read before each inline message by screen readers, e.g. "Error:". */
    errorPrefix: textSchema,
    /** Plain words for each problem: what to do, never a code. */
    errors: z.object({
      nameMissing: textSchema,
      nameTooLong: textSchema,
      phoneMissing: textSchema,
      phoneTooLong: textSchema,
      phoneInvalid: textSchema,
      zipInvalid: textSchema,
      bestTimeMissing: textSchema,
      topicTooLong: textSchema,
      /** The function no longer knows the consent version shown: reload. */
      outOfDate: textSchema,
      /** Any other problem the visitor cannot fix in a field; names the phone number. */
      other: textSchema,
    }),
    /**
     * The thank-you panel, shown only once the function says the request is stored: who will call, from which
     * number, the number the visitor gave and when; then the request's short reference.
     */
    received: z.object({
      heading: textSchema,
      /** Tokens {visitorPhone} (the number given), {phone} (ours) and {when} (one of `when`). */
      body: textSchema,
      /** Token {reference} (the lead's short reference, as the staff inbox shows it). */
      reference: textSchema,
      /**
       * When the call comes, from the visitor's best time and the office hours: {start}, {end} and {zone} are filled
       * by the form, {day} with `tomorrow` or `onWeekday`.
       */
      when: z.object({
        /** Inside the chosen window today. */
        now: textSchema,
        /** The chosen window is later today. */
        later: textSchema,
        /** On a later day, from the office's opening (morning or any time). */
        morning: textSchema,
        /** On a later day, in the afternoon. */
        afternoon: textSchema,
      }),
      tomorrow: textSchema,
      /** Token {weekday}: "on Monday". */
      onWeekday: textSchema,
      /** Monday to Sunday. */
      weekdays: z.array(textSchema).length(7),
      /** The thank-you page a form posted without JavaScript lands on: who calls, from which number, when. */
      page: textSchema,
    }),
    /** Added to the thank-you when the ZIP is outside the states served; token {states}. */
    outsideServedStates: textSchema,
    /** The function could not store the request (503) or could not be reached; tokens {phone}, {officeHours}. */
    unavailable: textSchema,
    /** Too many requests (429); token {phone}. */
    rateLimited: textSchema,
    /**
     * What a page says when a form posted without JavaScript came back unsent (the page's HTML carries it; CSS shows
     * it as the address's target): a heading, the answers to check, and the database being away. Tokens {phone},
     * {officeHours}. Too many requests reads `rateLimited`.
     */
    notSent: z.object({ heading: textSchema, fields: textSchema, unavailable: textSchema }),
    /** The call button beside those messages and in the thank-you: 'Call {phone}'. */
    callLabel: textSchema,
    /** Label of the honeypot field no person sees (hidden from assistive technology too). */
    honeypotLabel: textSchema,
  }),
  footer: z.object({
    quickLinksHeading: textSchema,
    statesHeading: textSchema,
    socialHeading: textSchema,
    guarantee: z.object({ title: textSchema, text: textSchema }),
    /** Legal notices, in display order: TPMO disclaimer, non-affiliation notice, licensing, plan availability. */
    disclaimers: z.array(textSchema).min(3),
    /** '© {currentYear} {agencyName}. All rights reserved.' */
    copyright: textSchema,
  }),
  mobileBar: z.object({
    callNow: textSchema,
    bookReview: textSchema,
    /** Accessible name of the bar. */
    label: textSchema,
  }),
  /** Templates of the generated place pages; tokens {state}, {city}, {county} are filled by the page. */
  places: z.object({
    overviewCitiesHeading: textSchema,
    stateTitle: textSchema,
    stateIntro: textSchema,
    stateCitiesHeading: textSchema,
    stateCitiesIntro: textSchema,
    cityTitle: textSchema,
    cityIntro: textSchema,
    cityBodyHeading: textSchema,
    cityBody: z.array(textSchema).min(1),
    cityLocalPhoneLabel: textSchema,
    cityAepLinkLabel: textSchema,
    cityStateLinkLabel: textSchema,
    georgiaCitiesHeading: textSchema,
    alabamaCitiesHeading: textSchema,
  }),
  /** Words shared by many parts of the site. */
  common: z.object({
    /** Read after a link that opens a new tab: '(opens in a new tab)'. */
    newTabLabel: textSchema,
    /** Accessible name of the main navigation. */
    mainNavLabel: textSchema,
    /** Title of the mobile side menu. */
    menuTitle: textSchema,
    /** Accessible name of the breadcrumb trail. */
    breadcrumbLabel: textSchema,
    /** The keyboard's first stop, past the header to the page's content: 'Skip to main content'. */
    skipLinkLabel: textSchema,
    /** The next skip link: to the consultation form's first field. */
    skipToFormLabel: textSchema,
    /** The next: to the chat button. */
    skipToChatLabel: textSchema,
    /** The mobile menu's way back from a group (Learn, Tools) to the whole menu. */
    menuBackLabel: textSchema,
  }),
  exitPopup: z.object({
    title: textSchema,
    intro: textSchema,
    points: z.array(textSchema).min(1),
    /**
     * Why both buttons stay disabled until the consent box is ticked, and the number to dial instead (the consent
     * text is `contact.consentLabel`).
     */
    consentHelp: textSchema.refine((text) => text.includes('{phone}'), 'must name the number: {phone}'),
    callNow: textSchema,
    bookAppointment: textSchema,
    closeLabel: textSchema,
  }),
  chat: z.object({
    /** 'Chat with {advisorName}'. */
    title: textSchema,
    subtitle: textSchema,
    /** Screen-reader prefixes of the message bubbles and the name of the conversation log. */
    userPrefix: textSchema,
    assistantPrefix: textSchema,
    conversationLabel: textSchema,
    placeholder: textSchema,
    /** Accessible name of the message input (a placeholder is not a label). */
    inputLabel: textSchema,
    disclaimer: textSchema,
    hoursNote: textSchema,
    /** First assistant message: says it is an AI assistant and carries the TPMO disclaimer. */
    greeting: textSchema,
    quickActions: z.object({ schedule: textSchema, call: textSchema }),
    sendLabel: textSchema,
    /** Accessible name of the spinner while a reply is pending. */
    pendingLabel: textSchema,
    openLabel: textSchema,
    closeLabel: textSchema,
    /** SPEC §8: joined as connecting + (rateLimited on 429 | unavailable on 402 | '') + callUs. */
    fallback: z.object({
      connecting: exactTextSchema,
      rateLimited: exactTextSchema,
      unavailable: exactTextSchema,
      callUs: exactTextSchema,
    }),
    toast: z.object({ title: textSchema, description: textSchema }),
  }),
  pageLoading: z.object({ label: textSchema }),
  /** The 404 page: 'Oops! Page not found', the link home, and the places visitors look for most. */
  notFound: z.object({
    title: textSchema,
    homeLabel: textSchema,
    metaTitle: textSchema,
    /** The sentence before the places: what to do now. */
    intro: textSchema,
    /** Three or four pages people look for, each a site path ("/irmaa-calculator"). */
    places: z
      .array(
        z.object({ label: textSchema, href: z.string().regex(/^\/[a-z0-9/-]*$/, 'must be a site path') }),
      )
      .min(2)
      .max(5),
    /** Before the phone number: 'Or call us:'. */
    callLabel: textSchema,
  }),
});

/** The sections' copy as the data holds it (a hero heading per part of the enrollment year). */
export type SectionsData = z.output<typeof sectionsSchema>;

/** The sections' copy as a page shows it on a day: the hero's heading is the one of the day's part of the year. */
export type Sections = Omit<SectionsData, 'hero'> & {
  hero: Omit<SectionsData['hero'], 'headings'> & { heading: string };
};

import type { z } from 'zod';
import type { sectionsSchema } from './schema';

/**
 * The TPMO disclaimer in force from 1 Oct 2026, 42 CFR 422.2267(e)(41) (MEDICARE.md §4a). Its counts are the
 * Medicare Advantage and Part D organizations and plans (brand.tpmo), not {carrierCount}, which counts every carrier.
 */
const tpmoDisclaimer =
  'We do not offer every plan available in your area. Currently we represent {organizationCount} organizations which offer {planCount} products in your area. Please contact Medicare.gov or 1-800-MEDICARE to get information on all of your options.';

/**
 * Copy of the home sections and shared widgets. Strings quoted by the spec are kept verbatim. Dated labels use the
 * years of the season of the build date (rules/season.ts), each naming the year its period happens in or the coverage
 * it is for (docs/adr/0019); counts use {carrierCount} / {planCount}.
 */
export const sectionsData = {
  home: {
    metaTitle: 'Free Medicare Help From Licensed, Family-Run Advisors',
    description:
      'Family-run, licensed Medicare advisors. Compare Medicare Advantage, Medigap and Part D plans from the {carrierCount} insurance companies we represent, with free, no-obligation help.',
  },
  phoneBanner: { callLabel: 'Call Now', tagline: 'Free Medicare Consultation' },
  hero: {
    headings: {
      aepOpen: 'Medicare Open Enrollment for {planYear} Coverage: Friendly Help Comparing Your Options',
      afterAep: 'Your {coverageYear} Medicare Coverage Starts January 1: Friendly Help Getting Ready',
      maOepOpen: 'Medicare Advantage Open Enrollment {maOepYear}: Friendly Help Reviewing Your Plan',
      beforeAep:
        'Medicare Open Enrollment for {planYear} Coverage Opens October 15: Friendly Help Getting Ready',
    },
    subheading:
      'Compare Medicare Advantage, Medicare Supplement and Part D plans from the {carrierCount} insurance companies we represent, with a licensed, family-run team serving {serviceAreaStates}.',
    primaryCta: 'Schedule Free Consultation',
    phoneCta: 'Call {phone}',
    drugCostLink: {
      label: 'Look up your drug costs on Medicare.gov',
      href: 'https://www.medicare.gov/plan-compare/',
      external: true,
    },
    reviewsLink: {
      label: 'Read what our clients say',
      ratedLabel: 'Read our {rating}-star reviews on {source} ({count} reviews)',
    },
    trustBadgesLabel: 'Why you can trust us',
  },
  whyChooseUs: {
    heading: 'Why Families Choose {agencyName}',
    intro:
      'Choosing Medicare coverage is a big decision. We make it simpler, and we stay with you for the years ahead.',
  },
  process: {
    heading: 'How We Help, Step by Step',
    intro: 'Four simple steps, at your pace. You can stop at any step, with no obligation.',
    stepLabel: 'Step',
  },
  coverage: {
    heading: 'Coverage Options We Help With',
    intro:
      'We explain each type of coverage in plain words, so you can decide what fits your health and your budget.',
    learnMoreLabel: 'Learn More',
  },
  carriers: {
    heading: 'Insurance Companies We Represent',
    intro:
      'We represent {carrierCount} insurance companies for Medicare Advantage, Medicare Supplement, Part D and other coverage, so we can compare plans for you side by side.',
    moreLabel: 'and many more',
  },
  media: {
    heading: 'In the News',
    intro: 'Where our advisors have shared Medicare tips with our community.',
  },
  additionalServices: {
    heading: 'More Ways We Can Help',
    intro: 'Beyond your Medicare plan, we help with coverage that protects you and your family.',
    learnMoreLabel: 'Learn More',
  },
  serviceAreas: {
    heading: 'Where We Help',
    intro:
      'Our licensed advisors help people with Medicare across these states, by phone, by video or in person.',
    cardLinkLabel: 'See local help',
  },
  testimonials: {
    heading: 'What Our Clients Say',
    intro: 'Kind words from people we have helped.',
    ratingLabel: '5 out of 5 stars',
    sampleLabel: 'Sample review, not from a real client',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    intro: 'Straight answers to the questions we hear most. Tap a question to read the answer.',
  },
  deadlines: {
    heading: 'Enrollment deadlines for {deadlineYears}',
    intro:
      'Key dates for joining or changing your Medicare coverage. Not sure which one applies to you? Give us a call.',
    priorityBadge: 'PRIORITY',
    lastUpdatedLabel: 'Last updated',
    whoCanEnrollLabel: 'Who can enroll',
  },
  contact: {
    heading: 'Talk With a Licensed Advisor',
    intro:
      'Call us, or leave your number and we will call you back. Your consultation is free, and there is no obligation.',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    addressLabel: 'Office',
    hoursLabel: 'Office hours',
    callNow: 'Call Now',
    bookAppointment: 'Book Appointment',
    consentLabel:
      'I agree that {agencyName} and its agents may call and text me (SMS/MMS) about insurance at the phone number I provide, including with automated technology and AI or prerecorded voice. My consent is not required to obtain any service and is not a condition of purchase. Reply STOP to opt out.',
    consentVersion: '2026-11-28',
    consentHelp: 'Tick the box above to call from here, or dial {phone}.',
    aboutLink: 'Meet the advisors you will talk to',
    mapTitle: 'Map of our office location',
    mapLoadLabel: 'Show map',
  },
  callback: {
    heading: 'Schedule Your Free Consultation',
    nameLabel: 'Your name',
    phoneLabel: 'Phone number',
    bestTimeLegend: 'When should we call?',
    bestTimeHint: '{officeDays}, {officeZone}',
    bestTimes: {
      morning: { label: 'Morning', hours: '{officeOpens} to noon' },
      afternoon: { label: 'Afternoon', hours: 'noon to {officeCloses}' },
      anytime: { label: 'Any time', hours: '{officeOpens} to {officeCloses}' },
    },
    moreLabel: 'Add ZIP code or topic',
    zipLabel: 'ZIP code (optional)',
    zipHint: 'It tells us which plans are offered where you live.',
    topicLabel: 'What would you like to talk about? (optional)',
    topicHint: 'For example: turning 65 or changing plans. Please do not write your Medicare number here.',
    consentNote: 'Your choice: we call you back about this request either way.',
    submitLabel: 'Schedule Free Consultation',
    sendingLabel: 'Sending your request…',
    errorSummaryTitle: 'Please check your answers',
    errorPrefix: 'Error:',
    errors: {
      nameMissing: 'Please enter your name.',
      nameTooLong: 'Please shorten your name to 100 characters or fewer.',
      phoneMissing: 'Please enter your phone number.',
      phoneTooLong: 'Please enter just your 10-digit phone number.',
      phoneInvalid:
        'This does not look like a U.S. phone number. Please enter your 10-digit number with its area code, like 205 555 0147.',
      zipInvalid: 'Please enter a 5-digit ZIP code, like 35203, or leave it empty.',
      bestTimeMissing: 'Please choose a good time to call: morning, afternoon or any time.',
      topicTooLong: 'Please shorten this to 500 characters or fewer.',
      outOfDate: 'This form is out of date. Please reload the page and send it again.',
      other: 'Something went wrong and your request has not reached us. Please call us at {phone}.',
    },
    received: {
      heading: 'Thank you. We have your request.',
      body: 'A licensed advisor from {agencyName} will call you at {visitorPhone} from {phone}, {when}.',
      reference: 'Your reference: {reference}',
      when: {
        now: 'today before {end} {zone}',
        later: 'today between {start} and {end} {zone}',
        morning: '{day} morning, from {start} {zone}',
        afternoon: '{day} afternoon, between {start} and {end} {zone}',
      },
      tomorrow: 'tomorrow',
      onWeekday: 'on {weekday}',
      weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      page: 'A licensed advisor from {agencyName} will call you from {phone} at the time you chose, during our office hours: {officeHours}. After hours, expect our call the next business morning.',
    },
    outsideServedStates:
      'Your ZIP code is outside the states we serve ({states}), so we may not be able to offer you a plan where you live. We will still call you and help you find local help.',
    unavailable:
      'We could not send your request just now, so it has not reached us. Everything you typed is still here. Please call us at {phone} ({officeHours}), or try again in a few minutes.',
    rateLimited:
      'We have received several requests from you in a short time. Please wait a few minutes before you try again, or call us at {phone}.',
    notSent: {
      heading: 'Your request was not sent',
      fields:
        'Please check the form below: your name, a U.S. phone number with its area code (10 digits), a 5-digit ZIP code or none, and a good time to call. Then send it again, or call us at {phone}.',
      unavailable:
        'We could not save your request just now, so it has not reached us. Please call us at {phone} ({officeHours}), or try again in a few minutes.',
    },
    callLabel: 'Call {phone}',
    honeypotLabel: 'Leave this field empty',
  },
  footer: {
    quickLinksHeading: 'Quick Links',
    statesHeading: 'States We Serve',
    socialHeading: 'Follow Us',
    guarantee: {
      title: 'Lifetime Support Guarantee',
      text: 'Once you enroll with us, we are here for as long as you have your plan: answers to your questions, help with claims and billing, and a coverage review with you every October, at no cost to you.',
    },
    disclaimers: [
      tpmoDisclaimer,
      'Those {organizationCount} organizations offer Medicare Advantage or Part D plans in our service area. The {carrierCount} insurance companies we represent also include companies we represent for Medicare Supplement and other coverage.',
      '{agencyName} is an independent insurance agency. We are not connected with or endorsed by the U.S. government or the federal Medicare program.',
      'Insurance products are sold by licensed insurance agents appointed with the carriers we represent. Licensed in {serviceAreaStates}. License numbers are available on request.',
      'Plan availability, benefits and costs vary by carrier and by area.',
    ],
    copyright: '© {currentYear} {agencyName}. All rights reserved.',
  },
  mobileBar: { callNow: 'Call Now', bookReview: 'Book Free Review', label: 'Quick actions' },
  places: {
    overviewCitiesHeading: 'Cities we serve',
    stateTitle: 'Medicare Help in {state}',
    stateIntro:
      'Licensed, family-run Medicare advisors helping people in {state} compare Medicare Advantage, Medicare Supplement and Part D plans, by phone, by video or in person.',
    stateCitiesHeading: 'Cities we serve in {state}',
    stateCitiesIntro: 'Choose your city to see local help and how to reach us.',
    cityTitle: 'Medicare Help in {city}, {state}',
    cityIntro:
      'We help people with Medicare in {city} and across {county} compare plans from the companies we represent, at no cost to you.',
    cityBodyHeading: 'Plans and help in {county}',
    cityBody: [
      'Plans and prices in {county} can differ from the next county over, so we look at the plans available at your ZIP code, your doctors and your prescriptions before we compare anything.',
      'You can talk with us by phone or video, or meet in person where that suits you better. There is never a fee for our help: we are paid by the insurance companies.',
    ],
    cityLocalPhoneLabel: 'Local number',
    cityAepLinkLabel: 'Annual Enrollment in {city}',
    cityStateLinkLabel: 'More about Medicare help in {state}',
    georgiaCitiesHeading: 'Georgia cities we serve',
    alabamaCitiesHeading: 'Alabama cities we serve',
  },
  common: {
    newTabLabel: '(opens in a new tab)',
    mainNavLabel: 'Main',
    menuTitle: 'Menu',
    breadcrumbLabel: 'Breadcrumb',
    skipLinkLabel: 'Skip to main content',
    skipToFormLabel: 'Skip to the consultation form',
    skipToChatLabel: 'Skip to the chat',
    menuBackLabel: 'Back to the menu',
  },
  exitPopup: {
    title: 'Schedule Your Free Consultation',
    intro: 'Before you go: a licensed advisor can walk you through your Medicare options.',
    points: [
      'No cost, no obligation',
      'Compare plans from the carriers we represent, side by side',
      'Help with enrollment',
    ],
    consentHelp: 'Tick the box to call or book from here, or dial {phone}.',
    callNow: 'Call Now',
    bookAppointment: 'Book Appointment',
    closeLabel: 'Close',
  },
  chat: {
    title: 'Chat with {advisorName}',
    subtitle: 'Licensed Medicare Advisor',
    userPrefix: 'You said:',
    assistantPrefix: 'Assistant said:',
    conversationLabel: 'Conversation',
    placeholder: 'Ask about Medicare...',
    inputLabel: 'Your message',
    disclaimer: 'AI-generated answers for informational purposes. Call us for personalized advice.',
    hoursNote: 'Available {officeHoursChat}',
    greeting: `Hi! I'm the AI assistant for {agencyName}. I can answer general questions about Medicare. For advice about your own situation, call a licensed advisor at {phone}. Please do not share your Medicare or Social Security number here. ${tpmoDisclaimer}`,
    quickActions: { schedule: 'Schedule Free Consultation', call: 'Call {phone}' },
    sendLabel: 'Send message',
    pendingLabel: 'Writing a reply...',
    openLabel: 'Open chat',
    closeLabel: 'Close chat',
    fallback: {
      connecting: "I'm having trouble connecting right now. ",
      rateLimited: 'Our chat is experiencing high volume. ',
      unavailable: 'Chat is temporarily unavailable. ',
      callUs: 'Please call us at {phone} for immediate assistance!',
    },
    toast: { title: 'Connection Issue', description: 'Please try again or call us at {phone}' },
  },
  pageLoading: { label: 'Loading...' },
  notFound: {
    title: 'Oops! Page not found',
    homeLabel: 'Return to Home',
    metaTitle: 'Page not found',
    intro: 'The page may have moved. These are the places people look for most:',
    places: [
      { label: 'The Annual Enrollment Period', href: '/annual-enrollment-period' },
      { label: 'When can I sign up? (Medicare timeline)', href: '/medicare-timeline' },
      { label: 'IRMAA calculator', href: '/irmaa-calculator' },
      { label: 'Book an appointment online', href: '/appointments' },
    ],
    callLabel: 'Or call us, free:',
  },
} satisfies z.input<typeof sectionsSchema>;

import type { z } from 'zod';
import type { chatBasicSchema, chatCopySchema } from './schema';

// The chat function's own words: the closing line of every answer, the guardrails' replies and the errors a visitor
// may read. {agencyName}, {phone}, {officeHours} and {booking} are filled by the chat (with the brand it answers for), {year}
// with the year the visitor asked about. The chat's tests compare its answers byte for byte: a change here is a change of answers.
export const chatCopyData = {
  panel: { automatedLabel: 'Automated assistant (AI), not a person' },
  closingLine: 'Call us at {phone} for personalized help.',
  redactedNumber: '[number removed]',
  guardrails: {
    sensitiveNumber:
      'For your safety, please do not share your Medicare number or Social Security number in this chat. ' +
      'I do not need it to answer your questions, and I did not keep it. ' +
      'When you are ready to enroll, a licensed advisor will help you by phone.',
    personalDetails:
      'For your safety, please do not share card numbers, your date of birth with other personal details, or your ' +
      'Medicare or Social Security number in this chat. I do not need them to answer your questions, and I did ' +
      'not keep them. When you are ready to enroll, a licensed advisor will help you by phone.',
    recommendation:
      'I cannot recommend a specific plan or insurance company. The right choice depends on your doctors, your ' +
      'medicines, your budget and the plans offered where you live, so a licensed advisor needs to compare them ' +
      'with you. We can do that in a free consultation, with no obligation.',
    offTopic:
      'I am sorry, I can only help with questions about Medicare, such as when to enroll, what Medicare costs, ' +
      'Medigap, Medicare Advantage and Part D drug plans. What would you like to know about Medicare?',
    politics:
      'I cannot discuss politics or elections. I am happy to explain how Medicare works today, such as when to ' +
      'enroll, what it costs, and how Medigap, Medicare Advantage and Part D plans differ.',
    unclear:
      'I can answer general questions about Medicare, such as when to enroll, what Parts A, B and D cost, ' +
      'Medigap, Medicare Advantage and IRMAA. Could you tell me a little more about what you would like to know?',
    greeting:
      'Hello! I can answer general questions about Medicare, such as when to sign up, what Part B costs, or how ' +
      'Medigap and Medicare Advantage differ. What would you like to know?',
    thanks: 'You are welcome! If you have another Medicare question, just ask.',
    emergency:
      'If this is a medical emergency, please call 911 right now. If you are thinking about suicide or are in ' +
      'crisis, call or text 988 to reach the Suicide and Crisis Lifeline, any time of day.',
    medicalAdvice:
      'I cannot give medical advice. Please ask your doctor or pharmacist about medicines, side effects or ' +
      'treatment. I can help with Medicare coverage, for example whether a drug plan covers your medicines.',
    identity: {
      answer:
        'I am an automated assistant (AI) for {agencyName}, an independent insurance agency that is not connected ' +
        'with or endorsed by Medicare or any government agency. I am not a person and not a licensed agent.',
      notGovernment: 'No, this is not Medicare or the government.',
      medicareItself: 'For Medicare itself, call 1-800-MEDICARE (1-800-633-4227) or go to Medicare.gov.',
      trust: 'It is wise to ask.',
      numberRequest:
        'This chat never asks for your Medicare or Social Security number. Never give it to someone who calls, ' +
        'texts or writes to you unexpectedly; if you are not sure a call or letter is really from Medicare, call ' +
        '1-800-MEDICARE yourself.',
      humanWanted: 'I cannot pass this chat to a person, but a licensed advisor will gladly talk with you.',
      reach:
        'Our licensed advisors take calls {officeHours}, and you can book a free consultation at any time at {booking}.',
    },
    noOldFigures: 'I do not have figures for {year}; here are the most recent ones I have.',
    noFigureForYear: 'I do not have the {year} figures yet; here is the latest year I have.',
  },
  computed: {
    irmaa:
      'For {status} with {magiYear} income (MAGI) of {range}, the {year} Part B premium is {premium} a month ' +
      '(the standard premium is {standard}), and a Part D plan costs {surcharge} a month more. IRMAA uses the tax ' +
      'return from two years before: {year} premiums use {magiYear} income.',
    irmaaNone:
      'For {status} with {magiYear} income (MAGI) of {range}, there is no IRMAA: the {year} Part B premium is the ' +
      'standard {standard} a month. IRMAA uses the tax return from two years before: {year} premiums use {magiYear} income.',
    irmaaPending:
      'The {planYear} IRMAA brackets are not in our figures yet (checked {checked}); here are the {year} amounts.',
    statusNames: {
      individual: 'someone filing an individual (single) return',
      joint: 'a married couple filing jointly',
      separate: 'someone married filing separately',
    },
    iep:
      'If you turn 65 in {birthdayMonth}, your Initial Enrollment Period runs from {start} to {end}. Sign up in the ' +
      '3 months before your birthday month, by {deadline}, and Part B starts {partAStart}; if you sign up later in ' +
      'the window, it starts the 1st of the month after you sign up.',
    iepBornOnFirst:
      'Because your birthday is on the 1st, Social Security counts you as turning 65 the day before ' +
      '({date}), so every date is one month earlier.',
    iepDayUnknown: 'If your birthday is on the 1st of the month, every date is one month earlier.',
    coverageStartAfter:
      'Signing up in {signupMonth}, Part B starts {start}: since 2023, coverage starts the 1st of the month after ' +
      'you sign up.',
    coverageStartGeneral:
      'Signing up in {signupMonth}, in the General Enrollment Period (January 1 to March 31), Part B starts ' +
      '{start}: coverage starts the 1st of the month after you sign up.',
    coverageStartBeforeBirthday:
      'Signing up in {signupMonth}, before the month you turn 65, Part B starts {start}.',
    partBPenalty:
      'Signing up {months} months late counts as {fullYears} full 12-month periods, and each adds 10%, so the Part B ' +
      'late penalty is {percent}% of the standard premium. With the {year} standard premium of {standard}, that is {penalty} more a ' +
      'month ({total} in all), for as long as you have Part B.',
    partBPenaltyNone:
      'A delay of {months} months is less than one full 12-month period, so it adds no Part B late penalty.',
    partBPenaltyEmployer:
      'Months when you or your spouse had health coverage from a current job do not count toward the penalty.',
    pendingPremium: 'The {planYear} standard premium is not in our figures yet (checked {checked}).',
    partDPenalty:
      'The Part D late penalty is 1% of the national base beneficiary premium for each full month without Part D ' +
      'or other creditable drug coverage, so {months} full months add {percent}%. With the {year} base premium of ' +
      '{base}, that is about {penalty} more a month, for as long as you have Part D. People with Extra Help pay no ' +
      'penalty.',
    pendingBase: 'The {planYear} base premium is not in our figures yet (checked {checked}).',
    unconfirmedBase:
      'The {planYear} base premium reported so far is not confirmed by an official source yet, so this uses the ' +
      'latest confirmed one, for {year}.',
    extraHelpBelow:
      'That is about {total} a year. In {year}, Extra Help is for people with income below {upTo} a year ' +
      '({status}) and resources below {base}, so it may be worth applying; Social Security decides.',
    extraHelpAbove:
      'That is about {total} a year, above the {year} Extra Help income limit of {upTo} a year ({status}). ' +
      'Limits are higher in Alaska and Hawaii, and a licensed advisor can look at other ways to lower drug costs.',
    extraHelpStatus: { individual: 'for one person', couple: 'for a married couple' },
  },
  figures: {
    unconfirmedMany: 'The {planYear} amounts reported so far are not confirmed by an official source yet',
    unconfirmed: 'figures reported by secondary sources, not yet confirmed by an official source',
  },
  errors: {
    unavailable: 'The chat is not available right now. Please try again in a minute, or call us at {phone}.',
    tooManyFromNetwork: 'Too many messages from your network. Please wait a minute and try again.',
    tooQuickly: 'You are sending messages too quickly. Please wait a minute and try again.',
    providerTimeout: 'The answer took too long. Please try again.',
    providerUnavailable: 'Chat is temporarily unavailable.',
    providerBusy: 'Our chat is busy. Please try again in a moment.',
  },
} satisfies z.input<typeof chatCopySchema>;

// Definitions the site's pages take for granted ("What is Medicare?"), for the chat. General, stable facts with no
// figure or year written by hand: a figure is a token of the figures collection, filled with its year.
export const chatBasicsData = [
  {
    id: 'medicare',
    topic: 'medicare-basics',
    title: 'What is Medicare?',
    keywords: 'medicare what is explain basics overview program',
    text:
      'Medicare is the federal health insurance program for people 65 or older, and for some younger people ' +
      'with disabilities. Original Medicare has Part A for hospital care and Part B for doctor visits and ' +
      'outpatient care. You can add a Part D drug plan and a Medigap policy, or get your benefits through a ' +
      'Medicare Advantage plan (Part C) instead.',
    href: '/medicare-comparison',
  },
  {
    id: 'part-a',
    topic: 'medicare-basics',
    title: 'What is Part A?',
    keywords: 'part a hospital insurance what is covers',
    text:
      'Part A is hospital insurance. It covers inpatient hospital stays, skilled nursing facility care after a ' +
      'hospital stay, hospice care and some home health care. Most people pay no Part A premium because they ' +
      'or a spouse paid Medicare taxes while working long enough.',
    href: '/medicare-comparison',
  },
  {
    id: 'part-b',
    topic: 'medicare-basics',
    title: 'What is Part B?',
    keywords: 'part b medical insurance what is covers doctor outpatient',
    text:
      'Part B is medical insurance. It covers doctor visits, outpatient care, lab tests, medical equipment and ' +
      'preventive services. Most people pay a monthly Part B premium, and you keep paying it if you join a ' +
      'Medicare Advantage plan.',
    href: '/medicare-comparison',
  },
  {
    id: 'original-medicare',
    topic: 'medicare-basics',
    title: 'What is Original Medicare?',
    keywords: 'original medicare traditional what is',
    text:
      'Original Medicare is Part A and Part B, run by the federal government. You can see any doctor or ' +
      'hospital in the U.S. that accepts Medicare, with no network. It has no yearly out-of-pocket limit and ' +
      'does not cover most prescriptions, so many people add a Medigap policy and a Part D drug plan.',
    href: '/medicare-comparison',
  },
  {
    id: 'eligibility',
    topic: 'medicare-basics',
    title: 'Who can get Medicare, and can I get it before 65?',
    keywords: 'eligible eligibility qualify age early before 65 62 younger disability who can get',
    text:
      'Most people become eligible for Medicare at 65. Some younger people qualify earlier, for example after ' +
      'getting Social Security disability benefits for 24 months, or with end-stage renal disease or ALS. ' +
      'Retiring early does not make you eligible before 65.',
    href: '/medicare-timeline',
  },
  {
    id: 'medicaid',
    topic: 'extra-help',
    title: 'What is Medicaid?',
    keywords: 'medicaid what is dual eligible low income state',
    text:
      'Medicaid is a program run by each state with the federal government that helps people with limited ' +
      'income and savings pay for health care. Some people qualify for both Medicare and Medicaid, and they ' +
      'also get Extra Help with drug costs. We can check whether you may qualify.',
    href: '/#services',
  },
  {
    id: 'nursing-home',
    topic: 'part-a-cost',
    title: 'Does Medicare pay for a nursing home?',
    keywords: 'nursing home long-term care custodial assisted living skilled nursing facility snf',
    text:
      'Medicare does not pay for long-term custodial care in a nursing home or assisted living. Part A covers ' +
      'skilled nursing facility care for up to 100 days after a qualifying hospital stay, with a daily coinsurance ' +
      'for days 21 to 100 ({partA.snfDays21to100} a day in {partA.snfDays21to100:year}). ' +
      'Medicaid may help with long-term nursing home care for people who qualify.',
    href: '/#coverage',
  },
] satisfies ReadonlyArray<z.input<typeof chatBasicSchema>>;

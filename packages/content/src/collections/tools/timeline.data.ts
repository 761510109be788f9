import type { z } from 'zod';
import type { copyTreeSchema } from './schema';

// The copy of the enrollment timeline tool (/medicare-timeline). Facts follow shared/facts/MEDICARE.md §3. Tokens such as {start},
// {year} or {magi} are the tool's own: the widget fills them with the visitor's result.
export const enrollmentTimelineCopy = {
  form: {
    dateLegend: 'What is your date of birth?',
    dateHint: 'For example, 6 15 1961. You can type the month as a number or a word.',
    monthLabel: 'Month',
    dayLabel: 'Day',
    yearLabel: 'Year',
    employerLabel: 'I (or my spouse) still work and have employer health coverage',
    employerHint:
      'Health coverage from a current job can let you wait to sign up for Part B without a penalty.',
    submitLabel: 'Show my Medicare dates',
  },
  errors: {
    summaryHeading: 'Please check your date of birth',
    prefix: 'Error:',
    monthMissing: 'Enter the month you were born, as a number from 1 to 12.',
    monthInvalid: 'Enter the month as a number from 1 to 12, for example 6 for June.',
    dayMissing: 'Enter the day you were born, from 1 to 31.',
    dayInvalid: 'Enter the day as a number from 1 to 31.',
    yearMissing: 'Enter the year you were born, for example 1961.',
    yearInvalid: 'Enter the year with 4 digits, for example 1961.',
    impossibleDate: '{monthName} {year} had only {days} days. Please check the day.',
    futureDate: 'Your date of birth cannot be in the future. Please check the year.',
    tooOld: 'That would make you older than {maxAge}. Please check the year.',
  },
  result: {
    heading: 'Your Medicare dates',
    intro: 'These dates are for a date of birth of {birthDate}.',
    employerIntro: 'You told us you or your spouse still work and have health coverage from that job.',
    printLabel: 'Print these dates',
    calendarLabel: 'Add to my calendar',
    calendarDone: 'Your calendar file is downloading. Open it to add these dates to your calendar.',
    shareLabel: 'Copy a link to these dates',
    shareCopied: 'Link copied. You can paste it into an email or a text message.',
    shareManualLabel: 'Copy this link to share these dates:',
    iepHeading: 'Your Initial Enrollment Period',
    iepIntro: 'Your first chance to sign up for Medicare lasts 7 months. It starts {start} and ends {end}.',
    passed: 'This window ended on {end}.',
    birthdayMonthMarker: '(the month you turn 65)',
    birthdayMonthMarkerFirst: '(the month Social Security counts as your 65th birthday)',
    bornOnFirst:
      'You were born on the 1st of the month. Social Security counts you as turning 65 on the day before your birthday, {attainsAge65On}. That is why your dates start one month earlier than for someone born later in {birthMonthName}.',
    partBHeading: 'When your Part B coverage starts',
    partBIntro:
      'It depends on the month you sign up. Sign up by {deadline} and Part B starts {partAStart}, the earliest it can. If you sign up in {birthdayMonth} or later, it starts the 1st of the month after you sign up.',
    partBCaption: 'Part B start date for each month you can sign up',
    partBSignUpColumn: 'If you sign up in',
    partBStartColumn: 'Part B starts',
    partBUnavailable: 'Different rules applied before 2023. Please call us.',
    medigapHeading: 'Your Medigap open enrollment',
    medigapText:
      'If your Part B starts {partBStart}, your 6-month Medigap open enrollment runs from {start} to {end}. During it, you can buy any Medigap policy sold in your state, and insurers cannot turn you down or charge you more because of your health. If Part B starts later, this window starts later too. If you did not have creditable coverage before, such as a job-based health plan, the policy may still make you wait up to 6 months before it covers a pre-existing condition.',
    medigapEmployerText:
      'Your 6-month Medigap open enrollment starts the month your Part B starts. If you wait to sign up for Part B because of your job coverage, it starts when your Part B does. During it, you can buy any Medigap policy sold in your state, and insurers cannot turn you down or charge you more because of your health. If you did not have creditable coverage before, such as a job-based health plan, the policy may still make you wait up to 6 months before it covers a pre-existing condition.',
    gepHeading: 'If you miss your sign-up window',
    gepText:
      'If you miss your Initial Enrollment Period and cannot use a Special Enrollment Period, the next General Enrollment Period runs from {start} to {end}. Part B then starts the 1st of the month after you sign up.',
    penaltyHeading: 'Late penalties if you miss your deadline',
    penaltyIntro:
      'A late penalty is added to your premium every month, for as long as you have the coverage.',
    partBPenaltyRule:
      'Part B: 10% of the standard premium for each full 12 months you could have had Part B but did not.',
    partBPenaltyExample:
      'Example: sign up {months} months late, which is {fullYears} full years, and you pay {percent}% more. With the {year} standard premium of {premium}, that is {penalty} more each month: {total} a month.',
    partDPenaltyRule:
      'Part D: 1% of the national base premium for each full month without Part D or other creditable drug coverage, once a gap lasts 63 days or more.',
    partDPenaltyExample:
      'Example: {months} months without drug coverage adds {percent}% of the {year} base premium of {base}. That is {penalty} more each month.',
    sepHeading: 'Still working? Your Special Enrollment Period',
    sepParagraphs: [
      'You can wait to sign up for Part B, with no penalty, while you or your spouse still work and have group health coverage from that job.',
      'When the job or the coverage ends, whichever comes first, you have 8 months to sign up for Part B. This is your Special Enrollment Period. Sign up in time and there is no late penalty.',
      'For drug coverage, join a Part D plan within 63 days after your job’s drug coverage ends. If that coverage was creditable (at least as good as Medicare’s), there is no Part D penalty.',
      'COBRA and retiree coverage do not count as coverage from current work. Do not wait for them to end before you sign up.',
    ],
    yearlyHeading: 'Every year after you join',
    aepText: 'Annual Enrollment Period: {start} to {end}. Changes you make start {coverageStart}.',
    maOepText:
      'Medicare Advantage Open Enrollment: {start} to {end}. If you are in a Medicare Advantage plan, you can make one change.',
    openNow: 'Open now',
    nowHeading: 'What you can do now',
    nextStep: {
      heading: 'What to do next',
      text: 'A licensed advisor can check these dates with you and help you sign up at the right time. The call is free.',
      callLabel: 'Call {phone}',
      scheduleLabel: 'Schedule Free Consultation',
      topic: 'My Medicare dates, for a date of birth of {birthDate}.',
    },
  },
  calendar: {
    name: 'My Medicare dates',
    iepStart: {
      summary: 'Medicare sign-up window opens',
      description: 'Your Initial Enrollment Period runs from {start} to {end}.',
    },
    earliestStartDeadline: {
      summary: 'Sign up for Part B today for coverage from {partBStart}',
      description:
        'Sign up by today and Part B starts {partBStart}. Later sign-ups start the 1st of the month after you sign up.',
    },
    iepEnd: {
      summary: 'Last day of your Medicare sign-up window',
      description:
        'Your Initial Enrollment Period ends today. After it, late penalties can apply unless you have a Special Enrollment Period.',
    },
    medigapStart: {
      summary: 'Medigap open enrollment starts',
      description:
        'If your Part B starts {partBStart}, insurers cannot turn you down or charge you more for a Medigap policy because of your health until {end}. Without creditable coverage before, the policy may still make you wait up to 6 months before it covers a pre-existing condition.',
    },
    medigapEnd: {
      summary: 'Last day of Medigap open enrollment',
      description: 'After today, insurers may ask health questions before selling you a Medigap policy.',
    },
    gepStart: {
      summary: 'General Enrollment Period opens',
      description: 'If you missed your Initial Enrollment Period, you can sign up for Part B until {end}.',
    },
    gepEnd: {
      summary: 'Last day of the General Enrollment Period',
      description: 'Part B starts the 1st of the month after you sign up.',
    },
    aepStart: {
      summary: 'Medicare Annual Enrollment opens',
      description: 'Review and change your Medicare plans until {end}. Changes start {coverageStart}.',
    },
    aepEnd: {
      summary: 'Last day of Medicare Annual Enrollment',
      description: 'Changes you make by today start {coverageStart}.',
    },
    maOepStart: {
      summary: 'Medicare Advantage Open Enrollment opens',
      description: 'If you are in a Medicare Advantage plan, you can make one change until {end}.',
    },
    maOepEnd: {
      summary: 'Last day of Medicare Advantage Open Enrollment',
      description: 'Your last day to make your one Medicare Advantage change.',
    },
  },
} satisfies z.input<typeof copyTreeSchema>;

import type { z } from 'zod';
import type { copyTreeSchema } from './schema';

// The copy of the IRMAA calculator (/irmaa-calculator). Facts follow shared/facts/MEDICARE.md §2. Tokens such as {start},
// {year} or {magi} are the tool's own: the widget fills them with the visitor's result.
export const irmaaCalculatorCopy = {
  form: {
    yearLegend: 'Which year’s premiums?',
    yearHint: 'Each year has its own income brackets and premiums.',
    // Shown while the brackets of the figures year are not in the figures: {missingYear} is that year, {checked} the
    // day the figures were last checked, {year} the year computed instead, {magiYear} the income year it is based on.
    pendingNotice:
      'The {missingYear} amounts are not in our figures yet (checked {checked}). This calculator uses the {year} amounts, based on {magiYear} income.',
    statusLegend: 'How do you file your federal taxes?',
    statuses: {
      individual: {
        label: 'Individual return',
        hint: 'Single, head of household, widowed, or married but lived apart from your spouse all year.',
        inSentence: 'filing an individual return',
        inCaption: 'individual returns',
      },
      joint: {
        label: 'Married, filing a joint return',
        hint: 'You and your spouse file one return together.',
        inSentence: 'filing a joint return',
        inCaption: 'joint returns',
      },
      separate: {
        label: 'Married, filing separately',
        hint: 'You file your own return and lived with your spouse at some time during the year.',
        inSentence: 'married and filing separately',
        inCaption: 'married people filing separately',
      },
    },
    magiLabel: 'Your income (MAGI) in {magiYear}',
    magiHint:
      'Your modified adjusted gross income from your {magiYear} tax return: your adjusted gross income plus any tax-exempt interest. For example, 250,000.',
    submitLabel: 'Show my premiums',
  },
  errors: {
    summaryHeading: 'Please check your answers',
    prefix: 'Error:',
    statusMissing: 'Choose how you file your taxes.',
    magiMissing: 'Enter your {magiYear} income (MAGI), for example 250,000.',
    magiNotNumber:
      'Enter your income as a number, for example 250,000. Use only digits, commas and a dollar sign.',
    magiNegative: 'Enter an amount of $0 or more. If your income was below zero, enter 0.',
  },
  result: {
    heading: 'Your {year} Medicare premiums',
    intro: 'Based on {magiYear} income (MAGI) of {magi}, {status}.',
    standardTier: 'You pay the standard premium. No IRMAA applies to you.',
    tier: 'You are in IRMAA bracket {tier} of {count}. Income range: {range}.',
    partBLabel: 'Part B premium per month',
    partBDetail: 'The standard {standard} plus {surcharge} IRMAA',
    partDLabel: 'Part D extra per month',
    partDDetail: 'Added to your drug plan’s own premium',
    monthlyLabel: 'Your extra cost per month',
    yearlyLabel: 'Your extra cost per year',
    unverified:
      'This amount uses figures we have not yet confirmed with Social Security. Please call us to check it before you plan around it.',
    tableCaption: '{year} IRMAA brackets for {status}, based on {magiYear} income',
    incomeColumn: 'Bracket and income (MAGI) in {magiYear}',
    partBColumn: 'Part B per month',
    partDColumn: 'Part D extra per month',
    standardTierName: 'Standard premium',
    tierName: 'Bracket {tier}',
    yourBracket: 'Your bracket',
    boundWords: {
      upTo: 'Up to {upTo}',
      below: 'Less than {upTo}',
      above: 'Above {over}',
      atLeast: '{over} or more',
      aboveUpTo: 'Above {over}, up to {upTo}',
      aboveBelow: 'Above {over} and less than {upTo}',
      atLeastUpTo: '{over} or more, up to {upTo}',
      atLeastBelow: '{over} or more and less than {upTo}',
    },
    lookBackHeading: 'Why {magiYear} income? The two-year look-back',
    lookBackText:
      'Your {year} premiums are based on your {magiYear} tax return, from two years before. If that return is not available, Social Security uses the one from three years before.',
    appealHeading: 'Did your income go down? Ask for a new decision',
    appealIntro:
      'If your income dropped because of a life-changing event, you can ask Social Security to use your newer, lower income. You do this with form SSA-44.',
    appealLegend: 'Since {magiYear}, did any of these happen to you?',
    appealEvents: [
      'Your spouse died',
      'You married',
      'You divorced, or your marriage was annulled',
      'You or your spouse work fewer hours',
      'You or your spouse stopped working',
      'You lost income-producing property',
      'Your pension stopped or was reduced',
      'You received an employer settlement payment',
    ],
    appealLikely:
      'That is a life-changing event. You may be able to lower your IRMAA with form SSA-44. Call us and we will help you with it.',
    appealNotCounting:
      'Other drops in income, such as choosing to sell an investment property or a normal fall in dividends, do not count.',
    shareLabel: 'Copy a link to this result',
    shareCopied: 'Link copied. You can paste it into an email or a text message.',
    shareManualLabel: 'Copy this link to share this result:',
    sourceLabel: 'Where these figures come from',
    newTabLabel: '(opens in a new tab)',
    perPersonSuffix: '(each person)',
    perPersonNote:
      'On a joint return, each of you who has Medicare pays these amounts. If you both have Medicare, the extra is {coupleMonthly} a month, {coupleYearly} a year for the two of you.',
    nextStep: {
      heading: 'What to do next',
      text: 'A licensed advisor can check these amounts with you, and help you ask Social Security for a new decision if your income went down. The call is free.',
      callLabel: 'Call {phone}',
      scheduleLabel: 'Schedule Free Consultation',
      topic: 'IRMAA: my {year} premiums, {status}, {magiYear} income of {magi}.',
    },
  },
} satisfies z.input<typeof copyTreeSchema>;

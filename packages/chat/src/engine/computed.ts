// Answers computed with the content's rules from the numbers a question gives: the IRMAA bracket for a stated
// income, filing status and year; the Initial Enrollment Period for a stated birthday (the 1st-of-month rule
// included); the Part B late penalty for a stated delay. The words are the content's (chat-copy `computed`). The
// visitor's own numbers are not repeated: an income is named by its bracket, a delay by its length.
import {
  addMonths,
  figureFor,
  figureIn,
  fillTokens,
  formatLongDate,
  formatMoney,
  formatMonthYear,
  getChatCopy,
  initialEnrollmentPeriod,
  irmaa,
  irmaaTableYears,
  irmaaYearFor,
  lastDayOfMonth,
  parseIsoDate,
  partBLatePenalty,
  partDLatePenalty,
  type IrmaaBound,
  type IrmaaFilingStatus,
} from '@agency/content';
import { numberWords, yearsIn } from './text.ts';

/** A computed answer: its sentences, topic and the page to read more on. */
export interface Computed {
  topic: 'irmaa' | 'enrollment-iep' | 'enrollment-gep' | 'penalties' | 'extra-help';
  sentences: string[];
  source: { title: string; url: string };
}

const monthWords = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const monthName =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?';

function monthNumber(word: string): number {
  return monthWords.indexOf(word.toLowerCase().slice(0, 3) as (typeof monthWords)[number]) + 1;
}

// IRMAA ------------------------------------------------------------------------------------------------------------

/** An income amount in dollars: "$150k", "150,000", "about 150 thousand", "$1.2 million". */
function incomeIn(text: string): number | undefined {
  const pattern =
    /(?<![\d.,])\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b|thousand\b|grand\b|m\b|million\b|mil\b)?/gi;
  for (const match of text.matchAll(pattern)) {
    const raw = Number(match[1]!.replace(/,/g, ''));
    const unit = (match[2] ?? '').toLowerCase();
    const value =
      unit.startsWith('k') || unit === 'thousand' || unit === 'grand'
        ? raw * 1000
        : unit.startsWith('m')
          ? raw * 1_000_000
          : raw;
    // Years and small counts are not incomes.
    if (!unit && /^(19|20)\d{2}$/.test(match[1]!)) continue;
    if (value >= 10_000 && value < 100_000_000) return value;
  }
  return undefined;
}

function filingStatusIn(text: string): IrmaaFilingStatus {
  if (/\bseparate(ly)?\b/.test(text)) return 'separate';
  if (
    /\b(married|joint(ly)?|couple|my (wife|husband|spouse) and i|me and my (wife|husband|spouse)|we (make|made|earn|earned|have|had)|our (income|magi|agi))\b/.test(
      text,
    )
  )
    return 'joint';
  return 'individual';
}

function boundWords(bound: IrmaaBound): string {
  const over = bound.over === null ? null : formatMoney(bound.over);
  const upTo = bound.upTo === null ? null : formatMoney(bound.upTo);
  if (over === null) return `${upTo} or less`;
  if (upTo === null) return bound.inclusiveOver ? `${over} or more` : `more than ${over}`;
  return `${bound.inclusiveOver ? '' : 'more than '}${over} ${bound.inclusiveUpTo ? 'up to' : 'and less than'} ${upTo}`;
}

/** An income inside every table's top bracket (it starts at $500,000 single, $750,000 joint in 2026). */
const topBracketIncome = 50_000_000;

/** The IRMAA bracket for an income the question states (or the top bracket, when asked), or undefined. */
export function computeIrmaa(question: string, planYear: number): Computed | undefined {
  const text = question.toLowerCase();
  if (/extra help|medicaid|low[- ]income|\ba month\b|\bper month\b|\bmonthly\b/.test(text)) return undefined;
  const incomeWords =
    /\b(income|make|makes|made|earn|earns|earned|magi|agi|salary|bring in|brought in|taxes|tax return|pension|retirement income|gross)|\$\s?\d|\d\s?k\b/;
  const costWords = /\b(irmaa|part b|premium|premiums|pay|cost|costs|surcharge|bracket|medicare)\b/;
  // "What's the highest IRMAA bracket?", "how much do high earners pay at the top level?": the top bracket, for any
  // income in it.
  const asksTopBracket =
    /\b(irmaa|high(er)?[- ](income|earners?)|income[- ]related|surcharge)\b/.test(text) &&
    /\b(highest|top|max(imum)?|upper(most)?)\b[^.?!]{0,25}\b(bracket|level|tier|irmaa|surcharge|amount)\b|\b(bracket|level|tier)\b[^.?!]{0,12}\b(highest|top)\b/.test(
      text,
    );
  if (!asksTopBracket && (!incomeWords.test(text) || !costWords.test(text))) return undefined;
  const magi = asksTopBracket ? topBracketIncome : incomeIn(text);
  if (magi === undefined) return undefined;
  const status = filingStatusIn(text);

  // A year right after an income word is the tax year (MAGI); another year is the premium year.
  let magiYear: number | undefined;
  let premiumYear: number | undefined;
  for (const year of yearsIn(text)) {
    const at = text.indexOf(String(year));
    const before = text.slice(Math.max(0, at - 40), at);
    const after = text.slice(at, at + 25);
    const isTaxYear =
      /(\b(income|made|make|earned|earn|magi|agi|return|taxes|tax)\b|\d\s?k\b|\$\s?[\d,]+)[^.?!]{0,30}$/.test(
        before,
      ) && !/\b(pay|premium|cost|part b)\b[^.?!]{0,12}$/.test(before);
    if (
      (isTaxYear || /^\d{4}\s*(income|taxes|tax return|return|magi|agi)/.test(after)) &&
      magiYear === undefined
    )
      magiYear = year;
    else if (premiumYear === undefined) premiumYear = year;
  }
  if (premiumYear === undefined && magiYear !== undefined) premiumYear = magiYear + 2;
  const tables = irmaaTableYears();
  let choice;
  try {
    choice = irmaaYearFor(premiumYear ?? planYear);
  } catch {
    return undefined;
  }
  if (premiumYear !== undefined && premiumYear < tables[0]!) return undefined;
  const copy = getChatCopy().computed;
  const result = irmaa({ year: choice.year, filingStatus: status, magi });
  const values = {
    status: copy.statusNames[status],
    magiYear: result.magiYear,
    range: boundWords(result.bounds),
    year: result.year,
    premium: formatMoney(result.partBTotal),
    standard: formatMoney(result.partBStandard),
    surcharge: formatMoney(result.partDAddOn),
    planYear: choice.planYear,
  };
  const sentences = [
    ...(choice.pending ? [fillTokens(copy.irmaaPending, values)] : []),
    fillTokens(result.tier === 0 ? copy.irmaaNone : copy.irmaa, values),
  ];
  return { topic: 'irmaa', sentences, source: { title: 'IRMAA calculator', url: '/irmaa-calculator' } };
}

// Initial Enrollment Period ---------------------------------------------------------------------------------------

interface StatedBirthday {
  month: number;
  day?: number;
  /** The birth year. */
  year: number;
}

const bornPattern = new RegExp(
  `\\b(born|birthday|birth date|date of birth|dob|bday)\\b[^.?!]{0,20}?\\b${monthName}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+((?:19|20)\\d{2}))?`,
  'i',
);
const dayFirstPattern = new RegExp(
  `\\b(born|birthday|birth date|date of birth|dob|bday)\\b[^.?!]{0,20}?\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthName},?\\s+((?:19|20)\\d{2})`,
  'i',
);
const turningPattern = new RegExp(
  `\\b(turn(?:s|ing)?|turned|will be|i'?ll be|i’ll be|he'?ll be|she'?ll be|becomes?|becoming)\\s+65\\b[^.?!]{0,12}?\\b(?:in|on|this|next|come)?\\s*${monthName}(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?)?(?:,?\\s+((?:19|20)\\d{2}))?`,
  'i',
);

const monthOnlyPattern = new RegExp(
  `\\b(birthday|born|bday|birth month)\\b(?:\\s+(?:is|was|falls))?(?:\\s+(?:in|on))?\\s+${monthName}\\b(?!\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?!\\d))(?:,?\\s+((?:19|20)\\d{2}))?`,
  'i',
);

const dayFirstTurningPattern = new RegExp(
  `\\b(turn(?:s|ing)?|turned|will be|is|be|becomes?|becoming)\\s+65\\s+on\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+of\\s+${monthName}(?:,?\\s+((?:19|20)\\d{2}))?`,
  'i',
);

/** A birthday the question states: "born March 1, 1962", "born 3/1/62", "I turn 65 in March", "turning 65 on June 1st". */
function birthdayIn(text: string, today: { year: number; month: number }): StatedBirthday | undefined {
  const born = bornPattern.exec(text);
  if (born) {
    const month = monthNumber(born[2]!);
    const day = Number(born[3]);
    const year = born[4] ? Number(born[4]) : undefined;
    if (year !== undefined) return { month, day, year };
  }
  const dayFirst = dayFirstPattern.exec(text);
  if (dayFirst)
    return { month: monthNumber(dayFirst[3]!), day: Number(dayFirst[2]), year: Number(dayFirst[4]) };
  const numeric =
    /\b(born|birthday|birth date|date of birth|dob)\b[^.?!]{0,20}?\b(\d{1,2})[/-](\d{1,2})[/-]((?:19|20)?\d{2})\b/i.exec(
      text,
    );
  if (numeric) {
    let year = Number(numeric[4]);
    if (year < 100) year += year > 30 ? 1900 : 2000;
    return { month: Number(numeric[2]), day: Number(numeric[3]), year };
  }
  // "He will be 65 on the 1st of March 2027": the day first.
  const dayFirstTurning = dayFirstTurningPattern.exec(text);
  if (dayFirstTurning) {
    const month = monthNumber(dayFirstTurning[3]!);
    const day = Number(dayFirstTurning[2]);
    const year65 = dayFirstTurning[4]
      ? Number(dayFirstTurning[4])
      : month >= today.month
        ? today.year
        : today.year + 1;
    return { month, day, year: year65 - 65 };
  }
  // "My birthday is in April 2027", "born in May 1962": the month alone.
  const monthOnly = monthOnlyPattern.exec(text);
  if (monthOnly && !turningPattern.test(text)) {
    const month = monthNumber(monthOnly[2]!);
    const stated = monthOnly[3] ? Number(monthOnly[3]) : undefined;
    if (stated !== undefined) return { month, year: stated >= today.year - 1 ? stated - 65 : stated };
    return { month, year: (month >= today.month ? today.year : today.year + 1) - 65 };
  }
  const turning = turningPattern.exec(text);
  if (turning) {
    const month = monthNumber(turning[2]!);
    const day = turning[3] ? Number(turning[3]) : undefined;
    let year65 = turning[4] ? Number(turning[4]) : undefined;
    // "I turned 65 in July" is the last such month; "I turn 65 in March" the next one.
    if (year65 === undefined)
      year65 =
        turning[1] === 'turned'
          ? month <= today.month
            ? today.year
            : today.year - 1
          : month >= today.month
            ? today.year
            : today.year + 1;
    return { month, ...(day !== undefined ? { day } : {}), year: year65 - 65 };
  }
  return undefined;
}

/** The Initial Enrollment Period for a birthday the question states. */
export function computeIep(question: string, today: string): Computed | undefined {
  const text = question.toLowerCase();
  const now = parseIsoDate(today);
  // "Born on the 1st of August, turns 65 in 2027": a day and month, and the year they turn 65.
  const birthday =
    birthdayIn(text, now) ??
    (/\bturn(s|ing)? 65 in (19|20)\d{2}\b/.test(text) ? birthdayMonthIn(text, now) : undefined);
  if (!birthday || birthday.month < 1 || birthday.month > 12) return undefined;
  if (
    !/\b(sign up|signup|enroll|enrol|apply|join|initial enrollment|iep|window|when|deadline|too late|start|medicare|part b|part a|65)\b/.test(
      text,
    )
  )
    return undefined;
  const copy = getChatCopy().computed;
  const day = birthday.day ?? 15;
  let period;
  try {
    period = initialEnrollmentPeriod({ year: birthday.year, month: birthday.month, day });
  } catch {
    return undefined;
  }
  const deadlineMonth = addMonths(period.birthdayMonth, -1);
  const sentences = [
    fillTokens(copy.iep, {
      birthdayMonth: formatMonthYear(period.birthdayMonth),
      start: formatLongDate(parseIsoDate(period.start)),
      end: formatLongDate(parseIsoDate(period.end)),
      deadline: formatLongDate(lastDayOfMonth(deadlineMonth)),
      partAStart: formatLongDate(parseIsoDate(period.partAStart)),
    }),
  ];
  if (birthday.day === 1)
    sentences.unshift(
      fillTokens(copy.iepBornOnFirst, { date: formatLongDate(parseIsoDate(period.attainsAge65On)) }),
    );
  else if (birthday.day === undefined) sentences.push(copy.iepDayUnknown);
  return {
    topic: 'enrollment-iep',
    sentences,
    source: { title: 'Your Medicare enrollment timeline', url: '/medicare-timeline' },
  };
}

// When Part B starts, for a stated sign-up month ------------------------------------------------------------------

const signUpMonthPattern = new RegExp(
  `\\b(sign(?:s|ed|ing)?\\s*up|enroll(?:s|ed|ing)?|apply|applies|applied|register(?:s|ed)?)\\b(?:\\s+for\\s+(?:medicare|part [ab]|it))?\\s+(?:in|during|on|till|until|til|'til|around)\\s+(?:(?:early|late|mid|the middle of|the end of)\\s+)?${monthName}(?:\\s+((?:19|20)\\d{2}))?`,
  'i',
);

/**
 * "If I sign up in March during the General Enrollment Period, when does my coverage start?", "she signs up for Part B
 * in June, the month after her birthday: when does it kick in?": the 1st of the month after the sign-up month; or,
 * signing up in the 3 months before the 65th-birthday month, the 1st of that month (MEDICARE.md §3, "When Part B
 * starts"). Only when the question says which window it is in: a birthday, or the General Enrollment Period.
 */
export function computeCoverageStart(question: string, today: string): Computed | undefined {
  const text = question.toLowerCase();
  if (
    !/\b(start\w*|begin\w*|kick\w* in|take effect|takes effect|effective|be covered|coverage (start|begin)\w*)\b/.test(
      text,
    ) ||
    !/\bwhen\b|\bwhat (date|day|month)\b/.test(text)
  )
    return undefined;
  const now = parseIsoDate(today);
  const signUp = signUpMonthPattern.exec(text);
  // "...signs up during her birthday month": the month she turns 65.
  const inBirthdayMonth =
    /\b(sign(s|ed|ing)?\s*up|enroll\w*|apply|applies)\b[^.?!]{0,30}\b(during|in) (my|his|her|their|the) (birthday|bday|birth) month\b/.test(
      text,
    );
  const birthday = birthdayIn(text, now) ?? birthdayMonthIn(text, now);
  if (!signUp && !(inBirthdayMonth && birthday)) return undefined;
  const month = signUp ? monthNumber(signUp[2]!) : birthday!.month;
  const general = /\bgeneral enrollment\b|\bgep\b|\b(never|didn'?t|did not) (sign|signed|enroll)/.test(text);
  const afterBirthday = /\b(after|past) (my|his|her|their|the) (bday|birthday|birthday month)\b/.test(text);
  if (!general && !birthday && !afterBirthday) return undefined;
  // The year: stated; else the turning-65 year when the month is in it; else the next such month from today.
  const statedYear = signUp?.[3] ? Number(signUp[3]) : undefined;
  const year65 = birthday ? birthday.year + 65 : yearsIn(text).find((year) => year >= now.year);
  const year =
    statedYear ?? (year65 !== undefined && !general ? year65 : month >= now.month ? now.year : now.year + 1);
  const copy = getChatCopy().computed;
  const signupMonth = formatMonthYear({ year, month });
  // Signing up in the 3 months before the birthday month: the 1st of that month (a month earlier for the 1st).
  if (birthday && !general) {
    const turning = { year: birthday.year + 65, month: birthday.month };
    const before = turning.year * 12 + turning.month - (year * 12 + month);
    if (before >= 1 && before <= 3) {
      const start = birthday.day === 1 ? addMonths(turning, -1) : turning;
      return {
        topic: 'enrollment-iep',
        sentences: [
          fillTokens(copy.coverageStartBeforeBirthday, {
            signupMonth,
            start: formatLongDate({ ...start, day: 1 }),
          }),
        ],
        source: { title: 'Your Medicare enrollment timeline', url: '/medicare-timeline' },
      };
    }
  }
  const start = addMonths({ year, month }, 1);
  return {
    topic: general ? 'enrollment-gep' : 'enrollment-iep',
    sentences: [
      fillTokens(general && month <= 3 ? copy.coverageStartGeneral : copy.coverageStartAfter, {
        signupMonth,
        start: formatLongDate({ ...start, day: 1 }),
      }),
    ],
    source: { title: 'Your Medicare enrollment timeline', url: '/medicare-timeline' },
  };
}

/** "Her bday is May 20", "born May 20": a month (and day) without a year. */
const birthdayNoYearPattern = new RegExp(
  `\\b(bday|birthday|born)\\b[^.?!]{0,12}?\\b${monthName}(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?)?\\b`,
  'i',
);
/** "Born on the 1st of August": the day first, without a year. */
const birthdayDayFirstNoYearPattern = new RegExp(
  `\\b(bday|birthday|born)\\b[^.?!]{0,8}?\\b(?:on )?(?:the )?(\\d{1,2})(?:st|nd|rd|th)? of ${monthName}`,
  'i',
);

/** "Her bday is May 20" (no year): the birthday month, in the year the question names or the next one. */
function birthdayMonthIn(text: string, today: { year: number; month: number }): StatedBirthday | undefined {
  const match = birthdayNoYearPattern.exec(text);
  const dayFirst = birthdayDayFirstNoYearPattern.exec(text);
  if (!match && !dayFirst) return undefined;
  const month = monthNumber(dayFirst ? dayFirst[3]! : match![2]!);
  const day = dayFirst ? Number(dayFirst[2]) : match![3] ? Number(match![3]) : undefined;
  const turning = /\bturn(?:s|ing)? 65 in ((?:19|20)\d{2})\b/.exec(text);
  const year65 = turning ? Number(turning[1]) : month >= today.month ? today.year : today.year + 1;
  return { month, ...(day !== undefined ? { day } : {}), year: year65 - 65 };
}

/** The latest figure of a path verified by an official source, in `year` or up to 5 years before. */
function latestVerified(path: string, year: number): { value: number; year: number } | undefined {
  for (let candidate = year; candidate >= year - 5; candidate -= 1) {
    const figure = figureIn(path, candidate);
    if (figure?.verified) return { value: figure.value, year: figure.year };
  }
  return undefined;
}

// Part B late penalty ---------------------------------------------------------------------------------------------

/** Months of delay the question states: "3 years", "30 months", "20 full months", "two and a half years", "a year and a half". */
function delayIn(text: string): number | undefined {
  const match =
    /\b(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty)(\s+and\s+a\s+half)?\s+(?:(?:full|whole|entire|straight|complete|calendar)\s+)?(years?|yrs?|months?)\b/i.exec(
      text,
    );
  if (!match) {
    if (/\ba year and a half\b/.test(text)) return 18;
    return undefined;
  }
  const raw = match[1]!.toLowerCase();
  let count = /\d/.test(raw) ? Number(raw) : (numberWords[raw] ?? NaN);
  if (match[2]) count += 0.5;
  if (!Number.isFinite(count)) return undefined;
  const months = /^(years?|yrs?)$/.test(match[3]!.toLowerCase()) ? count * 12 : count;
  return Math.round(months);
}

/** The Part B late penalty for a delay the question states. */
export function computePartBPenalty(question: string, planYear: number): Computed | undefined {
  const text = question.toLowerCase();
  if (
    !/\bpenalt|\b(late|delay\w*|wait\w*|put off|didn'?t sign up|did not sign up|without part b|never signed up|skipped)\b/.test(
      text,
    )
  )
    return undefined;
  if (/\b(part d|drug)\b/.test(text) && !/\bpart b\b/.test(text)) return undefined;
  if (!/\bpart b\b|\bpenalt/.test(text)) return undefined;
  if (!/\b(penalt\w*|how much|cost|pay|extra|more)\b/.test(text)) return undefined;
  const months = delayIn(text);
  if (months === undefined || months <= 0 || months > 600) return undefined;
  const copy = getChatCopy().computed;
  const premium = figureFor('partB.standardPremium', planYear);
  if (!premium || typeof premium.value !== 'number') return undefined;
  const result = partBLatePenalty({ monthsWithoutCoverage: months, standardPremium: premium.value });
  const sentences =
    result.fullYears === 0
      ? [fillTokens(copy.partBPenaltyNone, { months })]
      : [
          fillTokens(copy.partBPenalty, {
            months,
            fullYears: result.fullYears,
            percent: result.percent,
            year: premium.year,
            standard: formatMoney(premium.value),
            penalty: formatMoney(result.monthlyPenalty),
            total: formatMoney(result.monthlyPremium),
          }),
          ...(premium.pending ? [fillTokens(copy.pendingPremium, { planYear })] : []),
        ];
  sentences.push(copy.partBPenaltyEmployer);
  return {
    topic: 'penalties',
    sentences,
    source: { title: 'Late penalties', url: '/medicare-timeline' },
  };
}

// Extra Help ------------------------------------------------------------------------------------------------------

/** Extra Help for an income the question states ("$1,800 a month", "$25,000 a year"). */
export function computeExtraHelp(question: string, planYear: number): Computed | undefined {
  const text = question.toLowerCase();
  // "Could she get help paying for her pills?" asks about Extra Help in other words.
  if (
    !/\bextra help\b|low[- ]income subsidy|\blis\b/.test(text) &&
    !/\bhelp (with |paying |to pay |pay )(for )?(my |her |his |their |our )?(pills|drugs|prescriptions|medicines?|medications?|meds|drug costs)\b/.test(
      text,
    )
  )
    return undefined;
  // "$1,800 a month", "2,600 a month together", "1200/mo", "$25k a year": with or without the dollar sign.
  const amount =
    /(?<![\d.,/])\$?\s?(\d{1,3}(?:,\d{3})+|\d{3,}(?:\.\d+)?)\s?(k\b)?[^.?!\d]{0,12}?(?:\b(a|per|each|every)\s?|\/\s?)(month|year|yr|mo)\b|\$?\s?(\d{1,3}(?:,\d{3})+|\d{3,}(?:\.\d+)?)\s?(monthly|yearly|annually)/.exec(
      text,
    );
  if (!amount) return undefined;
  const raw = Number((amount[1] ?? amount[5])!.replace(/,/g, '')) * (amount[2] ? 1000 : 1);
  const per = (amount[4] ?? amount[6] ?? '').toLowerCase();
  const yearly = per.startsWith('mo') ? raw * 12 : raw;
  if (!Number.isFinite(yearly) || yearly <= 0) return undefined;
  const couple =
    /\b(married|couple|we (get|make|have)|my (wife|husband) and i|both of us|our income|together|combined|my parents|they both)\b/.test(
      text,
    );
  const limit = figureFor(couple ? 'extraHelp.incomeCouple' : 'extraHelp.incomeIndividual', planYear);
  const resources = figureFor(
    couple ? 'extraHelp.resourcesCouple' : 'extraHelp.resourcesIndividual',
    planYear,
  );
  if (!limit || !resources) return undefined;
  const copy = getChatCopy().computed;
  const values = {
    total: formatMoney(yearly),
    year: limit.year,
    upTo: formatMoney(limit.value),
    base: formatMoney(resources.value),
    status: couple ? copy.extraHelpStatus.couple : copy.extraHelpStatus.individual,
  };
  return {
    topic: 'extra-help',
    sentences: [fillTokens(yearly < limit.value ? copy.extraHelpBelow : copy.extraHelpAbove, values)],
    source: { title: 'Extra Help', url: '/part-d' },
  };
}

/** The Part D late penalty for a stated gap in drug coverage ("14 months without drug coverage"). */
export function computePartDPenalty(question: string, planYear: number): Computed | undefined {
  const text = question.toLowerCase();
  if (!/\b(part d|drug)\b/.test(text) || /\bpart b\b/.test(text)) return undefined;
  if (!/\b(penalt\w*|how much|late|without)\b/.test(text)) return undefined;
  const months = delayIn(text);
  if (months === undefined || months <= 0 || months > 600) return undefined;
  // A figure the answer computes with must be confirmed: the latest verified base premium, saying so when the plan
  // year's is known only from sources not confirmed yet.
  const latest = figureFor('partD.baseBeneficiaryPremium', planYear);
  if (!latest) return undefined;
  const base = latest.verified ? latest : latestVerified('partD.baseBeneficiaryPremium', latest.year);
  if (!base) return undefined;
  const unconfirmed = !latest.verified;
  const copy = getChatCopy().computed;
  const result = partDLatePenalty({ uncoveredMonths: months, baseBeneficiaryPremium: base.value });
  const sentences = [
    fillTokens(copy.partDPenalty, {
      months,
      percent: result.percent,
      year: base.year,
      base: formatMoney(base.value),
      penalty: formatMoney(result.monthlyPenalty),
    }),
    ...(unconfirmed
      ? [fillTokens(copy.unconfirmedBase, { planYear: latest.year, year: base.year })]
      : latest.pending
        ? [fillTokens(copy.pendingBase, { planYear })]
        : []),
  ];
  return {
    topic: 'penalties',
    sentences,
    source: { title: 'Part D late penalty', url: '/part-d#late-penalty' },
  };
}

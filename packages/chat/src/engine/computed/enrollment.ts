// Enrollment dates computed from a stated birthday: the Initial Enrollment Period (the 1st-of-month rule included),
// and when Part B starts for a stated sign-up month.
import {
  addMonths,
  fillTokens,
  formatLongDate,
  formatMonthYear,
  getChatCopy,
  initialEnrollmentPeriod,
  lastDayOfMonth,
  parseIsoDate,
} from '@agency/content';
import type { Computed } from '../computed.ts';
import { yearsIn } from '../text.ts';
import { birthdayIn, birthdayMonthIn, monthName, monthNumber } from './birthdays.ts';

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

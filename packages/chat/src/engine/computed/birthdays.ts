// A birthday a question states ("born March 1, 1962", "born 3/1/62", "I turn 65 in March", "her bday is May 20"),
// read into a month, a day when given, and a birth year; and the month words the sign-up patterns share.

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
export const monthName =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?';

export function monthNumber(word: string): number {
  return monthWords.indexOf(word.toLowerCase().slice(0, 3) as (typeof monthWords)[number]) + 1;
}

export interface StatedBirthday {
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
export function birthdayIn(text: string, today: { year: number; month: number }): StatedBirthday | undefined {
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
export function birthdayMonthIn(
  text: string,
  today: { year: number; month: number },
): StatedBirthday | undefined {
  const match = birthdayNoYearPattern.exec(text);
  const dayFirst = birthdayDayFirstNoYearPattern.exec(text);
  if (!match && !dayFirst) return undefined;
  const month = monthNumber(dayFirst ? dayFirst[3]! : match![2]!);
  const day = dayFirst ? Number(dayFirst[2]) : match![3] ? Number(match![3]) : undefined;
  const turning = /\bturn(?:s|ing)? 65 in ((?:19|20)\d{2})\b/.exec(text);
  const year65 = turning ? Number(turning[1]) : month >= today.month ? today.year : today.year + 1;
  return { month, ...(day !== undefined ? { day } : {}), year: year65 - 65 };
}

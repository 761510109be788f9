// Numbers in visitors' text: the years it names (and those that date an event of their life, not figures), and
// numbers written as words.

/** Four-digit years (1990-2099) the text names. */
export function yearsIn(text: string): number[] {
  return [...text.matchAll(/\b(19[9]\d|20\d\d)\b/g)].map((match) => Number(match[1]));
}

/**
 * A year that dates an event of the visitor's life or of their plan ("retired in 2023", "my plan is leaving my county
 * in 2027"), not a year of figures.
 */
const eventYearPattern =
  /\b(turned|turn|turning|born|retired|retiring|retire|hit|became|reached|moved|started|stopped|quit|lost|left|joined|signed up|enrolled|leav\w*|pull\w* out|exit\w*|discontinu\w*)\b[^.?!]{0,25}?\b(20\d\d)\b/g;

/** The years of a text that date an event (see `eventYearPattern`). */
export const eventYearsIn = (text: string): number[] =>
  [...text.toLowerCase().matchAll(eventYearPattern)].map((match) => Number(match[2]));

/** Numbers written as words, as visitors type them ("two and a half years", "a company of fifty"); "a"/"an" = 1. */
export const numberWords: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};

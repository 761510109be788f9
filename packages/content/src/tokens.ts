// Text tokens: data strings may hold `{name}` placeholders that getters fill in, so the agency name, phone and
// enrollment years live in exactly one place. Page-specific tokens ({city}) are filled by the page that uses them.

/** Tokens the content package fills in from the brand record, the enrollment cycle and the carrier facts. */
export const globalTokens = [
  'agencyName',
  'phone',
  'localPhone',
  'email',
  'aepYear',
  'planYear',
  'nextPlanYear',
  'coverageYear',
  'coverageYearNext',
  'maOepYear',
  'deadlineYears',
  'carrierCount',
  'planCount',
  'organizationCount',
  'serviceAreaStates',
  // the office hours with the agency's time zone: the contact section's reading, the chat's, when it opens and closes
  // ("8 AM", "6 PM"), its days ("Mon-Fri") and its zone ("Central Time")
  'officeHours',
  'officeHoursChat',
  'officeOpens',
  'officeCloses',
  'officeDays',
  'officeZone',
  'advisorName',
  'currentYear',
  // The served states' Medigap rules, written from service-areas' medigapRules (service-areas/medigap-rules.ts).
  'statesWithoutBirthdayRule',
  'statesWithBirthdayRule',
  'statesWithOwnMedigapRights',
  'medigapStateRules',
  'birthdayRuleDetails',
  'stateRightsDetails',
] as const;

/** Tokens left in place for the page or widget to fill: place names and maps query, checklist progress. */
export const pageTokens = ['city', 'state', 'county', 'cityQuery', 'done', 'total', 'place'] as const;

/** Tokens of the interactive tools' copy, filled by the tool with the visitor's own result. */
export const toolTokens = [
  // staff sign-in: the signed-in account's email address, and the shortest password it takes
  'account',
  'min',
  'start',
  'end',
  'year',
  'magiYear',
  // IRMAA calculator: the plan year whose brackets are not in the figures yet
  'missingYear',
  // the figure words and the IRMAA calculator: the day the figures were last checked ("November 28, 2026")
  'checked',
  'over',
  'upTo',
  'partAStart',
  'partBStart',
  'coverageStart',
  'tier',
  'status',
  'percent',
  'penalty',
  'months',
  'surcharge',
  // IRMAA calculator: what a couple who both have Medicare pay together
  'coupleMonthly',
  'coupleYearly',
  'standard',
  'range',
  'premium',
  'monthName',
  'maxAge',
  'magi',
  'fullYears',
  'deadline',
  'days',
  'count',
  'birthdayMonth',
  'signupMonth',
  'birthMonthName',
  'birthDate',
  'base',
] as const;

export type GlobalToken = (typeof globalTokens)[number];
export type PageToken = (typeof pageTokens)[number];
export type TokenValues = Record<GlobalToken, string>;

const tokenPattern = /\{([a-zA-Z]+)\}/g;

/** Names of the `{tokens}` a string uses. */
export function tokensIn(text: string): string[] {
  return [...text.matchAll(tokenPattern)].map((match) => match[1]!);
}

/** Fills the given tokens; tokens without a value are left as they are. */
export function fillTokens(text: string, values: Partial<Record<string, string | number>>): string {
  return text.replace(tokenPattern, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** Fills tokens in every string of a value (objects and arrays are copied, other values kept). */
export function fillTokensDeep<T>(value: T, values: Partial<Record<string, string | number>>): T {
  if (typeof value === 'string') return fillTokens(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillTokensDeep(item, values)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillTokensDeep(item, values)]),
    ) as T;
  }
  return value;
}

/** Every string of a value with its dotted path, for validation. */
export function* stringsIn(value: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof value === 'string') yield [path.join('.'), value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, String(index)]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...path, key]);
}

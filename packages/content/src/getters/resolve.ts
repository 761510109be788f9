// The getters' common ground: the brand and constants, the season of the build date, the global token values, and
// `resolved`, which fills a data value's figure and text tokens once per build date and keeps the result.
import { advisorsData } from '../collections/advisors/advisors.data';
import type { Advisor } from '../collections/advisors/schema';
import { brandData } from '../collections/brand/brand.data';
import type { Brand } from '../collections/brand/schema';
import { carrierFactsData } from '../collections/carriers/carriers.data';
import { constantsData } from '../collections/constants/constants.data';
import { cycleData } from '../collections/cycle/cycle.data';
import type { Constants } from '../collections/constants/schema';
import { medigapRulesCopyData } from '../collections/service-areas/medigap-rules.data';
import { fillStateRuleTokensDeep, medigapRuleTokenValues } from '../collections/service-areas/medigap-rules';
import { serviceAreasData } from '../collections/service-areas/service-areas.data';
import { stateNamesList } from '../collections/service-areas/state-names';
import { fillFigureTokensDeepFor, markEarlierYearFigures } from '../figures';
import { callHoursOf, timeZoneNames, type CallHours } from '../rules/office-hours';
import type { Season } from '../rules/season';
import { currentSeason } from '../season';
import { fillTokensDeep, type TokenValues } from '../tokens';

/** The agency's time zone as people say it: "Central Time" and "CT" (from `cycle.timeZone`, the one field). */
const zoneNames = timeZoneNames(cycleData.timeZone);

/**
 * The agency's name, phones, email, address, office hours (three readings), links and analytics ids. The readings
 * a visitor sees carry the agency's time zone: "Mon-Fri 8:00 AM to 6:00 PM Central Time", "Mon-Fri, 8AM-6PM CT".
 */
export const brand: Brand = {
  ...brandData,
  officeHours: {
    ...brandData.officeHours,
    contact: `${brandData.officeHours.contact} ${zoneNames.long}`,
    chat: `${brandData.officeHours.chat} ${zoneNames.short}`,
  },
};

/** When the office calls back: the contact section's hours as days and times, in the agency's time zone. */
export function getCallHours(): CallHours {
  return once('call-hours', () => callHoursOf(brandData.officeHours.contact, cycleData.timeZone));
}

/** Business constants of SPEC §9 (timings, sizes, limits, stated figures). */
export const constants: Constants = constantsData;

/**
 * The enrollment season the site speaks of, read from the build date (SITE_BUILD_DATE, default today in the
 * agency's time zone): the AEP in progress or the next one, the plan year it chooses, Medicare Advantage Open
 * Enrollment, the coverage year (rules/season.ts). Throws when a pinned AEP has ended (a stale site is not built).
 */
export function getSeason(): Season {
  return currentSeason();
}

/**
 * The agency's time zone (the cycle's `timeZone`): where "today" is when SITE_BUILD_DATE is not set, and when the
 * local server's daily rebuild runs (early in the morning there).
 */
export function getAgencyTimeZone(): string {
  return cycleData.timeZone;
}

/** The season's years (the same value as getSeason()). */
export function getCycle(): Season {
  return currentSeason();
}

/** The chat persona advisor (the chat panel is titled "Chat with {name}"). */
export function getChatPersona(): Advisor {
  return advisorsData.find((advisor) => advisor.chatPersona) ?? advisorsData[0]!;
}

/** The values of the global text tokens. */
export function getTokenValues(): TokenValues {
  const years = currentSeason();
  return {
    agencyName: brandData.agencyName,
    phone: brandData.tollFreePhone.display,
    localPhone: brandData.localPhone.display,
    email: brandData.email,
    aepYear: String(years.aepYear),
    planYear: String(years.planYear),
    nextPlanYear: String(years.nextPlanYear),
    coverageYear: String(years.coverageYear),
    coverageYearNext: String(years.coverageYear + 1),
    maOepYear: String(years.maOepYear),
    // The years the deadline cards' dated windows (the AEP and Medicare Advantage Open Enrollment shown) fall in.
    deadlineYears:
      years.aepYear === years.maOepYear
        ? String(years.aepYear)
        : `${Math.min(years.aepYear, years.maOepYear)}-${Math.max(years.aepYear, years.maOepYear)}`,
    carrierCount: String(carrierFactsData.representedCount),
    planCount: String(brandData.tpmo.planCount),
    organizationCount: String(brandData.tpmo.organizationCount),
    serviceAreaStates: stateNamesList(serviceAreasData),
    officeHours: brand.officeHours.contact,
    officeHoursChat: brand.officeHours.chat,
    officeOpens: getCallHours().opens.short,
    officeCloses: getCallHours().closes.short,
    officeDays: getCallHours().daysReading,
    officeZone: getCallHours().zone,
    advisorName: getChatPersona().name,
    currentYear: years.date.slice(0, 4),
    ...medigapRuleTokenValues(serviceAreasData, medigapRulesCopyData),
  };
}

/** Values made for the current build date; a new date (a long-running server past midnight, a test) starts afresh. */
const cache = new Map<string, unknown>();
let cacheDate: string | undefined;

/**
 * `make()`'s value for the season's date, made once per date and kept until the date changes: every value here may
 * hold the season's years, so none outlives its day.
 */
export function once<T>(key: string, make: () => T): T {
  const { date } = currentSeason();
  if (date !== cacheDate) {
    cache.clear();
    cacheDate = date;
  }
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/**
 * Fills the tokens of a data value once per build date and keeps the result: the figure tokens
 * ({partB.standardPremium}, {partB.standardPremium:year}, ...) for the season's figures year, then the global ones,
 * then one state's Medigap rules ({birthdayRule:alabama}).
 */
export function resolved<T>(name: string, data: unknown): T {
  return once<T>(name, () => {
    const season = currentSeason();
    const filled = fillStateRuleTokensDeep(
      fillTokensDeep(fillFigureTokensDeepFor(data, season.figuresYear), getTokenValues()),
      serviceAreasData,
      medigapRulesCopyData,
    );
    // Remember which parts show an amount of an earlier year, for the figures note of the page that shows them.
    markEarlierYearFigures(data, filled, season.figuresYear);
    return filled as T;
  });
}

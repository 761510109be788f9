// Getters of the places the agency serves: the service-area states, their cities, the AEP city pages and their copy.
import { aepPageData } from '../collections/aep/aep.data';
import type { AepPage } from '../collections/aep/schema';
import { citiesData } from '../collections/cities/cities.data';
import type { City } from '../collections/cities/schema';
import {
  stateMedigapRulesText,
  type StateMedigapRulesText,
} from '../collections/service-areas/medigap-rules';
import { medigapRulesCopyData } from '../collections/service-areas/medigap-rules.data';
import type { ServiceArea } from '../collections/service-areas/schema';
import { serviceAreasData } from '../collections/service-areas/service-areas.data';
import { once, resolved } from './resolve';

/** The five service-area states, in display order. */
export function getServiceAreas(): ReadonlyArray<ServiceArea> {
  return resolved('areas', serviceAreasData);
}

export function getServiceArea(slug: string): ServiceArea | undefined {
  return getServiceAreas().find((area) => area.slug === slug);
}

/**
 * Every served state's Medigap rules in words (its birthday rule or none found, its own guaranteed-issue rights, the
 * sources and the day they were checked), in display order: what the state and city pages and the chat say.
 */
export function getStatesMedigapRules(): ReadonlyArray<StateMedigapRulesText> {
  return once('state-medigap-rules', () =>
    serviceAreasData.map((area) => stateMedigapRulesText(area, medigapRulesCopyData)),
  );
}

/** One state's Medigap rules in words, by its slug. */
export function getStateMedigapRules(slug: string): StateMedigapRulesText | undefined {
  return getStatesMedigapRules().find((rules) => rules.stateId === slug);
}

/** Cities, optionally of one state or only those with an AEP page. */
export function getCities(filter: { stateId?: string; aep?: boolean } = {}): ReadonlyArray<City> {
  return citiesData.filter(
    (city) =>
      (filter.stateId === undefined || city.stateId === filter.stateId) &&
      (filter.aep === undefined || city.aep === filter.aep),
  );
}

export function getCity(stateId: string, slug: string): City | undefined {
  return citiesData.find((city) => city.stateId === stateId && city.slug === slug);
}

/** The city whose AEP page is /aep/{slug}. */
export function getAepCity(slug: string): City | undefined {
  return citiesData.find((city) => city.aep && city.slug === slug);
}

/** Copy of the AEP city page. {city}, {state} and {cityQuery} are left for the page to fill. */
export function getAepPage(): AepPage {
  return resolved('aep', aepPageData);
}

/** "new-port-richey" → "New Port Richey" (the AEP page's rule for any city slug). */
export function cityNameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

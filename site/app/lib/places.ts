import {
  fillTokens,
  getCity,
  getSections,
  getServiceArea,
  type City,
  type ServiceArea,
} from '@agency/content';

/** The family a city URL belongs to. The canonical one is /service-areas/{state}/{city} (docs/adr/0004). */
export type CityFamily = 'service-areas' | 'medicare-service-areas' | 'medicare-service-areas-georgia';

export interface CityPlace {
  city: City;
  area: ServiceArea;
  canonicalPath: string;
  tokens: { city: string; state: string; county: string };
}

/** The city behind a URL of any of the three city route families, or undefined. */
export function cityPlace(
  family: CityFamily,
  params: { state?: string; city?: string },
): CityPlace | undefined {
  const stateId =
    family === 'service-areas'
      ? params.state
      : family === 'medicare-service-areas-georgia'
        ? 'georgia'
        : 'alabama';
  if (!stateId || !params.city) return undefined;
  const city = getCity(stateId, params.city);
  const area = getServiceArea(stateId);
  if (!city || !area) return undefined;
  return {
    city,
    area,
    canonicalPath: `/service-areas/${area.slug}/${city.slug}`,
    tokens: { city: city.name, state: area.name, county: city.county },
  };
}

/** The place-page copy with the tokens filled. */
export function placeCopy(tokens: Record<string, string>) {
  const places = getSections().places;
  return {
    title: fillTokens(places.cityTitle, tokens),
    intro: fillTokens(places.cityIntro, tokens),
    bodyHeading: fillTokens(places.cityBodyHeading, tokens),
    body: places.cityBody.map((paragraph) => fillTokens(paragraph, tokens)),
    stateTitle: fillTokens(places.stateTitle, tokens),
    stateIntro: fillTokens(places.stateIntro, tokens),
    stateCitiesHeading: fillTokens(places.stateCitiesHeading, tokens),
    stateCitiesIntro: places.stateCitiesIntro,
    aepLinkLabel: fillTokens(places.cityAepLinkLabel, tokens),
    stateLinkLabel: fillTokens(places.cityStateLinkLabel, tokens),
    localPhoneLabel: places.cityLocalPhoneLabel,
  };
}

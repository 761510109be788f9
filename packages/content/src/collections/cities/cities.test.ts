import { describe, expect, it } from 'vitest';
import { serviceAreasData } from '../service-areas/service-areas.data';
import { citySchema } from './schema';
import { citiesData } from './cities.data';

function citiesIn(stateId: string) {
  return citiesData.filter((city) => city.stateId === stateId);
}

describe('cities', () => {
  it('should parse every entry with its schema', () => {
    for (const city of citiesData) {
      expect(citySchema.safeParse(city).error?.issues ?? [], city.id).toEqual([]);
    }
  });

  it('should point every city at a service-area slug, with the id ending in that state code', () => {
    const codes = new Map(serviceAreasData.map((area) => [area.slug, area.code.toLowerCase()]));
    for (const city of citiesData) {
      expect(codes.has(city.stateId), city.id).toBe(true);
      expect(city.id).toBe(`${city.slug}-${codes.get(city.stateId)}`);
    }
  });

  it('should derive each slug from the city name', () => {
    for (const city of citiesData) {
      expect(city.slug).toBe(city.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    }
  });

  it('should keep ids unique overall and slugs unique within a state', () => {
    expect(new Set(citiesData.map((city) => city.id)).size).toBe(citiesData.length);
    for (const area of serviceAreasData) {
      const slugs = citiesIn(area.slug).map((city) => city.slug);
      expect(new Set(slugs).size, area.slug).toBe(slugs.length);
    }
  });

  it('should keep aep slugs unique across states', () => {
    const aepSlugs = citiesData.filter((city) => city.aep).map((city) => city.slug);
    expect(new Set(aepSlugs).size).toBe(aepSlugs.length);
    expect(citiesData.find((city) => city.id === 'decatur-al')?.aep).toBe(true);
    expect(citiesData.filter((city) => city.slug === 'decatur' && city.aep)).toHaveLength(1);
  });

  it('should list at least 14 Alabama cities, all with an aep page, and at least 8 in each other state', () => {
    const alabama = citiesIn('alabama');
    expect(alabama.length).toBeGreaterThanOrEqual(14);
    expect(alabama.every((city) => city.aep)).toBe(true);
    expect(alabama.map((city) => city.name)).toEqual(
      expect.arrayContaining([
        'Birmingham',
        'Huntsville',
        'Montgomery',
        'Mobile',
        'Tuscaloosa',
        'Hoover',
        'Dothan',
        'Auburn',
        'Decatur',
        'Madison',
        'Florence',
        'Gadsden',
        'Vestavia Hills',
        'Prattville',
      ]),
    );
    for (const state of ['georgia', 'florida', 'tennessee', 'illinois']) {
      expect(citiesIn(state).length, state).toBeGreaterThanOrEqual(8);
    }
  });

  it('should record the counties checked by hand', () => {
    const county = (id: string) => citiesData.find((city) => city.id === id)?.county;
    expect(county('hoover-al')).toBe('Jefferson County');
    expect(county('madison-al')).toBe('Madison County');
    expect(county('decatur-al')).toBe('Morgan County');
    expect(county('vestavia-hills-al')).toBe('Jefferson County');
    expect(county('prattville-al')).toBe('Autauga County');
    expect(county('auburn-al')).toBe('Lee County');
    expect(county('florence-al')).toBe('Lauderdale County');
    expect(county('gadsden-al')).toBe('Etowah County');
    expect(county('dothan-al')).toBe('Houston County');
    expect(citiesData.find((city) => city.slug === 'new-port-richey')).toMatchObject({
      name: 'New Port Richey',
      stateId: 'florida',
      county: 'Pasco County',
    });
  });

  it('should reject a malformed entry, naming the field', () => {
    const base = citiesData[0];
    const badCounty = citySchema.safeParse({ ...base, county: 'Jefferson' });
    expect(badCounty.error?.issues.map((issue) => issue.path)).toEqual([['county']]);
    const badId = citySchema.safeParse({ ...base, id: 'birmingham' });
    expect(badId.error?.issues[0]?.path).toEqual(['id']);
    expect(badId.error?.issues[0]?.message).toMatch(/slug followed by the state code/);
  });
});

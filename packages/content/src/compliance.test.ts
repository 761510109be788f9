// Compliance wording (facts/MEDICARE.md §4, issue 14): what the site says about itself must match the CMS
// third-party marketing disclaimer and the agency's licenses, whatever an editor changes in the data.
import { describe, expect, it } from 'vitest';
import { advisorsData } from './collections/advisors/advisors.data';
import { brandData } from './collections/brand/brand.data';
import { carrierFactsData } from './collections/carriers/carriers.data';
import { sectionsData } from './collections/sections/sections.data';
import { serviceAreasData } from './collections/service-areas/service-areas.data';
import { stateNamesList } from './collections/service-areas/state-names';
import { getSections, getServiceAreas, getTokenValues } from './index';
import { collections } from './registry';
import { fillTokens, fillTokensDeep, stringsIn } from './tokens';

/** Every string of every collection (blog posts included) as a visitor reads it, tokens filled, with where it is. */
function siteStrings(): Array<[where: string, text: string]> {
  const tokens = getTokenValues();
  return collections.flatMap((collection) =>
    [...stringsIn(fillTokensDeep(collection.data, tokens))].map(([field, text]): [string, string] => [
      `${collection.name} → ${field}`,
      text,
    ]),
  );
}

const tpmoSentence = /Currently we represent (\d+) organizations which offer (\d+) products in your area\./;

describe('TPMO disclaimer counts', () => {
  it('should count the Medicare Advantage and Part D organizations, not every carrier', () => {
    // The sample data keeps the two counts apart, so a disclaimer filled with the carrier count would show here.
    expect(brandData.tpmo.organizationCount).not.toBe(carrierFactsData.representedCount);
    const { footer, chat } = getSections();
    const disclaimer = footer.disclaimers.find((text) => tpmoSentence.test(text));
    expect(disclaimer?.match(tpmoSentence)?.slice(1)).toEqual([
      String(brandData.tpmo.organizationCount),
      String(brandData.tpmo.planCount),
    ]);
    // The chat greeting carries the same disclaimer (MEDICARE.md §4a: online chat).
    expect(chat.greeting).toContain(disclaimer);
  });

  it('should write the counts as tokens, so the data holds no number of its own', () => {
    const raw = sectionsData.footer.disclaimers.find((text) => text.includes('organizations which offer'));
    expect(raw).toContain(
      'Currently we represent {organizationCount} organizations which offer {planCount} products',
    );
    expect(raw).not.toContain('{carrierCount}');
  });
});

describe('licensing line', () => {
  const names = getServiceAreas().map((area) => area.name);

  it('should name each state that has a service-area page, Illinois included, and no other', () => {
    const line = getSections().footer.disclaimers.find((text) => text.includes('Licensed in'));
    const listed = line?.match(/Licensed in ([^.]+)\./)?.[1];
    expect(listed?.split(/, | and /)).toEqual(names);
    expect(names).toContain('Illinois');
  });

  it('should take the states from the service areas, so a new state is named without editing the line', () => {
    const raw = sectionsData.footer.disclaimers.find((text) => text.includes('Licensed in'))!;
    expect(raw).toContain('Licensed in {serviceAreaStates}.');
    for (const area of serviceAreasData) expect(raw, 'a state typed into the line').not.toContain(area.name);
    const withOhio = fillTokens(raw, {
      ...getTokenValues(),
      serviceAreaStates: stateNamesList([...serviceAreasData, { name: 'Ohio' }]),
    });
    expect(withOhio).toContain(`Licensed in ${names.join(', ')} and Ohio.`);
  });

  // "Licensed in Alabama, Georgia and Florida": a list of capitalised names after "licensed in".
  const state = String.raw`[A-Z][a-z]+(?: [A-Z][a-z]+)*`;
  const licensedIn = new RegExp(
    String.raw`\b[Ll]icensed in (${state}(?:, ${state})*(?:,? and ${state})?)`,
    'g',
  );

  it('should never say "licensed in" with fewer states than the service areas, anywhere in the content', () => {
    for (const [where, text] of siteStrings()) {
      for (const match of text.matchAll(licensedIn)) {
        const listed = match[1]!.trim().split(/,? and |, /);
        expect(listed, where).toEqual(expect.arrayContaining(names));
      }
    }
  });

  it('should have at least one advisor licensed in each state the line names (MEDICARE.md §4d)', () => {
    for (const area of serviceAreasData) {
      expect(
        advisorsData.some((advisor) => (advisor.licensedStates as ReadonlyArray<string>).includes(area.code)),
        area.name,
      ).toBe(true);
    }
  });

  it('should list one, two or more names as the site writes lists', () => {
    expect(stateNamesList([{ name: 'Alabama' }])).toBe('Alabama');
    expect(stateNamesList([{ name: 'Alabama' }, { name: 'Georgia' }])).toBe('Alabama and Georgia');
    expect(stateNamesList(serviceAreasData)).toBe('Alabama, Georgia, Florida, Tennessee and Illinois');
    expect(stateNamesList([])).toBe('');
  });
});

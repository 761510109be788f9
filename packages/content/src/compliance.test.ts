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

describe('claims about which plans we offer', () => {
  // The TPMO disclaimer says "We do not offer every plan available in your area" (MEDICARE.md §4a), so no text may
  // promise all plans, every option or every carrier. The disclaimer's own sentences are the only "every plan" and
  // "all of your options" allowed: they say what we do not offer and where to find the rest.
  const disclaimerSentences = [
    /We do not offer every plan available in your area/gi,
    /(?:get |give you )?information on all of your options/gi,
  ];
  const allOf = String.raw`(?:all|every|each|any)(?: of)?(?: the| your)?(?: available)?`;
  const offerings = String.raw`(?:plans?|plan options?|options?|carriers?|insurance companies|insurers|companies|Medicare (?:Advantage |Supplement )?plans?)`;
  const claims = [
    // "compare all your plan options", "we shop every carrier", "offer every plan"
    new RegExp(
      String.raw`\b(?:compar|shop|offer|search|review|show|quote|find)\w*\b(?:\s+\w+){0,3}?\s+${allOf}\s+${offerings}\b`,
      'i',
    ),
    // "all plans in your area", "every carrier", "all insurance companies"
    new RegExp(
      String.raw`\b(?:all|every) (?:the )?(?:plans|carriers|insurance companies|insurers|Medicare plans)\b`,
      'i',
    ),
    /\b(?:whole|entire) market\b/i,
  ];

  /** The claim found in a text, the disclaimer's own sentences left out. */
  function claimIn(text: string): string | undefined {
    const rest = disclaimerSentences.reduce((value, sentence) => value.replace(sentence, ''), text);
    for (const claim of claims) {
      const found = rest.match(claim);
      if (found) return found[0];
    }
    return undefined;
  }

  it('should find the claims it is meant to find, and leave the disclaimer and plain uses alone', () => {
    for (const text of [
      'Compare all your plan options side by side',
      'We compare every plan in your area.',
      'We shop all carriers for you.',
      'We work with all insurance companies.',
      'Compare all Medicare Advantage plans.',
      'We search the entire market.',
    ])
      expect(claimIn(text), text).toBeDefined();
    for (const text of [
      getSections().footer.disclaimers[0]!,
      'Compare plans from the carriers we represent, side by side',
      'On a small screen, scroll the table sideways to see every plan.',
      'Every plan has its own drug list.',
      'You will need the same facts for every plan you look at.',
      'Medicare.gov or 1-800-MEDICARE can give you information on all of your options.',
    ])
      expect(claimIn(text), text).toBeUndefined();
  });

  it('should not promise all plans, every option or every carrier anywhere in the content', () => {
    const found = siteStrings()
      .map(([where, text]) => [where, claimIn(text)])
      .filter(([, claim]) => claim !== undefined);
    expect(found).toEqual([]);
  });
});

describe('Medigap open enrollment', () => {
  // MEDICARE.md §3: during the 6-month Medigap Open Enrollment Period an insurer cannot turn the buyer down or charge
  // more because of health, but it may still make them wait up to 6 months before covering a pre-existing condition
  // when they had no creditable coverage before. So no text may promise immediate cover, and every text that says
  // what the period allows also says that.
  const overPromises = [
    /\bno (?:pre-existing[- ]conditions? )?waiting periods?\b/i,
    /\bwithout (?:a|any) waiting period\b/i,
    /\bpre-existing conditions?\b[^.]{0,60}\b(?:right away|immediately|from day one|from the first day)\b/i,
    /\b(?:right away|immediately|from day one)\b[^.]{0,60}\bpre-existing conditions?\b/i,
    /\bcannot ask (?:you )?(?:any )?(?:about your health|health questions)\b/i,
  ];
  /** A sentence that says what a buyer can do during the period (the text around it names the period). */
  const duringThePeriod =
    /\b(?:during (?:it|this time|th(?:ose|ese) 6 months|your (?:6-month )?Medigap open enrollment(?: period)?)|open enrollment period, when insurers|with no health questions until)\b/i;
  const waitingPeriod = /\bup to 6 months before it covers a pre-existing condition\b/;

  function periodTexts(): Array<[where: string, text: string, sentences: string[]]> {
    return siteStrings()
      .filter(([, text]) => /Medigap open enrollment|Medigap policy|Medigap plan/i.test(text))
      .map(([where, text]): [string, string, string[]] => [
        where,
        text,
        text.split(/(?<=[.!?])\s+/).filter((sentence) => duringThePeriod.test(sentence)),
      ])
      .filter(([, , sentences]) => sentences.length > 0);
  }

  it('should promise no immediate cover of pre-existing conditions anywhere', () => {
    const found = siteStrings().flatMap(([where, text]) =>
      overPromises.filter((pattern) => pattern.test(text)).map((pattern) => [where, String(pattern)]),
    );
    expect(found).toEqual([]);
  });

  it('should say, wherever it says what the period allows, that a waiting period may still apply', () => {
    const texts = periodTexts();
    // The FAQ, the Medigap, timeline, Alabama and Georgia pages, the timeline tool and three posts describe it.
    expect(texts.length).toBeGreaterThanOrEqual(10);
    for (const [where, text, sentences] of texts) {
      expect(text, where).toMatch(waitingPeriod);
      expect(text, where).toMatch(/\bcreditable coverage\b/);
      expect(text, where).toMatch(/cannot turn you down or charge you more because of your health/);
      for (const sentence of sentences) expect(sentence, where).not.toMatch(/\bno health questions\b/i);
    }
  });
});

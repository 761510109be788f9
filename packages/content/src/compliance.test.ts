// Compliance wording (facts/MEDICARE.md §4, issue 14): what the site says about itself must match the CMS
// third-party marketing disclaimer and the agency's licences, whatever an editor changes in the data.
import { describe, expect, it } from 'vitest';
import { brandData } from './collections/brand/brand.data';
import { carrierFactsData } from './collections/carriers/carriers.data';
import { sectionsData } from './collections/sections/sections.data';
import { getSections } from './index';

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
    expect(raw).toContain('Currently we represent {organizationCount} organizations which offer {planCount} products');
    expect(raw).not.toContain('{carrierCount}');
  });
});

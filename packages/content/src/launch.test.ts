// The launch gate on the kit's own content (every sample listed with its file and field) and on a copy of it with the
// samples replaced (nothing left). Values are read from the content, never typed here.
import { describe, expect, it } from 'vitest';
import { brandData } from './collections/brand/brand.data';
import { formatLaunchProblems, launchProblems, sampleFields } from './launch';
import { collections } from './registry';
import type { CollectionDefinition } from './validate';

/** A deep copy of a value with every sample replaced: numbers off 555-01xx, addresses off example.com, flags off. */
function withoutSamples(value: unknown): unknown {
  if (typeof value === 'string')
    return value
      .replace(/555-01(\d\d)/g, '867-53$1')
      .replace(/55501(\d\d)/g, '86753$1')
      .replace(/example\.(com|org|net)/gi, 'agency-of-record.$1')
      .replace(/\/@?example\b/gi, '/agencyofrecord')
      .replace(/\b(sample|placeholder)\b:?/gi, 'Local');
  if (Array.isArray(value)) return value.map(withoutSamples);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === 'isSample' ? false : withoutSamples(item)]),
    );
  return value;
}

describe('the launch gate', () => {
  const problems = launchProblems();
  const where = problems.map((problem) => `${problem.collection} → ${problem.entry}: ${problem.field}`);

  it('lists every sample value of the kit with the file, entry and field to edit', () => {
    expect(where).toContain('brand → (record): tollFreePhone.display');
    expect(where).toContain('brand → (record): email');
    expect(where).toContain('brand → (record): tpmo.organizationCountConfirmed');
    expect(where).toContain('brand → (record): tpmo.confirmed');
    expect(where).toContain('reviews-facts → (record): isSample');
    for (const collection of ['testimonials', 'media', 'advisors'])
      expect(
        problems.filter((problem) => problem.collection === collection && problem.field === 'isSample'),
        collection,
      ).not.toHaveLength(0);
    const review = problems.find((problem) => problem.collection === 'testimonials')!;
    expect(review.file).toBe('src/collections/testimonials/testimonials.data.ts');
    expect(review.message).toContain('16 CFR 465');
    // The staff tools' words about the legacy migration's "sample export" are interface words, not samples.
    expect(problems.some((problem) => problem.collection === 'staff-tools')).toBe(false);
    const report = formatLaunchProblems(problems);
    expect(report).toMatch(
      /^The site is not ready to launch: \d+ sample values or unconfirmed settings remain\./,
    );
    expect(report).toContain(
      `  brand (src/collections/brand/brand.data.ts) → (record): tollFreePhone.display: a fictional 555-01xx phone number: "${brandData.tollFreePhone.display}"`,
    );
  });

  it('passes content whose samples are replaced and whose launch settings are confirmed', () => {
    const replaced = collections.map(
      (collection) => ({ ...collection, data: withoutSamples(collection.data) }) as CollectionDefinition,
    );
    const tpmo = { ...brandData.tpmo, organizationCountConfirmed: true, confirmed: true };
    expect(launchProblems(replaced, { tpmo })).toEqual([]);
    // One sample left is one problem.
    const oneLeft = replaced.map((collection) =>
      collection.name === 'testimonials' && collection.kind === 'list'
        ? {
            ...collection,
            data: collection.data.map((entry, i) =>
              i === 0 ? { ...(entry as object), isSample: true } : entry,
            ),
          }
        : collection,
    );
    expect(launchProblems(oneLeft, { tpmo }).map((problem) => problem.field)).toEqual(['isSample']);
  });

  it('names each kind of sample value', () => {
    expect(
      sampleFields({ phone: '(205) 555-0147', site: 'https://www.example.com', note: 'Sample: local TV' }),
    ).toEqual([
      { field: 'phone', why: 'a fictional 555-01xx phone number: "(205) 555-0147"' },
      { field: 'site', why: 'an example address: "https://www.example.com"' },
      { field: 'note', why: 'text marked as a sample: "Sample: local TV"' },
    ]);
    expect(sampleFields({ id: 'sample-radio', isSample: true, text: 'A real appearance.' })).toEqual([
      { field: 'isSample', why: 'marked isSample: true' },
    ]);
    expect(sampleFields({ phone: '(205) 867-5309', site: 'https://agency.com' })).toEqual([]);
  });
});

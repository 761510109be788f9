// @vitest-environment node
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  failingAudits,
  formatTable,
  markdownTable,
  medianByLcp,
  medianResult,
  summarize,
  withPlain,
  withTwin,
} from './bench.ts';
import { twinHtml } from './first-round-trip.ts';

type Audit = Result['audits'][string];
const audit = (id: string, fields: Partial<Audit>): Audit =>
  ({ id, title: id, description: '', score: 1, scoreDisplayMode: 'binary', ...fields }) as Audit;

/** A Lighthouse result with just what the bench reads. */
function lhr(overrides: { scores?: Partial<Record<string, number>>; audits?: Audit[] } = {}): Result {
  const metric = (id: string, numericValue: number, score = 1) =>
    audit(id, { numericValue, score, scoreDisplayMode: 'numeric', displayValue: String(numericValue) });
  const audits = [
    metric('largest-contentful-paint', 1500),
    metric('total-blocking-time', 40),
    metric('cumulative-layout-shift', 0.005),
    metric('total-byte-weight', 300_000),
    ...(overrides.audits ?? []),
  ];
  const category = (id: string, refs: Array<{ id: string; weight: number }>) => ({
    id,
    title: id,
    score: overrides.scores?.[id] ?? 1,
    auditRefs: refs,
  });
  return {
    audits: Object.fromEntries(audits.map((item) => [item.id, item])),
    categories: {
      performance: category('performance', [
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'unused-javascript', weight: 0 },
      ]),
      accessibility: category('accessibility', [{ id: 'color-contrast', weight: 7 }]),
      'best-practices': category('best-practices', []),
      seo: category('seo', [{ id: 'link-text', weight: 1 }]),
    },
  } as unknown as Result;
}

describe('bench', () => {
  it('should pass a page within every budget', () => {
    const page = summarize('/', lhr());
    expect(page).toMatchObject({ lcpSeconds: 1.5, tbtMs: 40, cls: 0.005, totalKb: 300 });
    expect(page.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
    const twin = summarize('/', lhr({ audits: [audit('largest-contentful-paint', { numericValue: 1400 })] }));
    const plain = summarize(
      '/',
      lhr({ audits: [audit('largest-contentful-paint', { numericValue: 1250 })] }),
    );
    const result = withPlain(withTwin(page, twin), plain);
    expect(result.lcpRatio).toBeCloseTo(1.5 / 1.4);
    expect(result.plainRatio).toBeCloseTo(1.5 / 1.25);
    expect(budgetFailures(result)).toEqual([]);
    expect(formatTable([result])).not.toContain('✗');
    expect(markdownTable([result])).toBe(
      [
        '| Page | Perf | A11y | BP | SEO | LCP (s) | Twin LCP (s) | Ratio | Plain LCP (s) | Plain ratio | TBT (ms) | CLS | Bytes (KB) |',
        '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
        '| `/` | 100 | 100 | 100 | 100 | 1.50 | 1.40 | 1.07 | 1.25 | 1.20 | 40 | 0.005 | 300 |',
      ].join('\n'),
    );
  });

  it('should name every budget a page misses and mark the figures', () => {
    const slow = lhr({
      scores: { performance: 0.62, seo: 0.92 },
      audits: [
        audit('largest-contentful-paint', {
          numericValue: 5800,
          score: 0.15,
          scoreDisplayMode: 'numeric',
          displayValue: '5.8 s',
        }),
        audit('total-blocking-time', { numericValue: 158, score: 0.9, scoreDisplayMode: 'numeric' }),
        audit('cumulative-layout-shift', { numericValue: 0.05, score: 0.9, scoreDisplayMode: 'numeric' }),
        audit('unused-javascript', {
          score: 0,
          scoreDisplayMode: 'metricSavings',
          displayValue: 'Est savings of 269 KiB',
        }),
        audit('link-text', {
          score: 0,
          displayValue: '3 links found',
          details: { type: 'table', headings: [], items: [{}, {}, {}] },
        }),
      ],
    });
    const result = withPlain(withTwin(summarize('/', slow), summarize('/', lhr())), summarize('/', lhr()));
    expect(budgetFailures(result)).toEqual([
      '/: performance 62 < 100',
      '/: seo 92 < 100',
      '/: LCP 5.8 s > 2.0 s',
      '/: LCP 3.87x its plain-HTML twin > 1.15x',
      '/: LCP 3.87x the plain one-paragraph page > 1.25x',
      '/: TBT 158 ms > 50 ms',
      '/: CLS 0.050 > 0.01',
    ]);
    expect(formatTable([result])).toMatch(
      /^\/\s+62 ✗\s+100\s+100\s+92 ✗\s+5\.80 ✗\s+1\.50\s+3\.87 ✗\s+1\.50\s+3\.87 ✗\s+158 ✗\s+0\.050 ✗\s+300$/m,
    );
    expect(result.failingAudits.performance).toEqual([
      'largest-contentful-paint: 5.8 s [largest-contentful-paint, score 0.15]',
      'unused-javascript: Est savings of 269 KiB [unused-javascript, score 0]',
    ]);
    expect(result.failingAudits.seo).toEqual(['link-text: 3 links found (3 items) [link-text, score 0]']);
    expect(result.failingAudits.accessibility).toBeUndefined();
  });

  it('should report an audit that could not run, and skip those that do not apply', () => {
    const broken = lhr({
      audits: [
        audit('color-contrast', { score: null, scoreDisplayMode: 'error', errorMessage: 'Protocol timeout' }),
        audit('link-text', { score: null, scoreDisplayMode: 'notApplicable' }),
      ],
    });
    expect(failingAudits(broken, 'accessibility')).toEqual([
      'color-contrast: the audit could not run (Protocol timeout)',
    ]);
    expect(failingAudits(broken, 'seo')).toEqual([]);
  });

  it('should make the twin of a page: the same HTML without any script or preload', () => {
    const html = [
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js"/>',
      '<link rel="preload" as="script" href="/y.js"/><script type="module" src="/z.js"></script></head>',
      '<body><h1>Hello</h1><script type="application/json" id="island-page">{"a":1}</script>',
      '<script data-src="/i.js">(function(s){})(document.currentScript.dataset.src)</script></body></html>',
    ].join('');
    expect(twinHtml(html)).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/></head><body><h1>Hello</h1></body></html>',
    );
  });

  it('should take the median run by LCP', () => {
    const run = (lcp: number) => ({
      result: summarize('/', lhr({ audits: [audit('largest-contentful-paint', { numericValue: lcp })] })),
    });
    expect(medianByLcp([run(900), run(700), run(800)]).result.lcpSeconds).toBe(0.8);
    expect(medianByLcp([run(900), run(700)]).result.lcpSeconds).toBe(0.7);
  });

  it('should take the median of each figure on its own', () => {
    const run = (lcp: number, tbt: number, performance: number) =>
      summarize(
        '/',
        lhr({
          scores: { performance: performance / 100 },
          audits: [
            audit('largest-contentful-paint', { numericValue: lcp }),
            audit('total-blocking-time', { numericValue: tbt }),
          ],
        }),
      );
    const result = medianResult([run(900, 10, 100), run(700, 160, 98), run(800, 30, 99)]);
    expect(result).toMatchObject({ lcpSeconds: 0.8, tbtMs: 30 });
    expect(result.scores.performance).toBe(99);
  });
});

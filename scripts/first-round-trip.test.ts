// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { roundTrips, twinHtml } from './first-round-trip.ts';

describe('first round trip', () => {
  it("should count round trips as Lighthouse's simulation does: 14,600 bytes first, then twice as many each time", () => {
    expect(roundTrips(1)).toBe(1);
    expect(roundTrips(14_600)).toBe(1);
    expect(roundTrips(14_601)).toBe(2);
    expect(roundTrips(14_600 + 29_200)).toBe(2);
    expect(roundTrips(14_600 + 29_200 + 1)).toBe(3);
  });

  it('should keep the inline CSS and the noscript stylesheet in the twin, and drop every script and preload', () => {
    const html =
      '<head><style>p{color:red}</style><noscript><link rel="stylesheet" href="/a.css"></noscript>' +
      '<link rel="modulepreload" href="/m.js"><script type="application/ld+json">{}</script></head>' +
      '<body><p>Hi</p><script data-src="/i.js">go()</script></body>';
    expect(twinHtml(html)).toBe(
      '<head><style>p{color:red}</style><noscript><link rel="stylesheet" href="/a.css"></noscript></head><body><p>Hi</p></body>',
    );
  });
});

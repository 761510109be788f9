// What a page's HTML costs before its first paint on a slow phone, as Lighthouse's simulation (Lantern) counts it:
// round trips of TCP slow start. A response of up to 10 segments (14,600 bytes) arrives in the first round trip;
// each further round trip brings twice as many (29,200, then 58,400, ...). The stylesheet and the paint wait for
// the whole HTML, so a page whose inline scripts and data push it into another round trip than its plain-HTML twin
// paints a round trip (150 ms on the simulated phone) later: that is the bench's LCP ratio (docs/performance.md).

/**
 * The response headers of an HTML page from the local server (status line, security headers with the page's
 * Content-Security-Policy, caching and encoding headers: 1,000-1,050 bytes measured on 2026-11-28), with some room.
 */
export const htmlHeaderAllowance = 1_100;

/** TCP's initial window in Lighthouse's simulation: 10 segments of 1,460 bytes. */
const firstWindow = 10 * 1460;

/** The round trips a response of `bytes` (headers and compressed body) needs, from its first byte. */
export function roundTrips(bytes: number): number {
  let window = firstWindow;
  let received = 0;
  let trips = 0;
  while (received < bytes) {
    received += window;
    window *= 2;
    trips += 1;
  }
  return trips;
}

/**
 * The plain-HTML twin of a page: the same document with every script element (inline, external, module, JSON) and
 * every preload and module preload taken out. What remains is what the browser needs to paint: HTML and CSS.
 */
export function twinHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>/g, '');
}

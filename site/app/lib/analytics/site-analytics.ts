// The site's analytics: starts the tags of analytics.ts with the brand's ids, and queues hits until then.
import type { Analytics, AnalyticsIds } from './analytics';

type Report = (analytics: Analytics) => void;

let state: 'waiting' | 'loading' | 'off' = 'waiting';
let ready: Analytics | null = null;
const early: Report[] = [];

/**
 * Starts the site's analytics with the ids of the brand record (empty ids: nothing loads, not even this code). The
 * root route calls it once with its loader data, so no page's script carries the content package to know the ids,
 * and the analytics code itself loads after the page (it only ever starts the vendors' tags when the page is idle).
 */
export function startAnalytics(ids: AnalyticsIds): void {
  if (state !== 'waiting') return;
  if (!ids.pixelId && !ids.ga4Id && !ids.clarityId) {
    state = 'off';
    early.length = 0;
    return;
  }
  state = 'loading';
  import('./analytics').then(
    ({ createAnalytics }) => {
      ready = createAnalytics(ids);
      for (const report of early.splice(0)) report(ready);
    },
    (error: unknown) => {
      state = 'off';
      early.length = 0;
      console.error('Analytics could not load.', error);
    },
  );
}

function whenReady(report: Report): void {
  if (ready) report(ready);
  else if (state !== 'off') early.push(report);
}

/** The site's analytics; hits made before its code has loaded wait for it (and are dropped when it is off). */
export const analytics: Pick<Analytics, 'pageView' | 'track'> = {
  // The title is read now: by the time the code has loaded, another page may be showing.
  pageView: (path, title = typeof document === 'undefined' ? '' : document.title) =>
    whenReady((loaded) => loaded.pageView(path, title)),
  track: (name, params) => whenReady((loaded) => loaded.track(name, params)),
};

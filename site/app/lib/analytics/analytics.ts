// One small module for the advertising pixel and the two analytics tags. Nothing loads when the ids are empty;
// when set, the vendors' scripts load only after the page is interactive (idle after `load`), so they never delay
// the first paint. Page views and conversion events queue until then.

export interface AnalyticsIds {
  /** Advertising pixel (Meta). */
  pixelId: string;
  /** Google Analytics 4 measurement id. */
  ga4Id: string;
  /** Microsoft Clarity project id. */
  clarityId: string;
}

/** The conversions the agency cares about. */
export const conversionEvents = [
  'phone_click',
  'booking_click',
  'chat_open',
  'chat_send',
  'exit_popup_open',
  'exit_popup_call',
  'exit_popup_book',
  'callback_request',
] as const;
export type ConversionEvent = (typeof conversionEvents)[number];

type Hit =
  | { kind: 'page_view'; path: string; title: string }
  | { kind: 'event'; name: ConversionEvent; params: Record<string, string> };

interface AnalyticsWindow extends Window {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string };
  clarity?: ((...args: unknown[]) => void) & { q?: unknown[] };
}

export interface Analytics {
  /** Reports a page view (call on every route change). */
  pageView(path: string, title?: string): void;
  /** Reports a conversion. Never pass personal data (no phone numbers typed by visitors, no messages). */
  track(name: ConversionEvent, params?: Record<string, string>): void;
  /** Whether any tag is configured. */
  readonly enabled: boolean;
}

function addScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/**
 * Creates the analytics of the site. `schedule` decides when the vendor scripts load (default: the browser is idle
 * after the load event); tests pass their own.
 */
export function createAnalytics(
  ids: AnalyticsIds,
  {
    win = typeof window === 'undefined' ? undefined : (window as AnalyticsWindow),
    schedule = whenIdleAfterLoad,
  }: { win?: AnalyticsWindow; schedule?: (start: () => void) => void } = {},
): Analytics {
  const enabled = Boolean(ids.pixelId || ids.ga4Id || ids.clarityId);
  const queue: Hit[] = [];
  let ready = false;

  const send = (hit: Hit) => {
    if (!win) return;
    if (hit.kind === 'page_view') {
      win.gtag?.('event', 'page_view', { page_path: hit.path, page_title: hit.title });
      win.fbq?.('track', 'PageView');
    } else {
      win.gtag?.('event', hit.name, hit.params);
      win.fbq?.('trackCustom', hit.name, hit.params);
      win.clarity?.('event', hit.name);
    }
  };

  if (enabled && win) {
    schedule(() => {
      const doc = win.document;
      if (ids.ga4Id) {
        win.dataLayer = win.dataLayer ?? [];
        win.gtag = function gtag(...args: unknown[]) {
          win.dataLayer!.push(args);
        };
        win.gtag('js', new Date());
        win.gtag('config', ids.ga4Id, { send_page_view: false, anonymize_ip: true });
        addScript(doc, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.ga4Id)}`);
      }
      if (ids.pixelId) {
        const fbq: NonNullable<AnalyticsWindow['fbq']> = Object.assign(
          (...args: unknown[]) => {
            fbq.queue!.push(args);
          },
          { queue: [] as unknown[], loaded: true, version: '2.0' },
        );
        win.fbq = fbq;
        fbq('init', ids.pixelId);
        addScript(doc, 'https://connect.facebook.net/en_US/fbevents.js');
      }
      if (ids.clarityId) {
        const clarity: NonNullable<AnalyticsWindow['clarity']> = Object.assign(
          (...args: unknown[]) => {
            clarity.q!.push(args);
          },
          { q: [] as unknown[] },
        );
        win.clarity = clarity;
        addScript(doc, `https://www.clarity.ms/tag/${encodeURIComponent(ids.clarityId)}`);
      }
      ready = true;
      for (const hit of queue.splice(0)) send(hit);
    });
  }

  const report = (hit: Hit) => {
    if (!enabled) return;
    if (ready) send(hit);
    else queue.push(hit);
  };

  return {
    enabled,
    pageView: (path, title = win?.document.title ?? '') => report({ kind: 'page_view', path, title }),
    track: (name, params = {}) => report({ kind: 'event', name, params }),
  };
}

/** Runs `start` once the page has loaded and the main thread is idle. */
export function whenIdleAfterLoad(start: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(start, { timeout: 4000 });
    else setTimeout(start, 1500);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

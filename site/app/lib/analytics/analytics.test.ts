import { describe, expect, it } from 'vitest';
import { createAnalytics } from './analytics';

const none = { pixelId: '', ga4Id: '', clarityId: '' };

describe('analytics', () => {
  it('should load nothing and report nothing when the ids are empty', () => {
    let scheduled = false;
    const analytics = createAnalytics(none, { win: window, schedule: () => (scheduled = true) });
    analytics.pageView('/');
    analytics.track('phone_click');
    expect(analytics.enabled).toBe(false);
    expect(scheduled).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('should load the tags only when scheduled, and send what was queued before', () => {
    let start: (() => void) | undefined;
    const win = window as Window & { dataLayer?: unknown[] };
    const analytics = createAnalytics(
      { pixelId: '1234567890', ga4Id: 'G-TEST123', clarityId: '' },
      { win, schedule: (run) => (start = run) },
    );
    analytics.pageView('/blog', 'Blog');
    analytics.track('booking_click', { source: 'hero' });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);

    start!();
    const sources = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(sources).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(win.dataLayer).toContainEqual(['event', 'page_view', { page_path: '/blog', page_title: 'Blog' }]);
    expect(win.dataLayer).toContainEqual(['event', 'booking_click', { source: 'hero' }]);

    analytics.track('chat_open');
    expect(win.dataLayer).toContainEqual(['event', 'chat_open', {}]);
  });
});

// The browser code of every visitor's page, loaded after the page has painted (see islands/page-scripts.tsx): it
// starts the page's islands and the analytics. The page itself is its prerendered HTML; this only adds to it. The
// shell copy the islands share comes with this bundle (island-data-plugin.ts), the page's path from its HTML.
import shell from 'virtual:island-shell';
import { analytics, startAnalytics } from '../lib/analytics/site-analytics';
import { islandAttribute, islandPageDataId, islandPropsAttribute } from './attributes';
import type { IslandPage } from './frame';
import { jsonOf } from './read';
import { isIslandId } from './registry';
import { startIsland } from './start';

// The page's whole stylesheet, which the loader asked for with this code (islands/page-scripts.tsx): an island may
// show what the page's inline CSS has no rules for (an open menu, a dialog), so none starts before it has arrived.
await stylesheetLoaded(document.querySelector<HTMLLinkElement>('link[data-page-css]'));

const data = jsonOf<{ path: string }>(document.getElementById(islandPageDataId));
if (data) {
  const page: IslandPage = { shell, path: data.path };
  for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    const id = element.getAttribute(islandAttribute) ?? '';
    if (!isIslandId(id) || element.hasAttribute('data-island-started')) continue;
    element.setAttribute('data-island-started', '');
    const propsScript = element.nextElementSibling;
    const props =
      propsScript?.getAttribute(islandPropsAttribute) === id ? jsonOf<object>(propsScript) : undefined;
    startIsland(element, id, props ?? {}, page);
  }
  startAnalytics(page.shell.analytics);
  analytics.pageView(page.path);
}

/** Resolves once `link` has loaded, or failed (the islands then work with the page's inline CSS), or at once without one. */
function stylesheetLoaded(link: HTMLLinkElement | null): Promise<void> {
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

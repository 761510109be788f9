// The browser code of every visitor's page, loaded after the page has painted (see islands/page-scripts.tsx): it
// starts the page's islands and the analytics. The page itself is its prerendered HTML; this only adds to it. The
// shell copy the islands share comes with this bundle (island-shell-plugin.ts), the page's path from its HTML.
import shell from 'virtual:island-shell';
import { analytics, startAnalytics } from '../lib/site-analytics';
import { islandAttribute, islandPageDataId, islandPropsAttribute } from './attributes';
import type { IslandPage } from './frame';
import { jsonOf } from './read';
import { isIslandId } from './registry';
import { startIsland } from './start';

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

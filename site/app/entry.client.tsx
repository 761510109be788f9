import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

/**
 * The 404 page is served under any address nobody has a page for (/aep/anything, /blog/nope, …): by the local
 * server and, on static hosts, as 404.html. Its HTML holds the 404 route's data; the router, reading the address,
 * would match the city, post or advisor route instead and find no data for it. So the router starts at /404, the
 * page it really has, and the address the visitor typed is put back in the bar at once (the router reads the bar
 * again only on back/forward, where a missing page shows the same 404 page).
 */
const servedAsNotFound =
  window.__reactRouterRouteModules !== undefined &&
  'routes/not-found' in window.__reactRouterRouteModules &&
  window.location.pathname !== '/404';
const typedAddress = window.location.href;
if (servedAsNotFound) window.history.replaceState(window.history.state, '', '/404');

function RestoreTypedAddress() {
  useEffect(() => {
    if (servedAsNotFound && window.location.pathname === '/404')
      window.history.replaceState(window.history.state, '', typedAddress);
  }, []);
  return null;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <RestoreTypedAddress />
    </StrictMode>,
  );
});

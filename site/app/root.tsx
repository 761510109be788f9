import stylesheet from '@agency/ui/styles.css?url';
import { LoadingOverlay, PageLoading, UiProvider } from '@agency/ui';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import { IslandPageScripts } from './islands/page-scripts';
import { islandsEntry } from './islands/entry.server';
import { PagePathContext, ShellContext, useOptionalShell, useShell } from './lib/shell';
import { shellData } from './lib/shell.server';
import { analytics, startAnalytics } from './lib/analytics/site-analytics';
import type { Route } from './+types/root';

/**
 * Runs at build time (every page is prerendered, and so is the fallback page of the client app): the copy of the
 * header, contact section, footer, chat button and 404 page reaches each page as loader data in its HTML, not as
 * JavaScript. Components read it with useShell().
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    shell: shellData(),
    islandsEntry: islandsEntry(),
    // React Router also prerenders the client app's own fallback page (removed after the build, ADR 0009) and
    // checks that it hydrates: that page keeps the router's scripts.
    clientAppFallback: request.headers.has('X-React-Router-SPA-Mode'),
  };
}

/** What a staff route exports as `handle`: its page is the client app (the router hydrates it); every other page is
 *  its prerendered HTML with islands (docs/adr/0013). */
export interface RouteHandle {
  clientApp?: boolean;
}

/** The page's path without a trailing slash ('/' for home). */
function usePathname(): string {
  return useLocation().pathname.replace(/\/$/, '') || '/';
}

// The 404 page of the error boundary: only a client-side navigation to a missing page shows it (the prerendered
// 404 page is its own route), so its code loads then.
const NotFoundRoute = lazy(() => import('./routes/not-found'));

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const path = usePathname();
  const matches = useMatches();
  const clientApp =
    !data ||
    data.clientAppFallback ||
    matches.some((match) => (match.handle as RouteHandle | undefined)?.clientApp);
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence, React writes the stylesheet before the scripts' preloads, so the browser asks for the
            file the first paint needs before the code that only makes the page interactive. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" content="#0b3c5d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {data ? (
          <ShellContext value={data.shell}>
            <PagePathContext value={path}>{children}</PagePathContext>
          </ShellContext>
        ) : (
          children
        )}
        {clientApp || !data ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <IslandPageScripts path={path} entry={data.islandsEntry} />
        )}
      </body>
    </html>
  );
}

/**
 * While the next page's code loads (a client-side navigation), a 'Loading...' spinner shows over the page, after a
 * short delay so fast navigations don't flash.
 */
function NavigationLoading() {
  const loading = useNavigation().state === 'loading';
  const [show, setShow] = useState(false);
  const { pageLoadingLabel } = useShell();
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setShow(true), 250);
    return () => {
      clearTimeout(timer);
      setShow(false);
    };
  }, [loading]);
  return show ? <LoadingOverlay label={pageLoadingLabel} /> : null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const pathname = usePathname();
  const analyticsIds = loaderData.shell.analytics;
  useEffect(() => startAnalytics(analyticsIds), [analyticsIds]);
  // A page view on every route change (not on in-page anchors: the hash is not part of the dependency).
  useEffect(() => analytics.pageView(pathname), [pathname]);
  // No ToastProvider here: the only toasts are the chat's, and the chat panel (loaded on first use) brings its own.
  return (
    <UiProvider>
      <NavigationLoading />
      <Outlet />
    </UiProvider>
  );
}

/**
 * Shown while a URL that was not prerendered loads in the client app. Its title is the SPA shell's only one (React
 * hoists it into <head>); the page's own title replaces it once the page renders.
 */
export function HydrateFallback() {
  const label = useShell().pageLoadingLabel;
  return (
    <>
      <title>{label}</title>
      <PageLoading label={label} />
    </>
  );
}

/**
 * A client-side navigation to a page that does not exist (e.g. /service-areas/nowhere, whose data file is missing)
 * shows the 404 page; any other failure shows the same page with a way home and the phone number.
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  // The shell copy comes from the root loader; should that ever be what failed, the page still offers a way home.
  const shell = useOptionalShell();
  return (
    <UiProvider>
      {shell ? (
        <Suspense fallback={<PageLoading label={shell.pageLoadingLabel} />}>
          <NotFoundRoute />
        </Suspense>
      ) : (
        <main id="main">
          <h1>Oops! Page not found</h1>
          <p>
            <a href="/">Return to Home</a>
          </p>
        </main>
      )}
    </UiProvider>
  );
}

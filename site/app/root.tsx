import '@agency/ui/styles.css';
import { constants, getSections } from '@agency/content';
import { PageLoading, Spinner, ToastProvider, UiProvider } from '@agency/ui';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from 'react-router';
import NotFoundRoute from './routes/not-found';
import { analytics } from './lib/site-analytics';
import { RouterLink } from './components/RouterLink';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3c5d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
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
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setShow(true), 250);
    return () => {
      clearTimeout(timer);
      setShow(false);
    };
  }, [loading]);
  if (!show) return null;
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 450,
        display: 'grid',
        placeItems: 'center',
        background: 'rgba(255, 255, 255, 0.85)',
      }}
    >
      <Spinner label={getSections().pageLoading.label} />
    </div>
  );
}

export default function App() {
  const { pathname } = useLocation();
  // A page view on every route change (not on in-page anchors: the hash is not part of the dependency).
  useEffect(() => analytics.pageView(pathname), [pathname]);
  return (
    <UiProvider linkComponent={RouterLink}>
      <ToastProvider
        maxVisible={constants.toasts.maxVisible}
        duration={constants.toasts.durationMs}
        gap={constants.toasts.gapPx}
      >
        <NavigationLoading />
        <Outlet />
      </ToastProvider>
    </UiProvider>
  );
}

/** Shown while a URL that was not prerendered loads in the client app. */
export function HydrateFallback() {
  return <PageLoading label={getSections().pageLoading.label} />;
}

/**
 * A client-side navigation to a page that does not exist (e.g. /service-areas/nowhere, whose data file is missing)
 * shows the 404 page; any other failure shows the same page with a way home and the phone number.
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  return (
    <UiProvider linkComponent={RouterLink}>
      <NotFoundRoute />
    </UiProvider>
  );
}

import '@agency/ui/styles.css';
import { constants, getSections } from '@agency/content';
import { PageLoading, ToastProvider, UiProvider } from '@agency/ui';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
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
        <Outlet />
      </ToastProvider>
    </UiProvider>
  );
}

/** Shown while a URL that was not prerendered loads in the client app. */
export function HydrateFallback() {
  return <PageLoading label={getSections().pageLoading.label} />;
}

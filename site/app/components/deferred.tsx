import { deferHydration } from './DeferredHydration';

// The parts of every page that work without JavaScript until their code arrives (see DeferredHydration). The
// `server` imports run only in the prerendering build (import.meta.env.SSR is false in the browser build).

/** The contact section (#contact), hydrated as it nears the window or when the visitor reaches into it. */
export const DeferredContactSection = deferHydration({
  id: 'contact',
  load: () => import('./ContactSection').then((module) => module.ContactSection),
  server: import.meta.env.SSR ? (await import('./ContactSection')).ContactSection : undefined,
});

/** The footer, hydrated as it nears the window or when the visitor reaches into it. */
export const DeferredSiteFooterSection = deferHydration({
  id: 'footer',
  load: () => import('./SiteFooterSection').then((module) => module.SiteFooterSection),
  server: import.meta.env.SSR ? (await import('./SiteFooterSection')).SiteFooterSection : undefined,
});

import { deferHydration } from './DeferredHydration';

// The parts of every page that work without JavaScript until their code arrives (see DeferredHydration). The
// `server` imports run only in the prerendering build (import.meta.env.SSR is false in the browser build).

/**
 * The phone banner and navigation bar: links, and buttons (menus) whose first press is answered once hydrated. Its
 * code loads once the page is up and idle, or as soon as the visitor reaches into it.
 */
export const DeferredSiteHeader = deferHydration({
  id: 'header',
  when: 'idle',
  load: () => import('./SiteHeader').then((module) => module.SiteHeader),
  server: import.meta.env.SSR ? (await import('./SiteHeader')).SiteHeader : undefined,
});

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

/** The bottom call bar (phones) and the chat button, hydrated like the header. */
export const DeferredPageActions = deferHydration({
  id: 'page-actions',
  when: 'idle',
  load: () => import('./PageActions').then((module) => module.PageActions),
  server: import.meta.env.SSR ? (await import('./PageActions')).PageActions : undefined,
});

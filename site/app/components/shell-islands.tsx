// The islands of every page's frame (see islands/registry.ts): the header, the contact section, the footer and the
// floating call bar and chat button. Their HTML is prerendered; their code only adds to it. The `server` components
// are imported when prerendering only (import.meta.env.SSR is false in the browser build).
import { island } from '../islands/island';

/** The phone banner and navigation bar: links, and menu buttons whose first press is answered once hydrated. */
export const HeaderIsland = island(
  'header',
  import.meta.env.SSR ? (await import('./SiteHeader')).SiteHeader : undefined,
);

/** The contact section (#contact): details, hours, the consent-gated Call Now. */
export const ContactIsland = island(
  'contact',
  import.meta.env.SSR ? (await import('./ContactSection')).ContactSection : undefined,
);

/** The footer. */
export const FooterIsland = island(
  'footer',
  import.meta.env.SSR ? (await import('./SiteFooterSection')).SiteFooterSection : undefined,
);

/** The bottom call bar (phones) and the chat button. */
export const PageActionsIsland = island(
  'page-actions',
  import.meta.env.SSR ? (await import('./PageActions')).PageActions : undefined,
);

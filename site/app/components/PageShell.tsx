import type { ReactNode } from 'react';
import { ContactIsland, HeaderIsland } from './shell-islands';
import { SkipLinks } from './SkipLinks';
import { SiteFooter } from './SiteFooter';

export interface PageShellProps {
  /** Show the contact section (#contact) at the end of the page. */
  contact?: boolean;
  /**
   * Skip links to the consultation form and the chat (visitors' pages). A staff page, a client app whose islands
   * start after its first render, has only the skip link to its content.
   */
  visitorSkipLinks?: boolean;
  children: ReactNode;
}

/** The skip links, header, the page's content, the contact section and the footer. */
export function PageShell({ contact = true, visitorSkipLinks = true, children }: PageShellProps) {
  return (
    <>
      <SkipLinks form={contact && visitorSkipLinks} chat={visitorSkipLinks} />
      <div data-print="hide">
        <HeaderIsland />
      </div>
      {/* Focusable, so the skip link (a plain in-page link) moves focus to the content, not only the view. */}
      <main id="main" tabIndex={-1}>
        {children}
        {contact ? (
          <div data-print="hide">
            <ContactIsland />
          </div>
        ) : null}
      </main>
      <div data-print="hide">
        <SiteFooter />
      </div>
    </>
  );
}

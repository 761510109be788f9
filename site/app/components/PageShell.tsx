import { SkipLink } from '@agency/ui';
import type { ReactNode } from 'react';
import { useShell } from '../lib/shell';
import { ContactIsland, HeaderIsland } from './shell-islands';
import { SiteFooter } from './SiteFooter';

export interface PageShellProps {
  /** Show the contact section (#contact) at the end of the page. */
  contact?: boolean;
  children: ReactNode;
}

/** The skip link, header, the page's content, the contact section and the footer. */
export function PageShell({ contact = true, children }: PageShellProps) {
  const { skipLinkLabel } = useShell();
  return (
    <>
      <SkipLink targetId="main" label={skipLinkLabel} />
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

import { FooterIsland, PageActionsIsland } from './shell-islands';

/**
 * The footer of every page, then the phone-only bottom bar and the chat button that float over it. All work as
 * plain HTML until their code arrives (links; a press on the chat button is answered once it has hydrated).
 */
export function SiteFooter() {
  return (
    <>
      <FooterIsland />
      <PageActionsIsland />
    </>
  );
}

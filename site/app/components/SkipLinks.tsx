import { SkipLink } from '@agency/ui';
import { useShell } from '../lib/shell';

export interface SkipLinksProps {
  /** The page has the contact section, with the consultation form (#callback). */
  form?: boolean;
  /** The page has the chat's button (#chat). */
  chat?: boolean;
}

/**
 * The keyboard's first stops, hidden until focused: past the header to the page's content, to the consultation
 * form's first field, and to the chat's button (which sits at the end of the page), so a keyboard reaches each
 * within a few presses of Tab.
 */
export function SkipLinks({ form = true, chat = true }: SkipLinksProps) {
  const { skipLinkLabel, skipToFormLabel, skipToChatLabel } = useShell();
  return (
    <>
      <SkipLink targetId="main" label={skipLinkLabel} />
      {form ? <SkipLink targetId="callback" label={skipToFormLabel} /> : null}
      {chat ? <SkipLink targetId="chat" label={skipToChatLabel} /> : null}
    </>
  );
}

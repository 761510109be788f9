import { ChatWidget } from '@agency/ui';
import { useShell } from '../lib/shell';
import { analytics } from '../lib/analytics/site-analytics';

/**
 * The chat button (bottom right) of every page; the panel's code loads on first use. The backend comes from the
 * environment (VITE_SUPABASE_URL + VITE_SUPABASE_ANON_KEY); with neither set it is the site's own origin, where the
 * local server answers /functions/v1/chat.
 */
export function SiteChat() {
  const { chat, phone } = useShell();
  const { functionName, ...widget } = chat;
  return (
    <ChatWidget
      {...widget}
      phone={phone}
      onOpen={() => analytics.track('chat_open')}
      onSend={() => analytics.track('chat_send')}
      onCall={() => analytics.track('phone_click', { source: 'chat' })}
      contactTargetId="callback"
      chat={{
        url: import.meta.env.VITE_SUPABASE_URL || undefined,
        key: import.meta.env.VITE_SUPABASE_ANON_KEY || undefined,
        functionName,
      }}
    />
  );
}

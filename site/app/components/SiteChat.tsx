import { brand, constants, getSections } from '@agency/content';
import { ChatWidget } from '@agency/ui';
import { analytics } from '../lib/site-analytics';

/**
 * The chat button (bottom right) of every page; the panel's code loads on first use. The backend comes from the
 * environment (VITE_SUPABASE_URL + VITE_SUPABASE_ANON_KEY); with neither set it is the site's own origin, where the
 * local server answers /functions/v1/chat.
 */
export function SiteChat() {
  const chat = getSections().chat;
  return (
    <ChatWidget
      {...chat}
      phone={brand.tollFreePhone}
      onOpen={() => analytics.track('chat_open')}
      onSend={() => analytics.track('chat_send')}
      onCall={() => analytics.track('phone_click', { source: 'chat' })}
      panelSize={constants.chatPanel}
      contactTargetId="contact"
      messageMaxLength={constants.chat.messageMaxLength}
      chat={{
        url: import.meta.env.VITE_SUPABASE_URL || undefined,
        key: import.meta.env.VITE_SUPABASE_ANON_KEY || undefined,
        functionName: constants.chat.functionName,
      }}
      anonymousId={{
        prefix: constants.chat.anonymousIdPrefix,
        randomLength: constants.chat.anonymousIdRandomLength,
        storageKey: constants.chat.anonymousIdStorageKey,
      }}
    />
  );
}

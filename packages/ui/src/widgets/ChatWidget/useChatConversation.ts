// useChatConversation: the chat panel's messages and the send that adds to them (SPEC §5, §8): the visitor's
// message at once, then the answer, or the fallback bubble, a destructive toast and `onError` when the call fails.
// The only part of the panel that talks to the chat function (through the injected client or `createChatClient`).
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../primitives/Toast/ToastContext';
import { getAnonymousId } from './anonymousId';
import { chatFallbackMessage, type ChatClient, type ChatFailure } from './chatClient';
import type { ChatWidgetProps } from './ChatWidget';
import { createChatClient } from './transport';

/** One bubble of the conversation. */
export interface ChatMessage {
  id: number;
  from: 'user' | 'assistant';
  content: string;
  /** The §8 fallback, shown when a send failed. */
  failed?: boolean;
}

/** What the conversation takes from the widget's props. */
export type ChatConversationOptions = Pick<
  ChatWidgetProps,
  'chat' | 'anonymousId' | 'client' | 'fallback' | 'toast' | 'onSend' | 'onReply' | 'onError'
>;

/** A transport that always fails, used when the backend settings are wrong (the error is logged once). */
function misconfiguredClient(error: unknown): ChatClient {
  console.error(error instanceof Error ? error.message : error);
  return { send: async () => ({ ok: false, status: null, kind: 'invalid' }) };
}

/**
 * The messages so far, whether an answer is pending, and `send(message)`: ignored while an answer is pending, else
 * shows the message and asks the chat function.
 */
export function useChatConversation(options: ChatConversationOptions) {
  const { chat, anonymousId: anonymousIdOptions, client, fallback, toast: toastCopy } = options;
  const { onSend, onReply, onError } = options;
  const clientRef = useRef<ChatClient | null>(null);
  const pendingRef = useRef(false);
  const nextId = useRef(0);
  const mounted = useRef(true);
  const [messages, setMessages] = useState<ReadonlyArray<ChatMessage>>([]);
  const [pending, setPending] = useState(false);
  const showToast = useToast();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const transport = (): ChatClient => {
    if (client) return client;
    if (!clientRef.current) {
      try {
        clientRef.current = createChatClient(chat ?? {});
      } catch (error) {
        clientRef.current = misconfiguredClient(error);
      }
    }
    return clientRef.current;
  };

  const append = (message: Omit<ChatMessage, 'id'>) => {
    const id = nextId.current++;
    setMessages((current) => [...current, { ...message, id }]);
  };

  const fail = (failure: ChatFailure) => {
    append({ from: 'assistant', content: chatFallbackMessage(fallback, failure.status), failed: true });
    onError?.({ status: failure.status, kind: failure.kind });
    try {
      showToast({ title: toastCopy.title, description: toastCopy.description, variant: 'destructive' });
    } catch {
      // No ToastProvider above the widget: the fallback bubble alone tells the visitor what to do.
    }
  };

  const send = async (message: string) => {
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    append({ from: 'user', content: message });
    onSend?.();

    // A transport never rejects; an injected one that throws still ends on the generic fallback.
    const result = await Promise.resolve()
      .then(() =>
        transport().send(message, getAnonymousId(undefined, undefined, undefined, anonymousIdOptions)),
      )
      .catch((): ChatFailure => ({ ok: false, status: null, kind: 'fetch' }));
    pendingRef.current = false;
    if (!mounted.current) return;
    setPending(false);
    if (result.ok) {
      append({ from: 'assistant', content: result.message });
      onReply?.();
    } else {
      fail(result);
    }
  };

  return { messages, pending, send };
}

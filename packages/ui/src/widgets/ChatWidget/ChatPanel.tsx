import { assignInlineVars } from '@vanilla-extract/dynamic';
import { CalendarCheck, MessageCircle, Phone, Send, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { ToastProvider } from '../../primitives/Toast/Toast';
import { useToast } from '../../primitives/Toast/ToastContext';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import { fullScreenChatMedia } from '../../private/chrome';
import { scrollToTarget } from '../../private/scrollToAnchor';
import { getAnonymousId } from './anonymousId';
import { chatFallbackMessage, type ChatClient, type ChatFailure } from './chatClient';
import * as styles from './ChatPanel.css';
import type { ChatWidgetProps } from './ChatWidget';
import { createChatClient } from './transport';

/** What the panel takes: the widget's props minus the button's, plus its open state. */
export interface ChatPanelProps extends Omit<
  ChatWidgetProps,
  'openLabel' | 'loadingLabel' | 'onOpen' | 'onClose'
> {
  /** Shown (true) or hidden but kept, with its conversation, until the next open (false). */
  open: boolean;
  /** Close the panel; `returnFocus: false` when focus is going elsewhere (the contact section). */
  onClose: (options?: { returnFocus?: boolean }) => void;
}

export interface ChatPanelRootProps extends ChatPanelProps {
  /** Bring a toast region of its own (the page has no ToastProvider); with the spec's defaults (3, 4000 ms, 14px). */
  ownToasts: boolean;
}

/**
 * What ChatWidget loads on first use: the panel, inside a ToastProvider of its own when the page has none, so a
 * page that shows no other toasts loads no toast code until the chat opens.
 */
export function ChatPanelRoot({ ownToasts, ...props }: ChatPanelRootProps) {
  const panel = <ChatPanel {...props} />;
  return ownToasts ? <ToastProvider>{panel}</ToastProvider> : panel;
}

/** Space kept above the first line of a new answer when it is scrolled to, in CSS pixels. */
const readingMargin = 8;

interface ChatMessage {
  id: number;
  from: 'user' | 'assistant';
  content: string;
  /** The §8 fallback, shown when a send failed. */
  failed?: boolean;
}

/** A transport that always fails, used when the backend settings are wrong (the error is logged once). */
function misconfiguredClient(error: unknown): ChatClient {
  console.error(error instanceof Error ? error.message : error);
  return { send: async () => ({ ok: false, status: null, kind: 'invalid' }) };
}

/** Whether `query` matches now, following changes (false before the browser has a window). */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

const focusableSelector =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The chat panel (SPEC §2 "Chat widget", §4, §5, §8), loaded on first use by ChatWidget. Focus moves to the message
 * box when it opens; Escape and the close button close it, and focus goes back to the chat button.
 *
 * Modal or not depends on what it covers. Where it fills the screen (phones and short windows: `fullScreenChatMedia`)
 * the page behind is hidden, so the panel is a modal dialog there: `aria-modal="true"`, Tab and Shift+Tab cycle
 * inside it, and focus that leaves it (a tap behind, a screen reader) is brought back; otherwise a keyboard user
 * tabs on into a page they cannot see. On wider, taller windows it is a 380x600 panel in a corner with the page in
 * view beside it, and stays non-modal, as designed: a visitor can read the page (a figure, a date) while asking
 * about it, and tab between the two.
 */
export function ChatPanel({
  open,
  onClose,
  title,
  subtitle,
  greeting,
  placeholder,
  inputLabel,
  sendLabel,
  pendingLabel,
  closeLabel,
  disclaimer,
  hoursNote,
  quickActions,
  fallback,
  toast: toastCopy,
  phone,
  panelSize,
  contactTargetId = 'contact',
  scheduleHref,
  chat,
  anonymousId: anonymousIdOptions,
  messageMaxLength = 1000,
  userPrefix = 'You said:',
  assistantPrefix = 'Assistant said:',
  conversationLabel = 'Conversation',
  client,
  onSend,
  onReply,
  onError,
  onScheduleClick,
  onCall,
}: ChatPanelProps) {
  const titleId = useId();
  const subtitleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const clientRef = useRef<ChatClient | null>(null);
  const pendingRef = useRef(false);
  const nextId = useRef(0);
  const mounted = useRef(true);
  const [messages, setMessages] = useState<ReadonlyArray<ChatMessage>>([]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const showToast = useToast();
  const panelRef = useRef<HTMLDivElement>(null);
  const modal = useMediaQuery(fullScreenChatMedia) && open;
  // Off while the panel closes and sends focus elsewhere on purpose (the schedule action).
  const trapFocus = useRef(true);

  // Modal (full screen): focus that lands outside the panel is brought back to the message box.
  useEffect(() => {
    if (!modal) return;
    trapFocus.current = true;
    const keepFocusInside = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (trapFocus.current && panel && event.target instanceof Node && !panel.contains(event.target))
        inputRef.current?.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => document.removeEventListener('focusin', keepFocusInside);
  }, [modal]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Focus moves into the panel, to the message box, each time it opens.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The message box starts one line tall and grows with the text, up to its CSS max-height (then it scrolls).
  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    box.style.height = 'auto';
    if (box.scrollHeight > 0)
      box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
  }, [draft, open]);

  // Keep the newest message in view. A new answer is read from its start: its question at the top of the panel (or
  // the answer's first line, when the two do not fit together), never its last lines with the start scrolled away.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body || messages.length === 0) return;
    const items = body.querySelectorAll<HTMLElement>('[data-from]');
    const answer = items[items.length - 1];
    if (!pending && answer?.dataset.from === 'assistant') {
      const question = items[items.length - 2];
      const start =
        question && question.offsetHeight + answer.offsetHeight <= body.clientHeight ? question : answer;
      body.scrollTop += start.getBoundingClientRect().top - body.getBoundingClientRect().top - readingMargin;
      return;
    }
    body.scrollTop = body.scrollHeight;
  }, [messages, pending]);

  const canSend = draft.trim().length > 0 && !pending;

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

  const send = async () => {
    const message = draft.trim();
    if (!message || pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setDraft('');
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const inputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line; Enter that confirms an IME composition does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const panelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && modal) {
      // Modal: Tab from the last control goes to the first, Shift+Tab from the first to the last.
      const focusable = Array.from(
        panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [],
      ).filter((element) => element.getClientRects().length > 0);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onClose();
  };

  const schedule = (event: MouseEvent<HTMLElement>) => {
    onScheduleClick?.();
    const target = document.getElementById(contactTargetId);
    if (!target) {
      // Not on this page: the link goes to the contact section where it is (e.g. "/#contact").
      onClose({ returnFocus: false });
      return;
    }
    event.preventDefault();
    trapFocus.current = false;
    onClose({ returnFocus: false });
    scrollToTarget(contactTargetId);
  };

  return (
    // The dialog only listens for Escape from the controls inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={panelRef}
      role="dialog"
      aria-modal={modal ? true : undefined}
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      className={styles.panel}
      style={assignInlineVars({
        [styles.panelWidthVar]: `${panelSize.width}px`,
        [styles.panelHeightVar]: `${panelSize.height}px`,
      })}
      hidden={!open}
      onKeyDown={panelKeyDown}
    >
      <div className={styles.header}>
        <MessageCircle className={styles.headerIcon} aria-hidden="true" size={28} />
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p id={subtitleId} className={styles.subtitle}>
            {subtitle}
          </p>
        </div>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={closeLabel}
          onClick={() => onClose()}
        >
          <X aria-hidden="true" size={26} />
        </button>
      </div>

      <div ref={bodyRef} className={styles.body}>
        <p className={styles.bubble({ from: 'assistant' })}>
          <VisuallyHidden>{`${assistantPrefix} `}</VisuallyHidden>
          {greeting}
        </p>

        <div className={styles.quickActions}>
          <ButtonLink
            className={styles.quickAction}
            variant="outline"
            href={scheduleHref ?? `#${contactTargetId}`}
            icon={<CalendarCheck aria-hidden="true" size={22} />}
            onClick={schedule}
          >
            {quickActions.schedule}
          </ButtonLink>
          <ButtonLink
            className={styles.quickAction}
            variant="primary"
            href={`tel:${phone.e164}`}
            icon={<Phone aria-hidden="true" size={22} />}
            onClick={() => onCall?.()}
          >
            {quickActions.call}
          </ButtonLink>
        </div>

        <div role="log" aria-live="polite" aria-label={conversationLabel} className={styles.log}>
          {messages.length > 0 ? (
            <ol className={styles.messages}>
              {messages.map((message) => (
                <li
                  key={message.id}
                  className={styles.bubble({ from: message.from, failed: message.failed ?? false })}
                  data-from={message.from}
                >
                  <VisuallyHidden>{`${message.from === 'user' ? userPrefix : assistantPrefix} `}</VisuallyHidden>
                  <span data-message-text="">{message.content}</span>
                </li>
              ))}
            </ol>
          ) : null}
        </div>

        {pending ? (
          <div className={styles.pending} role="status">
            <span className={styles.pendingSpinner} aria-hidden="true" />
            {pendingLabel}
          </div>
        ) : null}
      </div>

      <div className={styles.footer}>
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={inputId} className={visuallyHidden}>
            {inputLabel}
          </label>
          <textarea
            ref={inputRef}
            id={inputId}
            className={styles.input}
            rows={1}
            value={draft}
            placeholder={placeholder}
            maxLength={messageMaxLength}
            autoComplete="off"
            enterKeyHint="send"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={inputKeyDown}
          />
          <Button
            type="submit"
            variant="secondary"
            className={styles.sendButton}
            disabled={!canSend}
            aria-label={sendLabel}
          >
            <Send aria-hidden="true" size={24} />
          </Button>
        </form>
        <p className={styles.notes}>{disclaimer}</p>
        <p className={styles.notes}>{hoursNote}</p>
      </div>
    </div>
  );
}

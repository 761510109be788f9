import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useOptionalToast } from '../../primitives/Toast/ToastContext';
import type { AnonymousIdOptions } from './anonymousId';
import type { ChatClient, ChatClientConfig, ChatFailureKind, ChatFallbackCopy } from './chatClient';
import type * as ChatPanelExports from './ChatPanel';
import * as styles from './ChatWidget.css';

export interface ChatWidgetProps {
  /** Panel title, e.g. 'Chat with Mary Johnson' (content `chat.title`, filled). */
  title: string;
  /** Under the title: 'Licensed Medicare Advisor'. */
  subtitle: string;
  /**
   * Shown right under the title and subtitle, and part of the panel's accessible name: who really answers, e.g.
   * 'Automated assistant (AI), not a person' (content chat-copy `panel.automatedLabel`).
   */
  automatedLabel: string;
  /** The first assistant bubble; it says it is an AI assistant and carries the CMS third-party disclaimer. */
  greeting: string;
  /** Placeholder of the message box: 'Ask about Medicare...'. */
  placeholder: string;
  /** Label of the message box, read by screen readers: 'Your message'. */
  inputLabel: string;
  /** Accessible name of the send button: 'Send message'. */
  sendLabel: string;
  /** Shown beside the spinner while a reply is pending, e.g. 'Writing a reply...'. */
  pendingLabel: string;
  /** Accessible name (and, from tablet width up, visible label) of the floating button: 'Open chat'. */
  openLabel: string;
  /** Accessible name of the panel's close button: 'Close chat'. */
  closeLabel: string;
  /** 'AI-generated answers for informational purposes. Call us for personalized advice.' */
  disclaimer: string;
  /** 'Available Mon-Fri, 8AM-6PM EST'. */
  hoursNote: string;
  /** Quick action labels: 'Schedule a Free Consultation' and 'Call {phone}' (filled). */
  quickActions: { schedule: string; call: string };
  /** The SPEC §8 fallback pieces (content `chat.fallback`, filled), joined on failure. */
  fallback: ChatFallbackCopy;
  /** The destructive toast on failure: 'Connection Issue' / 'Please try again or call us at {phone}' (filled). */
  toast: { title: string; description: string };
  /** The toll-free number; the call action dials `e164`. */
  phone: { display: string; e164: string };
  /** Panel size in px (content `constants.chatPanel`: 380x600); phones get the full screen. */
  panelSize: { width: number; height: number };
  /** Id of the contact section the schedule action scrolls to (default 'contact'). */
  contactTargetId?: string;
  /** Where the schedule action leads when that section is not on the page (default `#${contactTargetId}`). */
  scheduleHref?: string;
  /** Backend settings from the site's environment; leave empty to use the site's own origin. */
  chat?: ChatClientConfig;
  /** Anonymous id format and storage key (content `constants.chat`); the defaults equal content's values. */
  anonymousId?: AnonymousIdOptions;
  /** Longest message in characters (content `constants.chat.messageMaxLength`: 1000). */
  messageMaxLength?: number;
  /** Screen-reader prefix of the visitor's bubbles (default 'You said:'). */
  userPrefix?: string;
  /** Screen-reader prefix of the assistant's bubbles (default 'Assistant said:'). */
  assistantPrefix?: string;
  /** Accessible name of the message list (default 'Conversation'). */
  conversationLabel?: string;
  /** The transport; by default a supabase-js client built from `chat` (tests and stories may inject one). */
  client?: ChatClient;
  /** Called when the visitor opens the panel. */
  onOpen?: () => void;
  /** Called when the panel closes (close button, Escape, or the schedule action). */
  onClose?: () => void;
  /** Called when a message is sent (its text is never passed on: it may hold personal details). */
  onSend?: () => void;
  /** Called when a reply arrives. */
  onReply?: () => void;
  /** Called when a send fails, with the status (429, 402, 500...) or null, and the kind of failure. */
  onError?: (failure: { status: number | null; kind: ChatFailureKind }) => void;
  /** Called when the visitor presses 'Schedule a Free Consultation'. */
  onScheduleClick?: () => void;
  /** Called when the visitor presses the call action. */
  onCall?: () => void;
}

type ChatPanelModule = typeof ChatPanelExports;

let panelModule: Promise<ChatPanelModule> | null = null;
let panelReady = false;

/** Starts loading the panel's code (and supabase-js with it) once; a failed load is retried on the next call. */
export function loadChatPanel(): Promise<ChatPanelModule> {
  panelModule ??= import('./ChatPanel').then(
    (module) => {
      panelReady = true;
      return module;
    },
    (error: unknown) => {
      panelModule = null;
      throw error;
    },
  );
  return panelModule;
}

// Rendered only once loadChatPanel() has resolved, so this never suspends for long and never sees a failed load.
const LazyChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanelRoot })));

type Phase = 'closed' | 'loading' | 'open';

/**
 * The chat widget (SPEC §2 "Chat widget"): a floating button at the bottom right (docked at the end of the phone
 * call bar where that shows), inside a landmark named by the chat's title. Its
 * first press loads the panel's code (a small spinner shows in the button meanwhile) and opens the panel; closing
 * hides the panel, keeps the conversation, and puts focus back on the button.
 */
export function ChatWidget({ openLabel, onOpen, onClose, ...panelProps }: ChatWidgetProps) {
  const [phase, setPhase] = useState<Phase>('closed');
  const [panelMounted, setPanelMounted] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const focusLauncher = useRef(false);
  // The page's toasts, if it has a ToastProvider; otherwise the panel brings its own when it loads.
  const showToast = useOptionalToast();

  // Focus goes back to the button once the panel has closed (unless it went to the contact section).
  useEffect(() => {
    if (phase === 'closed' && focusLauncher.current) {
      focusLauncher.current = false;
      launcherRef.current?.focus();
    }
  }, [phase]);

  const open = () => {
    if (phase !== 'closed') return;
    onOpen?.();
    setLoadFailed(false);
    if (panelReady) {
      setPanelMounted(true);
      setPhase('open');
      return;
    }
    setPhase('loading');
    loadChatPanel().then(
      () => {
        setPanelMounted(true);
        setPhase((current) => (current === 'loading' ? 'open' : current));
      },
      (error: unknown) => {
        console.error('The chat could not load.', error);
        setPhase('closed');
        // The button stays, so the visitor can try again; the 'Connection Issue' notice says so and gives the number.
        if (showToast) {
          showToast({
            title: panelProps.toast.title,
            description: panelProps.toast.description,
            variant: 'destructive',
          });
        } else {
          setLoadFailed(true);
        }
      },
    );
  };

  const close = ({ returnFocus = true }: { returnFocus?: boolean } = {}) => {
    focusLauncher.current = returnFocus;
    setPhase('closed');
    onClose?.();
  };

  // A landmark named by the chat's title holds the button and the panel, so nothing of the widget floats outside
  // the page's landmarks.
  return (
    <aside aria-label={panelProps.title}>
      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        aria-busy={phase === 'loading' ? true : undefined}
        hidden={phase === 'open'}
        onClick={open}
      >
        {phase === 'loading' ? (
          <span className={styles.launcherSpinner} aria-hidden="true" />
        ) : (
          <MessageCircle className={styles.launcherIcon} aria-hidden="true" size={30} />
        )}
        <span className={styles.launcherLabel}>{openLabel}</span>
      </button>
      {loadFailed ? (
        <p role="alert" className={styles.loadFailed}>
          <strong>{panelProps.toast.title}</strong> {panelProps.toast.description}
        </p>
      ) : null}
      {panelMounted ? (
        <Suspense fallback={null}>
          <LazyChatPanel
            {...panelProps}
            ownToasts={showToast === null}
            open={phase === 'open'}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </aside>
  );
}

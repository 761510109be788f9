// The chat panel (SPEC §2 "Chat widget", §4, §5, §8), loaded on first use by ChatWidget: the header, the greeting and
// quick actions, the conversation and the message box. The conversation and its calls are in useChatConversation, the
// modal behaviour in useChatPanelModal, the log in ChatPanelMessages and the message form in ChatPanelComposer.
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Bot, CalendarCheck, MessageCircle, Phone, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { ButtonLink } from '../../primitives/Button/Button';
import { ToastProvider } from '../../primitives/Toast/Toast';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { scrollToTarget } from '../../private/scrollToAnchor';
import * as styles from './ChatPanel.css';
import { ChatPanelComposer } from './ChatPanelComposer';
import { ChatPanelMessages } from './ChatPanelMessages';
import type { ChatWidgetProps } from './ChatWidget';
import { useChatConversation } from './useChatConversation';
import { useChatPanelModal } from './useChatPanelModal';

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
  automatedLabel,
  greeting,
  placeholder,
  inputLabel,
  sendLabel,
  pendingLabel,
  closeLabel,
  disclaimer,
  hoursNote,
  quickActions,
  phone,
  panelSize,
  contactTargetId = 'contact',
  scheduleHref,
  messageMaxLength = 1000,
  userPrefix = 'You said:',
  assistantPrefix = 'Assistant said:',
  conversationLabel = 'Conversation',
  onScheduleClick,
  onCall,
  // The backend, the fallback and toast copy, and the send callbacks: the conversation's.
  ...conversationOptions
}: ChatPanelProps) {
  const titleId = useId();
  const subtitleId = useId();
  const automatedId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { messages, pending, send } = useChatConversation(conversationOptions);
  const { modal, releaseFocus, keepTabInside } = useChatPanelModal({ open, panelRef, inputRef });

  // Focus moves into the panel, to the message box, each time it opens.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

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

  const panelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (keepTabInside(event)) return;
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
    releaseFocus();
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
      // Named by the title and who really answers ('Chat with ..., Automated assistant (AI), not a person').
      aria-labelledby={`${titleId} ${automatedId}`}
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
          <p id={automatedId} className={styles.automated}>
            <Bot className={styles.automatedIcon} aria-hidden="true" size={18} />
            {automatedLabel}
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

        <ChatPanelQuickActions
          labels={quickActions}
          scheduleHref={scheduleHref ?? `#${contactTargetId}`}
          phoneE164={phone.e164}
          onSchedule={schedule}
          onCall={() => onCall?.()}
        />

        <ChatPanelMessages
          messages={messages}
          pending={pending}
          copy={{ pendingLabel, conversationLabel, userPrefix, assistantPrefix }}
        />
      </div>

      <ChatPanelComposer
        inputRef={inputRef}
        open={open}
        pending={pending}
        onSend={(message) => void send(message)}
        messageMaxLength={messageMaxLength}
        copy={{ inputLabel, placeholder, sendLabel, disclaimer, hoursNote }}
      />
    </div>
  );
}

interface ChatPanelQuickActionsProps {
  labels: { schedule: string; call: string };
  /** Where 'Schedule a Free Consultation' leads: the contact section. */
  scheduleHref: string;
  phoneE164: string;
  onSchedule: (event: MouseEvent<HTMLElement>) => void;
  onCall: () => void;
}

/** The two actions under the greeting: go to the contact section, or call now. */
function ChatPanelQuickActions({
  labels,
  scheduleHref,
  phoneE164,
  onSchedule,
  onCall,
}: ChatPanelQuickActionsProps) {
  return (
    <div className={styles.quickActions}>
      <ButtonLink
        className={styles.quickAction}
        variant="outline"
        href={scheduleHref}
        icon={<CalendarCheck aria-hidden="true" size={22} />}
        onClick={onSchedule}
      >
        {labels.schedule}
      </ButtonLink>
      <ButtonLink
        className={styles.quickAction}
        variant="primary"
        href={`tel:${phoneE164}`}
        icon={<Phone aria-hidden="true" size={22} />}
        onClick={onCall}
      >
        {labels.call}
      </ButtonLink>
    </div>
  );
}

// ChatPanelMessages: the conversation of the chat panel, a live log of bubbles (each with a hidden 'You said:' /
// 'Assistant said:' prefix, so who said it is not told by position and colour alone), then the pending line.
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './ChatPanel.css';
import type { ChatMessage } from './useChatConversation';

export interface ChatPanelMessagesProps {
  messages: ReadonlyArray<ChatMessage>;
  /** An answer is on its way: the spinner and `pendingLabel` show under the log. */
  pending: boolean;
  copy: {
    /** Beside the spinner, e.g. 'Writing a reply...'. */
    pendingLabel: string;
    /** Accessible name of the log. */
    conversationLabel: string;
    /** Screen-reader prefixes of the visitor's and the assistant's bubbles. */
    userPrefix: string;
    assistantPrefix: string;
  };
}

/** The log (announced politely as bubbles arrive) and the pending status under it. */
export function ChatPanelMessages({ messages, pending, copy }: ChatPanelMessagesProps) {
  const { pendingLabel, conversationLabel, userPrefix, assistantPrefix } = copy;
  return (
    <>
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
    </>
  );
}

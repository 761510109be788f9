// ChatPanelComposer: the foot of the chat panel: the message box (one line that grows with the text), the send button,
// and the disclaimer and hours under them. Enter sends, Shift+Enter starts a new line.
import { Send } from 'lucide-react';
import { useId, useLayoutEffect, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '../../primitives/Button/Button';
import { visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import * as styles from './ChatPanel.css';

export interface ChatPanelComposerProps {
  /** The message box, which the panel focuses when it opens. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** The panel shows: the box is measured again for its height. */
  open: boolean;
  /** An answer is pending: nothing is sent meanwhile. */
  pending: boolean;
  /** Called with the trimmed message when the visitor sends one. */
  onSend: (message: string) => void;
  /** Longest message in characters. */
  messageMaxLength: number;
  /** The box's label and placeholder, the send button's name, and the two notes under them. */
  copy: { inputLabel: string; placeholder: string; sendLabel: string; disclaimer: string; hoursNote: string };
}

/** The message form and the notes under it. */
export function ChatPanelComposer({
  inputRef,
  open,
  pending,
  onSend,
  messageMaxLength,
  copy,
}: ChatPanelComposerProps) {
  const { inputLabel, placeholder, sendLabel, disclaimer, hoursNote } = copy;
  const inputId = useId();
  const [draft, setDraft] = useState('');

  // The message box starts one line tall and grows with the text, up to its CSS max-height (then it scrolls).
  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    box.style.height = 'auto';
    if (box.scrollHeight > 0)
      box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
  }, [draft, open, inputRef]);

  const canSend = draft.trim().length > 0 && !pending;

  const send = () => {
    const message = draft.trim();
    if (!message || pending) return;
    setDraft('');
    onSend(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const inputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line; Enter that confirms an IME composition does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
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
  );
}

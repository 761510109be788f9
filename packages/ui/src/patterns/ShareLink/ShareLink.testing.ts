// Test and story helper: a clipboard that works in any browser or jsdom (the real one asks for a permission a test
// cannot give), or one that refuses, as an old browser or a denied permission does. Only stories and tests import it.

/** What `stubClipboard` hands back: the last text written, and the way back to the browser's own clipboard. */
export interface ClipboardStub {
  /** The text of the last successful `writeText`. */
  read: () => string;
  /** Puts the original `navigator.clipboard` back. */
  restore: () => void;
}

/** Replaces `navigator.clipboard` with one that keeps what is written (`refuse`: one whose `writeText` rejects). */
export function stubClipboard({ refuse = false }: { refuse?: boolean } = {}): ClipboardStub {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
  let copied = '';
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
        copied = text;
      },
      readText: async () => copied,
    },
  });
  return {
    read: () => copied,
    restore: () => {
      if (original) Object.defineProperty(window.navigator, 'clipboard', original);
      else Reflect.deleteProperty(window.navigator, 'clipboard');
    },
  };
}

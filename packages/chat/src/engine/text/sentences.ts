// Plain text as sentences: splitting it (keeping "U.S." and "$202.90" whole) and making a fragment one.

/**
 * Splits plain text into sentences. Keeps "U.S.", "e.g." and amounts like "$202.90" whole.
 */
export function sentences(text: string): string[] {
  const protectedText = text.replace(/\b(U\.S|e\.g|i\.e|Mr|Mrs|Ms|Dr|St)\./g, (match) =>
    match.replace(/\./g, '\u2063'),
  );
  return protectedText
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9$])/)
    .map((sentence) => sentence.replace(/\u2063/g, '.').trim())
    .filter(Boolean);
}

/** Makes a fragment a sentence: capital first letter, final period. */
export function asSentence(fragment: string): string {
  const trimmed = fragment.trim();
  if (!trimmed) return '';
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

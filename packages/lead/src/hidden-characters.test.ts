// @vitest-environment node
// One class of hidden characters on both sides of the staff's view: what the lead function keeps out of a visitor's
// words (@agency/content's lead call) is what the CSV export shows as [U+XXXX] (@agency/db, which imports nothing of
// ours and so holds a copy).
import { hiddenCharacters, revealHiddenCharacters, visitorText } from '@agency/content/contracts';
import { csvCell, csvHiddenCharacters } from '@agency/db';
import { describe, expect, it } from 'vitest';

describe('hidden characters', () => {
  it('are the same class in the lead call and in the CSV export', () => {
    expect(csvHiddenCharacters.source).toBe(hiddenCharacters.source);
    expect(csvHiddenCharacters.flags).toBe(hiddenCharacters.flags);
  });

  it('are removed from what is kept and shown by their code point where an older row still has them', () => {
    const typed = 'invoice\u202Efdp.exe';
    expect(visitorText(typed)).toBe('invoicefdp.exe');
    expect(revealHiddenCharacters(typed)).toBe('invoice[U+202E]fdp.exe');
    expect(csvCell(typed)).toBe(revealHiddenCharacters(typed));
    expect(revealHiddenCharacters('a\u{E0041}b')).toBe('a[U+E0041]b');
  });
});

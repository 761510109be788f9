// Flesch-Kincaid grade level of a post, for the quality report (audience: seniors, so the target is grade 8).
//
//   grade = 0.39 × (words ÷ sentences) + 11.8 × (syllables ÷ words) − 15.59
//
// What is measured: the prose of the body (paragraphs and list items, see proseBlocks()); headings, tables and code
// are left out. Each paragraph and each list item ends a sentence; inside them a sentence ends at ".", "!" or "?"
// followed by a space and a capital letter, a digit or a quote (so "U.S. who" stays one sentence).
//
// Syllables, by the usual English heuristic: count groups of vowels (a, e, i, o, u, y; "ou" or "ea" is one group)
// after dropping a silent final "e", "es" or "ed" ("make", "takes", "asked"; but not "able", "boxes" or "wanted",
// where they are sounded) and a leading "y" (a consonant there). A word of three letters or fewer has one syllable; every word has at
// least one. A word without letters (a number or an amount such as "$2,100") counts as one word of one syllable.
// The heuristic is right for most everyday words and close enough for a grade estimate.
import { proseBlocks } from './markdown';

/** Syllables in one word, by the heuristic above. */
export function countSyllables(word: string): number {
  let letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length <= 3) return 1;
  letters = letters.replace(/(?:[^laeiouyhsxz]es|[^laeiouydt]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, letters.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

/** The sentences of a block of plain text. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["')\]]*)\s+(?=["'([]?[A-Z0-9$])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[A-Za-z0-9]/.test(sentence));
}

/** The words of a sentence: runs of non-space characters holding a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word));
}

export interface Readability {
  /** Flesch-Kincaid grade, one decimal, never below 0. */
  grade: number;
  words: number;
  sentences: number;
  syllables: number;
  /** Average words per sentence, one decimal. */
  wordsPerSentence: number;
}

/** Flesch-Kincaid grade of a markdown body (see the top of this file for what is counted). */
export function readability(body: string): Readability {
  const sentences = proseBlocks(body).flatMap((block) => splitSentences(block.text));
  const words = sentences.flatMap(wordsOf);
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  if (words.length === 0) return { grade: 0, words: 0, sentences: 0, syllables: 0, wordsPerSentence: 0 };
  const wordsPerSentence = words.length / sentences.length;
  const grade = 0.39 * wordsPerSentence + 11.8 * (syllables / words.length) - 15.59;
  return {
    grade: Math.max(0, Math.round(grade * 10) / 10),
    words: words.length,
    sentences: sentences.length,
    syllables,
    wordsPerSentence: Math.round(wordsPerSentence * 10) / 10,
  };
}

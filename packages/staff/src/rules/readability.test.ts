import { describe, expect, it } from 'vitest';
import { countSyllables, readability, splitSentences } from './readability';

describe('reading level', () => {
  it.each([
    ['the', 1],
    ['care', 1],
    ['make', 1],
    ['takes', 1],
    ['asked', 1],
    ['year', 1],
    ['wanted', 2],
    ['needed', 2],
    ['boxes', 2],
    ['people', 2],
    ['able', 2],
    ['yearly', 2],
    ['Medicare', 3],
    ['insurance', 3],
    ['enrollment', 3],
    ['beneficiary', 5],
    ['$2,100', 1],
    ['2026', 1],
  ])('should count %s as %i syllable(s)', (word, count) => {
    expect(countSyllables(word)).toBe(count);
  });

  it('should split sentences at a capital, a digit or a quote, not after an abbreviation', () => {
    expect(
      splitSentences(
        'You can see any doctor in the U.S. who accepts Medicare. It is simple! Is it? "Yes." 65 is the age.',
      ),
    ).toEqual([
      'You can see any doctor in the U.S. who accepts Medicare.',
      'It is simple!',
      'Is it?',
      '"Yes."',
      '65 is the age.',
    ]);
  });

  it('should compute the Flesch-Kincaid grade from words, sentences and syllables', () => {
    // 10 words, 2 sentences, 13 syllables: 0.39 × 5 + 11.8 × 1.3 − 15.59 = 1.7
    expect(readability('Medicare helps people pay for care. It has four parts.')).toEqual({
      grade: 1.7,
      words: 10,
      sentences: 2,
      syllables: 13,
      wordsPerSentence: 5,
    });
  });

  it('should measure prose only: headings, tables and code are left out, and each list item is a sentence', () => {
    const prose = 'Medicare helps people pay for care. It has four parts.';
    const body = [
      '## A very long heading about comprehensive supplemental insurance considerations',
      '',
      prose,
      '',
      '| Extraordinarily | complicated | tabulation |',
      '|---|---|---|',
      '| Administrative | documentation | requirements |',
      '',
      '```',
      'function unintelligible() {}',
      '```',
    ].join('\n');
    expect(readability(body).grade).toBe(1.7);
    expect(readability('- one item here\n- two items here').sentences).toBe(2);
    expect(readability('Read [our guide](/part-d) and **call us**.').words).toBe(6);
  });

  it('should never give a grade below 0, and 0 for a body without prose', () => {
    expect(readability('The cat sat on the mat.').grade).toBe(0);
    expect(readability('## Heading only')).toEqual({
      grade: 0,
      words: 0,
      sentences: 0,
      syllables: 0,
      wordsPerSentence: 0,
    });
  });
});

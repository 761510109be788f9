// Text processing shared by the index and the queries, so both sides agree on every term: phrase folding
// ("Part B" → "partb"), a light stemmer, stop words and synonyms (text/terms.ts, text/vocabulary.ts); sentences
// (text/sentences.ts); years and numbers written as words (text/numbers.ts); the spelling corrector (text/speller.ts).
export { genericTerms, normalizeText, processTerm, stem, termsOf, tokenize } from './text/terms.ts';
export { eventYearsIn, numberWords, yearsIn } from './text/numbers.ts';
export { asSentence, sentences } from './text/sentences.ts';
export { createSpeller } from './text/speller.ts';

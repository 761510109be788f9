// The MiniSearch (BM25) index of the passages, and what search and relevance need to know of each passage, found
// once when the engine is built: its terms, the coverage kinds and situations its title names, the states it names,
// whether it gives dates, what its first sentence defines.
import MiniSearch from 'minisearch';
import type { Passage } from '../passage.ts';
import { processTerm, sentences, termsOf, tokenize } from '../text.ts';
import { statePattern } from './us-states.ts';

/** Terms naming a kind of coverage or program; see the title check in `search`. */
const entityTerms: ReadonlySet<string> = new Set(['advantage', 'medigap', 'partd', 'irmaa', 'extrahelp']);

/**
 * Terms naming a situation only some visitors are in (VA care, TRICARE, an HSA, COBRA, Medicaid): a passage whose
 * title names one answers only a question that names it too.
 */
export const situationTerms: ReadonlySet<string> = new Set(
  termsOf('va veteran tricare hsa cobra medicaid retiree size'),
);

/** "October 15 to December 7": a period's dates. */
const dateRangePattern =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(, \d{4})? (to|through|and|-|–) (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/;

/** "October 15", "March 31", "8 months": a passage that can answer a "when" question. */
const datePattern =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b|\b\d+ (months?|days)\b|\bmonths? (before|after)\b/;

/** Indexes the passages and finds, once, what search and relevance ask of each one. */
export function indexPassages(passages: Passage[]) {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['title', 'text', 'keywords'],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term),
    searchOptions: {
      boost: { title: 2, keywords: 1.2, text: 1 },
      combineWith: 'OR',
      prefix: false,
      fuzzy: (term) => (term.length > 5 && !/\d/.test(term) ? 0.2 : false),
    },
  });
  index.addAll(passages);
  // Passages some questions lean away from, found once.
  const referralIds = new Set(passages.filter((p) => p.id.includes(':referral-partners')).map((p) => p.id));
  const birthdayTitleIds = new Set(passages.filter((p) => /birthday rule/i.test(p.title)).map((p) => p.id));
  const areaBirthdayIds = new Set(passages.filter((p) => p.id.endsWith(':birthday-rule')).map((p) => p.id));
  const hasBirthdayKnowledge = byId.has('knowledge:birthday-rule-states');
  const titleTermSets = new Map(passages.map((passage) => [passage.id, new Set(termsOf(passage.title))]));
  const passageTermSets: ReadonlyMap<string, ReadonlySet<string>> = new Map(
    passages.map((passage) => [
      passage.id,
      new Set(termsOf(`${passage.title} ${passage.text} ${passage.keywords ?? ''}`)),
    ]),
  );
  /** Every term of every passage. */
  const vocabulary = new Set([...passageTermSets.values()].flatMap((terms) => [...terms]));
  const titleEntities = new Map(
    passages.map((passage) => [passage.id, termsOf(passage.title).filter((term) => entityTerms.has(term))]),
  );
  const titleSituations = new Map(
    passages.map((passage) => [
      passage.id,
      termsOf(passage.title).filter((term) => situationTerms.has(term)),
    ]),
  );
  const passageStates = new Map(
    passages.map((passage) => [
      passage.id,
      [
        ...new Set(
          [
            ...`${passage.title} ${sentences(passage.text)[0] ?? ''}`.toLowerCase().matchAll(statePattern),
          ].map((match) => match[1]!),
        ),
      ],
    ]),
  );
  const rangeIds = new Set(
    passages.filter((passage) => dateRangePattern.test(passage.text)).map((passage) => passage.id),
  );
  const datedIds = new Set(passages.filter((passage) => datePattern.test(passage.text)).map((p) => p.id));
  // What a passage's first sentence defines ("Extra Help is a Medicare program..." → "extra help").
  const definitionIds = new Map(
    passages.flatMap((passage) => {
      const match = /^([A-Z][A-Za-z -]{2,40}?) (is|are) (a|an|the) /.exec(sentences(passage.text)[0] ?? '');
      return match ? [[passage.id, match[1]!.toLowerCase()] as const] : [];
    }),
  );
  // Passages whose first sentence gives a closing date ("October 15 to December 7", "until March 31").
  const endDateIds = new Set(
    passages
      .filter((passage) =>
        /\b(to|until|through|by|ends?( on)?)\s+(january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}\b/i.test(
          sentences(passage.text)[0] ?? '',
        ),
      )
      .map((passage) => passage.id),
  );
  return {
    index,
    byId,
    referralIds,
    birthdayTitleIds,
    areaBirthdayIds,
    hasBirthdayKnowledge,
    titleTermSets,
    passageTermSets,
    vocabulary,
    titleEntities,
    titleSituations,
    passageStates,
    rangeIds,
    datedIds,
    definitionIds,
    endDateIds,
  };
}

/** The index and the facts found once about each passage. */
export type PassageIndex = ReturnType<typeof indexPassages>;

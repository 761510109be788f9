// Each served state's Medigap rules in words, written from its `medigapRules` data with the words of
// medigap-rules.data.ts: one state's rules (the state pages, the city pages, the chat) and the tokens other texts use,
// so a changed rule changes every page that speaks of it.
//   {statesWithoutBirthdayRule}  the states where the sources show no birthday rule ("Alabama, Georgia, ...")
//   {statesWithBirthdayRule}     the states with a birthday rule in force ("Illinois")
//   {statesWithOwnMedigapRights} the states whose law adds guaranteed-issue rights of its own ("Florida")
//   {medigapStateRules}          every served state at once, in two or three short sentences
//   {birthdayRuleDetails}        each birthday rule in force, in full
//   {stateRightsDetails}         each state's own guaranteed-issue rights, in full
//   {birthdayRule:<state id>}, {stateRights:<state id>}   one state's birthday rule, its own rights (one sentence each)
//   {medigapRules:<state id>}    both, and what they mean (outside them, insurers may ask health questions)
import { formatLongDate, parseIsoDate } from '../../rules/dates';
import { fillTokens } from '../../tokens';
import type { MedigapRulesCopy, StateMedigapRules } from './schema';
import { stateNamesList } from './state-names';

/** What the words are written from: a state's id, name and rules. */
export interface StateWithRules {
  id: string;
  name: string;
  medigapRules: StateMedigapRules;
}

/** One state's Medigap rules in words, with their sources and the day they were checked. */
export interface StateMedigapRulesText {
  stateId: string;
  stateName: string;
  /** One sentence: the birthday rule in force, or that the sources show none. */
  birthdayRule: string;
  /** One sentence: the state's own guaranteed-issue rights (inline), none found, or not confirmed. */
  stateRights: string;
  /** The same rights as a list, for a page: the sentence before it and the rights ([] unless listed). */
  stateRightsList: { intro: string; rights: ReadonlyArray<string> };
  /** What they mean: outside your open enrollment period and these rights, insurers may ask health questions. */
  healthQuestions: string;
  /** The three: the birthday rule, what it means for health questions, the state's own rights. */
  text: string;
  /** 'We checked these rules on November 21, 2026.' */
  checked: string;
  /** The sources, each with its link label ('Source: ...'). */
  sources: ReadonlyArray<{ label: string; url: string; official: boolean }>;
  /** The data they are written from. */
  rules: StateMedigapRules;
}

const longDate = (iso: string) => formatLongDate(parseIsoDate(iso));

/** "a; and b", "a; b; and c": a state's rights, each a phrase that may hold commas. */
function rightsList(rights: ReadonlyArray<string>): string {
  return rights.length > 1 ? `${rights.slice(0, -1).join('; ')}; and ${rights.at(-1)}` : (rights[0] ?? '');
}

/** One state's rules in words. */
export function stateMedigapRulesText(area: StateWithRules, copy: MedigapRulesCopy): StateMedigapRulesText {
  const { birthdayRule, stateRights, sources, checked } = area.medigapRules;
  const state = area.name;
  const birthday =
    birthdayRule.status === 'in-force'
      ? fillTokens(copy.birthdayRule.inForce, {
          state,
          since: longDate(birthdayRule.since),
          summary: birthdayRule.summary,
        })
      : fillTokens(copy.birthdayRule.noneFound, { state });
  const rights =
    stateRights.status === 'listed'
      ? fillTokens(copy.stateRights.listed, {
          state,
          law: stateRights.law,
          rights: rightsList(stateRights.rights),
        })
      : fillTokens(
          stateRights.status === 'none-found' ? copy.stateRights.noneFound : copy.stateRights.notChecked,
          {
            state,
          },
        );
  return {
    stateId: area.id,
    stateName: state,
    birthdayRule: birthday,
    stateRights: rights,
    stateRightsList:
      stateRights.status === 'listed'
        ? {
            intro: fillTokens(copy.stateRights.listedIntro, { state, law: stateRights.law }),
            rights: stateRights.rights,
          }
        : { intro: rights, rights: [] },
    healthQuestions: copy.healthQuestions,
    text: `${birthday} ${copy.healthQuestions} ${rights}`,
    checked: fillTokens(copy.checked, { date: longDate(checked) }),
    sources: sources.map((source) => ({
      label: fillTokens(copy.sourceLabel, { title: source.title }),
      url: source.url,
      official: source.official,
    })),
    rules: area.medigapRules,
  };
}

/** The names of the states whose rules match. */
function namesWhere(
  areas: ReadonlyArray<StateWithRules>,
  test: (rules: StateMedigapRules) => boolean,
): string {
  return stateNamesList(areas.filter((area) => test(area.medigapRules)));
}

/** The global tokens written from every served state's rules (see the file comment). */
export function medigapRuleTokenValues(areas: ReadonlyArray<StateWithRules>, copy: MedigapRulesCopy) {
  const texts = areas.map((area) => stateMedigapRulesText(area, copy));
  const withRule = namesWhere(areas, (rules) => rules.birthdayRule.status === 'in-force');
  const noneFound = namesWhere(areas, (rules) => rules.birthdayRule.status === 'none-found');
  const ownRights = namesWhere(areas, (rules) => rules.stateRights.status === 'listed');
  return {
    statesWithoutBirthdayRule: noneFound,
    statesWithBirthdayRule: withRule,
    statesWithOwnMedigapRights: ownRights,
    medigapStateRules: [
      withRule ? fillTokens(copy.summary.withRule, { states: withRule }) : '',
      noneFound ? fillTokens(copy.summary.noneFound, { states: noneFound }) : '',
      ownRights ? fillTokens(copy.summary.stateRights, { states: ownRights }) : '',
    ]
      .filter(Boolean)
      .join(' '),
    birthdayRuleDetails: texts
      .filter((text) => text.rules.birthdayRule.status === 'in-force')
      .map((text) => text.birthdayRule)
      .join(' '),
    stateRightsDetails: texts
      .filter((text) => text.rules.stateRights.status === 'listed')
      .map((text) => text.stateRights)
      .join(' '),
  };
}

export type MedigapRuleTokens = ReturnType<typeof medigapRuleTokenValues>;

/** The global tokens of the states' rules, by name. */
export const medigapRuleTokens = [
  'statesWithoutBirthdayRule',
  'statesWithBirthdayRule',
  'statesWithOwnMedigapRights',
  'medigapStateRules',
  'birthdayRuleDetails',
  'stateRightsDetails',
] as const satisfies ReadonlyArray<keyof MedigapRuleTokens>;

/** One state's rules by its id: {birthdayRule:florida}, {stateRights:florida}, {medigapRules:florida}. */
const stateTokenPattern = /\{(birthdayRule|stateRights|medigapRules):([a-z0-9-]+)\}/g;

/** Fills the one-state tokens of a text from the states' rules; an unknown state id is left as it is. */
export function fillStateRuleTokens(
  text: string,
  areas: ReadonlyArray<StateWithRules>,
  copy: MedigapRulesCopy,
): string {
  if (!text.includes(':')) return text;
  return text.replace(stateTokenPattern, (whole, kind: string, id: string) => {
    const area = areas.find((candidate) => candidate.id === id);
    if (!area) return whole;
    const words = stateMedigapRulesText(area, copy);
    return kind === 'birthdayRule'
      ? words.birthdayRule
      : kind === 'stateRights'
        ? words.stateRights
        : words.text;
  });
}

/** Fills the one-state tokens in every string of a value (objects and arrays are copied). */
export function fillStateRuleTokensDeep<T>(
  value: T,
  areas: ReadonlyArray<StateWithRules>,
  copy: MedigapRulesCopy,
): T {
  if (typeof value === 'string') return fillStateRuleTokens(value, areas, copy) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillStateRuleTokensDeep(item, areas, copy)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillStateRuleTokensDeep(item, areas, copy)]),
    ) as T;
  return value;
}

/**
 * What is wrong with the states' rules tokens of a text: a one-state token naming no served state, or a list token
 * that the states' rules leave empty (a sentence about "the states with a birthday rule" when none has one).
 */
export function stateRuleTokenProblems(
  text: string,
  areas: ReadonlyArray<StateWithRules>,
  copy: MedigapRulesCopy,
): string[] {
  const problems: string[] = [];
  for (const [, kind, id] of text.matchAll(stateTokenPattern))
    if (!areas.some((area) => area.id === id))
      problems.push(
        `{${kind}:${id}} names no service-area state; known: ${areas.map((area) => area.id).join(', ')}`,
      );
  const values = medigapRuleTokenValues(areas, copy);
  for (const token of medigapRuleTokens)
    if (text.includes(`{${token}}`) && values[token] === '')
      problems.push(
        `{${token}} is empty: no service-area state's medigapRules gives it (service-areas.data.ts); reword this text`,
      );
  return problems;
}

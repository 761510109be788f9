// Each served state's Medigap rules, as data, written into words for every page and the chat: a state's own rights
// are stated wherever its rules are, "no rule found" says what the sources show, a changed rule changes every text
// that uses it, and a malformed entry or token fails the content build naming the file, the entry and the field.
import { describe, expect, it } from 'vitest';
import {
  getAepPage,
  getChatKnowledge,
  getComparison,
  getPages,
  getServiceAreas,
  getStateMedigapRules,
  getStatesMedigapRules,
  getTokenValues,
} from '../../index';
import { pagesData } from '../pages/pages.data';
import { collections, serviceAreas, stateRuleTokenIssues, validateContent } from '../../registry';
import { fillTokensDeep } from '../../tokens';
import { formatIssue, validateCollection, type ListCollection } from '../../validate';
import { medigapRulesCopyData } from './medigap-rules.data';
import {
  fillStateRuleTokens,
  medigapRuleTokenValues,
  stateMedigapRulesText,
  stateRuleTokenProblems,
  type StateWithRules,
} from './medigap-rules';
import { serviceAreasData } from './service-areas.data';

const areas: ReadonlyArray<StateWithRules> = serviceAreasData;
const tokenLeft =
  /\{(birthdayRule|stateRights|medigapRules):|\{(statesWithoutBirthdayRule|statesWithBirthdayRule|statesWithOwnMedigapRights|medigapStateRules|birthdayRuleDetails|stateRightsDetails)\}/;

describe("the states' Medigap rules in words", () => {
  it.each(serviceAreasData.map((area) => [area.name, area] as const))(
    'states the rules of %s as its data says',
    (_name, area) => {
      const words = getStateMedigapRules(area.slug)!;
      const { birthdayRule, stateRights } = area.medigapRules;
      expect(words.stateName).toBe(area.name);
      if (birthdayRule.status === 'in-force') {
        expect(words.birthdayRule).toContain(`${area.name} has a Medigap birthday rule`);
        expect(words.birthdayRule).toContain(birthdayRule.summary);
      } else {
        // What the sources show, never a certainty.
        expect(words.birthdayRule).toBe(
          `The sources we checked show no birthday rule for Medigap policies in ${area.name}.`,
        );
        expect(words.text).not.toMatch(/\b(has|have) no (Medigap )?birthday rule\b/);
      }
      if (stateRights.status === 'listed') {
        for (const right of stateRights.rights) expect(words.stateRights).toContain(right);
        expect(words.stateRights).toContain(stateRights.law);
        expect(words.stateRightsList.rights).toEqual(stateRights.rights);
        expect(words.text).not.toMatch(/only (the )?federal/i);
      } else if (stateRights.status === 'not-checked') {
        expect(words.stateRights).toMatch(/We have not confirmed whether/);
        expect(words.text).not.toMatch(/only (the )?federal/i);
      }
      expect(words.checked).toMatch(/^We checked these rules on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
      expect(words.sources.map((source) => source.url)).toEqual(area.medigapRules.sources.map((s) => s.url));
    },
  );

  it('lists the states by their rules in the global tokens', () => {
    const values = getTokenValues();
    const names = (status: string) =>
      serviceAreasData.filter((area) => area.medigapRules.birthdayRule.status === status).map((a) => a.name);
    for (const name of names('none-found')) expect(values.statesWithoutBirthdayRule).toContain(name);
    for (const name of names('in-force')) {
      expect(values.statesWithBirthdayRule).toContain(name);
      expect(values.statesWithoutBirthdayRule).not.toContain(name);
      expect(values.birthdayRuleDetails).toContain(`${name} has a Medigap birthday rule`);
    }
    for (const area of serviceAreasData.filter(
      (entry) => entry.medigapRules.stateRights.status === 'listed',
    )) {
      expect(values.medigapStateRules).toContain(area.name);
      expect(values.stateRightsDetails).toContain(getStateMedigapRules(area.slug)!.stateRights);
    }
  });

  it('fills every state-rules token of the pages, the AEP page, the comparison and the chat knowledge', () => {
    const texts = JSON.stringify([
      getPages(),
      getAepPage(),
      getComparison(),
      getChatKnowledge(),
      getServiceAreas(),
    ]);
    expect(texts).not.toMatch(tokenLeft);
    // A state with rights of its own has them stated wherever its rules are summed up.
    for (const area of serviceAreasData.filter(
      (entry) => entry.medigapRules.stateRights.status === 'listed',
    )) {
      const knowledge = getChatKnowledge().find((entry) => entry.id === 'birthday-rule-states')!.text;
      expect(knowledge).toContain(getStateMedigapRules(area.slug)!.stateRights);
    }
  });

  it('changes every text that uses a rule when the rule changes (a new state is one data edit)', () => {
    const sample = serviceAreasData.find((area) => area.medigapRules.birthdayRule.status === 'none-found')!;
    const changed: StateWithRules[] = [
      ...areas.filter((area) => area.id !== sample.id),
      {
        ...sample,
        medigapRules: {
          ...sample.medigapRules,
          birthdayRule: {
            status: 'in-force',
            since: '2027-01-01',
            summary: 'a test summary, with no health questions.',
          },
        },
      },
      {
        id: 'new-state',
        name: 'New State',
        medigapRules: {
          birthdayRule: { status: 'none-found' },
          stateRights: { status: 'listed', law: 'N.S. Code §1', rights: ['a right of its own'] },
          sources: [{ title: 'New State code', url: 'https://example.org/code', official: true }],
          checked: '2027-01-02',
        },
      },
    ];
    const before = medigapRuleTokenValues(areas, medigapRulesCopyData);
    const after = medigapRuleTokenValues(changed, medigapRulesCopyData);
    expect(before.statesWithoutBirthdayRule).toContain(sample.name);
    expect(after.statesWithoutBirthdayRule).not.toContain(sample.name);
    expect(after.statesWithoutBirthdayRule).toContain('New State');
    expect(after.statesWithBirthdayRule).toContain(sample.name);
    expect(after.stateRightsDetails).toContain(
      'New State law (N.S. Code §1) gives rights of its own: a right of its own.',
    );
    // Every page that names the states' rules in tokens says the new rule.
    const supplement = pagesData.find((page) => page.id === 'medicare-supplement')!;
    expect(JSON.stringify(fillTokensDeep(supplement, before))).not.toContain('a test summary');
    expect(JSON.stringify(fillTokensDeep(supplement, after))).toContain('a test summary');
    expect(fillStateRuleTokens(`{birthdayRule:${sample.id}}`, changed, medigapRulesCopyData)).toBe(
      `${sample.name} has a Medigap birthday rule, in force since January 1, 2027: a test summary, with no health questions.`,
    );
    expect(stateMedigapRulesText(changed.at(-1)!, medigapRulesCopyData).checked).toBe(
      'We checked these rules on January 2, 2027.',
    );
  });
});

describe("the states' Medigap rules: validation", () => {
  const file = 'src/collections/service-areas/service-areas.data.ts';
  const withRules = (
    change: (rules: Record<string, unknown>) => Record<string, unknown>,
  ): ListCollection => ({
    ...serviceAreas,
    data: [{ ...serviceAreasData[0], medigapRules: change({ ...serviceAreasData[0]!.medigapRules }) }],
  });
  const id = serviceAreasData[0]!.id;

  it('passes the content as it is', () => {
    expect(validateContent().map(formatIssue)).toEqual([]);
    expect(collections.flatMap(stateRuleTokenIssues)).toEqual([]);
  });

  it.each([
    [
      'no source',
      (rules: Record<string, unknown>) => ({ ...rules, sources: [] }),
      'medigapRules.sources: must name at least one source',
    ],
    [
      'a source without https',
      (rules: Record<string, unknown>) => ({
        ...rules,
        sources: [{ title: 'A list', url: 'http://example.org', official: false }],
      }),
      'medigapRules.sources.0.url: ',
    ],
    [
      'no checked date',
      (rules: Record<string, unknown>) => ({ ...rules, checked: '21/11/2026' }),
      'medigapRules.checked: must be a date written YYYY-MM-DD',
    ],
    [
      'an unknown status',
      (rules: Record<string, unknown>) => ({ ...rules, birthdayRule: { status: 'maybe' } }),
      'medigapRules.birthdayRule.status: ',
    ],
    [
      'a rule in force without its start',
      (rules: Record<string, unknown>) => ({
        ...rules,
        birthdayRule: { status: 'in-force', summary: 'no health questions' },
      }),
      'medigapRules.birthdayRule.since: ',
    ],
    [
      'listed rights without any right',
      (rules: Record<string, unknown>) => ({
        ...rules,
        stateRights: { status: 'listed', law: 'A law', rights: [] },
      }),
      'medigapRules.stateRights.rights: ',
    ],
  ])('fails on %s, naming the file, the entry and the field', (_what, change, field) => {
    const messages = validateCollection(withRules(change)).map(formatIssue);
    expect(messages).toEqual([expect.stringContaining(`service-areas (${file}) → "${id}": ${field}`)]);
  });

  it('fails on a token naming no served state, or a list the rules leave empty, naming the page file', () => {
    const page = pagesData[0]!;
    const pages = collections.find((collection) => collection.name === 'pages') as ListCollection;
    const broken = { ...page, intro: '{birthdayRule:atlantis}' };
    expect(stateRuleTokenIssues({ ...pages, data: [broken] }).map(formatIssue)).toEqual([
      `pages (src/collections/pages/data/${page.id}.ts) → "${page.id}": intro: {birthdayRule:atlantis} names no service-area state; known: ${areas.map((area) => area.id).join(', ')}`,
    ]);
    const noRule = areas.map((area) => ({
      ...area,
      medigapRules: { ...area.medigapRules, birthdayRule: { status: 'none-found' as const } },
    }));
    expect(stateRuleTokenProblems('Only in {statesWithBirthdayRule}.', noRule, medigapRulesCopyData)).toEqual(
      [
        "{statesWithBirthdayRule} is empty: no service-area state's medigapRules gives it (service-areas.data.ts); reword this text",
      ],
    );
    expect(getStatesMedigapRules()).toHaveLength(serviceAreasData.length);
  });
});

// @vitest-environment node
// The chat speaks of a state's Medigap rules as content writes them from the state's data: its birthday rule (or that
// the sources show none) and the guaranteed-issue rights its own law adds. The states, their names and rules come
// from @agency/content, so another agency's states are tested the same way.
import { getServiceAreas, getStateMedigapRules } from '@agency/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRetrievalEngine, type RetrievalEngine } from './retrieval.ts';

let engine: RetrievalEngine;
beforeAll(() => {
  engine = createRetrievalEngine();
});

const areas = getServiceAreas();

describe("the chat on the states' Medigap rules", () => {
  it.each(areas.map((area) => [area.name] as const))(
    'states the rules of %s when asked about them',
    (name) => {
      const area = areas.find((entry) => entry.name === name)!;
      const rules = getStateMedigapRules(area.slug)!;
      const { message, topic } = engine.analyze(
        `is there a medigap birthday rule in ${name.toLowerCase()}`,
      ).answer;
      expect(topic).toBe('medigap');
      expect(message).toContain(rules.birthdayRule);
      // A state whose law adds rights of its own: they are said, never "only federal rights".
      if (area.medigapRules.stateRights.status === 'listed') {
        for (const right of area.medigapRules.stateRights.rights) expect(message).toContain(right);
        expect(message).not.toMatch(/only (the )?federal/i);
      }
      // The passage of the state's rules points to the state's page, where the sources are.
      const passage = engine.passages.find((entry) => entry.id === `area:${area.slug}:birthday-rule`);
      expect(passage?.url).toBe(`/service-areas/${area.slug}`);
      expect(passage?.text).toBe(rules.text);
    },
  );

  it("says every served state's birthday rule status when asked which states have one", () => {
    const { message } = engine.analyze('which states have a medigap birthday rule').answer;
    for (const area of areas) expect(message).toContain(area.name);
    for (const area of areas.filter((entry) => entry.medigapRules.birthdayRule.status === 'in-force'))
      expect(message).toContain(getStateMedigapRules(area.slug)!.birthdayRule);
  });
});

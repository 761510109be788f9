import type { z } from 'zod';
import type { medigapRulesCopySchema } from './schema';

/**
 * The words each state's Medigap rules are written in, filled from the state's `medigapRules` (service-areas.data.ts)
 * by medigap-rules.ts: the state pages, the city pages, the chat and the tokens of every other page read them, so a
 * changed rule changes every page. "No rule found" is what the sources show, never a certainty.
 */
export const medigapRulesCopyData = {
  birthdayRule: {
    inForce: '{state} has a Medigap birthday rule, in force since {since}: {summary}',
    noneFound: 'The sources we checked show no birthday rule for Medigap policies in {state}.',
  },
  stateRights: {
    listed:
      'Besides the federal guaranteed-issue rights, {state} law ({law}) gives rights of its own: {rights}.',
    listedIntro: 'Besides the federal guaranteed-issue rights, {state} law ({law}) gives rights of its own:',
    noneFound: 'The sources we checked show no guaranteed-issue rights in {state} beyond the federal ones.',
    notChecked:
      'Federal guaranteed-issue rights apply in {state}, as in every state. We have not confirmed whether {state} law adds rights of its own; a licensed advisor can check for your situation.',
  },
  healthQuestions:
    'Outside your Medigap open enrollment period and your guaranteed-issue rights, insurers may ask health questions when you apply for a policy.',
  summary: {
    withRule: 'A Medigap birthday rule applies in {states}.',
    noneFound: 'The sources we checked show no birthday rule for Medigap policies in {states}.',
    stateRights: 'State law in {states} adds guaranteed-issue rights of its own.',
  },
  checked: 'We checked these rules on {date}.',
  sourceLabel: 'Source: {title}',
} satisfies z.input<typeof medigapRulesCopySchema>;

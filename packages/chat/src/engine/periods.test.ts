// @vitest-environment node
// Plan changes read by their concepts (what changes, who is in which plan, when) and the period that applies.
// Phrasings here are written for the test, not taken from an eval set.
import { describe, expect, it } from 'vitest';
import { asksAboutRenewal, periodPassagesFor, planChangeOf, planChangePassages } from './periods.ts';

const today = '2026-11-24';

describe('planChangeOf', () => {
  it('reads "now" against the build date: during the AEP, a change now is an AEP change', () => {
    expect(planChangeOf('can my dad still switch his part d plan', today)?.time).toBe('annual');
    expect(planChangeOf('is it to late to drop my advantage plan', today)?.time).toBe('annual');
    expect(planChangeOf('can i change plans now', '2026-05-10')?.time).toBe('mid-year');
  });

  it('reads a date or a month as the period it falls in', () => {
    expect(planChangeOf('if i switch drug plans on dec 3 when does it start', today)?.time).toBe('annual');
    expect(planChangeOf('can i switch my plan on december 20', today)?.time).toBe('after-annual');
    expect(planChangeOf('can i leave my hmo in february', today)?.time).toBe('january-march');
    expect(planChangeOf('can i change my advantage plan in june', today)?.time).toBe('mid-year');
    expect(planChangeOf('i missed the dec 7 deadline, can i still change plans', today)?.time).toBe(
      'after-annual',
    );
  });

  it('tells a Medicare Advantage member from someone in Original Medicare', () => {
    const member = planChangeOf(
      'my wife is in a humana hmo, can she leave it in march for original medicare',
      today,
    );
    expect(member).toMatchObject({ time: 'january-march', advantageMember: true, backToOriginal: true });
    const original = planChangeOf(
      'i have original medicare and a drug plan, can i join an advantage plan in feb',
      today,
    );
    expect(original).toMatchObject({ time: 'january-march', advantageMember: false });
    expect(planChangePassages(original!)[0]).toBe('knowledge:change-plan-outside-aep');
  });

  it('leaves situations with their own periods alone: turning 65, a job, a move, Medigap', () => {
    for (const text of [
      'i turn 65 in march, can i switch plans then',
      'i retire in june, can i change plans now',
      'we are moving in january, can we switch plans',
      'can i switch to a medigap plan now',
      'what is a part d plan',
    ])
      expect(planChangeOf(text, today), text).toBeUndefined();
  });

  it('reads staying in a plan as renewal, and routes it to the passage that says plans usually renew', () => {
    expect(asksAboutRenewal('does my drug plan carry over to next year if i do nothing')).toBe(true);
    expect(asksAboutRenewal('do we need to re-enroll in our advantage plan each year')).toBe(true);
    expect(asksAboutRenewal('does my medigap renew every year')).toBe(false);
    expect(periodPassagesFor('what happens if i just keep my plan', today)).toEqual([
      'page-faq:annual-enrollment-period:1',
    ]);
    expect(periodPassagesFor('what does part b cover', today)).toEqual([]);
  });

  it('reads a period named as the time of a change as a question of what it allows', () => {
    const named = planChangeOf('can i drop my part d plan during the aep', today);
    expect(named).toMatchObject({ time: 'annual', periodNamed: true });
    expect(planChangePassages(named!)[0]).toBe('deadline:annual-enrollment-period');
    const back = planChangeOf(
      'can i switch from medicare advantage back to original medicare in the aep',
      today,
    );
    expect(back).toMatchObject({ advantageMember: true, backToOriginal: true, periodNamed: true });
    expect(periodPassagesFor('what happens if i miss the aep', today)[0]).toBe('aep:faq:what-if-i-miss-it');
  });

  it('reads a bare "can I still switch?" and signing up for a new plan as plan changes', () => {
    expect(planChangeOf('today is december 5 can i still switch', today)?.time).toBe('annual');
    expect(planChangeOf('if i sign up for a new drug plan this week when does it start', today)?.time).toBe(
      'annual',
    );
    expect(planChangeOf('can i still switch my address', today)).toBeUndefined();
  });

  it('reads coverage "for January" as a change made in the AEP before it', () => {
    expect(planChangeOf('i want to change my plan for january 2027', today)?.time).toBe('annual');
  });

  it('answers "is open enrollment over?" with the period open on the build date', () => {
    expect(periodPassagesFor('is open enrollment over yet', today)).toEqual(['aep:faq:when-is-aep']);
    expect(periodPassagesFor('is the aep still open', '2027-02-10')[0]).toBe(
      'deadline:medicare-advantage-open-enrollment',
    );
    expect(periodPassagesFor('is open enrollment over', '2027-06-10')).toEqual(['knowledge:next-aep']);
  });
});

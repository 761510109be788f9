// @vitest-environment node
// Engine-level checks of concept routing: two parts answered from one passage, a job without coverage, an employer's
// size. Phrasings here are written for the test, not taken from an eval set.
import { beforeAll, describe, expect, it } from 'vitest';
import { createRetrievalEngine, type RetrievalEngine } from './retrieval.ts';

let engine: RetrievalEngine;
beforeAll(() => {
  engine = createRetrievalEngine();
});

describe('routing by concepts', () => {
  it('answers both parts from one figure passage, with the sentence the second part asks for', () => {
    const { message } = engine.analyze(
      "what's the part a deductible in 2026, and how much is a skilled nursing facility per day after 20 days",
    ).answer;
    expect(message).toMatch(/Part A hospital deductible is \$[\d,]+/);
    expect(message).toMatch(/skilled nursing facility coinsurance is \$[\d,.]+ a day/);
  });

  it('does not tell someone whose job has no health coverage to wait for it', () => {
    const answer = engine.analyze(
      "i'm 65 and work part time with no benefits, should i sign up for medicare",
    ).answer;
    expect(answer.topic).toBe('enrollment-iep');
    expect(answer.message).not.toMatch(/You can wait to sign up for Part B/);
  });

  it("reads an employer's head count as a question about its size", () => {
    const answer = engine.analyze(
      'my boss has like 8 employees, does his insurance cover me after 65',
    ).answer;
    expect(answer.topic).toBe('employer-coverage');
    expect(answer.message).toMatch(/20 or more employees/);
  });

  it('answers staying in a plan with renewal', () => {
    expect(
      engine.analyze('do i need to re enroll every year or does my plan just continue').answer.message,
    ).toMatch(/usually renews/);
  });

  it('reads the appeal of a Part B amount as an IRMAA appeal', () => {
    const answer = engine.analyze(
      'our part b went way up, can we appeal that now that i stopped working',
    ).answer;
    expect(answer.topic).toBe('irmaa');
    expect(answer.message).toMatch(/SSA-44|life-changing/i);
  });

  it('treats a question about who wins a game as off-topic', () => {
    expect(engine.analyze('which team do you think will win on saturday').answer.guardrail).toBe('off-topic');
  });

  it('adds the job part when a computed window meets coverage from current work said in other words', () => {
    const { message } = engine.analyze(
      'i turn 65 in august but im still on my company insurance, what do i do',
    ).answer;
    expect(message).toMatch(/Initial Enrollment Period runs from/);
    expect(message).toMatch(/still working and have group health coverage/);
  });

  it("answers a question about the agency's phone number with how to reach it, not with Medicare numbers", () => {
    for (const question of ['whats ur phone number', 'can somebody call me back next week'])
      expect(engine.analyze(question).answer.topic, question).toBe('our-service');
    expect(engine.analyze('what number do i call if someone stole my medicare number').answer.topic).toBe(
      'privacy',
    );
  });

  it('reads the monthly cost of Medicare, with no part named, as the Part B premium', () => {
    for (const question of [
      'how much does medicare cost a month',
      'how much will medicare take out of my ss check',
    ])
      expect(engine.analyze(question).answer.topic, question).toBe('part-b-cost');
  });

  it('computes no enrollment window for someone changing a plan already chosen', () => {
    const { message } = engine.analyze(
      'my dad turned 65 in september and picked an advantage plan, can he switch in february',
    ).answer;
    expect(message).not.toMatch(/Initial Enrollment Period runs from/);
    expect(message).toMatch(/March 31/);
  });

  it('answers a question about the 5-star period with it, whatever month it names', () => {
    expect(engine.analyze('can my mom use the five star switch in december').answer.message).toMatch(
      /5-star rating/,
    );
  });

  it('reads quarters of work with Part A as the Part A premium, and retiring after 65 as working until then', () => {
    expect(engine.analyze('does part a cost me anything, i worked about 35 years').answer.topic).toBe(
      'part-a-cost',
    );
    expect(engine.analyze('my husband retires at 68, will he owe a part b penalty').answer.message).toMatch(
      /still working and have group health coverage/,
    );
  });

  it('keeps everyday words that are one letter from a content word', () => {
    const { message } = engine.analyze('can i cancel my drug plan in june').answer;
    expect(message).not.toMatch(/cancer/i);
    expect(message).toMatch(/Special Enrollment Period/);
  });

  it('does not answer a later clause that only repeats the question before it with another topic', () => {
    const { message } = engine.analyze(
      'We have Original Medicare and a drug plan. The premium went up. Can we switch now, or is it too late?',
    ).answer;
    expect(message).not.toMatch(/Initial Enrollment Period/);
  });
});

describe('an honest answer when nothing matches the question', () => {
  it('says it cannot answer reliably rather than answer from a passage matched on a look-alike word', () => {
    const { message } = engine.analyze('do i have to cancel the old plan myself').answer;
    expect(message).toMatch(/cannot answer that reliably/);
    expect(message).toMatch(/free consultation/);
    expect(message).not.toMatch(/cancer/i);
  });

  it('says so for a Medicare question about a concept no passage covers, and still asks a vague one for more', () => {
    expect(engine.analyze('does medicare cover a wheelchair ramp').answer.message).toMatch(
      /cannot answer that reliably/,
    );
    expect(engine.analyze('medicare stuff').answer.message).not.toMatch(/cannot answer that reliably/);
  });

  it('says so when asked what a thing is that no passage names, and still defines what the passages name', () => {
    expect(engine.analyze("what's the part b buydown").answer.message).toMatch(/cannot answer that reliably/);
    expect(engine.analyze('what is extra help really').answer.message).not.toMatch(
      /cannot answer that reliably/,
    );
    expect(engine.analyze('what time do you close').answer.message).not.toMatch(
      /cannot answer that reliably/,
    );
  });

  it('keeps answering a question whose concept the search read into it', () => {
    expect(engine.analyze("I'll be 65 in two months, what do I do now").answer.message).not.toMatch(
      /cannot answer that reliably/,
    );
  });

  it('reads the fall signup as the Annual Enrollment Period, not as off-topic', () => {
    const answer = engine.analyze('when is the autumn signup over').answer;
    expect(answer.guardrail).toBeUndefined();
    expect(answer.message).toMatch(/December 7/);
  });
});

describe('knowledge of the Original Medicare cost limit', () => {
  it('says Original Medicare has no yearly out-of-pocket cap', () => {
    const { message } = engine.analyze(
      'is there a cap on what I spend in a year with traditional medicare',
    ).answer;
    expect(message).toMatch(/no yearly out-of-pocket limit/);
  });
});

describe('a 65th birthday long past', () => {
  it('gets the General Enrollment Period, not the still-inside-your-window passage nor a note on figures', () => {
    const { message } = engine.analyze(
      'my wife turned 65 back in 2023, she never got part b and has no work coverage, can she still sign up',
    ).answer;
    expect(message).toMatch(/General Enrollment Period/);
    expect(message).not.toMatch(/probably still inside it/);
    expect(message).not.toMatch(/figures/);
  });
});

describe('leaving a plan already chosen', () => {
  it('computes no enrollment window for someone unhappy with the Advantage plan joined at 65 who wants Medigap', () => {
    const { message } = engine.analyze(
      'my husband got an advantage plan when he turned 65 in may 2026, he hates it, could he move to a supplement',
    ).answer;
    expect(message).not.toMatch(/Initial Enrollment Period runs/);
    expect(message).toMatch(/12 months/);
  });
});

describe('a large employer stated', () => {
  it('answers whether to take Part B with waiting and the Special Enrollment Period, not the size rule', () => {
    const { message } = engine.analyze(
      'my wife is 67 and still works at a hospital with 3000 employees and is on their plan, must she get part b',
    ).answer;
    expect(message).toMatch(/Special Enrollment Period/);
  });

  it('keeps the size rule for an employer under 20', () => {
    expect(
      engine.analyze('my job has under 20 workers and I am on its insurance, do I need part b at 65').answer
        .message,
    ).toMatch(/fewer than 20 employees/);
  });
});

describe('"it" in a later clause', () => {
  it('is not the amount of the clause before when it is missed: a missed window gets the General Enrollment Period', () => {
    const { message } = engine.analyze(
      "what's the part b late penalty, and when can my dad enroll in part b since he missed it",
    ).answer;
    expect(message).toMatch(/General Enrollment Period/);
  });
});

describe('a yes/no question about a state the agency serves', () => {
  it('answers yes before naming the states', () => {
    const { message } = engine.analyze('can you guys help my aunt in florida').answer;
    expect(message).toMatch(/^Yes\./);
    expect(message).toMatch(/Florida/);
  });
});

describe('a bare yes or no', () => {
  it('never ends an answer', () => {
    for (const question of [
      'when is the last day to change my drug plan this year',
      'what is the final day i can switch my part d plan for next year',
    ])
      expect(engine.analyze(question).answer.message).not.toMatch(/\b(Yes|No)\. Call us/);
  });
});

describe("the agency's office", () => {
  it('answers where the agency is with its office address, not the passage about moving', () => {
    const { message } = engine.analyze('where is your office at').answer;
    expect(message).toMatch(/Our office is located at/);
    expect(message).not.toMatch(/Moving out of your plan/);
  });
});

describe('help paying the Part B premium', () => {
  it("answers with the state's help, not the premium's amount", () => {
    const { message } = engine.analyze(
      "my dad is on a small fixed income and can't afford the part b premium, is there any assistance",
    ).answer;
    expect(message).toMatch(/Medicare Savings Program/);
  });
});

describe('the state where the visitor lives', () => {
  it('is the scene: a passage that only lists the state does not win on it', () => {
    const { message } = engine.analyze("we're in tennessee, when is annual enrollment").answer;
    expect(message).toMatch(/October 15 to December 7/);
  });
});

describe('IRMAA passages', () => {
  it('do not answer a life event with no premium or income asked about', () => {
    const { message } = engine.analyze(
      'my wife passed away last month, what happens with my drug plan',
    ).answer;
    expect(message).not.toMatch(/SSA-44|IRMAA/);
  });

  it('still answer the appeal of a premium after a life event', () => {
    expect(
      engine.analyze('my wife passed away, can i get my higher part b premium lowered').answer.message,
    ).toMatch(/SSA-44/);
  });
});

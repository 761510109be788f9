// @vitest-environment node
import { brand, figureFor, formatMoney, getCycle } from '@agency/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorQuestions } from './questions.fixture.ts';
import { defaultGroundingContent } from './passages.ts';
import { createRetrievalEngine, type RetrievalEngine } from './retrieval.ts';
import { topics } from './topics.ts';

const phone = brand.tollFreePhone.display;
const closing = `Call us at ${phone} for personalized help.`;
const { planYear } = getCycle();

let engine: RetrievalEngine;
beforeAll(() => {
  engine = createRetrievalEngine();
});

function expectedTopics(topic: string | readonly string[]): readonly string[] {
  return typeof topic === 'string' ? [topic] : topic;
}

describe('retrieval engine: accuracy on visitor questions', () => {
  it(`answers at least 30 realistic questions with the right topic at least 90% of the time`, () => {
    expect(visitorQuestions.length).toBeGreaterThanOrEqual(30);
    const misses: string[] = [];
    for (const { question, topic } of visitorQuestions) {
      const answer = engine.analyze(question).answer;
      if (!expectedTopics(topic).includes(answer.topic))
        misses.push(`  "${question}": got ${answer.topic}, expected ${expectedTopics(topic).join(' or ')}`);
    }
    const accuracy = (visitorQuestions.length - misses.length) / visitorQuestions.length;
    console.log(
      `retrieval accuracy: ${visitorQuestions.length - misses.length}/${visitorQuestions.length} ` +
        `(${(accuracy * 100).toFixed(1)}%)${misses.length ? `\nmisses:\n${misses.join('\n')}` : ', no misses'}`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('gives short, plain-text, grounded answers that end with the phone number', () => {
    for (const { question } of visitorQuestions) {
      const analysis = engine.analyze(question);
      const { message, sources } = analysis.answer;
      expect(message.endsWith(closing), question).toBe(true);
      expect(message, question).not.toMatch(/[*#`<>]|\]\(|\{[a-zA-Z]+\}/);
      const body = message.slice(0, -closing.length).trim();
      const sentenceCount = body.split(/(?<=[.!?])\s+(?=[A-Z0-9$])/).length;
      expect(sentenceCount, question).toBeGreaterThanOrEqual(1);
      expect(sentenceCount, question).toBeLessThanOrEqual(6);
      expect(body.length, question).toBeLessThanOrEqual(700);
      if (analysis.kind === 'grounded') expect(sources.length, question).toBeGreaterThan(0);
    }
  });

  it('names the year of every figure it gives', () => {
    const answer = engine.analyze(`How much is Part B in ${planYear}?`).answer;
    expect(answer.topic).toBe('part-b-cost');
    expect(answer.message).toContain(String(planYear));
    expect(answer.message).toContain('$202.90');
    const previous = engine.analyze(`What was the Part B premium in ${planYear - 1}?`).answer;
    expect(previous.message).toContain(String(planYear - 1));
    expect(previous.message).toContain('$202.90');
    // The year before that is said only when asked about, or about the change.
    expect(previous.message).not.toContain('$185');
    expect(engine.analyze(`What was the Part B premium in ${planYear - 2}?`).answer.message).toContain(
      '$185',
    );
    expect(engine.analyze('How much did the Part B premium go up?').answer.message).toMatch(
      /\$202\.90 a month \(it was \$185(\.00)? in \d{4}\)/,
    );
    const noYear = engine.analyze('How much is the Part B premium?').answer;
    expect(noYear.message).toContain(String(planYear));
  });

  it('says so when asked for a year it has no figures for', () => {
    const answer = engine.analyze(`What will the Part B premium be in ${planYear + 3}?`).answer;
    expect(answer.message).toMatch(new RegExp(`do not have the ${planYear + 3} figures`));
    expect(answer.message).toContain(String(planYear));
  });

  it('states the Part D facts of the plan year (no coverage gap, the yearly cap)', () => {
    const answer = engine.analyze('Is there still a donut hole?').answer;
    expect(answer.message).toMatch(/^No\./);
    expect(answer.message).toContain(formatMoney(figureFor('partD.outOfPocketCap', planYear)!.value));
  });

  it('gives the plan year’s figure, or the latest one with its year and “not in our figures yet”', () => {
    const engineFor = (year: number) =>
      createRetrievalEngine({ content: { ...defaultGroundingContent(), planYear: year } });
    const for2027 = engineFor(2027);
    const partB = for2027.analyze('How much is the Part B premium?').answer.message;
    expect(partB).toMatch(/\$202\.90/);
    expect(partB).toMatch(/\b2026\b/);
    expect(partB).toMatch(
      /The 2027 amounts? (is|are) not in our figures yet \(checked [A-Z][a-z]+ \d+, \d{4}\)/,
    );
    const partBFigures = for2027.passages.find((passage) => passage.id === 'figure:2027:part-b')!;
    expect(partBFigures.text).toContain(
      'The 2027 amounts are not in our figures yet (checked November 28, 2026): in 2026, the standard Part B premium is $202.90 a month (it was $185 in 2025)',
    );
    const partD = for2027.analyze('What is the Part D out-of-pocket cap in 2027?').answer.message;
    expect(partD).toContain('$2,400');
    expect(partD).not.toContain('not in our figures');
    // 2027's Medicare Advantage limits are not in the figures (only projections were seen): 2026's, with its year.
    const moop = for2027.passages.find((passage) => passage.id === 'figure:2027:ma-moop')!;
    expect(moop.text).toMatch(
      /^The 2027 amounts are not in our figures yet \(checked .*\): in 2026 .* at most \$9,250/,
    );
    expect(moop.text).not.toContain('9,850');
    // A penalty computes with the latest base premium in the figures (2026), never a projection.
    const partDPenalty = for2027.passages.find((passage) => passage.id === 'figure:2027:part-d-penalty')!;
    expect(partDPenalty.text).toContain('in 2026, that premium is $38.99');
    expect(partDPenalty.text).not.toContain('41.33');
    const irmaa = for2027.passages.find((passage) => passage.id === 'figure:2027:irmaa')!;
    expect(irmaa.text).toContain(
      'The 2027 amounts are not in our figures yet (checked November 28, 2026): in 2026, it applies when your 2024 income',
    );

    const for2026 = engineFor(2026);
    const figures2026 = for2026.passages.filter((passage) => passage.kind === 'figure');
    expect(figures2026.find((passage) => passage.id === 'figure:2026:part-b')!.text).toContain(
      'In 2026, the standard Part B premium is $202.90 a month (it was $185 in 2025)',
    );
    expect(figures2026.map((passage) => passage.text).join(' ')).not.toContain('not in our figures');
    // The next year gets passages only for what it has: its Part D figures, not its Part B.
    const ids = for2026.passages.map((passage) => passage.id);
    expect(ids).toContain('figure:2027:part-d');
    expect(ids).not.toContain('figure:2027:part-b');
  });

  it('gives every passage a known topic and a unique id', () => {
    const ids = new Set<string>();
    for (const passage of engine.passages) {
      expect(topics).toContain(passage.topic);
      expect(ids.has(passage.id), passage.id).toBe(false);
      ids.add(passage.id);
      expect(passage.text, passage.id).not.toMatch(/\{[a-zA-Z]+\}/);
    }
    const figureYears = new Set(engine.passages.flatMap((passage) => (passage.year ? [passage.year] : [])));
    expect(figureYears).toContain(planYear);
    expect(figureYears).toContain(planYear - 1);
    for (const passage of engine.passages.filter((entry) => entry.kind === 'figure'))
      expect(passage.title + passage.text, passage.id).toContain(String(passage.year));
  });

  it('answers in a few milliseconds', () => {
    const started = performance.now();
    for (const { question } of visitorQuestions) engine.analyze(question);
    const perQuestion = (performance.now() - started) / visitorQuestions.length;
    expect(perQuestion).toBeLessThan(50);
  });
});

describe('retrieval engine: guardrails', () => {
  it.each([
    'My Medicare number is 1EG4-TE5-MK73',
    'my medicare number is 1eg4te5mk73 can you look me up',
    'MBI 1EG4 TE5 MK73',
    'My social security number is 123-45-6789',
    'ssn 123 45 6789',
    'Here it is: 123456789',
    'my old medicare claim number was 123456789A',
  ])('warns about a Medicare or Social Security number and never echoes it: %s', (message) => {
    const answer = engine.analyze(message).answer;
    expect(answer.topic).toBe('sensitive-number');
    expect(answer.guardrail).toBe('sensitive-number');
    expect(answer.message).toMatch(/do not share your Medicare number or Social Security number/);
    expect(answer.message).toContain(phone);
    expect(answer.message).not.toMatch(/1EG4|1eg4|TE5|MK73|6789|123 45/i);
  });

  it('still answers the rest of a message that held a number', () => {
    const answer = engine.analyze('My number is 123-45-6789. When is the Annual Enrollment Period?').answer;
    expect(answer.topic).toBe('sensitive-number');
    expect(answer.message).toMatch(/October 15/);
    expect(answer.message).not.toContain('6789');
  });

  it('does not mistake phone numbers, ZIP+4 codes or amounts for identifiers', () => {
    for (const message of [
      'Call me at (205) 555-0147 about Part D',
      'My ZIP code is 35203-1234, what plans are there?',
      'My income was $109,000 last year, will I pay IRMAA?',
    ])
      expect(engine.analyze(message).answer.guardrail, message).not.toBe('sensitive-number');
  });

  it.each([
    'Which plan is best for me?',
    'Should I get Humana?',
    'What plan do you recommend?',
    'What is the best Medigap plan in Alabama?',
    'Is Aetna better than UnitedHealthcare?',
    'Should I get Plan G or Plan N?',
    'Can you pick a plan for me?',
    'Which company should I go with?',
  ])('does not recommend a specific plan or carrier: %s', (message) => {
    const answer = engine.analyze(message).answer;
    expect(answer.topic).toBe('plan-recommendation');
    expect(answer.message).toMatch(/^I cannot recommend a specific plan or insurance company\./);
    expect(answer.message).toMatch(/licensed advisor/);
    expect(answer.message).toMatch(/free consultation/);
    expect(answer.message).toContain(phone);
  });

  it('adds general grounded information to a recommendation request when there is some', () => {
    const answer = engine.analyze('Should I get Plan G or Plan N?').answer;
    expect(answer.message).toMatch(/Plan G may suit/);
    expect(answer.sources.length).toBeGreaterThan(0);
  });

  it('answers general questions about plan types without treating them as recommendations', () => {
    for (const [message, topic] of [
      ['When does Plan G make sense?', 'medigap'],
      ['Which is better, Medicare Advantage or Medigap?', 'comparison'],
      ['Do you work with Humana?', 'our-service'],
    ] as const)
      expect(engine.analyze(message).answer.topic, message).toBe(topic);
  });

  it.each([
    "What's the weather like tomorrow?",
    'Who won the football game last night?',
    'Give me a recipe for banana bread',
    'Tell me a joke',
    'Write me some Python code',
    'How much does a pizza cost?',
    'What is the capital of France?',
    'Can you help me with my car insurance?',
    'asdf qwerty zxcv',
  ])('redirects an off-topic message to Medicare: %s', (message) => {
    const answer = engine.analyze(message).answer;
    expect(answer.topic).toBe('off-topic');
    expect(answer.message).toMatch(/I can only help with questions about Medicare/);
    expect(answer.message).toContain(phone);
  });

  it.each(['Who should I vote for?', 'What do Republicans want to do with Medicare?'])(
    'does not discuss politics: %s',
    (message) => {
      const answer = engine.analyze(message).answer;
      expect(answer.guardrail).toBe('politics');
      expect(answer.message).toMatch(/cannot discuss politics/);
    },
  );

  it.each(['Hi', 'Hello there!', 'Good morning Sarah', 'hey'])('greets back: %s', (message) => {
    const answer = engine.analyze(message).answer;
    expect(answer.topic).toBe('greeting');
    expect(answer.message).toMatch(/^Hello!/);
    expect(answer.message.length).toBeLessThan(300);
  });

  it.each(['Thanks!', 'Thank you so much', 'ok thanks bye'])('answers thanks briefly: %s', (message) => {
    const answer = engine.analyze(message).answer;
    expect(answer.topic).toBe('thanks');
    expect(answer.message).toMatch(/^You are welcome!/);
  });

  it('answers the question in a greeting, not the greeting', () => {
    expect(engine.analyze('Hi, what is IRMAA?').answer.topic).toBe('irmaa');
  });

  it.each(["I'm having chest pain", 'I want to end my life', 'my husband is having a stroke'])(
    'sends an emergency to 911 / 988 first: %s',
    (message) => {
      const answer = engine.analyze(message).answer;
      expect(answer.topic).toBe('emergency');
      expect(answer.message).toMatch(/911/);
      expect(answer.message).toMatch(/988/);
    },
  );

  it('does not treat heart attack insurance as an emergency', () => {
    expect(engine.analyze('Do you have heart attack and stroke plans?').answer.topic).toBe(
      'additional-coverage',
    );
  });

  it.each(['Can I take ibuprofen with my blood pressure pills?', 'What are the side effects of metformin?'])(
    'does not give medical advice: %s',
    (message) => {
      const answer = engine.analyze(message).answer;
      expect(answer.topic).toBe('medical-advice');
      expect(answer.message).toMatch(/cannot give medical advice/);
      expect(answer.message).toMatch(/doctor or pharmacist/);
    },
  );

  it.each(['Are you a real person?', 'Is this a bot?', 'Am I talking to a human?'])(
    'says it is an AI assistant, not a licensed agent: %s',
    (message) => {
      const answer = engine.analyze(message).answer;
      expect(answer.topic).toBe('assistant-identity');
      expect(answer.message).toMatch(/automated assistant \(AI\)/);
      expect(answer.message).toMatch(/not a licensed agent/);
    },
  );

  it('asks for more detail when a Medicare question matches nothing well', () => {
    const answer = engine.analyze('Medicare thingamajig whatsit?').answer;
    expect(['unclear', 'medicare-basics']).toContain(answer.topic);
    expect(answer.message).toContain(phone);
  });
});

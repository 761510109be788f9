// @vitest-environment node
// Who answers: every way a visitor (or a daughter helping) asks whether the chat is a person, a machine, a licensed
// agent, Medicare or the government, a scam, or asks for a human, gets a plain answer: an automated assistant of an
// independent agency, not connected with Medicare or the government, and how to reach a licensed advisor (hours,
// booking, phone). The agency's name, hours, booking link and persona come from @agency/content.
import { brand, getChatPersona } from '@agency/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityKinds, type IdentityKind } from './guardrails/identity.ts';
import { createRetrievalEngine, type RetrievalEngine } from './retrieval.ts';

let engine: RetrievalEngine;
beforeAll(() => {
  engine = createRetrievalEngine();
});

const firstName = getChatPersona().name.split(/\s+/)[0]!;
const agency = brand.agencyName;

/** What every answer about who answers says, whatever was asked. */
function expectWhoAnswers(message: string): void {
  expect(message).toMatch(/automated assistant \(AI\)/);
  expect(message).toContain(`${agency}, an independent insurance agency`);
  expect(message).toMatch(/not connected with or endorsed by Medicare or any government agency/);
  expect(message).toMatch(/not a person and not a licensed agent/);
  expect(message).toContain(brand.officeHours.chat);
  expect(message).toContain(brand.links.booking);
  expect(message).toContain(brand.tollFreePhone.display);
}

const asked: Record<IdentityKind, string[]> = {
  who: [
    'who am I talking to',
    'who is this?',
    "who's this",
    'who are you',
    'what are you?',
    'who am i chatting with right now',
    'who runs this chat',
    'who do you work for',
  ],
  person: [
    'are you a real person?',
    'r u human',
    'is this a bot',
    'am i talking to a computer?',
    'is this automated?',
    'are you real?',
    'is there a real person there',
    'is this ai',
    'are these answers from a person or a computer',
    `is this ${firstName}?`,
    `am i talking to ${firstName} or a robot`,
    'so im talking to a machine?',
    'is it a person or a machine',
  ],
  licensed: [
    'are you licensed?',
    'are you a licensed agent',
    'is this a real licensed agent or a computer?',
    'are you an insurance agent',
    'r u a real advisor',
    'do you have a license',
  ],
  government: [
    'is this medicare?',
    'am i talking to medicare',
    'are you with the government',
    'are you guys from social security',
    'is this the official medicare website',
    'is this CMS',
    'are you part of Medicare or the government?',
    'is this site run by the government',
    'do you work for medicare',
    "you're not medicare right?",
    'are y all affiliated with medicare.gov',
    'is this the medicare office? i got a letter',
  ],
  'human-wanted': [
    'i want a human',
    'can i talk to a real person',
    'i need to speak with a live person please',
    'let me talk to someone real',
    'operator',
    'representative please',
    'connect me with a representative',
    'can I speak with an agent please',
    'i would rather talk to a person, not a bot',
  ],
  trust: [
    'is this a scam?',
    'are you legit',
    `is ${agency.toLowerCase()} legit`,
    'my daughter says this is a scam, is it?',
    'how do i know you are real',
    'can i trust this site',
    'this site looks like a scam',
  ],
};

describe('who answers: the kinds of question', () => {
  for (const [kind, questions] of Object.entries(asked) as Array<[IdentityKind, string[]]>)
    it.each(questions)(`reads "%s" as asking about ${kind}`, (question) => {
      expect([...identityKinds(question)]).toContain(kind);
    });

  it.each([
    'is this covered by medicare?',
    'is medicare part of the government?',
    'does the government pay for part b',
    'is this medicare advantage plan any good',
    'is it medicare or medicaid that pays for a nursing home',
    'what states are you licensed in',
    'are your agents licensed in florida',
    'are you licensed in illinois?',
    'should i talk to an agent before i switch plans',
    "i'm talking to a broker next week, what should i ask",
    'i got a letter from medicare about my card, is this a scam?',
    'someone called saying theyre from medicare and need my number, is that legit',
    'who is eligible for medicare',
    'who pays first, medicare or my job?',
    'what is this irmaa thing on my letter',
    'is it automatic when i turn 65',
    'is this a program that helps with drug costs',
    'my doctor says this is a good plan',
    'when can I switch my Medicare Advantage plan?',
  ])('leaves "%s" to the Medicare answers', (question) => {
    expect([...identityKinds(question)]).toEqual([]);
  });
});

describe('who answers: the answers', () => {
  for (const questions of Object.values(asked))
    it.each(questions)('answers "%s" with who answers and how to reach a licensed advisor', (question) => {
      const answer = engine.analyze(question).answer;
      expect(answer.guardrail).toBe('assistant-identity');
      expectWhoAnswers(answer.message);
    });

  it.each(asked.government)('says "%s" is not Medicare and how to reach Medicare itself', (question) => {
    const { message } = engine.analyze(question).answer;
    expect(message).toMatch(/^No, this is not Medicare or the government\./);
    expect(message).toMatch(/1-800-MEDICARE/);
  });

  it.each(asked['human-wanted'])('says to "%s" that the chat cannot hand over to a person', (question) => {
    expect(engine.analyze(question).answer.message).toMatch(/cannot pass this chat to a person/);
  });

  it.each(asked.trust)('tells "%s" never to give a number to an unexpected caller', (question) => {
    expect(engine.analyze(question).answer.message).toMatch(
      /never asks for your Medicare or Social Security number/,
    );
  });

  it.each([
    'is this medicare? they asked for my medicare number',
    'is this medicare? i got a call and they want to verify my social security number',
    'are you from medicare, a man on the phone wanted my medicare card number',
  ])('gives who answers and the number warning to "%s"', (question) => {
    const { message, guardrail } = engine.analyze(question).answer;
    expect(guardrail).toBe('assistant-identity');
    expectWhoAnswers(message);
    expect(message).toMatch(/not Medicare/);
    expect(message).toMatch(/Never give it to someone who calls/);
  });

  it('warns about a number typed in the chat, then says who answers', () => {
    const { message, guardrail } = engine.analyze('is this medicare? my number is 1EG4-TE5-MK72').answer;
    expect(guardrail).toBe('sensitive-number');
    expect(message).toMatch(/please do not share your Medicare number/);
    expectWhoAnswers(message);
    expect(message).not.toMatch(/1EG4/);
  });

  it('says who answers, then answers the Medicare question asked with it', () => {
    const { message } = engine.analyze('can i talk to a real person? and when does the aep end').answer;
    expectWhoAnswers(message);
    expect(message).toMatch(/December 7/);
    // A rest that asks nothing about Medicare adds nothing.
    expect(engine.analyze('are you a robot? whats the weather tomorrow').answer.message).not.toMatch(
      /only help with questions about Medicare/,
    );
  });
});

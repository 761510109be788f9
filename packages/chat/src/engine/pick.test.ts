// @vitest-environment node
// The structural plan-recommendation detector: an ask (choice, opinion, ranking) with a plan, a plan letter, a kind
// of coverage or a company as its object. Phrasings here are written for the test, not taken from an eval set.
import { describe, expect, it } from 'vitest';
import { recommendationDetector } from './guardrails.ts';
import { pickDetector } from './pick.ts';

const pick = pickDetector('humana|aetna|cigna|wellcare|blue cross');
const isRecommendation = recommendationDetector();

describe('pickDetector', () => {
  it.each([
    // An opinion of the chat's own.
    'be honest would u buy plan n',
    'would you trust humana with your own parents',
    'advantage vs supplement what do you think i should do',
    // Standing in the visitor's place, with or without an object.
    'if you were in my shoes would you stay with aetna',
    'what would you do if you were me',
    // A ranking, or what others pick.
    'rank the best part d plans for 2027',
    'what plan do most folks around atlanta end up with',
    'what does everyone else get around here',
    // Two options and a request to choose.
    'g or n? just tell me',
    'humana or wellcare for my dad',
    'should we go ppo or hmo',
    // "Should" with a plan as the object.
    'my mom wants to know should she go with medigap',
    'should he go advantage this year',
    // The choice handed over.
    'i need you to just pick a plan for my husband',
    // A judgment of an option, for a person, or help deciding.
    'be straight with me, is plan g worth the money',
    'would it be dumb to switch to advantage',
    'which supplement company is most reliable',
    'what plan would be good for my dad he has copd',
    'mom is torn between two advantage plans can you settle it',
    'which plan covers the most',
    // Advice asked by name, a rating, a fit for a person described, "would that work for me".
    'need a recommendation on a drug plan for my husband',
    'rate the supplement companies for me',
    'whats better for a healthy 65 year old, advantage or medigap',
    'my neighbor got humana, would that work for me too',
    // The choice deferred, the cheapest for a person, what the customers choose, an opinion of a company.
    "i'll go with whatever you say",
    'i just want whatever is cheapest for my mom',
    'which one do most of your customers choose',
    'what do you think of wellcare',
    // Concepts that the removed list of sentence patterns used to catch, in new words.
    'is cigna any good for part d',
    'are aetna plans decent in georgia',
    'whats the #1 supplement company',
    'sign my mom up for the cheapest one',
    'do you think my dad should go with a ppo',
    'my son says i need an hmo, is he right',
    'humana advantage, thumbs up or down?',
    'just tell me whether we should switch plans',
    'find a drug plan for my wife please',
    'which medigap plan would you enroll in',
    'you know this stuff, which carrier?',
    'which carrier do you sell the most',
    'which advantage plans are folks around here happy with',
    'can you compare humana and aetna for me',
    'i dont know what to pick, can you just decide',
    'aetna sent a $0 plan mailer, is it worth switching from my wellcare plan',
  ])('reads %j as a pick', (text) => {
    expect(pick(text)).toBe(true);
  });

  it.each([
    'what is the difference between advantage and medigap',
    'which is better, medicare advantage or medigap?',
    'does plan g or n cover the part b deductible',
    'can i switch from plan f to g without health questions',
    'should i sign up for part b if i am still working',
    'should i keep my employer plan or take medicare at 65',
    'should i enroll in part d if i have va coverage',
    'what should i do about part b when i retire',
    'what happens if you switch plans in the middle of the year',
    'would you get a penalty if you wait to sign up for part d',
    'do most people keep working past 65',
    'my friend said everybody gets part a at 65 is that true',
    'whats your favorite color',
    'is it a good idea to delay part b if i have a job',
    'is it a scam if someone calls about my medicare card',
    'what is the best time to switch plans',
    'when is the right time for my dad to sign up for part b',
    'does an advantage plan work for someone who travels a lot',
    'what is the part b rate for 2026',
    'what is the best time for my mom to sign up',
    'what do you think about the part b premium going up',
    'my employer pays for my medicare supplement, is that ok',
    'is there a good time to switch from advantage to medigap',
    'whats the best number to call you at',
    'is my blue cross plan good in other states when i travel',
  ])('does not read %j as a pick', (text) => {
    expect(pick(text)).toBe(false);
  });

  it('is part of the recommendation guardrail, typos corrected first by the engine', () => {
    expect(isRecommendation('Would you put your own dad in an Advantage plan?')).toBe(true);
    expect(isRecommendation('What do most people pick around here?')).toBe(true);
    expect(isRecommendation('What is your favorite football team?')).toBe(false);
    expect(isRecommendation('is unitedhealth good')).toBe(true);
    // Typos are the engine's to correct; the detector reads the corrected words.
    expect(isRecommendation('what plan should my mom get shes 68 in pensacola')).toBe(true);
  });
});

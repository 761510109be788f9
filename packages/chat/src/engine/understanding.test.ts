// @vitest-environment node
// Issue 17: the personal-data guardrails, the computed answers (IRMAA, IEP, Part B penalty, Extra Help), the chat's
// knowledge and two-part questions. Figures and dates follow the test build date (SITE_BUILD_DATE=2026-11-24: plan
// year 2027, the 2027 Part B premium and IRMAA brackets not announced, so the 2026 amounts named with their year).
import {
  brand,
  figureFor,
  figureIn,
  formatMoney,
  getCycle,
  getChatKnowledge,
  partBLatePenalty,
} from '@agency/content';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  computeCoverageStart,
  computeExtraHelp,
  computeIep,
  computeIrmaa,
  computePartBPenalty,
  computePartDPenalty,
} from './computed.ts';
import {
  asksAboutAssistant,
  asksAboutLostCard,
  containsBirthDateWithIdentifier,
  containsCardNumber,
  containsPersonalIdentifier,
  containsSensitiveNumber,
  isMedicalAdvice,
  isOffTopicByKeyword,
  luhnValid,
  redactSensitiveNumbers,
} from './guardrails.ts';
import { createRetrievalEngine, questionParts, type RetrievalEngine } from './retrieval.ts';
import { createSpeller } from './text.ts';

const phone = brand.tollFreePhone.display;
const { planYear, date: today } = getCycle();
let engine: RetrievalEngine;
beforeAll(() => {
  engine = createRetrievalEngine();
});

describe('guardrails: personal numbers', () => {
  it.each([
    '1EG4-TE5-MK73',
    '1EG4TE5MK73',
    '1eg4 te5 mk73',
    '1EG4 - TE5 - MK73',
    '1EG4.TE5.MK73',
    '1AB2-CD3-EF45',
  ])('finds a Medicare number in any format: %s', (mbi) => {
    expect(containsSensitiveNumber(`my medicare number is ${mbi} thanks`)).toBe(true);
    expect(redactSensitiveNumbers(`number ${mbi} ok`)).not.toMatch(/TE5|te5|CD3|MK73|mk73|EF45/);
  });

  it.each(['123-45-6789', '123 45 6789', '123.45.6789', '123 - 45 - 6789', '123456789', '1 2 3 4 5 6 7 8 9'])(
    'finds a Social Security number in any spacing: %s',
    (ssn) => {
      expect(containsSensitiveNumber(`ssn ${ssn}`)).toBe(true);
      expect(redactSensitiveNumbers(`ssn ${ssn}`)).not.toMatch(/6789|6 7 8 9/);
    },
  );

  it('checks payment cards with Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(containsCardNumber('card 4111 1111 1111 1111 exp 12/29')).toBe(true);
    expect(containsCardNumber('card 4111-1111-1111-1111')).toBe(true);
    expect(containsCardNumber('5500 0000 0000 0004')).toBe(true);
    expect(containsCardNumber('order 4111 1111 1111 1112')).toBe(false);
    expect(redactSensitiveNumbers('pay with 4111 1111 1111 1111 please')).not.toMatch(/1111/);
  });

  it('warns about a date of birth next to a ZIP code, phone or name, not about a birthday alone', () => {
    expect(containsBirthDateWithIdentifier('DOB 03/15/1958 zip 35203')).toBe(true);
    expect(containsBirthDateWithIdentifier('dob 6/15/1959, 30301, what plans')).toBe(true);
    expect(containsBirthDateWithIdentifier('born March 15, 1958, I live in 30301')).toBe(true);
    expect(containsBirthDateWithIdentifier('my name is Ann Lee, born 3-15-1958')).toBe(true);
    expect(containsBirthDateWithIdentifier('born 3/15/1958, call me at 205-555-0147')).toBe(true);
    expect(containsBirthDateWithIdentifier('I was born June 1, 1962, when do I sign up?')).toBe(false);
    expect(containsPersonalIdentifier('My ZIP code is 35203-1234, what plans are there?')).toBe(false);
    expect(containsPersonalIdentifier('My income was $109,000 last year')).toBe(false);
    expect(containsPersonalIdentifier('Call me at (205) 555-0147 about Part D')).toBe(false);
  });

  it.each([
    ['my medicare number is 1EG4TE5MK73 can you check my plan', /1EG4|TE5|MK73/i],
    ['here is my card 4111 1111 1111 1111 to pay the premium', /1111/],
    ['DOB 03/15/1958 zip 35203 what plans can I get', /35203|1958|03\/15/],
    ['ssn 123 45 6789', /6789/],
  ])('answers %s with a warning, never the number', (message, leak) => {
    const answer = engine.analyze(message).answer;
    expect(answer.guardrail).toBe('sensitive-number');
    expect(answer.message).toMatch(/please do not share/);
    expect(answer.message).not.toMatch(leak);
    expect(answer.message.endsWith(`Call us at ${phone} for personalized help.`)).toBe(true);
  });

  it('points a lost card to 1-800-MEDICARE and Social Security', () => {
    for (const message of [
      'my dad lost his medicare card what do we do',
      'How do I replace my Medicare card?',
    ]) {
      expect(asksAboutLostCard(message), message).toBe(true);
      const answer = engine.analyze(message).answer;
      expect(answer.message, message).toMatch(/1-800-MEDICARE/);
      expect(answer.message, message).toMatch(/Social Security/);
    }
    expect(asksAboutLostCard('I lost my credit card')).toBe(false);
  });
});

describe('computed answers', () => {
  it('gives the IRMAA bracket for a stated income, status and year', () => {
    const single = computeIrmaa(
      'single, about $150k in 2024, what will I pay for Part B in 2026?',
      planYear,
    )!;
    expect(single.topic).toBe('irmaa');
    expect(single.sentences.join(' ')).toContain('$405.80');
    expect(single.sentences.join(' ')).toContain('2024 income');
    expect(single.sentences.join(' ')).not.toContain('$150,000 a');
    const joint = computeIrmaa(
      'married filing jointly, we made $300,000 in 2024. part b premium 2026?',
      planYear,
    )!;
    expect(joint.sentences.join(' ')).toContain('$405.80');
    const low = computeIrmaa('I make 90k, will I pay IRMAA in 2026?', planYear)!;
    expect(low.sentences.join(' ')).toMatch(/no IRMAA/);
    expect(low.sentences.join(' ')).toContain('$202.90');
    const year2025 = computeIrmaa(
      'single with $150,000 income, what was my Part B premium in 2025?',
      planYear,
    )!;
    expect(year2025.sentences.join(' ')).toContain('$370 a month');
  });

  it('says the plan year’s brackets are not in the figures yet and names the year it computes', () => {
    const pending = computeIrmaa(
      `single, income $150,000, what is my Part B premium in ${planYear}?`,
      planYear,
    )!;
    expect(pending.sentences[0]).toMatch(new RegExp(`${planYear} IRMAA brackets are not in our figures yet`));
    expect(pending.sentences.join(' ')).toContain('$405.80');
  });

  it('does not compute IRMAA without an income', () => {
    expect(computeIrmaa('What is IRMAA?', planYear)).toBeUndefined();
    expect(computeIrmaa('How much is Part B in 2026?', planYear)).toBeUndefined();
  });

  it('gives the Initial Enrollment Period for a stated birthday, the 1st-of-month rule included', () => {
    const june15 = computeIep('I was born June 15, 1962. When can I sign up for Medicare?', today)!;
    expect(june15.sentences.join(' ')).toContain('March 1, 2027 to September 30, 2027');
    const june1 = computeIep(
      'my birthday is on the 1st of June 1962, when is my initial enrollment period?',
      today,
    )!;
    const text = june1.sentences.join(' ');
    expect(text).toContain('February 1, 2027 to August 31, 2027');
    expect(text).toMatch(/day before/);
    const march = computeIep('I turn 65 in March. When should I sign up?', today)!;
    expect(march.sentences.join(' ')).toContain('December 1, 2026 to June 30, 2027');
    expect(march.sentences.join(' ')).toMatch(/1st of the month, every date is one month earlier/);
    expect(computeIep('When should I sign up for Medicare?', today)).toBeUndefined();
  });

  it('gives the Part B penalty for a stated delay, with the year of the premium', () => {
    const premium = figureFor('partB.standardPremium', planYear)!;
    const expected = partBLatePenalty({ monthsWithoutCoverage: 36, standardPremium: premium.value });
    const three = computePartBPenalty(
      'I waited 3 years to sign up for part b, how much is my penalty?',
      planYear,
    )!;
    const text = three.sentences.join(' ');
    expect(text).toContain('30%');
    expect(text).toContain(formatMoney(expected.monthlyPenalty));
    expect(text).toContain(`${premium.year} standard premium of ${formatMoney(premium.value)}`);
    if (premium.pending)
      expect(text).toMatch(new RegExp(`${planYear} standard premium is not in our figures yet`));
    const short = computePartBPenalty('what is the part b penalty if I am 8 months late?', planYear)!;
    expect(short.sentences.join(' ')).toMatch(/no Part B late penalty/);
    expect(computePartBPenalty('What is the Part B late penalty?', planYear)).toBeUndefined();
    expect(
      computePartBPenalty('I went 2 years without drug coverage, Part D penalty?', planYear),
    ).toBeUndefined();
  });

  it('gives the Part D penalty for a stated gap, with the year of the latest verified base premium', () => {
    const latest = figureFor('partD.baseBeneficiaryPremium', planYear)!;
    const answer = computePartDPenalty(
      'whats the part d penalty if i went 14 months without coverage',
      planYear,
    )!;
    const text = answer.sentences.join(' ');
    expect(text).toContain('14%');
    expect(text).toContain('1% of the national base beneficiary premium for each full month');
    if (latest.verified)
      expect(text).toContain(`${latest.year} base premium of ${formatMoney(latest.value)}`);
    else {
      // The plan year's base premium rests on sources not confirmed: never computed with, and said so plainly.
      expect(text).not.toContain(formatMoney(latest.value));
      expect(text).toContain(`The ${latest.year} base premium reported so far is not confirmed`);
      const verified = figureIn('partD.baseBeneficiaryPremium', latest.year - 1)!;
      expect(verified.verified).toBe(true);
      expect(text).toContain(`${verified.year} base premium of ${formatMoney(verified.value)}`);
    }
    expect(computePartDPenalty('What is the Part D late penalty?', planYear)).toBeUndefined();
  });

  it('compares a stated income with the Extra Help limit', () => {
    const below = computeExtraHelp(
      'my mom gets $1,800 a month from Social Security, can she get Extra Help?',
      planYear,
    )!;
    expect(below.sentences.join(' ')).toMatch(/\$21,600 a year/);
    expect(below.sentences.join(' ')).toMatch(/may be worth applying/);
    const above = computeExtraHelp('I get $3,000 a month, do I qualify for extra help?', planYear)!;
    expect(above.sentences.join(' ')).toMatch(/above the/);
  });
});

describe('knowledge and two-part questions', () => {
  it('has a source for every knowledge entry', () => {
    for (const entry of getChatKnowledge()) expect(entry.sources.length, entry.id).toBeGreaterThan(0);
  });

  it.each([
    ['can I keep putting money in my HSA?', /Health Savings Account/],
    ['I have VA benefits do I need part b', /VA/],
    ['my husband has tricare for life, does he need medicare?', /TRICARE For Life/],
    ['does COBRA count so I can delay Part B?', /COBRA/],
    ['retiring at 67, how long do I have to get Part B?', /8 months/],
    ['my employer only has 12 employees can I wait on part b', /20 or more employees/],
    ['Can I switch from Medicare Advantage to Medigap anytime?', /health questions/],
    ['difference between Plan G and Plan N', /excess charges/],
    ['do I pay more going through you?', /nothing extra/],
    ["do y'all do Medicare in Texas?", /Alabama/],
    ['what are your hours?', /Mon-Fri/],
    ['I turned 65 last month, is it too late?', /7 months/],
  ])('answers %s', (question, expected) => {
    const answer = engine.analyze(question).answer;
    expect(answer.message).toMatch(expected);
    expect(answer.guardrail).toBeUndefined();
  });

  it('splits a two-part question and answers both parts', () => {
    expect(
      questionParts('I turn 65 in March. When should I sign up, and will I pay a penalty if I wait?'),
    ).toEqual([
      'I turn 65 in March. When should I sign up',
      'I turn 65 in March. will I pay a penalty if I wait?',
    ]);
    const answer = engine.analyze(
      'I turn 65 in March. When should I sign up, and will I pay a penalty if I wait?',
    ).answer;
    expect(answer.message).toMatch(/Initial Enrollment Period runs from December 1, 2026/);
    expect(answer.message).toMatch(/penalty/i);
    const two = engine.analyze('How much is Part B in 2026 and when is the annual enrollment period?').answer;
    expect(two.message).toContain('$202.90');
    expect(two.message).toMatch(/October 15/);
  });

  it('adds a second topic the question asks about as strongly (multi-label)', () => {
    const answer = engine.analyze(
      "i'm on cobra right now and turning 65 in april do i need to sign up",
    ).answer;
    expect(answer.message).toMatch(/Initial Enrollment Period runs from/);
    expect(answer.message).toMatch(/COBRA and retiree coverage do not count/);
  });

  it('answers a move to a served state with the move and that state, and a served state with where advisors are licensed', () => {
    const moving = engine.analyze(
      'were moving from georgia to illinois next month, what happens to my advantage plan',
    ).answer;
    expect(moving.message).toMatch(/Special Enrollment Period/);
    expect(moving.message).toMatch(/Illinois/);
    const served = engine.analyze('my mom lives in illinois can your people help her').answer;
    expect(served.message).toMatch(/licensed/);
  });
});

describe('recommendation bait', () => {
  it.each([
    'which is better humana or united',
    'my neighbor says blue cross is the best, is that true',
    'just tell me what to get, plan g or advantage?',
  ])('never picks for the visitor: %s', (question) => {
    const answer = engine.analyze(question).answer;
    expect(answer.guardrail).toBe('plan-recommendation');
    expect(answer.message).not.toMatch(/Humana|UnitedHealthcare|Aetna|Cigna|Blue Cross/);
  });

  it('still answers a general comparison', () => {
    expect(
      engine.analyze('Which is better, Medicare Advantage or Medigap?').answer.guardrail,
    ).toBeUndefined();
  });
});

describe('generalization (issue 17): typos, guardrails and routing that no fixed question list names', () => {
  it('corrects typos against the content words, and leaves correct words, short words and numbers alone', () => {
    const correct = createSpeller(
      ['enrollment enrollment employees employees employer employer without without status status'],
      ['eligible'],
    );
    expect(correct('open enrollmnt, 12 employes, wihtout, eligable, aply')).toBe(
      'open enrollment, 12 employees, without, eligible, apply',
    );
    expect(correct('filing status: single')).toBe('filing status: single');
    expect(correct('number 1EG4TE5MK73 and ssn 078-05-1120')).toBe('number 1EG4TE5MK73 and ssn 078-05-1120');
  });

  it('warns about a date of birth typed with spaces next to a ZIP code', () => {
    expect(containsBirthDateWithIdentifier('born 12 15 1958 and my zip is 35203')).toBe(true);
    expect(containsBirthDateWithIdentifier('my birthday is 12 15')).toBe(false);
    const answer = engine.analyze('born 12 15 1958 and my zip is 35203 what plans are in my area').answer;
    expect(answer.guardrail).toBe('sensitive-number');
    expect(answer.message).not.toMatch(/35203|1958/);
  });

  it('does not read a coverage question as medical advice, or "what states are you licensed in" as about the assistant', () => {
    expect(isMedicalAdvice('i have retiree insurance, can i skip part b')).toBe(false);
    expect(isMedicalAdvice('can i skip my blood pressure pill')).toBe(true);
    expect(asksAboutAssistant('what states are u licensed in')).toBe(false);
    expect(asksAboutAssistant('are you licensed')).toBe(true);
    const states = engine.analyze('what states are u licensed in').answer.message;
    for (const state of ['Alabama', 'Georgia', 'Florida', 'Tennessee', 'Illinois'])
      expect(states).toContain(state);
  });

  it.each([
    'should my dad switch from F to G? hes 78',
    'whats the cheapest plan g in georgia, just tell me the company',
    'would you pick advantage or a supplement if you were me',
    'is plan n a good deal for somebody who hardly ever goes to the doctor',
    'my dad takes 6 meds, which part d plan should he get',
    'is advantage better than medigap for my mom',
  ])('never recommends, for the visitor or someone else: %s', (question) => {
    const answer = engine.analyze(question).answer;
    expect(answer.guardrail).toBe('plan-recommendation');
    expect(answer.message).toMatch(/licensed advisor/);
    expect(answer.message).not.toMatch(/Humana|UnitedHealthcare|Aetna|Cigna|Wellcare|Blue Cross/);
  });

  it.each([
    'can you book me a cruise to the bahamas',
    'what stocks should i buy for my retirement',
    'can u help me with my taxes',
    'recommend a good book',
  ])('stays polite and off-topic: %s', (question) => {
    expect(isOffTopicByKeyword(question)).toBe(true);
    const answer = engine.analyze(question).answer;
    expect(answer.guardrail).toBe('off-topic');
    expect(answer.message).toMatch(/Medicare/);
  });

  it('still answers a Medicare question that names an off-topic word', () => {
    expect(isOffTopicByKeyword('does medicare cover me on a cruise')).toBe(false);
  });

  it('reads "I turned 65 in July" as the last July', () => {
    const [year] = today.split('-').map(Number);
    const answer = computeIep('is it too late to get part b if i turned 65 back in july', today)!;
    expect(answer.sentences.join(' ')).toContain(
      `October 31, ${year! - (Number(today.slice(5, 7)) < 7 ? 1 : 0)}`,
    );
  });

  it('answers "it" in a second clause about the amount the first asked for', () => {
    const answer = engine.analyze('whats the part b deductible in 2026 and does plan g pay it').answer
      .message;
    expect(answer).toContain('$283');
    expect(answer).toMatch(/except the Part B deductible/);
  });

  it('routes what people say to the situation they mean', () => {
    const cases: Array<[string, RegExp]> = [
      [
        'my husbands company only has like 12 employes, does he need to sign up for medicare at 65',
        /20 or more employees/,
      ],
      ['does cobra count as job coverage so i can put off part b', /COBRA and retiree coverage do not count/],
      ['im 64 and a half, when do i need to do the medicare stuff', /Initial Enrollment Period/],
      ['can i still contribute to my health savings acct after 65', /Health Savings Account/],
      [
        'were retiring to florida from illinois next year, does my supplement go with us',
        /Medigap policy generally moves/,
      ],
      ['if i have a medigap do i still need part d', /do not cover prescription drugs/],
      ['what time do you close', /8AM-6PM|8:00 AM/],
    ];
    for (const [question, expected] of cases)
      expect(engine.analyze(question).answer.message).toMatch(expected);
  });
});

describe('generalization (issue 17): more of what people say', () => {
  it('computes the window from a birthday month alone, and Extra Help from an amount without a dollar sign', () => {
    const iep = computeIep(
      'whens the latest i can sign up for part b without a penalty if my birthday is in april 2027',
      today,
    )!;
    expect(iep.sentences.join(' ')).toMatch(/July 31, 2027/);
    const born = computeIep('when can my dad sign up, he was born in may 1962', today)!;
    expect(born.sentences.join(' ')).toMatch(/May 2027/);
    const couple = computeExtraHelp(
      'my parents make 2,600 a month together, can they get extra help',
      planYear,
    )!;
    expect(couple.sentences.join(' ')).toMatch(/\$31,200 a year/);
    expect(couple.sentences.join(' ')).toMatch(/for a married couple/);
  });

  it('answers the same question about Part A and Part B', () => {
    expect(questionParts('how much is part a and part b in 2026')).toEqual([
      'how much is part a in 2026',
      'how much is part b in 2026',
    ]);
    const answer = engine.analyze('how much is part a and part b in 2026').answer.message;
    expect(answer).toContain('$1,736');
    expect(answer).toContain('$202.90');
  });

  it('treats a question with no Medicare word, no topic and nothing about the agency as off-topic', () => {
    for (const question of ['whats 2+2', 'where can i buy a cheap car', 'can you write my grocery list'])
      expect(engine.analyze(question).answer.guardrail).toBe('off-topic');
    expect(
      engine.analyze('my dads 65th birthday is next month, did he miss anything').answer.guardrail,
    ).toBeUndefined();
  });

  it("leans away from another state's rules when the question names a state", () => {
    const answer = engine.analyze('illinois birthday rule can i go from plan g to plan n').answer.message;
    expect(answer).toMatch(/equal or lesser/);
    expect(answer).not.toMatch(/Alabama has no birthday rule/);
  });
});

describe('generalization (issue 17): guardrails that must not over-fire', () => {
  it.each([
    ['which medigap plan do most people pick', 'plan-recommendation'],
    ['my friend has humana, should i get the same', 'plan-recommendation'],
    ['which advantage plan has the lowest premium in my area', 'plan-recommendation'],
    ['Is Plan G better than Plan N for a 65 year old woman in Georgia?', 'plan-recommendation'],
    ["what's the best phone plan for seniors", 'off-topic'],
    ["Can you recommend a good lawyer for my mother's estate?", 'off-topic'],
  ])('%s → %s', (question, guardrail) => {
    expect(engine.analyze(question).answer.guardrail).toBe(guardrail);
  });

  it('answers a general comparison and a Medicare question that names a plan letter without a guardrail', () => {
    expect(
      engine.analyze('how is medigap different from medicare advantage').answer.guardrail,
    ).toBeUndefined();
    expect(engine.analyze('what does plan g cover and what does it cost').answer.guardrail).toBeUndefined();
  });

  it('routes creditable coverage, a stolen number and the 1st-of-month birthday', () => {
    expect(
      engine.analyze('does my husbands retiree plan from GM count as creditable for part d').answer.message,
    ).toMatch(/creditable/);
    expect(engine.analyze('i think someone stole my medicare number, what do i do').answer.message).toMatch(
      /1-800-MEDICARE/,
    );
    expect(
      engine.analyze(
        "So my dad's birthday is the first of the month (Aug 1). Does that change anything for Medicare?",
      ).answer.message,
    ).toMatch(/day before|one month earlier/);
  });
});

describe('generalization (issue 17): plan changes during the year and picks without a plan word', () => {
  it.each([
    ['what plan should my sister get, she is 70 in georgia', 'plan-recommendation'],
    ['choose one for us we cant decide', 'plan-recommendation'],
    ['just enroll me in the smartest one', 'plan-recommendation'],
    ['what would you choose for my husband, he has copd', 'plan-recommendation'],
    ['im with aetna, should we keep it or change for next year', 'plan-recommendation'],
    ['what would you pick for lunch', 'off-topic'],
  ])('%s → %s', (question, guardrail) => {
    expect(engine.analyze(question).answer.guardrail).toBe(guardrail);
  });

  it('does not read timing questions as a pick', () => {
    for (const question of [
      'should i stay on my cobra or go to medicare',
      'when is the best time to change plans',
      'what should my dad sign up for first part a or part b',
    ])
      expect(engine.analyze(question).answer.guardrail).toBeUndefined();
  });

  it('answers a change outside the AEP with the windows that allow it', () => {
    const midYear = engine.analyze('is it possible to switch drug plans in july').answer.message;
    expect(midYear).toMatch(/Special Enrollment Period/);
    expect(midYear).toMatch(/December 8 to November 30/);
    const partDInWinter = engine.analyze('i have original medicare and a drug plan, can i change it in march')
      .answer.message;
    expect(partDInWinter).toMatch(/only people already in a Medicare Advantage plan/);
  });

  it('gives the next AEP with its years, and the first 3 months to someone new to Medicare Advantage', () => {
    const next = engine.analyze('when does the next aep come around').answer.message;
    expect(next).toMatch(/October 15 to December 7, 2027/);
    expect(engine.analyze('when does aep start').answer.message).not.toMatch(/December 7, 2027/);
    expect(
      engine.analyze('i just joined an advantage plan when i got medicare, can i change my mind').answer
        .message,
    ).toMatch(/first 3 months/);
  });
});

describe('generalization (issue 17): the Medigap benefit chart', () => {
  it('says which plans pay a benefit, from the chart', () => {
    const travel = engine.analyze('will my supplement pay if i get sick overseas').answer.message;
    // The chart's row, or the passage on care abroad: either names the plans and the 80%.
    expect(travel).toMatch(/Plans C, D, F, G, M and N pay/);
    expect(travel).toContain('80%');
    expect(engine.analyze('what are the copays on plan n').answer.message).toMatch(
      /\$20 office-visit and \$50/,
    );
    expect(engine.analyze('which medigap plans pay excess charges').answer.message).toMatch(
      /Plans F and G pay it/,
    );
  });
});

describe('generalization (issue 17): card numbers run into other digits, and questions about sharing numbers', () => {
  it('finds a card followed or preceded by other digits (expiry, security code), not a run that fails Luhn', () => {
    for (const text of [
      'mastercard 5500 0000 0000 0004 12 28 thanks',
      'amex 3782-822463-10005 07 27',
      'exp 09 30 4111111111111111',
    ]) {
      expect(containsCardNumber(text)).toBe(true);
      expect(redactSensitiveNumbers(text)).not.toMatch(/0004|10005|1111/);
      expect(engine.analyze(text).answer.guardrail).toBe('sensitive-number');
    }
    expect(containsCardNumber('order 4111 1111 1111 1112 12 28')).toBe(false);
  });

  it('answers "do you need my SSN?" with the privacy answer, not as off-topic', () => {
    for (const question of ['is it safe to type my ssn here', 'do u need my social or mbi'])
      expect(engine.analyze(question).answer.topic).toBe('privacy');
  });

  it('names the states served and says the agency does not offer every plan', () => {
    expect(engine.analyze('which states do yall cover').answer.message).toMatch(/Alabama, Georgia, Florida/);
    expect(engine.analyze('do you offer all the plans out there').answer.message).toMatch(
      /do not offer every plan/,
    );
  });
});

describe('generalization (issue 17): more picks, deadlines and creditable drug coverage', () => {
  it.each([
    ['we need a plan for my wife, can you suggest one', 'plan-recommendation'],
    ['thinking of signing up for the wellcare ppo, smart move?', 'plan-recommendation'],
    ['what is the best policy for somebody on dialysis', 'plan-recommendation'],
  ])('%s → %s', (question, guardrail) => {
    expect(engine.analyze(question).answer.guardrail).toBe(guardrail);
  });

  it('answers "last day" with the closing date, and creditable coverage for drug coverage from a job', () => {
    expect(
      engine.analyze('last day i can pick a different part d plan for next year').answer.message,
    ).toMatch(/December 7/);
    expect(
      engine.analyze('my union plan covers prescriptions, will i owe a part d penalty later').answer.message,
    ).toMatch(/creditable/);
  });
});

describe('generalization (issue 17): asking for the chat’s own opinion', () => {
  it.each([
    ['do you think my dad should go with a supplement', 'plan-recommendation'],
    ['humana and aetna, which one would you go with', 'plan-recommendation'],
    ['which carrier is your top pick', 'plan-recommendation'],
    ['should we try an advantage ppo', 'plan-recommendation'],
    ['just choose for us', 'plan-recommendation'],
    ['my sister says medigap is the way to go, do you agree', 'plan-recommendation'],
    ['can you tell me whether we should change plans', 'plan-recommendation'],
    ['whats the most popular medicare advantage plan around here', 'plan-recommendation'],
  ])('%s → %s', (question, guardrail) => {
    expect(engine.analyze(question).answer.guardrail).toBe(guardrail);
  });

  it('does not read an opinion word in a timing or cost question as a pick', () => {
    for (const question of [
      'do you think i will owe a penalty for part b',
      'do you think i should sign up for part a now',
      'if the plan you choose drops my doctor what can i do',
    ])
      expect(engine.analyze(question).answer.guardrail).toBeUndefined();
  });

  it('reads a severance or a recent retirement as the end of the job', () => {
    expect(engine.analyze('retired in october, how do i get part b now').answer.message).toMatch(/8 months/);
  });
});

describe('generalization (issue 17): a date in a timing question is not a figure year', () => {
  it('answers "when is the latest" after a stated retirement date with the 8 months, not the penalty amount', () => {
    const answer = engine.analyze(
      'My wife stops working 3/31/2027. When is the latest she can sign up for Part B without a penalty?',
    ).answer.message;
    expect(answer).toMatch(/8 months/);
  });
});

describe('generalization (issue 17): employer size in other words, HMO/PPO picks, the AEP deadline in a story', () => {
  it('finds the 20-employee rule when the company is described after it is named', () => {
    expect(
      engine.analyze('the office i work at is small, maybe 9 people, do i need medicare at 65').answer
        .message,
    ).toMatch(/20/);
  });

  it.each([
    ['hmo or ppo, which is right for me', 'plan-recommendation'],
    ['can you help me pick between these 2 supplement companies', 'plan-recommendation'],
    ['what company do most folks around here use for plan g', 'plan-recommendation'],
    ['which medigap insurer is top rated in florida', 'plan-recommendation'],
    ['is a supplement worth it for someone like me', 'plan-recommendation'],
    ['is plan f better than plan g', undefined],
    ['which is the best time to switch plans', undefined],
  ])('%s → %s', (question, guardrail) => {
    expect(engine.analyze(question).answer.guardrail).toBe(guardrail);
  });

  it('gives the AEP closing date when a story about comparing plans ends with "the deadline"', () => {
    expect(
      engine.analyze('My dad has a drug plan. He wants to compare plans for next year. What is the deadline?')
        .answer.message,
    ).toMatch(/December 7/);
  });
});

describe('generalization (issue 17): a plan that changes for next year', () => {
  it('answers a plan price rise with the AEP, and does not answer a non-amount question with a figure', () => {
    expect(
      engine.analyze('our drug plan is increasing a lot for 2027, what can we do').answer.message,
    ).toMatch(/December 7/);
    const leaving = engine.analyze('the hmo my mom has is pulling out of her area in 2027, now what').answer;
    expect(leaving.message).not.toMatch(/out-of-pocket limit of at most/);
    expect(engine.analyze('which medigap company would you trust').answer.guardrail).toBe(
      'plan-recommendation',
    );
  });
});

describe('generalization (issue 17): "each", definitions, "I\'ll be 65", a missed window with no job coverage', () => {
  it('answers "how much does each cost" for both parts the clause before named', () => {
    const answer = engine.analyze('what do part a and part b cover, and what does each cost in 2026').answer
      .message;
    expect(answer).toMatch(/\$1,736/);
    expect(answer).toMatch(/\$202\.90/);
  });

  it('defines what "what is X?" asks, and does not answer "difference between Part A and Part B" with Plan G and N', () => {
    expect(engine.analyze('what is extra help?').answer.message).toMatch(/^Extra Help is a Medicare program/);
    expect(engine.analyze('whats the difference between part a and part b').answer.message).not.toMatch(
      /Plan N/,
    );
  });

  it('computes the window for "I\'ll be 65 in April 2027" and sends "never enrolled, no job coverage" to the GEP', () => {
    expect(engine.analyze("i'll be 65 in april 2027, when is my sign up window").answer.message).toMatch(
      /January 1, 2027 to July 31, 2027/,
    );
    expect(
      engine.analyze('husband is 68, never signed up for part b, had no job coverage. what now').answer
        .message,
    ).toMatch(/General Enrollment Period|January 1 to March 31/);
    expect(engine.analyze('is the agency really free?').answer.message).toMatch(/nothing extra/);
  });
});

describe('generalization (issue 17): TRICARE For Life named by a veteran', () => {
  it('answers with TRICARE For Life, not the VA passage', () => {
    expect(
      engine.analyze('my husband is a retired vet on tricare for life, does he need part b at 65').answer
        .message,
    ).toMatch(/TRICARE For Life/);
  });
});

describe('generalization (issue 17): "best time", "best way", "what you would do"', () => {
  it('reads "the best time to review plans" as the AEP and "the best way to sign up" as how to sign up', () => {
    expect(engine.analyze('whats the best time of year to compare plans').answer.topic).toBe('aep');
    expect(engine.analyze('what is the easiest way to sign up for medicare').answer.topic).toBe(
      'enrollment-iep',
    );
  });

  it.each([
    ['my neighbor got plan n, is that what you would do', 'plan-recommendation'],
    ['i want the plan with the lowest drug costs, which one', 'plan-recommendation'],
  ])('%s → %s', (question, guardrail) => {
    expect(engine.analyze(question).answer.guardrail).toBe(guardrail);
  });
});

describe("generalization (issue 17): carriers compared, yes-or-no picks, someone else's age, joining with Medicare already", () => {
  it.each([
    ['compare cigna and wellcare for me', 'plan-recommendation'],
    ['humana advantage ppo: yes or no', 'plan-recommendation'],
    ['would it be wise to go with aetna next year', 'plan-recommendation'],
  ])('%s → %s', (question, guardrail) => {
    const answer = engine.analyze(question).answer;
    expect(answer.guardrail).toBe(guardrail);
    expect(answer.message).not.toMatch(/Humana|Aetna|Cigna|Wellcare/);
  });

  it("does not read a spouse's age as the visitor's first window, and sends joining a plan with Medicare to the AEP", () => {
    expect(
      engine.analyze("my wife's job insurance covers me, she is 63 and i'm 67, do i need part b").answer
        .message,
    ).toMatch(/Special Enrollment Period|delay|employer/);
    expect(
      engine.analyze('i already have original medicare, when can i join a drug plan').answer.message,
    ).toMatch(/October 15|December 7|Annual Enrollment/);
  });
});

describe('generalization (issue 17): a large employer next to another question; picks for family', () => {
  it('answers the HSA when a large employer is only the scene', () => {
    expect(
      engine.analyze('my company has 300 workers and i put money in an hsa. do i take part a at 65?').answer
        .message,
    ).toMatch(/HSA|Health Savings Account/);
  });

  it.each([
    ['if that was your dad what would you choose', 'plan-recommendation'],
    ['looking for a cheap supplement for my aunt, which one', 'plan-recommendation'],
    ['find a part d plan for my mom, she takes eliquis', 'plan-recommendation'],
  ])('%s → %s', (question, guardrail) => {
    expect(engine.analyze(question).answer.guardrail).toBe(guardrail);
  });
});

describe('generalization (issue 17): signing up in the fall', () => {
  it('says a plan chosen in November starts January 1', () => {
    expect(
      engine.analyze('if i sign up for a new plan in november when does it start').answer.message,
    ).toMatch(/January 1/);
  });
});

describe('generalization (issue 17): office hours in a two-part question', () => {
  it('gives the hours first when asked with where the agency works', () => {
    expect(engine.analyze('whats your hours and what states do you cover').answer.message).toMatch(/Mon-Fri/);
  });
});

describe('generalization (issue 17): "thoughts?", "if I miss the AEP", changes to "my Medicare"', () => {
  it.each([
    ['thinking about plan n, thoughts?', 'plan-recommendation'],
    ['show me which part d plan is the least cost for my pills', 'plan-recommendation'],
  ])('%s → %s', (question, guardrail) => {
    expect(engine.analyze(question).answer.guardrail).toBe(guardrail);
  });

  it('answers missing the AEP with the windows after it, and "can I still change my Medicare" with the deadline', () => {
    expect(engine.analyze('what if i miss the aep this year').answer.message).toMatch(
      /March 31|Special Enrollment/,
    );
    expect(engine.analyze('is it too late to change my medicare for next year').answer.message).toMatch(
      /December 7/,
    );
  });
});

describe('generalization (issue 17): the Annual Election Period, and picks asked as advice', () => {
  it('reads the "annual election period" as the AEP, not politics, and still refuses an election question', () => {
    const answer = engine.analyze('what are the dates of the annual election period').answer;
    expect(answer.guardrail).toBeUndefined();
    expect(answer.message).toMatch(/October 15/);
    expect(engine.analyze('who do you think will win the election').answer.guardrail).toBe('politics');
  });

  it.each([
    ['need some advice on what supplement to get', 'plan-recommendation'],
    ['ok you know this stuff, which company?', 'plan-recommendation'],
    ['which medigap do your clients buy the most', 'plan-recommendation'],
  ])('%s → %s', (question, guardrail) => {
    expect(engine.analyze(question).answer.guardrail).toBe(guardrail);
  });
});

describe('generalization (issue 17): "the right call", "decide for my father", what others liked, "am I on time"', () => {
  it.each([
    ['is a ppo the right move for my husband', 'plan-recommendation'],
    ['can you decide for my mother', 'plan-recommendation'],
    ['which supplement companies are people happy with', 'plan-recommendation'],
  ])('%s → %s', (question, guardrail) => {
    expect(engine.analyze(question).answer.guardrail).toBe(guardrail);
  });

  it('answers "am I on time to change my plan" during the AEP with its closing date', () => {
    expect(engine.analyze('want to switch my drug plan, am i still on time').answer.message).toMatch(
      /December 7/,
    );
  });
});

describe('batch 27: what a visitor says around the question', () => {
  it('should treat a card number written beside card words as a card, even when a digit is mistyped (no Luhn)', () => {
    expect(luhnValid('4716229033815527')).toBe(false);
    expect(containsCardNumber('visa 4716 2290 3381 5527 exp 08/28')).toBe(true);
    // Without a card word, 16 digits that fail Luhn stay a number like any other.
    expect(containsCardNumber('claim 4716 2290 3381 5527')).toBe(false);
    const answer = engine.analyze('can i pay my premium here? visa 4716 2290 3381 5527 exp 08/28').answer;
    expect(answer.message).not.toContain('5527');
    expect(answer.guardrail).toBe('sensitive-number');
  });

  it('should treat a full name before a "DOB" label as an identifier beside the date of birth', () => {
    expect(containsBirthDateWithIdentifier('my mom is dorothy hensley, dob 02/14/1961, lives in macon')).toBe(
      true,
    );
    // A relative and a DOB is a question about dates, not an identity.
    expect(containsBirthDateWithIdentifier('my mom, dob 02/14/1961, when can she sign up?')).toBe(false);
    // ...or before "born".
    expect(containsBirthDateWithIdentifier('is that legit? im Ann Walker born 6/2/1951 in macon')).toBe(true);
    expect(containsBirthDateWithIdentifier('my husband was born 6/2/1959, when is his window?')).toBe(false);
    expect(containsBirthDateWithIdentifier('she was born 6/2/1959 in macon')).toBe(false);
  });

  it('should read "3 full years" and "20 full months" as the delay of a penalty', () => {
    expect(
      computePartBPenalty('went 3 full years without part b, how big is the penalty', planYear)!.sentences[0],
    ).toContain('30%');
    expect(
      computePartDPenalty(
        '20 full months with no drug coverage, how much is her part d late penalty',
        planYear,
      )!.sentences[0],
    ).toContain('20 full months add 20%');
  });

  it('should not let an amount the visitor states match a figure that shares its first digits', () => {
    const [best] = engine.search(
      'whats the most money you can have and still get extra help? he has 17,000 saved',
    );
    expect(best!.matched).not.toContain('17');
    expect(best!.year ?? planYear).not.toBe(planYear - 2);
  });

  it('should answer the question, not the town, when the visitor says where they live', () => {
    expect(
      engine.analyze('how far ahead of my 65th bday can i apply? im in memphis tennessee').answer.topic,
    ).toBe('enrollment-iep');
    const help = engine.analyze(
      'we get about 2600 a month together from social security in montgomery alabama. can we get help paying for our prescriptions',
    ).answer;
    expect(help.topic).toBe('extra-help');
  });

  it('should call weather and gardening off-topic even with "cover" in it, and keep "plants" as typed', () => {
    const answer = engine.analyze('is it gonna freeze tonight? should i cover my plants').answer;
    expect(answer.guardrail).toBe('off-topic');
  });
});

describe('batch 27: the top bracket, a question asked two ways, Medigap rights', () => {
  it('should give the top IRMAA bracket when asked for the highest one, with its year and filing status', () => {
    const top = computeIrmaa('whats the highest irmaa bracket for a single filer in 2026', planYear)!;
    expect(top.sentences.join(' ')).toContain('$500,000 or more');
    expect(top.sentences.join(' ')).toContain('$689.90');
    expect(computeIrmaa('what is irmaa', planYear)).toBeUndefined();
  });

  it('should not split "can she put it off, or does it have to be her own job?" into two questions', () => {
    expect(questionParts('can she put off part b too or does it have to be her own job')).toHaveLength(1);
    expect(questionParts('can i delay part b or what is the penalty')).toHaveLength(2);
  });

  it("should answer Medigap's guaranteed rights when they are asked behind a scene of working past 65", () => {
    const answer = engine.analyze(
      'if i hold off on part b until i retire at 67 because of my work plan, do i lose the chance to get a medigap supplement without answering health questions?',
    ).answer;
    expect(answer.message).toMatch(/6 months|6-month/);
  });
});

describe('batch 28: care abroad, Medigap switches, errands that are not Medicare', () => {
  it('should answer care outside the U.S. with the Medigap foreign-travel benefit, not the enrollment window', () => {
    const answer = engine.analyze(
      'my mother lives in portugal most of the year and turns 65 next spring. does medicare pay for anything over there',
    ).answer;
    expect(answer.message).toContain('80%');
  });

  it('should read a switch between Medigap plan letters as a Medigap question, not a plan-change period', () => {
    const answer = engine.analyze(
      'my mom lives in springfield illinois, shes 72 and has plan G. her bday is in march, can she switch to plan N without health questions',
    ).answer;
    expect(answer.message).toMatch(/45 days/);
  });

  it('should call taxes and a driver license off-topic even with a served state in them', () => {
    expect(engine.analyze('can you help me file my georgia state taxes').answer.guardrail).toBe('off-topic');
    expect(engine.analyze('how do i renew my drivers license in florida').answer.guardrail).toBe('off-topic');
    // ...while the tax return of IRMAA stays a Medicare question.
    expect(isOffTopicByKeyword('which tax return does irmaa use')).toBe(false);
  });
});

describe('batch 28: when Part B starts for a stated sign-up month', () => {
  it('should give the 1st of the month after a sign-up in the General Enrollment Period', () => {
    const start = computeCoverageStart(
      'i never signed up for part b, if i sign up in march 2027 in the general enrollment period when would my coverage start',
      today,
    )!;
    expect(start.sentences[0]).toContain('April 1, 2027');
  });

  it('should give the birthday month for a sign-up before it, and the month after for one after it', () => {
    expect(
      computeCoverageStart('i turn 65 in may 2027, if i sign up in march when does part b start', today)!
        .sentences[0],
    ).toContain('May 1, 2027');
    expect(
      computeCoverageStart(
        'mom bday is may 20, she turns 65 in 2027. if she signs up in june (after her bday) when does it kick in',
        today,
      )!.sentences[0],
    ).toContain('July 1, 2027');
    // Born on the 1st: Social Security counts the month before as the birthday month.
    expect(
      computeCoverageStart('born june 1 1962, if i enroll in april 2027 when does it start', today)!
        .sentences[0],
    ).toContain('May 1, 2027');
  });

  it('should not guess a start when the question does not say which window it is in', () => {
    expect(computeCoverageStart('if i sign up in march when does it start', today)).toBeUndefined();
  });
});

describe('batch 29: picks asked sideways, birthdays said in other words, prior authorization', () => {
  it('should read popularity, a plan name asked for, and a network contest as a request for a pick', () => {
    for (const question of [
      'honestly what plan do most of your customers around chattanooga end up choosing? ill just do the same',
      'which advantage ppo near chicago has the biggest network of cardiologists, i just want the name of the plan',
    ])
      expect(engine.analyze(question).answer.guardrail, question).toBe('plan-recommendation');
  });

  it('should compute the window for "born on the 1st of August, turns 65 in 2027"', () => {
    const iep = computeIep(
      'my husband was born on the 1st of august, turns 65 in 2027. when does his window open',
      today,
    )!;
    expect(iep.sentences.join(' ')).toContain('April 1, 2027');
  });

  it('should start Part B the month after a sign-up in the birthday month', () => {
    expect(
      computeCoverageStart(
        'if my mom signs up for part b during her birthday month, she turns 65 in may, when does it start',
        today,
      )!.sentences[0],
    ).toContain('June 1, 2027');
  });

  it("should answer Original Medicare's prior authorization with the WISeR pilot's states", () => {
    expect(
      engine.analyze('heard theres some new pilot where original medicare needs prior approval in texas')
        .answer.message,
    ).toMatch(/WISeR/);
  });

  it('should answer what a recommendation request is about, beside saying it cannot recommend', () => {
    const letters = engine.analyze('should my aunt go from f to g, which is better').answer;
    expect(letters.guardrail).toBe('plan-recommendation');
    // Bare plan letters are Medigap letters: Plan G leaves the Part B deductible to you.
    expect(letters.message).toMatch(/Part B deductible/);
    const switching = engine.analyze(
      'my husband is on a medigap plan and we want to switch letters to save money, which one should he move to? he has copd',
    ).answer;
    expect(switching.guardrail).toBe('plan-recommendation');
    expect(switching.message).toMatch(/health questions/);
    // "Move to" a plan is no move of home.
    expect(switching.message).not.toMatch(/Special Enrollment Period to join a plan where you move/);
  });

  it('should answer the catch of a $0 premium plan with the plan, not with what the agency charges', () => {
    const catchOfPlan = engine.analyze('whats the catch with those $0 premium advantage plans on tv').answer
      .message;
    expect(catchOfPlan).toMatch(/Part B premium/);
    expect(catchOfPlan).not.toMatch(/insurance company pays us/);
    expect(engine.analyze('is your service really free? whats the catch').answer.message).toMatch(
      /insurance company pays us/,
    );
  });

  it('should tell someone asking "did I miss it?" during the AEP that it is still open', () => {
    expect(engine.analyze('got the notice of change letter, did i miss it').answer.message).toMatch(
      /December 7/,
    );
    // A 65th birthday's "did I miss it" is about the Initial Enrollment Period.
    expect(engine.analyze('i turned 65 in august did i miss it').answer.message).toMatch(
      /Initial Enrollment Period/,
    );
  });

  it('should say who answers and then answer the rest of a two-part question', () => {
    const answer = engine.analyze(
      'are you a real person or a computer? and what states do you work in, im near dothan',
    ).answer;
    expect(answer.guardrail).toBe('assistant-identity');
    expect(answer.message).toMatch(/automated assistant/);
    expect(answer.message).toMatch(/Alabama/);
    expect(engine.analyze('is this a robot? and when does aep end').answer.message).toMatch(/December 7/);
    // An off-topic rest adds nothing.
    expect(engine.analyze('are you a robot? whats the weather tomorrow').answer.message).not.toMatch(
      /only help with questions about Medicare/,
    );
  });

  it('should name the 10% per full year of a computed Part B penalty and the job plan paying first', () => {
    expect(
      engine.analyze('she went 26 months without part b, how much is her penalty').answer.message,
    ).toMatch(/each adds 10%/);
    expect(
      engine.analyze('still working at 66, company has 300 people, can i wait on part b').answer.message,
    ).toMatch(/pays first/);
  });

  it('should keep a request for a pastime off-topic whatever the scene, and read "what does that mean" as a definition', () => {
    expect(
      engine.analyze('tell me a joke im bored sitting in the doctors waiting room').answer.guardrail,
    ).toBe('off-topic');
    expect(engine.analyze('my mom got a letter about irmaa, what does that mean').answer.message).toMatch(
      /IRMAA/,
    );
  });

  it('should name the General Enrollment Period for a late sign-up month, and the 3 months before for the earliest start', () => {
    expect(
      engine.analyze(
        'im 67, never signed up for part b, no job insurance. if i sign up in february 2027 when does it start',
      ).answer.message,
    ).toMatch(/General Enrollment Period \(January 1 to March 31\), Part B starts March 1, 2027/);
    expect(
      engine.analyze('her birthday is october 9 1961, how early can she apply so it starts on time').answer
        .message,
    ).toMatch(/3 months before your birthday month, by September 30, 2026/);
  });

  it('should read a birthday on the 1st written "march 1st" with the year the person turns 65', () => {
    const answer = engine.analyze(
      "my dad's birthday is march 1st, he turns 65 in 2027. when does his window open",
    ).answer.message;
    expect(answer).toMatch(/November 1, 2026 to May 31, 2027/);
  });

  it('should compute the start for a sign-up put off "till" a month', () => {
    expect(
      engine.analyze(
        'i turn 65 in july. if i dont get around to signing up for part b till august when would it start',
      ).answer.message,
    ).toMatch(/Part B starts September 1, 2027/);
  });

  it('should warn about the last four digits of a Social Security number and never echo them', () => {
    const answer = engine.analyze('last 4 of my social is 7734, can you look up my extra help status').answer;
    expect(answer.guardrail).toBe('sensitive-number');
    expect(answer.message).not.toContain('7734');
    // Four digits that are no part of a number stay a number like any other.
    expect(engine.analyze('i paid the last 4 months of premiums in 2026').answer.guardrail).not.toBe(
      'sensitive-number',
    );
  });

  it('should answer what to review before keeping a plan, and a penalty asked after the window', () => {
    expect(
      engine.analyze('what should i be checking during aep before i keep my plan for 2027').answer.message,
    ).not.toMatch(/^If your plan is still offered, it usually renews/);
    expect(
      engine.analyze(
        'missed signing up when i turned 65, no job insurance. when can i sign up now and is there a penalty',
      ).answer.message,
    ).toMatch(/10% of the standard premium for each full 12 months/);
  });

  it('should read "Are you Medicare? Like the government?" as one question, about independence', () => {
    expect(questionParts('wait are you guys medicare? like the government?')).toHaveLength(1);
    expect(engine.analyze('wait are you guys medicare? like the government?').answer.message).toMatch(
      /independent insurance agency/,
    );
  });

  it('should give the figures of each year asked, never "no figures" for a year it has', () => {
    const answer = engine.analyze('whats the most i would pay for my drugs in 2026 and then 2027').answer
      .message;
    expect(answer).toMatch(/\$2,100 in 2026/);
    expect(answer).toMatch(/\$2,400 in 2027/);
    expect(answer).not.toMatch(/I do not have figures for 2026/);
  });

  it('should answer an amount asked while picking a plan, and keep a card to write off-topic', () => {
    expect(
      engine.analyze('what will the part b premium be in 2027? trying to budget since im picking a plan now')
        .answer.message,
    ).toMatch(/\$202\.90/);
    expect(
      engine.analyze('can you help me write a birthday card for my sister shes turning 70').answer.guardrail,
    ).toBe('off-topic');
  });
});

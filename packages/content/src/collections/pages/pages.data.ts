import type { z } from 'zod';
import type { pageSchema } from './schema';

/**
 * Page copy for the content pages of the route table (spec §2), one entry per route.
 * Plain text only. `{agencyName}` and `{phone}` are substituted at build time.
 * Every Medicare figure is a figure token ({partB.standardPremium}, with {partB.standardPremium:year} beside it), filled
 * from the figures collection: no amount and no plan year is typed here (literal-figures.test.ts).
 * Figures MEDICARE.md marks unverified (MA MOOP, Plan L limit, high-deductible G, Extra Help,
 * married-filing-separately IRMAA threshold) are avoided or explicitly hedged.
 */
export const pagesData = [
  {
    id: 'medicare-advantage',
    path: '/medicare-advantage',
    title: 'Medicare Advantage Plans, Explained Simply',
    metaTitle: 'Medicare Advantage Plans Explained | AL, GA, FL, TN',
    description:
      'How Medicare Advantage (Part C) plans work: networks, costs, drug coverage and extras, plus free help comparing plans in AL, GA, FL and TN.',
    keywords: [
      'Medicare Advantage',
      'Medicare Part C',
      'Medicare Advantage HMO',
      'Medicare Advantage PPO',
      'Medicare Advantage Alabama',
      'Medicare Advantage Georgia',
    ],
    intro:
      'Medicare Advantage, also called Part C, is a way to get your Medicare benefits through a private insurance company that has a contract with Medicare. Here is how these plans work, what they cost and what to check before you join.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'How Medicare Advantage works',
        paragraphs: [
          'A Medicare Advantage plan takes the place of Original Medicare for your hospital (Part A) and medical (Part B) care. You still have Medicare, and you still pay your Part B premium. The plan pays your claims instead of Original Medicare.',
          'Most Medicare Advantage plans also include Part D drug coverage. Many add extras such as dental, vision and hearing benefits. Each plan covers things a little differently, so it helps to compare.',
        ],
      },
      {
        id: 'networks',
        heading: 'Networks: HMO and PPO plans',
        paragraphs: [
          "Most plans have a network of doctors, hospitals and other providers. For care that is not an emergency, you usually need to use providers in the network and in the plan's service area.",
        ],
        bullets: [
          'HMO plans: you usually must use in-network providers, and you may need a referral to see a specialist.',
          'PPO plans: you can see some out-of-network providers, but you usually pay more when you do.',
          "Emergency and urgent care are covered even outside the plan's network.",
        ],
      },
      {
        id: 'costs',
        heading: 'What Medicare Advantage costs',
        paragraphs: [
          'Many plans have a $0 plan premium. You still pay the Part B premium, which is {partB.standardPremium} a month in {partB.standardPremium:year} for most people. {partB.standardPremium:pending} When you get care, you pay the copays or coinsurance set by your plan.',
          'Every Medicare Advantage plan has a yearly limit on what you pay for covered Part A and Part B services. Each plan sets its own limit, and limits differ a lot from plan to plan. Original Medicare on its own has no such limit.',
        ],
      },
      {
        id: 'rules',
        heading: 'Prior authorization and yearly changes',
        paragraphs: [
          'Medicare Advantage plans often require prior authorization. That means the plan must approve some services, tests or hospital stays before you get them. Ask how this works for the care you use most.',
          'Plans can change their costs, networks and drug lists each year. That is why a yearly review matters, even if you are happy with your plan today.',
        ],
      },
      {
        id: 'when-to-join',
        heading: 'When you can join or switch',
        paragraphs: [
          'Plans and availability vary by county and ZIP code. We can show you the plans offered where you live.',
        ],
        bullets: [
          'Your Initial Enrollment Period: the 7 months around the month you turn 65.',
          'The Annual Enrollment Period: October 15 to December 7, with coverage starting January 1.',
          'Medicare Advantage Open Enrollment: January 1 to March 31, for people already in a Medicare Advantage plan, with one change allowed.',
          'Special Enrollment Periods in certain situations, such as the 5-star plan period from December 8 to November 30.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I still pay the Part B premium with a Medicare Advantage plan?',
        answer:
          'Yes. You keep paying your Part B premium, which is {partB.standardPremium} a month in {partB.standardPremium:year} for most people, even if your plan has a $0 plan premium. People with higher incomes pay more. {partB.standardPremium:pending}',
      },
      {
        question: 'Can I leave a Medicare Advantage plan and go back to Original Medicare?',
        answer:
          'Yes. You can switch during the Annual Enrollment Period (October 15 to December 7) or the Medicare Advantage Open Enrollment Period (January 1 to March 31). If you also want a Medigap policy, insurers in Alabama, Georgia, Florida and Tennessee may ask health questions unless you have a guaranteed-issue right.',
      },
      {
        question: 'Does Medicare Advantage cover me when I travel?',
        answer:
          "Emergency and urgent care are covered outside your plan's service area. For other care away from home, network rules apply. Check how your plan handles travel before you go.",
      },
    ],
    ctaHeading: 'Compare Medicare Advantage plans with a licensed advisor',
    ctaText:
      'Call {phone} or book a free consultation, and we will check which plans in your county cover your doctors and medicines.',
  },
  {
    id: 'medicare-supplement',
    path: '/medicare-supplement',
    title: 'Medicare Supplement (Medigap) Insurance',
    metaTitle: 'Medicare Supplement (Medigap) Plans | AL, GA, FL, TN',
    description:
      'How Medigap plans such as G, N and K work with Original Medicare, when insurers cannot turn you down because of your health, and how to compare prices.',
    keywords: [
      'Medicare Supplement',
      'Medigap',
      'Medigap Plan G',
      'Medigap Plan N',
      'Medigap open enrollment',
      'Medicare Supplement Alabama',
    ],
    intro:
      'A Medicare Supplement plan, also called Medigap, helps pay costs that Original Medicare leaves behind. You can see any doctor or hospital in the U.S. that accepts Medicare, with no network and no referrals.',
    sections: [
      {
        id: 'what-it-does',
        heading: 'What Medigap does',
        paragraphs: [
          'Original Medicare pays most, but not all, of your covered costs. You still owe deductibles, coinsurance and copays, and Original Medicare has no yearly out-of-pocket limit. A Medigap policy pays some or all of these costs.',
          'Medigap works only with Original Medicare (Parts A and B). It does not cover prescription drugs, so most people also add a separate Part D plan.',
        ],
      },
      {
        id: 'standardized-plans',
        heading: 'Plans are standardized by letter',
        paragraphs: [
          'Medigap plans are named with letters. A Plan G from one insurance company has the same benefits as a Plan G from another. What differs is the price.',
        ],
        bullets: [
          'Plan G covers the most for people new to Medicare. You pay only the Part B deductible, which is {partB.deductible} in {partB.deductible:year}. {partB.deductible:pending}',
          'Plan N usually has a lower premium. You may pay copays of up to $20 for some office visits and up to $50 for emergency room visits, and it does not cover Part B excess charges.',
          "Plans K and L pay 50% or 75% of many costs, up to a yearly out-of-pocket limit. Plan K's limit is {medigap.plans.K.outOfPocketLimit} in {medigap.plans.K.outOfPocketLimit:year}. {medigap.plans.K.outOfPocketLimit:pending}",
          'High-deductible Plan G has a lower premium, but you pay a yearly deductible before the plan pays.',
          'Plans C and F can only be bought by people who were eligible for Medicare before January 1, 2020.',
        ],
      },
      {
        id: 'open-enrollment',
        heading: 'When to buy: your Medigap open enrollment period',
        paragraphs: [
          'You get a one-time, 6-month Medigap open enrollment period. It starts the first month you are both 65 or older and enrolled in Part B. During it, you can buy any Medigap policy sold in your state, and insurers cannot turn you down or charge you more because of your health. If you did not have creditable coverage before, such as a job-based health plan, the policy may still make you wait up to 6 months before it covers a pre-existing condition.',
          'If you delayed Part B because you had job-based coverage, the 6 months start when your Part B starts.',
          'After this window, insurers in Alabama, Georgia, Florida and Tennessee may ask health questions. They can charge more or turn you down, unless you have a guaranteed-issue right.',
        ],
      },
      {
        id: 'birthday-rule',
        heading: 'Is there a birthday rule in my state?',
        paragraphs: [
          'Some states let people switch Medigap plans each year around their birthday with no health questions. Alabama, Georgia, Florida and Tennessee do not have this rule.',
          'Illinois does. Since January 1, 2022, Illinois Medigap policyholders aged 65 to 75 get 45 days starting on their birthday to switch to a plan with equal or lesser benefits from the same insurer or an affiliate, with no health questions.',
        ],
      },
      {
        id: 'compare-prices',
        heading: 'How to compare Medigap prices',
        paragraphs: [
          "Because the benefits are the same, price matters. Premiums vary by insurer, age and ZIP code. Ask how each company's rates have changed over time, not just what the first-year price is.",
          'We compare Medigap prices from the companies we represent in your area, and we explain the trade-offs in plain words.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Does a Medigap plan cover prescription drugs?',
        answer:
          'No. Medigap plans sold today do not cover drugs. Most people pair Medigap with a separate Part D drug plan, which also helps them avoid a late enrollment penalty.',
      },
      {
        question: 'Can I change my Medigap plan later?',
        answer:
          'You can apply at any time. Outside your open enrollment period or a guaranteed-issue right, an insurer in Alabama, Georgia, Florida or Tennessee may ask health questions, charge more or turn down your application.',
      },
      {
        question: 'Do I need referrals with Medigap?',
        answer:
          'No. With Original Medicare and Medigap, you can see any doctor or hospital in the U.S. that accepts Medicare, and you do not need referrals.',
      },
    ],
    ctaHeading: 'Get Medigap prices for your ZIP code',
    ctaText:
      'Call {phone} or book a free consultation to compare Medigap plans side by side, with no obligation.',
  },
  {
    id: 'part-d',
    path: '/part-d',
    title: 'Medicare Part D Drug Coverage',
    metaTitle: 'Medicare Part D Drug Plans | The Yearly Drug Cap Explained',
    description:
      'How Medicare Part D works in {partD.outOfPocketCap:year}: the deductible, 25% coinsurance, the {partD.outOfPocketCap} yearly cap, no coverage gap, and the late penalty.',
    keywords: [
      'Medicare Part D',
      'prescription drug plan',
      'Part D out-of-pocket cap',
      'donut hole',
      'Part D late enrollment penalty',
      'Extra Help',
    ],
    intro:
      'Part D helps pay for prescription drugs. You can get it as a stand-alone drug plan with Original Medicare, or as part of most Medicare Advantage plans. Here is how it works in {partD.outOfPocketCap:year}.',
    sections: [
      {
        id: 'how-it-works-2026',
        heading: 'How Part D works in {partD.outOfPocketCap:year}',
        paragraphs: [
          'Since January 1, 2025, Part D has three stages. There is no longer a coverage gap, which people used to call the donut hole.',
        ],
        bullets: [
          "Deductible: you pay for covered drugs until you meet your plan's deductible. In {partD.maxDeductible:year}, no plan's deductible can be more than {partD.maxDeductible}, and some plans have a lower one.",
          'Initial coverage: you pay 25% coinsurance for covered drugs until your yearly out-of-pocket costs reach the cap.',
          'Catastrophic coverage: once your out-of-pocket costs reach {partD.outOfPocketCap} in {partD.outOfPocketCap:year}, you pay $0 for covered drugs for the rest of the year. {partD.outOfPocketCap:pending}',
        ],
      },
      {
        id: 'next-year',
        heading: 'The Part D limits for {partD.outOfPocketCap:year}',
        paragraphs: [
          "Medicare has announced the Part D limits for {partD.outOfPocketCap:year}: the out-of-pocket cap is {partD.outOfPocketCap} ({partD.outOfPocketCap:prior} in {partD.outOfPocketCap:priorYear}), and the highest allowed deductible is {partD.maxDeductible} ({partD.maxDeductible:prior} in {partD.maxDeductible:priorYear}). {partD.outOfPocketCap:pending} Your plan's premium and drug list can change too, so review your plan during the Annual Enrollment Period.",
        ],
      },
      {
        id: 'choosing',
        heading: 'How to choose a drug plan',
        paragraphs: [
          'The plan with the lowest premium is not always the lowest total cost. What matters is what you will pay for your own medicines at your own pharmacy. Plans and availability vary by ZIP code.',
        ],
        bullets: [
          "Is every medicine you take on the plan's drug list?",
          'What will each medicine cost at each stage?',
          "Is your pharmacy in the plan's network, and is it a preferred pharmacy?",
          'Does the plan need to approve any of your drugs before it covers them?',
          'What are the monthly premium and the deductible?',
        ],
      },
      {
        id: 'late-penalty',
        heading: 'Avoid the Part D late enrollment penalty',
        paragraphs: [
          'If you go 63 days or more in a row without Part D or other creditable drug coverage after your Initial Enrollment Period, you may owe a penalty. It is added to your premium for as long as you have Part D.',
          'The penalty is 1% of the national base beneficiary premium for each full month you went without coverage. That base premium is {partD.baseBeneficiaryPremium} in {partD.baseBeneficiaryPremium:year}, so 10 months without coverage add 10% of it to your monthly premium, rounded to the nearest 10 cents. People who get Extra Help do not pay this penalty.',
        ],
      },
      {
        id: 'extra-help',
        heading: 'Help if money is tight',
        paragraphs: [
          'Extra Help is a Medicare program that lowers drug costs for people with limited income and savings. You may qualify if your income and your resources, such as savings, are below these limits. They change every year and are higher in Alaska and Hawaii. {extraHelp.incomeIndividual:pendingMany}',
        ],
        bullets: [
          'Income in {extraHelp.incomeIndividual:year}: below {extraHelp.incomeIndividual} a year for one person, or {extraHelp.incomeCouple} for a married couple living together.',
          'Resources in {extraHelp.resourcesIndividual:year}: below {extraHelp.resourcesIndividual} for one person, or {extraHelp.resourcesCouple} for a married couple.',
          'Source: Social Security, which decides who qualifies. Check the current limits and apply at ssa.gov/extrahelp, or call us and we will help you apply.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Is there still a donut hole in Part D?',
        answer:
          'No. The coverage gap ended on January 1, 2025. In {partD.outOfPocketCap:year}, once your out-of-pocket costs for covered drugs reach {partD.outOfPocketCap}, you pay $0 for covered drugs for the rest of the year.',
      },
      {
        question: "Do I need Part D if I don't take any medicines?",
        answer:
          'You are not required to have it. But if you go 63 days or more in a row without Part D or other creditable drug coverage after your Initial Enrollment Period, you may pay a late penalty later, for as long as you have Part D.',
      },
      {
        question: 'Can I change my drug plan each year?',
        answer:
          'Yes. During the Annual Enrollment Period, October 15 to December 7, you can join, switch or drop a Part D plan. The change starts January 1.',
      },
    ],
    ctaHeading: "Check your medicines against this year's plans",
    ctaText:
      'Call {phone} or book a free consultation, and bring your list of medicines and doses so we can compare drug plans at your pharmacy.',
  },
  {
    id: 'medicare-comparison',
    path: '/medicare-comparison',
    title: 'Medicare Advantage vs Original Medicare with Medigap',
    metaTitle: 'Medicare Advantage vs Medigap: Side-by-Side Comparison',
    description:
      'Compare Medicare Advantage with Original Medicare plus a Medigap plan: doctors, out-of-pocket limits, prior authorization, drugs, travel and premiums.',
    keywords: [
      'Medicare Advantage vs Medigap',
      'Medicare comparison',
      'Original Medicare',
      'Medigap',
      'Medicare Advantage',
      'Medicare choices',
    ],
    intro:
      'There are two main ways to get your Medicare coverage, and neither is right for everyone. This side-by-side look shows the trade-offs, so you can see which one fits your health, your doctors and your budget.',
    sections: [
      {
        id: 'doctors',
        heading: 'Doctors and networks',
        paragraphs: ['This is often the first question people ask: can I keep my doctors?'],
        bullets: [
          "Medicare Advantage: you usually must use in-network providers in the plan's service area for care that is not an emergency. PPO plans pay for some out-of-network care at a higher cost. Referrals may be required.",
          'Original Medicare with Medigap: you can see any doctor or hospital in the U.S. that accepts Medicare. There is no network and no referrals.',
        ],
      },
      {
        id: 'costs',
        heading: 'Premiums and out-of-pocket costs',
        paragraphs: [
          'Both choices have costs. They just show up in different places. Plans, premiums and availability vary by county and ZIP code.',
        ],
        bullets: [
          "Medicare Advantage: many plans have a $0 plan premium, and you still pay the Part B premium ({partB.standardPremium} a month in {partB.standardPremium:year}). You pay copays and coinsurance when you get care, up to the plan's yearly out-of-pocket limit.",
          'Original Medicare with Medigap: you pay the Part B premium, a Medigap premium and a Part D premium. In return, your costs when you get care are low and easy to predict. With Plan G, you pay only the Part B deductible, {partB.deductible} in {partB.deductible:year}.',
          'Original Medicare alone has no yearly out-of-pocket cap. Medigap fills that gap, and Plans K and L have their own yearly caps.',
        ],
      },
      {
        id: 'prior-authorization',
        heading: 'Prior authorization',
        paragraphs: ['Prior authorization means the plan must approve a service before you get it.'],
        bullets: [
          'Medicare Advantage: prior authorization is common for many services.',
          'Original Medicare with Medigap: generally none. A Medicare pilot program that started in 2026 requires it for some services in six states, but not in Alabama, Georgia, Florida, Tennessee or Illinois.',
        ],
      },
      {
        id: 'drugs-and-extras',
        heading: 'Drugs and extra benefits',
        paragraphs: ['Drug coverage is handled differently in each path.'],
        bullets: [
          'Medicare Advantage: most plans include Part D drug coverage, and many include dental, vision and hearing extras.',
          'Original Medicare with Medigap: you add a separate Part D plan for drugs. Medigap does not include dental, vision or hearing extras.',
        ],
      },
      {
        id: 'travel',
        heading: 'Travel',
        paragraphs: [
          'If you travel often or spend part of the year in another state, this can matter a lot.',
        ],
        bullets: [
          "Medicare Advantage: outside the plan's service area, network limits apply except for emergency and urgent care.",
          'Original Medicare with Medigap: any provider in the U.S. that accepts Medicare. Plans C, D, F, G, M and N pay 80% of emergency care abroad, up to plan limits.',
        ],
      },
      {
        id: 'switching-later',
        heading: 'Switching later',
        paragraphs: [
          'If you choose Medicare Advantage and later want Original Medicare with Medigap, it may be harder. Outside your Medigap open enrollment period or another guaranteed-issue right, insurers in Alabama, Georgia, Florida and Tennessee may ask health questions and can charge more or say no.',
          "Some people who try Medicare Advantage for the first time have limited rights to return to Medigap within the first year. Ask us whether this applies to you. It helps to think about the long term now, not only this year's costs.",
        ],
      },
    ],
    faqs: [
      {
        question: 'Which is better, Medicare Advantage or Medigap?',
        answer:
          'It depends on you. People who want lower monthly costs and extra benefits often look at Medicare Advantage. People who want to see any doctor that accepts Medicare and have predictable costs often look at Medigap. We walk through your doctors, medicines, travel and budget before you decide.',
      },
      {
        question: 'Do both choices include drug coverage?',
        answer:
          'Most Medicare Advantage plans include Part D. With Original Medicare and Medigap, you add a separate Part D drug plan.',
      },
    ],
    ctaHeading: 'Not sure which path fits you?',
    ctaText:
      'Call {phone} or book a free consultation, and a licensed advisor will compare both options using your own doctors and medicines.',
  },
  {
    id: 'medicare-mistakes',
    path: '/medicare-mistakes',
    title: 'Common Medicare Mistakes and How to Avoid Them',
    metaTitle: 'Common Medicare Mistakes to Avoid | Plain-Language Guide',
    description:
      'Late sign-up penalties, plans picked by premium alone, unchecked doctors and drugs: common Medicare mistakes and simple ways to avoid each one.',
    keywords: [
      'Medicare mistakes',
      'Medicare late enrollment penalty',
      'choosing a Medicare plan',
      'Medicare tips',
      'Medigap switching',
      'Medicare fraud',
    ],
    intro:
      'Most Medicare mistakes are easy to avoid once you know about them. Here are the ones we see most often, and what to do instead.',
    sections: [
      {
        id: 'signing-up-late',
        heading: 'Signing up late for Part B or Part D',
        paragraphs: [
          'If you miss your Initial Enrollment Period and do not have qualifying coverage, you may pay a late penalty for as long as you have the coverage. For Part B, it is 10% of the standard premium for each full 12 months you went without it. For Part D, it is 1% of the national base beneficiary premium for each full month without drug coverage.',
          'If you are still working and have job-based coverage, ask us before you delay. The rules depend on the kind of coverage you have.',
        ],
      },
      {
        id: 'premium-only',
        heading: 'Choosing a plan by premium alone',
        paragraphs: [
          'A low premium can come with higher copays, a higher deductible or a drug list that leaves out your medicines. Look at the total cost for a year, including the care and drugs you actually use. Plans and costs vary by county and ZIP code, so compare the ones offered where you live.',
        ],
      },
      {
        id: 'not-checking',
        heading: 'Not checking doctors, drugs and pharmacies',
        paragraphs: [
          'Networks and drug lists can change every year. Before you join or stay in a plan, confirm that your doctors, hospitals, medicines and pharmacy are covered for next year.',
        ],
      },
      {
        id: 'skipping-review',
        heading: 'Skipping the yearly review',
        paragraphs: [
          'Your plan can change its costs and benefits each January. Read the letters your plan sends in the fall, and review your coverage during the Annual Enrollment Period, October 15 to December 7.',
        ],
      },
      {
        id: 'medigap-switch',
        heading: 'Assuming you can switch to Medigap at any time',
        paragraphs: [
          'Your Medigap open enrollment period is a one-time, 6-month window. After it, insurers in Alabama, Georgia, Florida and Tennessee may ask health questions. If you leave Medigap for Medicare Advantage, you may not be able to get a Medigap policy back later at the same price, or at all.',
        ],
      },
      {
        id: 'sharing-your-number',
        heading: 'Giving your Medicare number to strangers',
        paragraphs: [
          'Do not share your Medicare number with unexpected callers, texts or emails. Share it only when you have chosen to enroll, with someone you trust. We never ask for it in chat or email.',
        ],
      },
    ],
    faqs: [
      {
        question: 'How much is the Part B late penalty?',
        answer:
          'It is 10% of the standard premium for each full 12-month period you could have had Part B but did not. The standard premium is {partB.standardPremium} a month in {partB.standardPremium:year}, so one full year late adds a tenth of that to every monthly premium, for as long as you have Part B.',
      },
      {
        question: 'What if I have already made one of these mistakes?',
        answer:
          'Call us. Many problems can be fixed at the next enrollment period, and some situations qualify for a Special Enrollment Period. We will look at your options with you.',
      },
    ],
    ctaHeading: 'Get a second pair of eyes on your Medicare',
    ctaText:
      'Call {phone} or book a free consultation, and we will review your coverage with you at no cost.',
  },
  {
    id: 'how-we-help',
    path: '/how-we-help',
    title: 'How We Help You Choose Medicare Coverage',
    metaTitle: 'How Our Free Medicare Help Works | 4 Simple Steps',
    description:
      'Our four-step process: a 20-minute consultation, plan research in 24 to 48 hours, a personal comparison, then enrollment with lifetime support.',
    keywords: [
      'Medicare help',
      'Medicare advisor',
      'free Medicare consultation',
      'Medicare plan comparison',
      'Medicare enrollment help',
      'independent Medicare agent',
    ],
    intro:
      '{agencyName} makes Medicare simpler in four steps. Our consultations are free, because we are paid by the insurance companies we represent, and you never pay us a fee.',
    sections: [
      {
        id: 'step-1-consultation',
        heading: 'Step 1: Initial consultation (about 20 minutes)',
        paragraphs: [
          'We start with a phone or video call. We ask about your doctors, your medicines, your budget and what matters most to you. There is no pressure and no obligation.',
        ],
      },
      {
        id: 'step-2-research',
        heading: 'Step 2: Plan research (24 to 48 hours)',
        paragraphs: [
          'Next, we do the homework. We look at the plans offered in your county by the companies we represent, and we check your doctors and medicines against each one. This usually takes 24 to 48 hours.',
        ],
      },
      {
        id: 'step-3-comparison',
        heading: 'Step 3: Personalized comparison (30 to 45 minutes)',
        paragraphs: [
          'We meet again to walk through a side-by-side comparison of your options. We explain the costs, the networks and the trade-offs in plain words, and we answer every question. The choice is always yours.',
        ],
      },
      {
        id: 'step-4-support',
        heading: 'Step 4: Enrollment and lifetime support',
        paragraphs: [
          'If you decide to enroll, we help you complete the application. After that, we stay with you. Call us with billing questions, claim problems or changes in your health.',
          'Every October, we offer an annual review to check whether your plan still fits for the coming year.',
        ],
      },
      {
        id: 'how-we-are-paid',
        heading: 'How we are paid',
        paragraphs: [
          'Our consultations are free. We are paid by the insurance companies we represent when you enroll. You never pay us a fee.',
          'We represent {carrierCount} insurance companies, but we do not offer every plan available in your area. You can get information on all of your options from Medicare.gov or 1-800-MEDICARE.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Does it cost anything to talk with you?',
        answer:
          'No. Consultations are free, and there is no obligation to enroll. We are paid by the insurance companies we represent.',
      },
      {
        question: 'Can my son or daughter join the call?',
        answer:
          'Yes. Family members are welcome on the phone or video call. Many of our clients like having a second set of ears.',
      },
      {
        question: 'What happens after I enroll?',
        answer:
          'We stay your contact for questions and problems, and we offer a review every October, before the Annual Enrollment Period begins.',
      },
    ],
    ctaHeading: 'Start with a free 20-minute call',
    ctaText: 'Call {phone} or book a free consultation at a time that suits you and your family.',
  },
  {
    id: 'about',
    path: '/about',
    title: 'About {agencyName}',
    metaTitle: 'About Us | Family-Run Independent Medicare Agency',
    description:
      'A family-run, independent Medicare agency since 2020, with 15+ years of combined experience, {carrierCount} carriers and more than 1,000 seniors and families helped.',
    keywords: [
      'independent Medicare agency',
      'family-run insurance agency',
      'Medicare advisors',
      'Medicare help Alabama',
      'Medicare agents Georgia',
      'Medicare agents Florida',
    ],
    intro:
      '{agencyName} is a family-run, independent Medicare insurance agency. We help seniors and their families in Alabama, Georgia, Florida and Tennessee understand their choices and pick coverage with confidence.',
    sections: [
      {
        id: 'our-story',
        heading: 'Our story',
        paragraphs: [
          'We opened our family agency in 2020 with a simple idea: Medicare help should feel like talking with family, not with a call center. Our advisors bring more than 15 years of combined experience.',
          'Since then, we have helped more than 1,000 seniors and families.',
        ],
      },
      {
        id: 'independent',
        heading: 'Independent means more choices',
        paragraphs: [
          'We are not tied to one insurance company. We represent {carrierCount} carriers, so we can compare plans from several companies side by side. We do not offer every plan available in your area, and we will always tell you so.',
          'We never push a particular plan or company. Our job is to explain your options clearly so you can choose what fits you.',
        ],
      },
      {
        id: 'what-to-expect',
        heading: 'What you can expect from us',
        paragraphs: ['These are the promises we make to every client.'],
        bullets: [
          'Plain words, not insurance jargon.',
          'Patience. Take all the time you need, and ask as many questions as you like.',
          'Family welcome. Bring a son, daughter or friend to any call.',
          'No pressure and no obligation.',
          'Lifetime support, with an annual review every October.',
        ],
      },
      {
        id: 'how-we-are-paid',
        heading: 'How we are paid',
        paragraphs: [
          'Our consultations are free. We are paid by the insurance companies we represent when you enroll. You never pay us a fee.',
        ],
      },
      {
        id: 'not-government',
        heading: 'An independent agency',
        paragraphs: [
          '{agencyName} is an independent insurance agency with licensed advisors. We are not connected with or endorsed by the U.S. government or the federal Medicare program.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to come to an office?',
        answer:
          'No. Most of our meetings happen by phone or video, so you can talk with us from home and family members can join from anywhere.',
      },
      {
        question: 'Who will I talk to?',
        answer:
          'A licensed advisor from our family team. You can read about each of our advisors on their own page.',
      },
    ],
    ctaHeading: 'Meet the family behind {agencyName}',
    ctaText: 'Call {phone} or book a free consultation and talk with a licensed advisor from our team.',
  },
  {
    id: 'referral-partners',
    path: '/referral-partners',
    title: 'Referral Partners: Medicare Help for Your Clients',
    metaTitle: 'Medicare Referral Partners | Advisors, CPAs, Attorneys',
    description:
      'For financial advisors, CPAs, elder-law attorneys, pharmacists and HR teams: send clients to licensed advisors who explain Medicare patiently.',
    keywords: [
      'Medicare referral partner',
      'financial advisor Medicare',
      'CPA Medicare IRMAA',
      'elder law attorney Medicare',
      'HR retiree Medicare',
      'pharmacist Medicare help',
    ],
    intro:
      'Your clients trust you with their money, health, taxes and legal plans. When Medicare questions come up, you can send them to us for clear, patient help from licensed advisors.',
    sections: [
      {
        id: 'who-refers',
        heading: 'Who refers clients to us',
        paragraphs: [
          'Each of these professionals hears Medicare questions they are not set up to answer. We fill that gap, and we send your clients back to you for everything outside Medicare coverage.',
        ],
        bullets: [
          'Financial advisors and retirement planners',
          'CPAs and tax preparers',
          'Elder-law and estate-planning attorneys',
          'Pharmacists',
          'HR and benefits teams helping employees retire',
        ],
      },
      {
        id: 'what-we-do',
        heading: 'What we do for your clients',
        paragraphs: ['Your clients get the same free service as everyone else we help.'],
        bullets: [
          'A free consultation by phone or video, with family welcome.',
          'Plan research and a side-by-side comparison from the carriers we represent.',
          'Help with enrollment timing, including Part B and Part D late penalties and job-based coverage.',
          'Plain explanations of IRMAA and the Form SSA-44 request after a life-changing event such as retiring.',
          'Lifetime support and an annual review every October.',
        ],
      },
      {
        id: 'how-referrals-work',
        heading: 'How referrals work',
        paragraphs: [
          "Give your client our number, {phone}, or a link to book a consultation. With your client's permission, you can also introduce us by phone or email. We contact only people who have asked to hear from us.",
          "We do not share a client's health or plan details with you, or with anyone else, without the client's consent.",
        ],
      },
      {
        id: 'referral-policy',
        heading: 'Our referral policy',
        paragraphs: [
          "We do not pay referral fees. Payments for Medicare referrals are restricted, and we want every client to know our help is not shaped by anyone's fee.",
          'What we offer partners is simpler: a trusted place to send clients, and clear answers when Medicare overlaps with your work, such as income planning around IRMAA.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Do you pay referral fees?',
        answer:
          'No. We do not pay referral fees. Our consultations are free for your clients, and we are paid by the insurance companies we represent when a client enrolls.',
      },
      {
        question: 'Will you respect my client relationship?',
        answer:
          'Yes. We stay in our lane: Medicare coverage. We do not give investment, tax or legal advice, and we send your client back to you for those questions.',
      },
    ],
    ctaHeading: 'Talk with us about becoming a referral partner',
    ctaText:
      'Call {phone} or book a free introductory call to talk about how we can help your clients with Medicare.',
  },
  {
    id: 'medicare-alabama',
    path: '/medicare-alabama',
    title: 'Medicare in Alabama: Local Help, Clear Answers',
    metaTitle: 'Medicare in Alabama | Plans, Enrollment and Local Help',
    description:
      "Medicare help for Alabama seniors: when to enroll, Medicare Advantage, Medigap and Part D, and why Alabama's Medigap rules matter if you switch later.",
    keywords: [
      'Medicare Alabama',
      'Alabama Medicare plans',
      'Medicare Advantage Alabama',
      'Medigap Alabama',
      'Part D Alabama',
      'Medicare help Alabama',
    ],
    intro:
      'We are a family-run agency that helps people across Alabama with Medicare. Whether you are turning 65 or reviewing your plan, we explain your options in plain words.',
    sections: [
      {
        id: 'choices',
        heading: 'Your Medicare choices in Alabama',
        paragraphs: [
          'Like everyone on Medicare, Alabama residents choose between two main paths. You can get your benefits through a Medicare Advantage plan, or keep Original Medicare and add a Medigap policy and a Part D drug plan.',
          'The plans you can choose from depend on your county and ZIP code. Plans, costs and networks can differ from one county to the next.',
        ],
      },
      {
        id: 'when-to-enroll',
        heading: 'When to enroll',
        paragraphs: ['These dates are the same in every state.'],
        bullets: [
          'Initial Enrollment Period: 7 months, starting 3 months before the month you turn 65.',
          'Annual Enrollment Period: October 15 to December 7 each year, with changes starting January 1.',
          'Medicare Advantage Open Enrollment: January 1 to March 31, one change for people in a Medicare Advantage plan.',
          'General Enrollment Period: January 1 to March 31, if you missed your first chance to sign up for Part B. Coverage starts the month after you sign up.',
        ],
      },
      {
        id: 'medigap-rules',
        heading: 'Medigap rules in Alabama',
        paragraphs: [
          'Alabama does not have a Medigap birthday rule. The easiest time to buy Medigap is your 6-month Medigap open enrollment period, which starts the first month you are both 65 or older and enrolled in Part B.',
          'After that window, insurers may ask health questions, charge more or turn down your application, unless you have a guaranteed-issue right. This matters if you start with Medicare Advantage and may want Medigap later.',
        ],
      },
      {
        id: 'costs-2026',
        heading: 'Key Medicare costs',
        paragraphs: [
          'These are the latest amounts Medicare has announced, each with its year. People with higher incomes pay more for Part B and Part D. Our IRMAA calculator page shows the {irmaa.magiYear:year} brackets.',
        ],
        bullets: [
          'Part B standard premium: {partB.standardPremium} a month in {partB.standardPremium:year}. {partB.standardPremium:pending}',
          'Part B deductible: {partB.deductible} in {partB.deductible:year}.',
          'Part A hospital deductible: {partA.deductible} per benefit period in {partA.deductible:year}.',
          'Part D out-of-pocket cap: {partD.outOfPocketCap} for covered drugs in {partD.outOfPocketCap:year}.',
        ],
      },
      {
        id: 'local-help',
        heading: 'Help by phone or video',
        paragraphs: [
          'We meet with Alabama clients by phone or video, so you can talk with us from your kitchen table. Family members are welcome to join. The consultation is free, and there is no obligation.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Does Alabama have a Medigap birthday rule?',
        answer:
          'No. Alabama does not have a birthday rule. Outside your Medigap open enrollment period or a guaranteed-issue right, insurers may ask health questions before selling you a policy.',
      },
      {
        question: 'Are Medicare Advantage plans the same everywhere in Alabama?',
        answer:
          'No. Plans, costs and networks vary by county and ZIP code. We show you the plans offered where you live.',
      },
    ],
    ctaHeading: 'Talk with an Alabama Medicare advisor',
    ctaText: 'Call {phone} or book a free consultation to see the plans offered in your Alabama county.',
  },
  {
    id: 'best-medigap-plans-alabama',
    path: '/best-medigap-plans-alabama',
    title: 'Which Medigap Plan Is Best in Alabama? It Depends on You',
    metaTitle: 'Medigap Plans in Alabama: G, N, High-Deductible G, K, L',
    description:
      'Compare Medigap Plans G, N, high-deductible G, K and L in Alabama, and see why the right plan depends on your health, your budget and how you use care.',
    keywords: [
      'Medigap Alabama',
      'Medicare Supplement Alabama',
      'Plan G Alabama',
      'Plan N Alabama',
      'high-deductible Plan G',
      'Medigap Plan K',
    ],
    intro:
      'There is no single best Medigap plan for everyone in Alabama. The right plan depends on your health, your budget and how you like to pay for care. Here is how the main plans sold today compare.',
    sections: [
      {
        id: 'plan-g',
        heading: 'Plan G',
        paragraphs: [
          'Plan G is the most complete Medigap plan for people new to Medicare. It pays the Part A deductible, coinsurance and Part B excess charges. You pay only the Part B deductible, which is {partB.deductible} in {partB.deductible:year}. {partB.deductible:pending}',
          'Plan G may suit you if you want few surprise bills and are comfortable with a higher monthly premium.',
        ],
      },
      {
        id: 'plan-n',
        heading: 'Plan N',
        paragraphs: [
          'Plan N usually has a lower premium than Plan G. In return, you may pay up to $20 for some doctor visits and up to $50 for emergency room visits. You also pay the Part B deductible, and Plan N does not cover Part B excess charges.',
          'Plan N may suit you if you see the doctor now and then and want to save on premiums.',
        ],
      },
      {
        id: 'high-deductible-g',
        heading: 'High-deductible Plan G',
        paragraphs: [
          'High-deductible Plan G has the same benefits as Plan G, but only after you pay a yearly deductible. One source reports {medigap.highDeductibleG.deductible} for {medigap.highDeductibleG.deductible:year}, so please confirm the current amount with us. Its premium is usually much lower than regular Plan G.',
          'It may suit you if you are in good health, have savings for a costly year and want a low monthly premium.',
        ],
      },
      {
        id: 'plans-k-and-l',
        heading: 'Plans K and L',
        paragraphs: [
          'Plans K and L share costs with you. Plan K pays 50% of many costs and Plan L pays 75%, until your share reaches a yearly out-of-pocket limit. After that, the plan pays the rest of covered costs for the year.',
          "Plan K's limit is {medigap.plans.K.outOfPocketLimit} in {medigap.plans.K.outOfPocketLimit:year}. Plan L's limit is lower; ask us for the current amount. These plans may suit you if you want a lower premium but still want a cap on what you could pay.",
        ],
      },
      {
        id: 'how-to-choose',
        heading: 'How to choose the right plan for you',
        paragraphs: [
          'Medigap plans are standardized, so a Plan G from one company has the same benefits as a Plan G from another. Prices are not the same, so compare several companies and ask how their rates have changed over time.',
        ],
        bullets: [
          'How often do you see doctors and specialists?',
          'Could you handle a large bill in a bad health year?',
          'Do you prefer a higher premium with few bills, or a lower premium with some bills?',
          'Do you travel abroad? Plans G and N pay 80% of emergency care outside the U.S., up to plan limits.',
        ],
      },
      {
        id: 'alabama-timing',
        heading: 'Timing matters in Alabama',
        paragraphs: [
          'Alabama has no Medigap birthday rule. During your 6-month Medigap open enrollment period, you can buy any plan sold in the state, and insurers cannot turn you down or charge you more because of your health. If you did not have creditable coverage before, such as a job-based health plan, the plan may still make you wait up to 6 months before it covers a pre-existing condition. Outside that window, insurers may ask health questions and can charge more or turn you down, unless you have a guaranteed-issue right.',
          'Plans C and F are only available to people who were eligible for Medicare before January 1, 2020.',
        ],
      },
    ],
    faqs: [
      {
        question: 'What is the best Medigap plan in Alabama?',
        answer:
          'There is no one best plan. Plan G may suit people who want the fewest bills. Plan N may suit people who want a lower premium and accept small copays. High-deductible G, K and L may suit people who want lower premiums with more cost sharing. We compare prices from several companies for your ZIP code.',
      },
      {
        question: 'Can I switch from Plan G to Plan N later in Alabama?',
        answer:
          'You can apply, but Alabama has no birthday rule. Outside your open enrollment period or a guaranteed-issue right, the insurer may ask health questions and can turn down your application.',
      },
      {
        question: 'Do Medigap plans in Alabama cover prescription drugs?',
        answer: 'No. Medigap plans do not cover drugs. You add a separate Part D drug plan.',
      },
    ],
    ctaHeading: 'Compare Medigap prices for your Alabama ZIP code',
    ctaText:
      'Call {phone} or book a free consultation, and we will compare Plan G, Plan N and other options from the companies we represent.',
  },
  {
    id: 'service-areas',
    path: '/service-areas',
    title: 'Where We Help: Our Service Areas',
    metaTitle: 'Medicare Help in Alabama, Georgia, Florida and Tennessee',
    description:
      'We help seniors and families with Medicare in Alabama, Georgia, Florida and Tennessee, by phone or video. Choose your state for local Medicare information.',
    keywords: [
      'Medicare service areas',
      'Medicare help Alabama',
      'Medicare help Georgia',
      'Medicare help Florida',
      'Medicare help Tennessee',
      'Medicare Illinois',
    ],
    intro:
      '{agencyName} helps people with Medicare in Alabama, Georgia, Florida and Tennessee. Choose your state to learn about Medicare where you live.',
    sections: [
      {
        id: 'states',
        heading: 'States we serve',
        paragraphs: [
          'Each state page covers local Medicare information and how to reach us. We also have a page with Medicare information for Illinois.',
        ],
        bullets: ['Alabama', 'Georgia', 'Florida', 'Tennessee', 'Illinois'],
      },
      {
        id: 'phone-or-video',
        heading: 'Help by phone or video',
        paragraphs: [
          'Most of our meetings happen by phone or video. You can get help from home, and family members in other cities can join the same call.',
        ],
      },
      {
        id: 'why-location-matters',
        heading: 'Why your county matters',
        paragraphs: [
          'Medicare Advantage plans are offered by county, and a plan sold in one county may not be sold in the next. Drug plan choices and Medigap prices also depend on where you live. We look up the plans for your exact location.',
        ],
      },
      {
        id: 'learn-more',
        heading: 'More about Medicare where you live',
        paragraphs: [
          'Two guides go further: how plan service areas work wherever you live, and what Georgia residents should know.',
        ],
        links: [
          { label: 'How Medicare plan service areas work', href: '/medicare-service-areas' },
          { label: 'Medicare help in Georgia', href: '/medicare-service-areas-georgia' },
        ],
      },
      {
        id: 'state-rules',
        heading: 'State rules can differ',
        paragraphs: [
          'Medigap rules are partly set by each state. Alabama, Georgia, Florida and Tennessee have no Medigap birthday rule, so health questions may apply if you switch plans outside your open enrollment period. Illinois has a birthday rule for Medigap policyholders aged 65 to 75.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to visit an office?',
        answer: 'No. We meet by phone or video, so you can talk with us from home.',
      },
      {
        question: 'What if my city is not listed?',
        answer:
          'Call us anyway. We help people across Alabama, Georgia, Florida and Tennessee, not only in the cities we have pages for.',
      },
    ],
    ctaHeading: 'Find help in your state',
    ctaText:
      'Call {phone} or book a free consultation, and tell us your ZIP code so we can look up your local plans.',
  },
  {
    id: 'medicare-service-areas',
    path: '/medicare-service-areas',
    title: 'Medicare Service Areas: Plans Where You Live',
    metaTitle: 'Medicare Service Areas by City | AL, GA, FL and TN',
    description:
      'Your Medicare plan choices depend on where you live. See how plan service areas work and find Medicare help for your city in AL, GA, FL or TN.',
    keywords: [
      'Medicare service area',
      'Medicare plans by county',
      'Medicare plans by ZIP code',
      'Medicare Advantage service area',
      'Medicare help near me',
      'local Medicare advisor',
    ],
    intro:
      'Your Medicare choices depend on where you live. This page explains how plan service areas work, and links to local pages for the cities we serve.',
    sections: [
      {
        id: 'what-is-a-service-area',
        heading: 'What is a plan service area?',
        paragraphs: [
          'Each Medicare Advantage plan serves a set area, usually a list of counties. Generally, you need to live in that area to join the plan, and its network of doctors and hospitals is built around it.',
        ],
      },
      {
        id: 'why-it-matters',
        heading: 'Why it matters for you',
        paragraphs: ['Two neighbors in different counties can have quite different choices.'],
        bullets: [
          'The plans, premiums and extra benefits offered can change from one county to the next.',
          "A doctor in one plan's network may not be in another plan's network.",
          'Medigap prices vary by ZIP code.',
          "Outside your plan's service area, Medicare Advantage network limits apply, except for emergency and urgent care.",
        ],
      },
      {
        id: 'moving-or-travel',
        heading: 'If you move or travel',
        paragraphs: [
          'If you move to a new county or state, your plan options may change. Tell us before you move, and we will look at what is offered at your new address.',
          'Original Medicare with a Medigap plan works with any provider in the U.S. that accepts Medicare. Some people who split their time between two states find that easier.',
        ],
      },
      {
        id: 'find-your-city',
        heading: 'Find your city',
        paragraphs: [
          'We have pages for many cities in Alabama, Georgia, Florida and Tennessee. Each one covers local enrollment help and how to reach us. If your city is not listed, we can still help you anywhere in those states.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Can I keep my Medicare Advantage plan if I move?',
        answer:
          "It depends on whether your new address is in the plan's service area. If it is not, you will usually need a new plan. Call us before you move so we can check.",
      },
      {
        question: 'Why do my friends have plans I cannot get?',
        answer:
          'Plans and availability vary by county and ZIP code. A plan your friend has in another county may not be offered where you live.',
      },
    ],
    ctaHeading: 'See the plans in your area',
    ctaText:
      'Call {phone} or book a free consultation, and we will look up the plans offered in your county.',
  },
  {
    id: 'medicare-service-areas-georgia',
    path: '/medicare-service-areas-georgia',
    title: 'Medicare Help in Georgia',
    metaTitle: 'Medicare Help in Georgia | Advantage, Medigap, Part D',
    description:
      'Medicare help for Georgia seniors and families: plan choices by county, enrollment dates, Georgia Medigap rules, and free consultations by phone or video.',
    keywords: [
      'Medicare Georgia',
      'Georgia Medicare plans',
      'Medicare Advantage Georgia',
      'Medigap Georgia',
      'Part D Georgia',
      'Medicare help Georgia',
    ],
    intro:
      'We help people across Georgia understand Medicare and choose coverage. Here is what Georgia residents should know, and how to find help for your city.',
    sections: [
      {
        id: 'choices',
        heading: 'Your choices in Georgia',
        paragraphs: [
          'Georgia residents can get Medicare through a Medicare Advantage plan, or keep Original Medicare and add a Medigap policy and a Part D drug plan. The plans offered depend on your county and ZIP code.',
        ],
      },
      {
        id: 'medigap-rules',
        heading: 'Georgia Medigap rules',
        paragraphs: [
          'Georgia does not have a Medigap birthday rule. The easiest time to buy Medigap is your 6-month Medigap open enrollment period, when insurers cannot turn you down or charge you more because of your health. If you did not have creditable coverage before, such as a job-based health plan, the policy may still make you wait up to 6 months before it covers a pre-existing condition. After that, they may ask health questions unless you have a guaranteed-issue right.',
        ],
      },
      {
        id: 'dates',
        heading: 'Dates to know',
        paragraphs: ['These dates are the same in every state.'],
        bullets: [
          'Initial Enrollment Period: the 3 months before the month you turn 65, that month, and the 3 months after.',
          'Annual Enrollment Period: October 15 to December 7, with changes starting January 1.',
          'Medicare Advantage Open Enrollment: January 1 to March 31, one change for people in a Medicare Advantage plan.',
          '5-star Special Enrollment Period: December 8 to November 30, a one-time chance to join a plan rated 5 stars, if one is offered in your area.',
        ],
      },
      {
        id: 'costs-2026',
        heading: 'Key Medicare costs',
        paragraphs: [
          'These federal amounts apply in Georgia and every other state. They are the latest Medicare has announced, each with its year.',
        ],
        bullets: [
          'Part B standard premium: {partB.standardPremium} a month in {partB.standardPremium:year}. {partB.standardPremium:pending}',
          'Part B deductible: {partB.deductible} in {partB.deductible:year}.',
          'Part D out-of-pocket cap: {partD.outOfPocketCap} for covered drugs in {partD.outOfPocketCap:year}.',
        ],
      },
      {
        id: 'find-your-city',
        heading: 'Find your Georgia city',
        paragraphs: [
          'We have local pages for the Georgia cities we serve. If your city is not listed, call us. We help people across the state by phone or video.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Does Georgia have a Medigap birthday rule?',
        answer:
          'No. Outside your Medigap open enrollment period or a guaranteed-issue right, insurers in Georgia may ask health questions before selling you a policy.',
      },
      {
        question: 'Do I have to meet in person?',
        answer: 'No. We meet by phone or video, and family members are welcome to join.',
      },
    ],
    ctaHeading: 'Talk with a Georgia Medicare advisor',
    ctaText: 'Call {phone} or book a free consultation to see the plans offered in your Georgia county.',
  },
  {
    id: 'annual-enrollment-period',
    path: '/annual-enrollment-period',
    title: 'The Medicare Annual Enrollment Period',
    metaTitle: 'Medicare Annual Enrollment Period: Oct 15 to Dec 7',
    description:
      'What you can change during the Medicare Annual Enrollment Period (October 15 to December 7), what to review, and the other dates to know.',
    keywords: [
      'Medicare Annual Enrollment Period',
      'AEP',
      'Medicare open enrollment',
      'October 15 to December 7',
      'Medicare Advantage Open Enrollment',
      '5-star Special Enrollment Period',
    ],
    intro:
      'Each fall, the Annual Enrollment Period gives you a chance to review your Medicare coverage and make changes for the next year. It runs from October 15 to December 7, and changes start January 1.',
    sections: [
      {
        id: 'what-you-can-change',
        heading: 'What you can change',
        paragraphs: [
          'During the Annual Enrollment Period, you can make these changes. Your new coverage starts January 1.',
          'Medigap is not tied to this period. If you want to move from Medicare Advantage to Medigap, insurers in Alabama, Georgia, Florida and Tennessee may ask health questions unless you have a guaranteed-issue right.',
        ],
        bullets: [
          'Switch from Original Medicare to a Medicare Advantage plan.',
          'Switch from Medicare Advantage back to Original Medicare.',
          'Switch from one Medicare Advantage plan to another.',
          'Join, switch or drop a Part D drug plan.',
        ],
      },
      {
        id: 'what-to-review',
        heading: 'What to review this year',
        paragraphs: [
          'Even if you like your plan, it can change each year. Plans and availability vary by county and ZIP code. Check these points for next year.',
        ],
        bullets: [
          "Doctors and hospitals: are they in the plan's network for next year?",
          'Drugs: is each medicine on the drug list, and what will it cost?',
          'Pharmacies: is your pharmacy in the network, and is it preferred?',
          'Premiums: what will you pay each month, including the Part B premium?',
          'Out-of-pocket limit: what is the most you could pay in a year?',
          'Extra benefits you use, such as dental, vision or hearing.',
        ],
      },
      {
        id: 'part-d',
        heading: 'Part D: no more coverage gap',
        paragraphs: [
          'Since January 1, 2025, Part D has no coverage gap. Once your out-of-pocket costs for covered drugs reach the yearly cap, you pay $0 for covered drugs for the rest of the year. The cap is {partD.outOfPocketCap} in {partD.outOfPocketCap:year} ({partD.outOfPocketCap:prior} in {partD.outOfPocketCap:priorYear}). {partD.outOfPocketCap:pending}',
        ],
      },
      {
        id: 'after-december-7',
        heading: 'If you change your mind after December 7',
        paragraphs: [
          'If you are in a Medicare Advantage plan, the Medicare Advantage Open Enrollment Period runs from January 1 to March 31. You can make one change: switch to another Medicare Advantage plan, or go back to Original Medicare, with or without a Part D plan. The change starts the first day of the next month.',
          'There is also a 5-star Special Enrollment Period from December 8 to November 30. You can use it once to join a plan rated 5 stars, if one is offered in your area.',
        ],
      },
      {
        id: 'plan-ahead',
        heading: 'Give yourself time',
        paragraphs: [
          "Plans send letters about next year's changes in the fall. Read yours, make your list of doctors and medicines, and start early so you have time to compare. Our annual review every October is a good place to start.",
        ],
      },
    ],
    faqs: [
      {
        question: 'When does the Annual Enrollment Period start and end?',
        answer: 'It runs from October 15 to December 7 every year. Changes you make start January 1.',
      },
      {
        question: 'Do I have to do anything if I like my plan?',
        answer:
          'No. If your plan is still offered, it usually renews. Still, plans can change costs, networks and drug lists each year, so it is wise to check.',
      },
      {
        question: 'Can I switch Medigap plans during this period?',
        answer:
          'The Annual Enrollment Period does not apply to Medigap. You can apply to change Medigap plans at other times, but insurers in Alabama, Georgia, Florida and Tennessee may ask health questions.',
      },
    ],
    ctaHeading: 'Book your annual review',
    ctaText:
      "Call {phone} or book a free consultation, and we will check next year's plans against your doctors and medicines.",
  },
  {
    id: 'appointments',
    path: '/appointments',
    title: 'Book a Free Medicare Consultation',
    metaTitle: 'Book a Free Medicare Consultation | Phone or Video',
    description:
      'Book a free, no-obligation Medicare consultation by phone or video. See what happens on the call and what to have ready: medicines, doctors and pharmacy.',
    keywords: [
      'free Medicare consultation',
      'Medicare appointment',
      'talk to a Medicare advisor',
      'Medicare help by phone',
      'Medicare video appointment',
      'Medicare plan review',
    ],
    intro:
      'A consultation with a licensed advisor is free, and there is no obligation to enroll. Here is what to expect and what to have ready.',
    sections: [
      {
        id: 'what-happens',
        heading: 'What happens in a consultation',
        paragraphs: [
          'We start with a call of about 20 minutes by phone or video. We ask about your doctors, medicines, budget and what matters most to you. Then we answer your questions in plain words.',
          'If you would like, we research plans for you and set up a second call of 30 to 45 minutes to walk through a side-by-side comparison. You decide if and when to enroll.',
        ],
      },
      {
        id: 'what-to-have-ready',
        heading: 'What to have ready',
        paragraphs: ['A little preparation makes the call quicker and more useful.'],
        bullets: [
          'Your Medicare card, so you can check your Part A and Part B start dates.',
          'A list of every medicine you take, with the dose and how often you take it.',
          'The names of your doctors and specialists, and the hospitals you prefer.',
          'The pharmacy or pharmacies you use, including any mail-order pharmacy.',
          'Your current plan card and any letters from your plan, if you have coverage now.',
          'Any questions you or your family want to ask.',
        ],
      },
      {
        id: 'keep-your-number-private',
        heading: 'Keep your Medicare number private',
        paragraphs: [
          'Please never share your Medicare number or Social Security number in chat, email or a booking form. If you decide to enroll, we ask for what is needed only at that step, directly with you.',
        ],
      },
      {
        id: 'phone-or-video',
        heading: 'Phone or video, your choice',
        paragraphs: [
          'Meet by phone or video from home. Family members are welcome, and they can join the same call from anywhere.',
        ],
      },
      {
        id: 'no-obligation',
        heading: 'No cost, no obligation',
        paragraphs: [
          'Our consultations are free. We are paid by the insurance companies we represent when you enroll, never by you. If you decide not to change anything, that is fine with us.',
        ],
      },
    ],
    faqs: [
      {
        question: 'How long does the first call take?',
        answer:
          'About 20 minutes. If we go on to compare plans, that meeting usually takes 30 to 45 minutes.',
      },
      {
        question: 'Do I need to give my Medicare number to book?',
        answer: 'No. Never put your Medicare number in a chat, email or booking form.',
      },
      {
        question: 'Can my family join?',
        answer: 'Yes. Many clients invite a son, daughter or friend to the call.',
      },
    ],
    ctaHeading: 'Ready when you are',
    ctaText: 'Call {phone} or choose a time in the booking calendar for your free consultation.',
  },
  {
    id: 'medicare-timeline',
    path: '/medicare-timeline',
    title: 'Your Medicare Enrollment Timeline',
    metaTitle: 'Medicare Enrollment Timeline and Calculator | Turning 65',
    description:
      'Find your Medicare Initial Enrollment Period, when Part B starts, the General Enrollment Period, your Medigap open enrollment window and late penalties.',
    keywords: [
      'Medicare enrollment calculator',
      'Initial Enrollment Period',
      'turning 65 Medicare',
      'when does Part B start',
      'General Enrollment Period',
      'Medigap open enrollment',
    ],
    intro:
      'Enter your date of birth in the calculator to see your Medicare dates. Below, we explain the rules behind each date in plain words.',
    sections: [
      {
        id: 'initial-enrollment-period',
        heading: 'Your Initial Enrollment Period',
        paragraphs: [
          'Your Initial Enrollment Period is 7 months long. It includes the 3 months before the month you turn 65, your birthday month, and the 3 months after.',
          'For example, if you turn 65 on June 15, {planYear}, your Initial Enrollment Period runs from March through September {planYear}.',
        ],
      },
      {
        id: 'born-on-the-first',
        heading: 'If you were born on the 1st of the month',
        paragraphs: [
          'Social Security treats you as turning 65 on the day before your birthday. So if your birthday is on the 1st, every date moves one month earlier.',
          'Someone whose 65th birthday is June 1, {planYear}, is treated as turning 65 the day before, in May. Their Initial Enrollment Period runs from February through August {planYear}, and coverage can start as early as May 1, {planYear}.',
        ],
      },
      {
        id: 'when-part-b-starts',
        heading: 'When Part B coverage starts',
        paragraphs: [
          'Since January 1, 2023, the start date depends only on when you sign up during your Initial Enrollment Period.',
        ],
        bullets: [
          'Sign up in any of the 3 months before your birthday month: coverage starts the 1st of your birthday month.',
          'Sign up in your birthday month or in the 3 months after: coverage starts the 1st of the month after you sign up.',
        ],
      },
      {
        id: 'general-enrollment-period',
        heading: 'If you miss your Initial Enrollment Period',
        paragraphs: [
          'The General Enrollment Period runs from January 1 to March 31 each year. Since 2023, your coverage starts the 1st of the month after you sign up. You may also owe a late penalty.',
          'If you delayed Part B because you had health coverage from current work, you may be able to use a Special Enrollment Period instead, with no penalty.',
        ],
      },
      {
        id: 'medigap-open-enrollment',
        heading: 'Your Medigap open enrollment period',
        paragraphs: [
          'Your 6-month Medigap open enrollment period starts the first month you are both 65 or older and enrolled in Part B. During it, you can buy any Medigap policy sold in your state, and insurers cannot turn you down or charge you more because of your health. If you delay Part B because of job-based coverage, it starts when your Part B starts. If you did not have creditable coverage before, such as a job-based health plan, the policy may still make you wait up to 6 months before it covers a pre-existing condition.',
        ],
      },
      {
        id: 'late-penalties',
        heading: 'Late enrollment penalties',
        paragraphs: [
          'Both penalties last as long as you have the coverage, so it pays to get the timing right.',
        ],
        bullets: [
          'Part B: 10% of the standard premium ({partB.standardPremium} a month in {partB.standardPremium:year}) for each full 12 months you could have had Part B but did not.',
          'Part D: 1% of the national base beneficiary premium ({partD.baseBeneficiaryPremium} in {partD.baseBeneficiaryPremium:year}) for each full month without Part D or creditable drug coverage, once a gap lasts 63 days or more.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I have to sign up for Part B if I am still working?',
        answer:
          'It depends on your coverage. If you have health coverage from current work, you may be able to delay Part B without a penalty. Talk with us before you decide.',
      },
      {
        question: 'Can I sign up during my birthday month?',
        answer: 'Yes. If you sign up in your birthday month, Part B starts the 1st of the following month.',
      },
    ],
    ctaHeading: 'Get your dates checked by a person',
    ctaText: 'Call {phone} or book a free consultation, and we will map out your Medicare dates with you.',
  },
  {
    id: 'irmaa-calculator',
    path: '/irmaa-calculator',
    title: 'IRMAA Calculator: Will You Pay More for Medicare?',
    metaTitle: 'IRMAA Calculator {irmaa.magiYear:year}: Medicare Income Surcharge',
    description:
      'Estimate your {irmaa.magiYear:year} IRMAA, the extra Medicare premium for higher incomes. Learn the two-year look-back and how to ask for a new decision with Form SSA-44.',
    keywords: [
      'IRMAA calculator',
      'IRMAA {irmaa.magiYear:year}',
      'Medicare income surcharge',
      'Part B premium high income',
      'SSA-44',
      'life-changing event',
    ],
    intro:
      'IRMAA is an extra amount some people with higher incomes pay for Part B and Part D. Enter your income and tax filing status in the calculator to estimate your {irmaa.magiYear:year} premiums.',
    sections: [
      {
        id: 'what-is-irmaa',
        heading: 'What is IRMAA?',
        paragraphs: [
          'IRMAA stands for income-related monthly adjustment amount. If your income is above a set level, you pay more than the standard Part B premium, plus an extra amount for Part D. Social Security decides who pays it.',
          'In {partB.standardPremium:year}, the standard Part B premium is {partB.standardPremium} a month. With IRMAA, the {irmaa.magiYear:year} Part B premium ranges from {irmaa.brackets.1.partBTotal} to {irmaa.brackets.5.partBTotal} a month.',
        ],
      },
      {
        id: 'two-year-look-back',
        heading: 'The two-year look-back',
        paragraphs: [
          'IRMAA uses your modified adjusted gross income (MAGI) from your tax return two years earlier. MAGI is your adjusted gross income plus tax-exempt interest. Your {irmaa.magiYear:year} premiums are based on your {irmaa.magiYear} tax return.',
          'If that return is not available, Social Security uses the one from three years earlier.',
        ],
      },
      {
        id: 'brackets-2026',
        heading: '{irmaa.magiYear:year} IRMAA brackets',
        paragraphs: [
          'Monthly amounts per person in {irmaa.magiYear:year}, based on {irmaa.magiYear} income. The Part D amount is added to whatever your drug plan charges. {irmaa.magiYear:pendingMany}',
          'Married people who lived together at any time in the year but file separate returns have different brackets. Ask us or Social Security.',
        ],
        bullets: [
          'Individual up to {irmaa.brackets.0.individual.upTo}, or joint up to {irmaa.brackets.0.joint.upTo}: Part B {irmaa.brackets.0.partBTotal}, no Part D extra.',
          'Individual above {irmaa.brackets.1.individual.over} up to {irmaa.brackets.1.individual.upTo}, or joint above {irmaa.brackets.1.joint.over} up to {irmaa.brackets.1.joint.upTo}: Part B {irmaa.brackets.1.partBTotal}, Part D extra {irmaa.brackets.1.partDAddOn}.',
          'Individual above {irmaa.brackets.2.individual.over} up to {irmaa.brackets.2.individual.upTo}, or joint above {irmaa.brackets.2.joint.over} up to {irmaa.brackets.2.joint.upTo}: Part B {irmaa.brackets.2.partBTotal}, Part D extra {irmaa.brackets.2.partDAddOn}.',
          'Individual above {irmaa.brackets.3.individual.over} up to {irmaa.brackets.3.individual.upTo}, or joint above {irmaa.brackets.3.joint.over} up to {irmaa.brackets.3.joint.upTo}: Part B {irmaa.brackets.3.partBTotal}, Part D extra {irmaa.brackets.3.partDAddOn}.',
          'Individual above {irmaa.brackets.4.individual.over} and below {irmaa.brackets.4.individual.upTo}, or joint above {irmaa.brackets.4.joint.over} and below {irmaa.brackets.4.joint.upTo}: Part B {irmaa.brackets.4.partBTotal}, Part D extra {irmaa.brackets.4.partDAddOn}.',
          'Individual {irmaa.brackets.5.individual.over} or more, or joint {irmaa.brackets.5.joint.over} or more: Part B {irmaa.brackets.5.partBTotal}, Part D extra {irmaa.brackets.5.partDAddOn}.',
        ],
      },
      {
        id: 'ssa-44',
        heading: 'Lower your IRMAA after a life-changing event',
        paragraphs: [
          'If your income dropped because of certain life events, you can ask Social Security for a new decision using Form SSA-44. These are the events that count:',
          'Other drops in income, such as choosing to sell an investment property or a normal fall in dividends, do not count as life-changing events.',
        ],
        bullets: [
          'Death of a spouse',
          'Marriage',
          'Divorce or annulment',
          'Working fewer hours',
          'Stopping work',
          'Loss of income-producing property',
          'Loss or reduction of a pension',
          'An employer settlement payment',
        ],
      },
      {
        id: 'about-the-estimate',
        heading: 'About this estimate',
        paragraphs: [
          "The calculator gives an estimate, not a decision from Social Security. Your actual amount comes from Social Security's letter. If it looks wrong, or your income has changed, call us and we will walk you through your options.",
        ],
      },
    ],
    faqs: [
      {
        question: 'Will I pay IRMAA forever?',
        answer:
          "Not necessarily. Each year's IRMAA uses the tax return from two years earlier. If your income falls below the brackets, your premium can go back to the standard amount.",
      },
      {
        question: 'How does IRMAA work for married couples?',
        answer:
          'Each person on Medicare pays their own premium. If you file jointly and your {irmaa.magiYear} joint income was above {irmaa.brackets.0.joint.upTo}, each spouse on Medicare may pay IRMAA in {irmaa.magiYear:year}.',
      },
      {
        question: 'My income dropped when I retired. What can I do?',
        answer:
          'Stopping work is a life-changing event. You can ask Social Security to use your lower income by filing Form SSA-44.',
      },
    ],
    ctaHeading: 'Questions about IRMAA?',
    ctaText:
      'Call {phone} or book a free consultation, and we will explain your IRMAA letter and whether Form SSA-44 may help.',
  },
  {
    id: 'aep-checklist',
    path: '/aep-checklist',
    title: 'Annual Enrollment Period Checklist',
    metaTitle: 'Medicare Annual Enrollment Checklist | Step by Step',
    description:
      'A simple checklist for the Medicare Annual Enrollment Period, October 15 to December 7: what to gather, what to check, and when changes take effect.',
    keywords: [
      'AEP checklist',
      'Medicare annual enrollment checklist',
      'Medicare plan review',
      'Medicare open enrollment checklist',
      'compare Medicare plans',
      'Annual Enrollment Period',
    ],
    intro:
      "Use this checklist during this year's Annual Enrollment Period, October 15 to December 7. Tick each item as you go, or print it and work through it with a family member.",
    sections: [
      {
        id: 'before-you-start',
        heading: 'Before you start',
        paragraphs: [
          "Set aside an hour. Have your current plan card, your list of medicines and your list of doctors nearby. Any letters your plan sent about next year's changes will help too.",
        ],
      },
      {
        id: 'checklist',
        heading: 'Your checklist',
        paragraphs: [
          'Work down the list in order. It is fine to stop and come back later. Plans and costs vary by county and ZIP code, so compare only plans offered where you live.',
        ],
        bullets: [
          "Read the letter from your plan about next year's changes.",
          'Write down every medicine you take, with the dose and how often.',
          'List your doctors, specialists and preferred hospitals.',
          'Confirm your pharmacy, including any mail-order pharmacy.',
          "Check that your doctors and hospitals are in the plan's network for next year.",
          "Check that each medicine is on the plan's drug list, and note what it will cost.",
          'Compare monthly premiums, including the Part B premium you also pay.',
          'Compare deductibles, copays and coinsurance for the care you use most.',
          "Look at each plan's yearly out-of-pocket limit.",
          'Check the dental, vision and hearing benefits you use.',
          'Ask whether the plan needs prior authorization for care you expect.',
          'Check whether you might qualify for Extra Help with drug costs.',
          'Make any change by December 7; new coverage starts January 1.',
          'Keep your new plan card and welcome letter somewhere safe.',
        ],
      },
      {
        id: 'dates',
        heading: 'Dates to remember',
        paragraphs: ['These dates are the same every year.'],
        bullets: [
          'October 15: the Annual Enrollment Period opens.',
          'December 7: the last day to make changes.',
          'January 1: new coverage starts.',
          'January 1 to March 31: Medicare Advantage Open Enrollment, one change for people in a Medicare Advantage plan.',
        ],
      },
      {
        id: 'need-a-hand',
        heading: 'Need a hand?',
        paragraphs: [
          'You do not have to do this alone. We go through this checklist with clients every fall, at no cost to you.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I have to change plans every year?',
        answer:
          'No. Many people keep the same plan. The checklist helps you confirm that your plan still fits before the new year starts.',
      },
      {
        question: 'Can a family member do the checklist with me?',
        answer:
          'Yes. Many people work through it with a son, daughter or friend, and they are welcome on our calls too.',
      },
    ],
    ctaHeading: 'Go through the checklist with us',
    ctaText:
      'Call {phone} or book a free consultation, and we will work through each item with you and your family.',
  },
  {
    id: 'blog',
    path: '/blog',
    title: 'Medicare Articles and Guides',
    metaTitle: 'Medicare Blog | Plain-Language Guides and Updates',
    description:
      'Plain-language Medicare articles from licensed advisors: enrollment dates, Medigap, Part D, Medicare Advantage, IRMAA and late penalties.',
    keywords: ['Medicare blog', 'Medicare articles', 'Medicare guides', 'Medigap', 'Part D', 'IRMAA'],
    intro:
      'Clear, practical articles about Medicare, written by our licensed advisors for seniors and the families who help them. Every figure in our articles names its year.',
    sections: [
      {
        id: 'what-you-will-find',
        heading: 'What you will find here',
        paragraphs: ['We write about the questions we hear most on the phone.'],
        bullets: [
          'Enrollment dates and deadlines, explained month by month.',
          'Medigap plan comparisons, such as Plan G and Plan N.',
          'Part D drug coverage and the yearly out-of-pocket cap.',
          'Medicare Advantage networks and how to check your doctors.',
          'IRMAA and late enrollment penalties, with worked examples.',
        ],
      },
      {
        id: 'figures',
        heading: 'How we handle figures',
        paragraphs: [
          'Medicare costs change every year. Every figure in our articles names its year, such as the {partB.standardPremium:year} Part B premium of {partB.standardPremium} a month. If an article is older, check its date and call us for current numbers.',
        ],
      },
      {
        id: 'general-information',
        heading: 'General information, not advice',
        paragraphs: [
          'Our articles explain how Medicare works in general. They do not recommend a specific plan. Plans and costs vary by ZIP code, so talk with a licensed advisor before you make a change.',
        ],
      },
    ],
    ctaHeading: 'Have a question an article did not answer?',
    ctaText:
      'Call {phone} or book a free consultation, and a licensed advisor will answer it for your situation.',
  },
] satisfies ReadonlyArray<z.input<typeof pageSchema>>;

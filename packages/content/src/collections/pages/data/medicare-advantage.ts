// The copy of the /medicare-advantage page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const medicareAdvantagePage = {
  id: 'medicare-advantage',
  path: '/medicare-advantage',
  title: 'Medicare Advantage Plans, Explained Simply',
  metaTitle: 'Medicare Advantage Plans Explained',
  description:
    'How Medicare Advantage (Part C) plans work: networks, costs, drug coverage and extras, plus free help comparing plans in {serviceAreaStates}.',
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
        'Yes. You can switch during the Annual Enrollment Period (October 15 to December 7) or the Medicare Advantage Open Enrollment Period (January 1 to March 31). If you also want a Medigap policy, insurers in {statesWithoutBirthdayRule} may ask health questions unless you have a guaranteed-issue right.',
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
} satisfies z.input<typeof pageSchema>;

// Realistic visitor questions with the topic a correct answer is about. Used by the engine accuracy test and by
// the load benchmark. Where a question honestly fits two topics, both are listed.

export interface VisitorQuestion {
  question: string;
  /** The expected topic, or the topics any of which is a correct reading of the question. */
  topic: string | readonly string[];
}

export const visitorQuestions: readonly VisitorQuestion[] = [
  { question: 'When can I switch my Medicare Advantage plan?', topic: ['aep', 'ma-oep'] },
  { question: 'How much is Part B in 2026?', topic: 'part-b-cost' },
  { question: 'Do you charge for your help?', topic: 'our-service' },
  { question: 'What is IRMAA?', topic: 'irmaa' },
  { question: 'I turn 65 in June, when should I sign up?', topic: 'enrollment-iep' },
  { question: 'Is there still a donut hole?', topic: 'part-d' },
  { question: "What's the difference between Medigap and Medicare Advantage?", topic: 'comparison' },
  { question: 'Can I keep my doctor?', topic: ['medicare-advantage', 'comparison'] },
  { question: 'What happens if I sign up for Part D late?', topic: 'penalties' },
  { question: 'Do you help people in Florida?', topic: 'service-area' },
  { question: 'What is Extra Help?', topic: 'extra-help' },
  { question: 'When does Plan G make sense?', topic: 'medigap' },
  { question: 'What was the Part B premium in 2025?', topic: 'part-b-cost' },
  { question: 'How much is the Part A deductible?', topic: 'part-a-cost' },
  { question: 'When is the annual enrollment period?', topic: 'aep' },
  { question: 'I missed my chance to sign up for Part B. What can I do now?', topic: 'enrollment-gep' },
  { question: 'Can I change my Medicare Advantage plan in February?', topic: 'ma-oep' },
  { question: 'What is the Part D out-of-pocket cap for 2026?', topic: 'part-d' },
  { question: "Is there a penalty if I don't sign up for Part B when I turn 65?", topic: 'penalties' },
  { question: 'How does the IRMAA two-year look-back work?', topic: 'irmaa' },
  { question: 'My income dropped after I retired. Can I lower my Medicare premium?', topic: 'irmaa' },
  { question: 'Does Medigap cover prescription drugs?', topic: 'medigap' },
  { question: 'What is a Medicare Supplement plan?', topic: 'medigap' },
  { question: 'Does Medicare Advantage cover dental and vision?', topic: 'medicare-advantage' },
  { question: 'Do you sell final expense insurance?', topic: 'additional-coverage' },
  { question: 'What is hospital indemnity insurance?', topic: 'additional-coverage' },
  { question: 'What is the 5-star special enrollment period?', topic: 'enrollment-sep' },
  {
    question: 'My job coverage is ending. Can I enroll outside the usual dates?',
    topic: ['enrollment-sep', 'employer-coverage'],
  },
  { question: 'Is there a Medigap birthday rule in Illinois?', topic: 'medigap' },
  { question: 'Do I have to come to your office?', topic: ['our-service', 'service-area'] },
  { question: 'What should I bring to my consultation?', topic: 'our-service' },
  { question: 'Which insurance companies do you work with?', topic: 'our-service' },
  // A person asked for: who answers (an automated assistant), then how to reach a licensed advisor.
  { question: 'Can I talk to a real person?', topic: 'assistant-identity' },
  { question: 'Someone called and asked for my Medicare number. Should I give it?', topic: 'privacy' },
  { question: 'How much does a Medicare Advantage plan cost?', topic: 'medicare-advantage' },
  { question: 'What are the Extra Help income limits in 2026?', topic: 'extra-help' },
  {
    question: 'Is there a maximum out-of-pocket limit with Medicare Advantage?',
    topic: 'medicare-advantage',
  },
  { question: 'If I sign up in my birthday month, when does Part B start?', topic: 'enrollment-iep' },
  { question: 'What can I change during AEP?', topic: 'aep' },
  { question: 'How much is the Part D late penalty?', topic: 'penalties' },
  { question: "Do I need Part D if I don't take any medications?", topic: 'part-d' },
  { question: 'What does Plan N cover?', topic: 'medigap' },
  { question: 'How does IRMAA work for married couples?', topic: 'irmaa' },
  { question: 'Can I leave my Advantage plan and go back to Original Medicare?', topic: ['ma-oep', 'aep'] },
  { question: 'Does it cost anything to talk with you?', topic: 'our-service' },
  { question: 'Do I need referrals with a Medigap plan?', topic: 'medigap' },
  {
    question: 'Can I keep my Medicare Advantage plan if I move?',
    topic: ['service-area', 'enrollment-sep', 'moving'],
  },
  { question: 'What is the Part D deductible in 2026?', topic: 'part-d' },
  { question: 'When can I buy a Medigap policy without health questions?', topic: 'medigap' },
  { question: 'Do people with high incomes pay more for Part B?', topic: ['irmaa', 'part-b-cost'] },
];

import type { z } from 'zod';
import type { chatKnowledgeSchema } from './schema';

// Situations visitors ask the chat about every day, as the chat's knowledge (issue 17). Facts follow
// shared/facts/MEDICARE.md (§3 enrollment rules and penalties, §6 Medigap rights and birthday rules, §4c the agency's
// independence) and the enrollment timeline's copy. Entries marked `verified: false` rest on standard federal rules
// that MEDICARE.md does not cover or did not re-read (the 20-employee rule, HSA, VA, TRICARE For Life, moving,
// losing Medicaid, dual eligibility): re-check them on the official page named in `sources` before launch.
// Figures only by token; the agency's facts by the global tokens.

const medicareGov = (title: string, path: string) => ({
  title: `Medicare.gov: ${title}`,
  url: `https://www.medicare.gov${path}`,
});
const ncoaEnrollment = {
  title: 'NCOA: understanding changes to Medicare enrollment periods',
  url: 'https://ncoa.org/article/understanding-changes-to-medicare-enrollment-periods-in-2023',
};
const partBPenalty = {
  title: 'Part B late enrollment penalty (quoting Medicare & You)',
  url: 'https://www.enrollmedicare.com/calculators/part-b-penalty',
};
const medigapOpenEnrollment = {
  title: 'Medicare Interactive: Medigap open enrollment period',
  url: 'https://www.medicareinteractive.org/glossary/initial-open-enrollment-period',
};

export const chatKnowledgeData = [
  {
    id: 'still-inside-initial-enrollment',
    topic: 'enrollment-iep',
    title: 'I just turned 65. Is it too late to sign up for Medicare?',
    keywords:
      'too late turned 65 last month recently missed birthday already 65 late after my birthday just turned',
    text: 'Your Initial Enrollment Period lasts 7 months: the 3 months before the month you turn 65, that month and the 3 months after it. If you turned 65 recently, you are probably still inside it, so sign up now: Part B starts the 1st of the month after you sign up, at no extra cost. Only missing the whole window, without coverage from a current job, brings a late penalty.',
    href: '/medicare-timeline',
    sources: [
      ncoaEnrollment,
      medicareGov(
        'When does Medicare coverage start?',
        '/basics/get-started-with-medicare/sign-up/when-does-medicare-coverage-start',
      ),
    ],
    verified: true,
  },
  {
    id: 'how-to-sign-up',
    topic: 'enrollment-iep',
    title: 'How do I sign up for Medicare?',
    keywords:
      'how do i sign up apply enroll online where to sign up social security office phone apply for medicare automatically enrolled website',
    text: 'You sign up for Part A and Part B through Social Security: online at ssa.gov, by phone, or at a local Social Security office. If you already get Social Security retirement benefits when you turn 65, you are usually enrolled in Part A and Part B automatically. Medicare Advantage, Part D and Medigap plans are bought separately from private insurance companies, and a licensed advisor can help you compare them.',
    href: '/medicare-timeline',
    sources: [
      { title: 'Social Security: Sign up for Medicare', url: 'https://www.ssa.gov/medicare/sign-up' },
    ],
    verified: false,
  },
  {
    id: 'delay-part-a',
    topic: 'employer-coverage',
    title: 'Can I delay Part A too if I am still working?',
    keywords:
      'delay part a too still working do i need part a premium-free part a take part a at 65 hospital insurance while working hsa',
    text: 'You can, but most people take Part A at 65 even while they still work, because premium-free Part A costs nothing and may help pay hospital costs the job plan leaves. The exception is a Health Savings Account: once Part A starts you can no longer put money into an HSA, so people who contribute often delay Part A too. If you would have to pay a premium for Part A, talk with us before you decide.',
    href: '/medicare-timeline',
    sources: [
      medicareGov('Working past 65', '/basics/get-started-with-medicare/get-more-coverage/working-past-65'),
    ],
    verified: false,
  },
  {
    id: 'working-past-65',
    topic: 'employer-coverage',
    title: 'I am still working past 65. Do I have to sign up for Part B?',
    keywords:
      'still working full time with benefits do i need to do anything work past 65 keep working employer job group health plan delay part b wait retire retiring retirement spouse coverage through work how long do i have after i retire 8 months special enrollment',
    text: 'You can wait to sign up for Part B, with no penalty, while you or your spouse are still working and have group health coverage from that job (with 20 or more employees, the job’s plan pays first). When the job or the coverage ends, whichever comes first, you have 8 months to sign up for Part B: this is your Special Enrollment Period. Join a Part D plan within 63 days after the job’s drug coverage ends; if that coverage was creditable, there is no Part D penalty.',
    href: '/medicare-timeline',
    sources: [
      partBPenalty,
      medicareGov('Working past 65', '/basics/get-started-with-medicare/get-more-coverage/working-past-65'),
    ],
    verified: true,
  },
  {
    id: 'employer-size',
    topic: 'employer-coverage',
    title: 'Does the size of my employer matter for delaying Part B?',
    keywords:
      'employer size 20 employees twenty small company small employer fewer than 20 workers pays first primary secondary large employer',
    text: 'Yes. If the employer has 20 or more employees, the job’s group plan pays first and you can usually delay Part B without a penalty. If it has fewer than 20 employees, Medicare usually pays first, so you generally need Part A and Part B when you are first eligible, or the job’s plan may pay little. Ask the plan’s benefits office how it works with Medicare before you decide.',
    href: '/medicare-timeline',
    sources: [
      medicareGov('Working past 65', '/basics/get-started-with-medicare/get-more-coverage/working-past-65'),
    ],
    verified: false,
  },
  {
    id: 'creditable-drug-coverage',
    topic: 'penalties',
    title: 'What is creditable drug coverage for Part D?',
    keywords:
      'creditable coverage creditable drug coverage count as creditable employer retiree plan union va tricare notice letter part d delay no penalty',
    text: 'Creditable drug coverage is drug coverage expected to pay at least as much as standard Part D coverage. Employer, union and retiree plans send a notice each year saying whether their drug coverage is creditable. With creditable coverage you can wait to join a Part D plan without a penalty; join within 63 days after it ends, because 63 days or more in a row without Part D or creditable coverage brings a Part D late penalty.',
    href: '/part-d',
    sources: [
      {
        title: 'Part D late enrollment penalty',
        url: 'https://www.restingsycamore.com/medicare/questions/part-d-late-enrollment-penalty',
      },
    ],
    verified: false,
  },
  {
    id: 'cobra-retiree',
    topic: 'employer-coverage',
    title: 'Does COBRA or retiree coverage let me delay Part B?',
    keywords: 'cobra retiree coverage retiree plan former employer severance continuation delay part b count',
    text: 'No. COBRA and retiree coverage do not count as coverage from current work, so they do not let you delay Part B without a penalty. Do not wait for them to end before you sign up: use your Initial Enrollment Period, or the 8 months after the job ends. A Part B late penalty lasts as long as you have Part B.',
    href: '/medicare-timeline',
    sources: [
      partBPenalty,
      medicareGov('COBRA and Medicare', '/basics/get-started-with-medicare/get-more-coverage/cobra'),
    ],
    verified: true,
  },
  {
    id: 'losing-employer-coverage',
    topic: 'employer-coverage',
    title: 'I am losing my job-based health coverage. What do I do about Medicare?',
    keywords:
      'losing employer coverage job ending laid off lost my job coverage ends retiring this year stop working special enrollment period',
    text: 'When your job or its health coverage ends, whichever comes first, you have 8 months to sign up for Part B with no late penalty: this is your Special Enrollment Period. Join a Part D plan, or a Medicare Advantage plan with drug coverage, within 63 days after the job’s drug coverage ends. Your one-time 6-month Medigap open enrollment starts when your Part B starts.',
    href: '/medicare-timeline',
    sources: [partBPenalty, medigapOpenEnrollment],
    verified: true,
  },
  {
    id: 'hsa',
    topic: 'hsa',
    title: 'Can I keep putting money in my HSA after Medicare starts?',
    keywords:
      'hsa health savings account contribute contributions put money deposit high deductible keep my hsa',
    text: 'No. Once any part of Medicare starts, even premium-free Part A, you can no longer contribute to (put money into) a Health Savings Account (HSA). You can still spend what is already in it on qualified medical costs, including Medicare premiums. If you sign up after 65, Part A can start up to 6 months back, so stop contributions about 6 months before you sign up.',
    href: '/medicare-timeline',
    sources: [
      { title: 'IRS Publication 969: Health Savings Accounts', url: 'https://www.irs.gov/publications/p969' },
    ],
    verified: false,
  },
  {
    id: 'va',
    topic: 'veterans',
    title: 'I have VA benefits. Do I need Medicare too?',
    keywords: 'va veteran veterans affairs va benefits va health care military service do i need part b',
    text: 'VA health care and Medicare work separately: the VA pays for care at VA facilities, and Medicare pays for care from doctors and hospitals outside the VA. VA coverage is not coverage from a current job, so if you skip Part B and sign up later, a Part B late penalty can apply. VA drug coverage counts as creditable, so you can wait to join a Part D plan without a penalty.',
    href: '/medicare-timeline',
    sources: [
      {
        title: 'VA: VA health care and other insurance',
        url: 'https://www.va.gov/health-care/about-va-health-benefits/va-health-care-and-other-insurance/',
      },
    ],
    verified: false,
  },
  {
    id: 'tricare-for-life',
    topic: 'veterans',
    title: 'How does TRICARE For Life work with Medicare?',
    keywords: 'tricare for life tfl military retiree tricare medicare part b required',
    text: 'TRICARE For Life works with Medicare: to keep TRICARE coverage at 65 you generally need both Part A and Part B. Medicare pays first and TRICARE For Life pays after it for covered care. TRICARE’s pharmacy benefit counts as creditable drug coverage, so a separate Part D plan is optional.',
    href: '/medicare-timeline',
    sources: [{ title: 'TRICARE: TRICARE For Life', url: 'https://www.tricare.mil/tfl' }],
    verified: false,
  },
  {
    id: 'moving',
    topic: 'moving',
    title: 'I am moving to another state. What happens to my Medicare plan?',
    keywords: 'moving move relocate another state new state out of state new address service area',
    text: 'Original Medicare works anywhere in the U.S., but Medicare Advantage and Part D plans serve one area, their service area. Moving out of your plan’s area gives you a Special Enrollment Period to join a plan where you move, usually from the month before the move to 2 months after it. A Medigap policy generally moves with you, though its price can change.',
    href: '/medicare-timeline',
    sources: [
      medicareGov(
        'Special enrollment periods',
        '/basics/get-started-with-medicare/get-more-coverage/joining-a-plan/special-enrollment-periods',
      ),
    ],
    verified: false,
  },
  {
    id: 'losing-medicaid',
    topic: 'dual-eligible',
    title: 'I am losing Medicaid. Can I change my Medicare plan?',
    keywords: 'losing medicaid lost medicaid no longer qualify medicaid ending medicaid stopped',
    text: 'Yes. Losing Medicaid gives you a Special Enrollment Period to join, switch or drop a Medicare Advantage or Part D plan, generally for 3 months after you lose it or are told you will. You may also stop getting Extra Help, so check what your drug plan will cost. We can help you compare plans when that happens.',
    href: '/#services',
    sources: [
      medicareGov(
        'Special enrollment periods',
        '/basics/get-started-with-medicare/get-more-coverage/joining-a-plan/special-enrollment-periods',
      ),
    ],
    verified: false,
  },
  {
    id: 'dual-eligible',
    topic: 'dual-eligible',
    title: 'Can I have both Medicare and Medicaid?',
    keywords:
      'dual eligible both medicare and medicaid dual special needs plan d-snp snp medicaid and medicare',
    text: 'Yes. People who have both are called dual eligible. Medicaid can help pay Medicare premiums and costs, and people with Medicaid get Extra Help with drug costs, so they pay no Part D late penalty. Some Medicare Advantage plans, called Dual Special Needs Plans, are made for people with both.',
    href: '/#services',
    sources: [
      medicareGov('Medicaid', '/basics/costs/help/medicaid'),
      {
        title: 'Part D late enrollment penalty',
        url: 'https://www.restingsycamore.com/medicare/questions/part-d-late-enrollment-penalty',
      },
    ],
    verified: false,
  },
  {
    id: 'medigap-open-enrollment',
    topic: 'medigap',
    title: 'When is the Medigap open enrollment period?',
    keywords:
      'medigap open enrollment supplement when can i buy guaranteed issue without health questions underwriting 6 months six months pre-existing get medigap turning 65 new to medicare',
    text: 'Your Medigap open enrollment period is a one-time 6 months that starts the first month you are both 65 or older and enrolled in Part B. During it, you can buy any Medigap policy sold in your state, and insurers cannot turn you down or charge you more because of your health. If you delay Part B because of coverage from a current job, it starts when your Part B does. If you did not have creditable coverage before, the policy may still make you wait up to 6 months before it covers a pre-existing condition.',
    href: '/medicare-timeline',
    sources: [
      medigapOpenEnrollment,
      {
        title: 'Justia: Open enrollment period (CMS glossary)',
        url: 'https://www.justia.com/dictionary/open-enrollment-period.html',
      },
    ],
    verified: true,
  },
  {
    id: 'medigap-after-open-enrollment',
    topic: 'medigap',
    title: 'Can I buy a Medigap policy later, after my open enrollment period?',
    keywords:
      'medigap later after open enrollment older 70 72 75 80 without health questions underwriting turn me down pre-existing condition denied buy supplement now change medigap',
    text: 'You can apply for a Medigap policy at any time, but outside your Medigap open enrollment period, trial rights or another guaranteed-issue right, insurers in {serviceAreaStates} may ask health questions and can turn you down or charge you more. {birthdayRuleDetails} State law in {statesWithOwnMedigapRights} adds guaranteed-issue rights of its own. A licensed advisor can tell you which rights you have.',
    href: '/medicare-supplement',
    sources: [
      medigapOpenEnrollment,
      { title: 'Illinois P.A. 103-0747', url: 'https://ilga.gov/legislation/publicacts/103/103-0747.htm' },
    ],
    verified: false,
  },
  {
    id: 'birthday-rule-states',
    topic: 'medigap',
    title: 'Which states have a Medigap birthday rule?',
    keywords:
      'birthday rule states anniversary rule switch medigap without health questions which states illinois chicago alabama georgia florida tennessee does my state have state law guaranteed issue rights my state own rules',
    text: '{birthdayRuleDetails} The sources we checked show no birthday rule for Medigap policies in {statesWithoutBirthdayRule}. {stateRightsDetails} Outside the states we serve, states with a birthday or anniversary rule include California, Idaho, Kentucky, Louisiana, Maryland, Nevada, Oklahoma, Oregon, Utah, Virginia and Wyoming.',
    href: '/service-areas',
    sources: [
      { title: 'Illinois P.A. 103-0747', url: 'https://ilga.gov/legislation/publicacts/103/103-0747.htm' },
      { title: 'State guaranteed-issue list', url: 'https://amacbrokers.com/?p=3602' },
      {
        title: 'Florida Statutes §627.6741 (copy of the 2019 text)',
        url: 'https://legalfix.com/statutes/state-codes/florida/title-xxxvii/chapter-627/part-viii/section-627-6741',
      },
    ],
    verified: true,
  },
  {
    id: 'advantage-to-medigap',
    topic: 'medigap',
    title: 'Can I switch from Medicare Advantage to Medigap?',
    keywords:
      'switch from medicare advantage to medigap supplement leave advantage go back original medicare anytime health questions underwriting trial right',
    text: 'You can leave Medicare Advantage for Original Medicare during the Annual Enrollment Period (October 15 to December 7) or the Medicare Advantage Open Enrollment Period (January 1 to March 31), but not anytime. Buying a Medigap policy then is separate: outside your Medigap open enrollment period, trial rights or another guaranteed-issue right, insurers in {statesWithoutBirthdayRule} may ask health questions and can turn you down or charge more. Trial rights: if you joined Medicare Advantage when you first became eligible at 65, or dropped a Medigap policy to try it for the first time, you can switch back within the first 12 months with a guaranteed right to a Medigap policy.',
    href: '/medicare-comparison',
    sources: [
      medigapOpenEnrollment,
      medicareGov(
        'Compare Original Medicare and Medicare Advantage',
        '/sign-up-change-plans/decide-how-to-get-medicare/your-medicare-coverage-choices.html',
      ),
    ],
    verified: true,
  },
  {
    id: 'original-medicare-prior-authorization',
    topic: 'medicare-basics',
    title: 'Does Original Medicare need prior authorization?',
    keywords:
      'prior authorization prior approval pre-approval preauthorization wiser pilot model original medicare texas arizona new jersey ohio oklahoma washington',
    text: 'Original Medicare generally needs no prior authorization. The exception is the WISeR pilot, from January 1, 2026 to 2031: it requires prior authorization for some services in Arizona, New Jersey, Ohio, Oklahoma, Texas and Washington only. Medicare Advantage plans often require prior authorization for many services.',
    href: '/medicare-comparison',
    sources: [
      {
        title: 'Medicare launches prior authorization pilot for select services in six states',
        url: 'https://quickreads.ext.katten.com/post/102luvu/medicare-launches-prior-authorization-pilot-for-select-services-in-six-states-wh',
      },
    ],
    // MEDICARE.md §6 (Prior authorization), from one secondary source (S19d).
    verified: true,
  },
  {
    id: 'care-outside-the-us',
    topic: 'medigap',
    title: 'Does Medicare pay for care outside the U.S.?',
    keywords:
      'abroad overseas outside the us outside the country another country foreign travel emergency trip vacation cruise living abroad mexico canada europe portugal',
    text: 'Original Medicare pays any Medicare provider in the U.S. For emergency care in another country, Medigap Plans C, D, F, G, M and N pay 80% of the cost up to the plan’s limits. Medicare Advantage plans limit their networks in the U.S. outside the plan’s area to emergency and urgent care. A licensed advisor can go over coverage for time spent abroad.',
    href: '/medicare-supplement',
    sources: [
      medicareGov(
        'Compare Original Medicare & Medicare Advantage',
        '/sign-up-change-plans/decide-how-to-get-medicare/your-medicare-coverage-choices.html',
      ),
    ],
    // MEDICARE.md §5 (the Medigap chart's foreign travel row) and §6 (Travel).
    verified: true,
  },
  {
    id: 'plan-g-vs-plan-n',
    topic: 'medigap',
    title: 'What is the difference between Plan G and Plan N?',
    keywords: 'plan g plan n difference compare g vs n g or n copays excess charges',
    text: 'Plan G covers everything a Medigap plan can cover for people new to Medicare except the Part B deductible ({partB.deductible} in {partB.deductible:year}). Plan N usually has a lower premium, but you pay copays of up to $20 for some office visits and up to $50 for emergency room visits that do not lead to an admission, and it does not cover Part B excess charges. Both cover the Part A deductible and foreign travel emergencies up to plan limits.',
    href: '/medicare-supplement',
    sources: [
      {
        title: 'Medigap plan comparison',
        url: 'https://www.farrlawfirm.com/what-are-the-differences-between-the-medicare-supplement-plans-and-should-you-switch-from-plan-f-to-plan-g',
      },
    ],
    verified: true,
  },
  {
    id: 'plan-g-part-b-deductible',
    topic: 'medigap',
    title: 'Does Medigap Plan G cover the Part B deductible?',
    keywords:
      'plan g pay cover part b deductible does plan g cover the deductible which plans cover part b deductible plan f plan c first dollar',
    text: 'No. Plan G pays everything a Medigap plan can pay for people new to Medicare except the Part B deductible, which you pay yourself ({partB.deductible} in {partB.deductible:year}). Only Plans C and F cover the Part B deductible, and only people eligible for Medicare before January 1, 2020 can buy them. After the deductible, Plan G pays the Part B coinsurance and excess charges.',
    href: '/medicare-supplement',
    sources: [
      {
        title: 'Medigap plan comparison',
        url: 'https://www.farrlawfirm.com/what-are-the-differences-between-the-medicare-supplement-plans-and-should-you-switch-from-plan-f-to-plan-g',
      },
    ],
    verified: true,
  },
  {
    id: 'extra-help-apply',
    topic: 'extra-help',
    title: 'How do I apply for Extra Help?',
    keywords:
      'apply for extra help application how to get extra help sign up lis low income subsidy social security automatically medicaid ssi',
    text: 'You apply for Extra Help with Social Security: online at ssa.gov, by phone, or at a local Social Security office. People who have Medicaid, get Supplemental Security Income (SSI) or get help from their state paying Medicare premiums get Extra Help automatically. We can help you check whether you may qualify.',
    href: '/part-d',
    sources: [
      {
        title: 'Social Security: Extra Help with Medicare prescription drug plan costs',
        url: 'https://www.ssa.gov/medicare/part-d-extra-help',
      },
    ],
    verified: false,
  },
  {
    id: 'extra-help-part-b-premium',
    topic: 'extra-help',
    title: 'Does Extra Help pay my Part B premium?',
    keywords:
      'extra help part b premium pay my part b help with part b premium too medicare savings program state help paying premiums',
    text: 'No. Extra Help lowers Part D drug costs: the drug plan premium, deductible and copays for covered drugs. Help paying the Part B premium comes from your state (a Medicare Savings Program, through Medicaid), and people who get that help get Extra Help automatically. We can help you check whether you may qualify.',
    href: '/part-d',
    sources: [
      medicareGov('Help with drug costs', '/basics/costs/help/drug-costs'),
      medicareGov('Medicare Savings Programs', '/basics/costs/help/medicare-savings-programs'),
    ],
    verified: false,
  },
  {
    id: 'extra-help-no-part-d-penalty',
    topic: 'penalties',
    title: 'Do people with Extra Help pay the Part D late penalty?',
    keywords:
      'extra help lis low income subsidy part d late penalty waived still pay penalty do i have to pay the penalty with extra help medicaid',
    text: 'No. People who get Extra Help pay no Part D late enrollment penalty, even after a long time without drug coverage. Without Extra Help, the penalty is 1% of the national base beneficiary premium for each full month without Part D or other creditable drug coverage, for as long as you have Part D. We can help you check whether you may qualify for Extra Help.',
    href: '/part-d',
    sources: [
      {
        title: 'Part D late enrollment penalty',
        url: 'https://www.restingsycamore.com/medicare/questions/part-d-late-enrollment-penalty',
      },
    ],
    verified: true,
  },
  {
    id: 'medigap-and-part-d',
    topic: 'medigap',
    title: 'If I have Medigap, do I still need a Part D drug plan?',
    keywords:
      'medigap supplement drug coverage prescriptions part d still need do i need part d with medigap does medigap cover drugs medicines pills',
    text: 'Medigap policies do not cover prescription drugs, so with Original Medicare and Medigap you add a separate Part D drug plan. If you go 63 days or more in a row without Part D or other creditable drug coverage after your first chance to join, a Part D late penalty can apply. Medicare Advantage plans, by contrast, usually include drug coverage.',
    href: '/part-d',
    sources: [
      medicareGov(
        'Compare Original Medicare and Medicare Advantage',
        '/sign-up-change-plans/decide-how-to-get-medicare/your-medicare-coverage-choices.html',
      ),
    ],
    verified: true,
  },
  {
    id: 'doctors-advantage-vs-medigap',
    topic: 'comparison',
    title: 'Can I see any doctor with Medigap or with Medicare Advantage?',
    keywords:
      'any doctor network in-network referrals see my doctor specialists travel out of area difference medigap advantage hmo ppo',
    text: 'With Original Medicare and a Medigap policy you can see any doctor or hospital in the U.S. that accepts Medicare, with no referrals. A Medicare Advantage plan usually has a network: for care that is not an emergency you use the plan’s doctors in its service area, and you may need referrals; PPO plans pay for some care outside the network at a higher cost. Most Medicare Advantage plans include drug coverage and have a yearly limit on what you pay; Medigap has no drug coverage.',
    href: '/medicare-comparison',
    sources: [
      medicareGov(
        'Compare Original Medicare and Medicare Advantage',
        '/sign-up-change-plans/decide-how-to-get-medicare/your-medicare-coverage-choices.html',
      ),
    ],
    verified: true,
  },
  {
    id: 'original-medicare-no-cap',
    topic: 'comparison',
    title: 'Does Original Medicare have an out-of-pocket maximum?',
    keywords:
      'out of pocket max maximum limit cap yearly limit regular traditional original medicare most i could pay catastrophic unlimited',
    text: 'No. Original Medicare (Part A and Part B) has no yearly out-of-pocket limit: you keep paying your deductibles and coinsurance, with no cap. A Medigap policy pays some or all of these costs; Plan G leaves only the Part B deductible ({partB.deductible} in {partB.deductible:year}). A Medicare Advantage plan has a yearly limit on what you pay for covered Part A and Part B services in its network, and each plan sets its own.',
    href: '/medicare-comparison',
    sources: [
      medicareGov(
        'Compare Original Medicare and Medicare Advantage',
        '/sign-up-change-plans/decide-how-to-get-medicare/your-medicare-coverage-choices.html',
      ),
    ],
    verified: true,
  },
  {
    id: 'medigap-premiums',
    topic: 'medigap',
    title: 'How much does a Medigap plan cost?',
    keywords:
      'medigap supplement plan g plan n cost price premium how much monthly cheapest rate quote age zip tobacco',
    text: 'Each insurance company sets its own Medigap premium, so the same plan letter can cost different amounts. Premiums vary with where you live (your ZIP code), your age, tobacco use and the company, while the benefits of a plan letter are the same with every company. A licensed advisor can compare the prices of the companies we represent where you live, in a free consultation.',
    href: '/medicare-supplement',
    sources: [
      {
        title: 'Medigap plan comparison',
        url: 'https://www.farrlawfirm.com/what-are-the-differences-between-the-medicare-supplement-plans-and-should-you-switch-from-plan-f-to-plan-g',
      },
    ],
    verified: false,
  },
  {
    id: 'dental-vision-hearing',
    topic: 'medicare-advantage',
    title: 'Does Medicare cover dental, vision and hearing?',
    keywords:
      'dental teeth dentures vision glasses eye exam hearing aids does part b cover dental does medicare cover dental extras benefits',
    text: 'Original Medicare (Part A and Part B) does not include routine dental, vision or hearing coverage, and Medigap does not add it. Many Medicare Advantage plans include dental, vision and hearing benefits, and some people add a separate dental, vision and hearing plan instead. A licensed advisor can compare what the plans where you live include.',
    href: '/medicare-comparison',
    sources: [
      medicareGov(
        'Compare Original Medicare and Medicare Advantage',
        '/sign-up-change-plans/decide-how-to-get-medicare/your-medicare-coverage-choices.html',
      ),
    ],
    verified: true,
  },
  {
    id: 'finding-a-doctor',
    topic: 'medicare-basics',
    title: 'How do I find a doctor who takes Medicare?',
    keywords:
      'find a doctor new doctor takes medicare accepts medicare search doctors near me provider directory specialist',
    text: "Medicare.gov has a tool to find doctors and hospitals that accept Medicare near you, or you can call 1-800-MEDICARE. With Original Medicare and Medigap, you can see any doctor in the U.S. who accepts Medicare; with a Medicare Advantage plan, check the plan's provider directory, because most plans use a network.",
    href: '/medicare-comparison',
    sources: [medicareGov('Find and compare doctors', '/care-compare/')],
    verified: false,
  },
  {
    id: 'plans-c-and-f',
    topic: 'medigap',
    title: 'Can I still get Medigap Plan F or Plan C?',
    keywords: 'plan f plan c still get buy can i get discontinued gone new enrollees eligible before',
    text: 'Plans C and F can be bought only by people who were eligible for Medicare before January 1, 2020. If you became eligible later, you cannot buy them; Plan G is the closest, and it leaves only the Part B deductible. If you already have Plan C or F, you can keep it.',
    href: '/medicare-supplement',
    sources: [
      {
        title: 'Medigap plan comparison',
        url: 'https://www.farrlawfirm.com/what-are-the-differences-between-the-medicare-supplement-plans-and-should-you-switch-from-plan-f-to-plan-g',
      },
    ],
    verified: true,
  },
  {
    id: 'irmaa-appeal',
    topic: 'irmaa',
    title: 'My income went down. Can I lower my IRMAA?',
    keywords:
      'lower irmaa appeal reduce high premium income dropped went down retired stopped working spouse died passed away widow divorce life-changing event ssa-44 fix',
    text: 'Yes, after a life-changing event you can ask Social Security to use your newer, lower income, with Form SSA-44. The events that count are the death of a spouse, marriage, divorce or annulment, work stoppage (retiring), work reduction, the loss of income-producing property, the loss or reduction of a pension, and an employer settlement payment. Other drops in income, such as a voluntary sale of property, do not count.',
    href: '/irmaa-calculator',
    sources: [
      {
        title: 'SSA Handbook §2507',
        url: 'https://www.ssa.gov/OP_Home/handbook/handbook.25/handbook-2507.html',
      },
    ],
    verified: true,
  },
  {
    id: 'aep-vs-oep',
    topic: 'ma-oep',
    title: 'What is the difference between the AEP and the OEP?',
    keywords:
      'aep oep difference vs versus annual enrollment open enrollment january march window jan-march original medicare part d switch drug plan only advantage members when can i switch change plans times of year',
    text: 'The Annual Enrollment Period (AEP) runs October 15 to December 7 each year: anyone with Medicare can join, switch or drop a Medicare Advantage or Part D plan, and changes start January 1. The Medicare Advantage Open Enrollment Period (OEP) runs January 1 to March 31 and is only for people already in a Medicare Advantage plan. It allows one change: to another Medicare Advantage plan, or back to Original Medicare with or without a Part D plan.',
    href: '/annual-enrollment-period',
    sources: [
      {
        title: 'KFF: Medicare open enrollment FAQs',
        url: 'https://www.kff.org/faqs/medicare-open-enrollment-faqs/can-i-change-my-medicare-coverage-outside-of-the-medicare-open-enrollment-period/',
      },
    ],
    verified: true,
  },
  {
    id: 'next-aep',
    topic: 'aep',
    title: 'When is the AEP after this one?',
    keywords:
      'next aep next annual enrollment after this one ends come around again next open enrollment next fall',
    // True on every day: {aepYear} is the AEP open now or the next one (content's season rule), {planYear} the one after.
    text: 'The Annual Enrollment Period, when anyone with Medicare can join, switch or drop a Medicare Advantage or Part D plan, comes every year from October 15 to December 7. The one open now, or the next one, runs October 15 to December 7, {aepYear}, for coverage starting January 1, {planYear}. After it, the next runs October 15 to December 7, {planYear}.',
    href: '/annual-enrollment-period',
    sources: [
      {
        title: 'KFF: Medicare open enrollment FAQs',
        url: 'https://www.kff.org/faqs/medicare-open-enrollment-faqs/can-i-change-my-medicare-coverage-outside-of-the-medicare-open-enrollment-period/',
      },
    ],
    verified: true,
  },
  {
    id: 'new-plan-start',
    topic: 'aep',
    title: 'When does my new plan start?',
    keywords:
      'when does my new plan start begin kick in take effect effective date new coverage start when will my new plan start switch change',
    // No year: a plan chosen in the AEP that is open, or in the one that just ended, starts on the next January 1.
    text: 'A plan you choose in the Annual Enrollment Period (October 15 to December 7) starts on January 1 of the next year. A change made in Medicare Advantage Open Enrollment (January 1 to March 31) starts on the first day of the month after you make it.',
    href: '/annual-enrollment-period',
    sources: [
      {
        title: 'KFF: Medicare open enrollment FAQs',
        url: 'https://www.kff.org/faqs/medicare-open-enrollment-faqs/can-i-change-my-medicare-coverage-outside-of-the-medicare-open-enrollment-period/',
      },
    ],
    verified: true,
  },
  {
    id: 'new-advantage-enrollee',
    topic: 'ma-oep',
    title: 'I am new to Medicare Advantage. Can I change my mind in the first 3 months?',
    keywords:
      'new to medicare advantage just joined advantage first 3 months first three months do-over change my mind regret',
    text: 'If you joined a Medicare Advantage plan when you first got Medicare, you can make one change in your first 3 months with Medicare: switch to another Medicare Advantage plan, or go back to Original Medicare with or without a Part D plan. Everyone already in a Medicare Advantage plan also gets one change from January 1 to March 31.',
    href: '/annual-enrollment-period',
    sources: [
      {
        title: 'GoodRx: Medicare Advantage open enrollment',
        url: 'https://www.goodrx.com/insurance/medicare/medicare-advantage-open-enrollment',
      },
      {
        title: 'KFF: Medicare open enrollment FAQs',
        url: 'https://www.kff.org/faqs/medicare-open-enrollment-faqs/can-i-change-my-medicare-coverage-outside-of-the-medicare-open-enrollment-period/',
      },
    ],
    verified: true,
  },
  {
    id: 'change-plan-outside-aep',
    topic: 'enrollment-sep',
    title: 'Can I change my Medicare Advantage or Part D plan during the year?',
    keywords:
      'change switch drop drug plan part d plan middle of the year mid-year any time anytime outside open enrollment spring summer february special enrollment 5-star',
    text: 'Most changes happen in the Annual Enrollment Period, October 15 to December 7, and start January 1. From January 1 to March 31 only people already in a Medicare Advantage plan can make one change; with Original Medicare and a Part D plan you wait for the Annual Enrollment Period. At other times you need a Special Enrollment Period, for example after a move or losing other coverage, or to join a plan rated 5 stars, once from December 8 to November 30, if one is offered where you live.',
    href: '/annual-enrollment-period',
    sources: [
      {
        title: 'KFF: Medicare open enrollment FAQs',
        url: 'https://www.kff.org/faqs/medicare-open-enrollment-faqs/can-i-change-my-medicare-coverage-outside-of-the-medicare-open-enrollment-period/',
      },
      medicareGov(
        '5-star Special Enrollment Period',
        '/sign-up-change-plans/when-can-i-join-a-health-or-drug-plan/five-star-enrollment/5-star-enrollment-period.html',
      ),
    ],
    verified: true,
  },
  {
    id: 'medicare-account',
    topic: 'privacy',
    title: 'Can you look at my Medicare account?',
    keywords:
      'look at my account check my account my records claims my plan look me up access see my medicare account login',
    text: 'No, this chat cannot see your Medicare account or records, and you should not share your Medicare number here. You can see your plan and claims by signing in at Medicare.gov or by calling 1-800-MEDICARE. A licensed advisor can go over your coverage with you by phone.',
    href: '/#contact',
    sources: [medicareGov('Your Medicare account', '/account/login')],
    verified: true,
  },
  {
    id: 'find-medicare-number',
    topic: 'privacy',
    title: 'Where do I find my Medicare number?',
    keywords: 'where find my medicare number look up medicare id mbi what is my number on the card',
    text: 'Your Medicare number is on your red, white and blue Medicare card. You can also see it by signing in to your Medicare.gov account or by calling 1-800-MEDICARE (1-800-633-4227). Keep it private: this chat never needs it, so please do not type it here.',
    href: '/#faq',
    sources: [medicareGov('Your Medicare card', '/basics/your-medicare-card')],
    verified: false,
  },
  {
    id: 'stolen-medicare-number',
    topic: 'privacy',
    title: 'What if someone has my Medicare number?',
    keywords:
      'stolen medicare number someone has my number identity theft fraud scam gave my number to a caller report misuse new number',
    text: 'If you think someone has your Medicare number or is using it, call 1-800-MEDICARE (1-800-633-4227) to report it, and check your Medicare Summary Notices or your Medicare.gov account for services you did not get. Medicare can give you a new number if yours was misused. Never give your number to someone who calls you unexpectedly.',
    href: '/#faq',
    sources: [
      medicareGov('Reporting Medicare fraud and abuse', '/basics/reporting-medicare-fraud-and-abuse'),
    ],
    verified: false,
  },
  {
    id: 'medicare-number-when-enrolling',
    topic: 'privacy',
    title: 'Do I need to give you my Medicare number to enroll?',
    keywords:
      'give medicare number to enroll enrollment application need my number phone safe way share information when enrolling',
    text: 'Not in this chat: it never needs your Medicare number, so please do not type it here. When you decide to enroll, a licensed advisor asks for what the application needs by phone, directly with you. Never give your number to someone who calls you unexpectedly.',
    href: '/#contact',
    sources: [medicareGov('Your Medicare card', '/basics/your-medicare-card')],
    verified: true,
  },
  {
    id: 'chat-privacy',
    topic: 'privacy',
    title: 'Do you keep what I type in this chat?',
    keywords:
      'keep store save record log my information data details conversation chat privacy private sell share my info safe',
    text: 'This chat does not keep what you type: its records hold only technical details such as the time and the topic, never your message or a number from it. Please still never type your Medicare number, Social Security number or card details here. When you enroll, a licensed advisor asks for what the application needs by phone.',
    href: '/#contact',
    sources: [medicareGov('Your Medicare card', '/basics/your-medicare-card')],
    verified: true,
  },
  {
    id: 'lost-card',
    topic: 'privacy',
    title: 'I lost my Medicare card. How do I get a new one?',
    keywords: 'lost card replace replacement new card medicare card stolen damaged',
    text: 'To replace a lost Medicare card, sign in to your Medicare.gov account or call 1-800-MEDICARE (1-800-633-4227); you can also contact Social Security at ssa.gov or 1-800-772-1213. The card is free. Never give your Medicare number to someone who calls you unexpectedly.',
    href: '/#faq',
    sources: [
      medicareGov('Your Medicare card', '/basics/your-medicare-card'),
      { title: 'Social Security: Medicare', url: 'https://www.ssa.gov/medicare/' },
    ],
    verified: false,
  },
  {
    id: 'agency-independent',
    topic: 'agency',
    title: 'Are you part of Medicare or the government?',
    keywords:
      'are you medicare government official federal affiliated part of medicare government agency who are you independent',
    text: 'No. {agencyName} is an independent insurance agency, not part of Medicare or the government, and we are not connected with or endorsed by the U.S. government or the federal Medicare program. We represent {carrierCount} insurance companies. Medicare.gov or 1-800-MEDICARE can give you information on all of your options.',
    href: '/about',
    sources: [{ title: 'Social Security Act §1140', url: 'https://oig.ssa.gov/section-1140' }],
    verified: true,
  },
  {
    id: 'agency-cost',
    topic: 'agency',
    title: 'Does it cost more to enroll through you?',
    keywords:
      'cost more pay more going through you charge fee extra cost broker agent free price same who pays you how do you get paid commission make money agency free to use free service no charge',
    text: 'No. Our help costs you nothing extra: a plan costs the same whether you enroll through us, through the insurance company or on Medicare.gov, and the insurance company pays us. The consultation is free and there is no obligation.',
    href: '/how-we-help',
    sources: [{ title: 'Medicare.gov: Compare plans', url: 'https://www.medicare.gov/plan-compare/' }],
    verified: true,
  },
  {
    id: 'agency-states',
    topic: 'service-area',
    title: 'Which states do you serve?',
    keywords: 'states serve licensed do you do medicare in my state other state texas help outside',
    text: '{agencyName} helps people with Medicare in {serviceAreaStates}, where our advisors are licensed. We meet by phone or video, so you can get help from home. If you live in another state, Medicare.gov or 1-800-MEDICARE can help you find your options.',
    href: '/service-areas',
    sources: [{ title: 'Medicare.gov', url: 'https://www.medicare.gov/' }],
    verified: true,
  },
] satisfies ReadonlyArray<z.input<typeof chatKnowledgeSchema>>;

// The copy of the /how-we-help page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const howWeHelpPage = {
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
} satisfies z.input<typeof pageSchema>;

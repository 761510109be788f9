// The copy of the /appointments page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const appointmentsPage = {
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
      answer: 'About 20 minutes. If we go on to compare plans, that meeting usually takes 30 to 45 minutes.',
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
} satisfies z.input<typeof pageSchema>;

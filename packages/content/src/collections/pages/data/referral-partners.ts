// The copy of the /referral-partners page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const referralPartnersPage = {
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
} satisfies z.input<typeof pageSchema>;

import type { z } from 'zod';
import type { navSchema } from './schema';

/**
 * Header and mobile-menu navigation. Internal hrefs are routes of the spec's route table; anchors are home-page
 * anchors. The webinar address is a clearly fictional SAMPLE (example.com): replace it before launch.
 */
export const navData = {
  learnLabel: 'Learn',
  learn: [
    {
      id: 'medicare-101-webinar',
      href: 'https://www.example.com/medicare-101-webinar',
      label: 'Free Medicare 101 Webinar',
      description: 'Learn the basics of Medicare in a friendly online class. Opens in a new tab.',
      external: true,
      featured: true,
    },
    {
      id: 'medicare-advantage',
      href: '/medicare-advantage',
      label: 'Medicare Advantage',
      description: 'How Part C plans work, what they cost and what to check before you join.',
    },
    {
      id: 'medicare-supplement',
      href: '/medicare-supplement',
      label: 'Medicare Supplement',
      description: 'How Medigap plans help pay what Original Medicare does not.',
    },
    {
      id: 'part-d',
      href: '/part-d',
      label: 'Part D Drug Plans',
      description: 'How prescription drug coverage works and what you pay.',
    },
    {
      id: 'medicare-mistakes',
      href: '/medicare-mistakes',
      label: 'Common Medicare Mistakes',
      description: 'Simple ways to avoid penalties, gaps and surprise costs.',
    },
    {
      id: 'how-we-help',
      href: '/how-we-help',
      label: 'How We Help',
      description: 'What to expect when you work with our family-run team.',
    },
    {
      id: 'about',
      href: '/about',
      label: 'Meet Our Advisors',
      description: 'The licensed, family-run team you will talk to.',
    },
    {
      id: 'faqs',
      href: '#faq',
      label: 'FAQs',
      description: 'Straight answers to the questions we hear most.',
      scrollTo: true,
    },
  ],
  primary: [
    {
      id: 'aep',
      href: '/annual-enrollment-period',
      label: 'AEP {aepYear}',
      description: 'What you can change during the Annual Enrollment Period, October 15 to December 7.',
    },
    {
      id: 'blog',
      href: '/blog',
      label: 'Blog',
      description: 'Plain-English articles about Medicare costs, plans and deadlines.',
    },
    {
      id: 'partners',
      href: '/referral-partners',
      label: 'Partners',
      description: 'For financial advisors, CPAs and others who refer clients to us.',
    },
    {
      id: 'service-areas',
      href: '/service-areas',
      label: 'Service Areas',
      description: 'The states and cities where our advisors help.',
    },
  ],
  toolsLabel: 'Tools',
  tools: [
    {
      id: 'enrollment-calculator',
      href: '/medicare-timeline',
      label: 'Enrollment Calculator',
      description: 'Enter your birthday to see your Medicare sign-up dates.',
    },
    {
      id: 'irmaa-calculator',
      href: '/irmaa-calculator',
      label: 'IRMAA Calculator',
      description: 'See whether your income adds a surcharge to your Part B and Part D premiums.',
    },
    {
      id: 'aep-checklist',
      href: '/aep-checklist',
      label: 'AEP Checklist',
      description: 'A simple list of things to review before December 7.',
    },
    {
      id: 'plan-comparison',
      href: '/medicare-comparison',
      label: 'Plan Comparison',
      description: 'Medicare Advantage and Medicare Supplement, side by side.',
    },
  ],
  home: { id: 'home', href: '/', label: 'Home', description: 'Back to the home page.' },
  bookAppointment: {
    id: 'book-appointment',
    href: '#callback',
    label: 'Book Appointment',
    description: 'Go to the form to schedule your free consultation.',
    scrollTo: true,
  },
  phoneLabel: 'Call us at {phone}',
  openMenuLabel: 'Open menu',
  closeMenuLabel: 'Close menu',
} satisfies z.input<typeof navSchema>;

// The copy of the /service-areas page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const serviceAreasPage = {
  id: 'service-areas',
  path: '/service-areas',
  title: 'Where We Help: Our Service Areas',
  metaTitle: 'Medicare Help in the States We Serve',
  description:
    'We help seniors and families with Medicare in {serviceAreaStates}, by phone or video. Choose your state for local Medicare information.',
  keywords: [
    'Medicare service areas',
    'Medicare help Alabama',
    'Medicare help Georgia',
    'Medicare help Florida',
    'Medicare help Tennessee',
    'Medicare Illinois',
  ],
  intro:
    '{agencyName} helps people with Medicare in {serviceAreaStates}. Choose your state to learn about Medicare where you live.',
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
        'Medigap rules are partly set by each state. {medigapStateRules} Outside your open enrollment period and these rights, health questions may apply if you switch plans. Each state page gives its rules and their sources.',
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
        'Call us anyway. We help people across {serviceAreaStates}, not only in the cities we have pages for.',
    },
  ],
  ctaHeading: 'Find help in your state',
  ctaText:
    'Call {phone} or book a free consultation, and tell us your ZIP code so we can look up your local plans.',
} satisfies z.input<typeof pageSchema>;

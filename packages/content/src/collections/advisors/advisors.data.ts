import type { z } from 'zod';
import type { advisorSchema } from './schema';

/**
 * The agency's advisors. SAMPLE: both people are fictional (names, bios, example.com addresses); replace them with
 * the agency's real, state-licensed advisors before launch. Their combined experience (16 years) matches the
 * spec's 'over 15 years of combined experience', and the founding year matches 'in business since 2020'.
 */
export const advisorsData = [
  {
    id: 'sarah-mitchell',
    name: 'Sarah Mitchell',
    role: 'Founder & Licensed Medicare Advisor',
    bio: 'Sarah founded {agencyName} in 2020 as a family business, after years of helping her own parents make sense of their Medicare choices. She sits down with every client to understand their doctors, medicines and budget before comparing a single plan. She believes no one should feel rushed or pressured into a decision. Every October she reviews her clients’ coverage with them, so nobody is left to sort out changes alone.',
    licensedStates: ['AL', 'GA', 'FL', 'TN', 'IL'],
    languages: ['English'],
    yearsExperience: 9,
    email: 'sarah@example.com',
    chatPersona: true,
    isSample: true,
    initials: 'SM',
  },
  {
    id: 'james-mitchell',
    name: 'James Mitchell',
    role: 'Licensed Medicare Advisor',
    bio: 'James joined the family business to help people who are turning 65 and facing Medicare for the first time. He explains Medicare Advantage, Medigap and Part D in plain words and takes the time to answer every question. He also helps families who are supporting a parent through enrollment.',
    licensedStates: ['AL', 'GA', 'FL', 'TN', 'IL'],
    languages: ['English', 'Spanish'],
    yearsExperience: 7,
    email: 'james@example.com',
    chatPersona: false,
    isSample: true,
    initials: 'JM',
  },
] satisfies ReadonlyArray<z.input<typeof advisorSchema>>;

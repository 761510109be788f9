import type { z } from 'zod';
import type { mediaItemSchema, mediaNoteSchema } from './schema';

/**
 * The four media-recognition cards. Every entry is a clearly labelled SAMPLE: replace each with a real
 * appearance (and set `isSample: false`) before launch. `pnpm content:check` lists the ones still in place.
 */
export const mediaData = [
  {
    id: 'sample-local-tv',
    outlet: 'Sample: Local TV interview',
    description:
      'Replace with a real TV segment, for example an advisor explaining the Annual Enrollment Period.',
    year: 2025,
    isSample: true,
  },
  {
    id: 'sample-newspaper',
    outlet: 'Sample: Community newspaper feature',
    description: 'Replace with a real article, for example a profile of the family behind the agency.',
    year: 2024,
    isSample: true,
  },
  {
    id: 'sample-radio',
    outlet: 'Sample: Local radio show guest',
    description:
      'Replace with a real radio appearance, for example a call-in show answering Medicare questions.',
    year: 2024,
    isSample: true,
  },
  {
    id: 'sample-senior-expo',
    outlet: 'Sample: Senior expo speaker',
    description:
      'Replace with a real event, for example a Medicare basics talk at a senior center or health fair.',
    year: 2023,
    isSample: true,
  },
] satisfies ReadonlyArray<z.input<typeof mediaItemSchema>>;

export const mediaNoteData = {
  text: 'Placeholder: these are sample media appearances. Update them with your real press, TV, radio and event appearances before launch.',
} satisfies z.input<typeof mediaNoteSchema>;

/**
 * A short window for stories (a phone in landscape; a laptop at 200% zoom is as short): 568x320. Spread into a
 * story: `{ ...shortWindowStory, play }`. The story runner sets the browser's window to it.
 */
export const shortWindowStory = {
  parameters: {
    viewport: {
      options: {
        phoneLandscape: {
          name: 'Phone in landscape (568x320)',
          styles: { width: '568px', height: '320px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phoneLandscape', isRotated: false } },
} as const;

import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { handlers } from '../packages/ui/src/mocks/handlers';
import '../packages/ui/src/styles/reset.css';
import '../packages/ui/src/styles/theme.css';

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    mswLoader(async () => {
      // The happy-path handlers; a story switches one endpoint to another state with msw.use(...).
      const worker = setupWorker(...handlers);
      await worker.start({
        quiet: true,
        // Requests to our own API that no handler answers fail loudly; everything else (assets) is bypassed.
        onUnhandledFrame: ({ frame, defaults }) => {
          if (frame.protocol !== 'http') return;
          const { request } = frame.data as { request: Request };
          if (/^\/(functions|auth)\/v1\//.test(new URL(request.url).pathname)) defaults.error();
        },
      });
      return worker;
    }),
  ],
  parameters: {
    layout: 'fullscreen',
    // An accessibility violation fails the story test.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;

import type { Page } from '@playwright/test';

/**
 * Collects console errors, uncaught exceptions and failed requests of a page. The browser also logs every
 * failed request to the console without its URL; those lines are replaced by the request's own entry, so
 * the 404 document of a test that expects one can be told apart from a missing asset.
 */
export function trackErrors(page: Page, { expectedDocumentStatus = 200 } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    const isDocument = response.request().resourceType() === 'document';
    if (isDocument ? response.status() !== expectedDocumentStatus : response.status() >= 400) {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  // A request the browser cancels because its page was left (net::ERR_ABORTED: an island's code still loading after
  // the paint, the icon) failed nothing the visitor sees; any other failure counts.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`failed ${request.url()}`);
  });
  return errors;
}

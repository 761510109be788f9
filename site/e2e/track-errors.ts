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
  page.on('requestfailed', (request) => errors.push(`failed ${request.url()}`));
  return errors;
}

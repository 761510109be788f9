import { getSeason, getSections, getServiceArea, getTestimonials } from '@agency/content';
import { expect, test } from '@playwright/test';
import { leaveThroughTop } from './page-actions';

test('the AEP city page turns the slug into the city name and keeps its parts', async ({ page }) => {
  await page.goto('/aep/new-port-richey');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('New Port Richey');
  await expect(page.getByText(`October 15 - December 7, ${getSeason().aepYear}`).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to AEP overview' })).toHaveAttribute(
    'href',
    '/annual-enrollment-period',
  );
  await expect(page.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('target', '_blank');
  // New Port Richey is in Florida: the local number is the Florida office's, not the Birmingham one.
  const florida = getServiceArea('florida')!.localPhone!;
  await expect(
    page.locator(`a[href="tel:${florida.e164}"]`).filter({ hasText: florida.display }),
  ).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').filter({ hasText: '(205)' })).toHaveCount(0);
});

test("a city page shows the local number of its state's office", async ({ page }) => {
  await page.goto('/service-areas/georgia/atlanta');
  const georgia = getServiceArea('georgia')!.localPhone!;
  await expect(
    page.locator(`a[href="tel:${georgia.e164}"]`).filter({ hasText: georgia.display }),
  ).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').filter({ hasText: '(205)' })).toHaveCount(0);
});

test('an unknown state is a 404', async ({ request }) => {
  expect((await request.get('/service-areas/nowhere')).status()).toBe(404);
  expect((await request.get('/blog/no-such-post')).status()).toBe(404);
});

test('the secondary city URLs point their canonical at /service-areas/{state}/{city}', async ({
  request,
}) => {
  const html = await (await request.get('/medicare-service-areas-georgia/atlanta')).text();
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/service-areas\/georgia\/atlanta"/);
});

test("city pages describe a local business with the office's postal address (search engines require one)", async ({
  request,
}) => {
  for (const path of ['/aep/hoover', '/service-areas/georgia/atlanta', '/medicare-service-areas/auburn']) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
      (match) => [JSON.parse(match[1]!)].flat() as Array<Record<string, unknown>>,
    );
    const agency = blocks.find((block) => block['@type'] === 'InsuranceAgency');
    expect(agency, path).toBeDefined();
    expect(agency!.address, path).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: expect.stringMatching(/\S/),
      addressLocality: expect.stringMatching(/\S/),
      addressRegion: expect.stringMatching(/^[A-Z]{2}$/),
      postalCode: expect.stringMatching(/^\d{5}/),
      addressCountry: 'US',
    });
  }
});

test('a demo build labels its sample reviews and gives search engines no sample rating or review', async ({
  page,
  request,
}) => {
  const { testimonials, facts } = getTestimonials();
  const html = await (await request.get('/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => [JSON.parse(match[1]!)].flat() as Array<Record<string, unknown>>,
  );
  const agency = blocks.find((block) => block['@type'] === 'InsuranceAgency')!;
  expect('aggregateRating' in agency).toBe(!facts.isSample);
  const reviews = (agency.review ?? []) as Array<{ reviewBody: string }>;
  expect(reviews.map((review) => review.reviewBody)).toEqual(
    testimonials.filter((review) => !review.isSample).map((review) => review.text),
  );
  await page.goto('/');
  const label = getSections().testimonials.sampleLabel;
  for (const review of testimonials) {
    const card = page.getByRole('figure').filter({ hasText: review.text });
    await expect(card.getByText(label)).toHaveCount(review.isSample ? 1 : 0);
  }
  // The hero never states a sample rating.
  if (facts.isSample) await expect(page.getByText(`${facts.ratingValue.toFixed(1)}-star`)).toHaveCount(0);
});

test('contact: Call Now stays disabled until consent is ticked; Book Appointment is always enabled', async ({
  page,
}) => {
  await page.goto('/');
  const contact = page.locator('#contact');
  await expect(contact.getByRole('button', { name: 'Call Now' })).toBeDisabled();
  await expect(contact.getByRole('link', { name: /Book Appointment/ })).toBeEnabled();
  // One consent box in the section: the form's, which Call Now waits for.
  await expect(contact.getByRole('checkbox')).toHaveCount(1);
  await contact.getByRole('checkbox').check();
  await expect(contact.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:/);
});

test('the exit popup is armed after 3 s, opens on a top exit, and only once per session', async ({
  page,
}) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Schedule Your Free Consultation' });
  const leave = () => leaveThroughTop(page);
  // Not armed yet right after load.
  await leave();
  await page.waitForTimeout(300);
  await expect(popup).toBeHidden();
  // Armed 3 s after the page is up (hydration may take a moment on a busy machine): keep leaving until it opens.
  await expect(async () => {
    await leave();
    await expect(popup).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(popup.getByRole('button', { name: 'Call Now' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await leave();
  await page.waitForTimeout(300);
  await expect(popup).toBeHidden();
  // Still never again after a reload in the same browser session.
  await page.reload();
  await page.waitForTimeout(4000);
  await leave();
  await page.waitForTimeout(300);
  await expect(popup).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu slides out, and closes when a link is tapped', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the bottom bar offers Call Now and Book Free Review', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Book Free Review' })).toBeVisible();
  });
});

test('the view scrolls to the top on a route change', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('JavaScript off: a prerendered page still shows its h1, title, description and canonical', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/medicare-advantage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Medicare Advantage/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/medicare-advantage$/);
  await context.close();
});

test('JavaScript off: the home page shows every section, the contact section and the footer, in reading order', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: /frequently asked/i })).toBeVisible();
  await expect(page.locator('#contact')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Nothing waits in a hidden block for a script to move it into place.
  expect(await page.locator('body > div[hidden]').count()).toBe(0);
  await context.close();
});

test('a first press on the chat button, before its code has arrived, opens the chat once it has', async ({
  page,
}) => {
  // Hold the floating buttons' code back for a moment, as a slow phone connection would.
  await page.route(/\/assets\/PageActions-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(page.getByRole('dialog', { name: /Chat with/ })).toBeVisible({ timeout: 10_000 });
});

test.describe('reading a long page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/medicare-timeline', '/blog/irmaa-explained']) {
    test(`${path}: the phone banner and the menu button stay on screen`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, 1500));
      const banner = page.getByRole('link', { name: /call now/i }).first();
      await expect.poll(async () => (await banner.boundingBox())?.y).toBeLessThan(10);
      await expect(page.getByRole('button', { name: /menu/i }).first()).toBeInViewport();
    });
  }
});

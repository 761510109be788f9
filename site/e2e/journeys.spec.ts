// The shortest way to a call (issue 36), as a 65-to-85-year-old visitor (or the daughter helping) meets it on the
// served build: one tap from the home page's first screen to the consultation form's first field and Send within two
// screens, on a 390 and a 320 phone; every book or schedule control leads to that field; a disabled Call Now says why
// and gives the number; the confirmation says who calls, from which number, at which number, when and the reference,
// whole in view at 320; the site says each fact one way; the AEP page's answer comes before its list of cities; the
// tools' results end in the next step.
import { brand, getCallHours, getNav, getSections, getServiceAreas } from '@agency/content';
import { expect, test, type Page } from '@playwright/test';
import { openExitPopup, untilScrollStill } from './page-actions';
import { trackErrors } from './track-errors';

const sections = getSections();
const copy = sections.callback;
const nav = getNav();
const phone = brand.tollFreePhone;

/** Where the consultation form's first field is, and its Send button, in the window, once the page is still. */
async function formInWindow(page: Page) {
  await page.waitForFunction(() => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement && active.name === 'name';
  });
  await untilScrollStill(page);
  return page.evaluate(() => {
    const field = document.activeElement as HTMLElement;
    const send = field.closest('form')!.querySelector('button[type="submit"]')!;
    return {
      fieldTop: field.getBoundingClientRect().top,
      fieldBottom: field.getBoundingClientRect().bottom,
      sendBottom: send.getBoundingClientRect().bottom,
      height: window.innerHeight,
    };
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
]) {
  test.describe(`on a ${viewport.width}x${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

    test('one tap from the home page’s first screen to the form’s first field, and Send within two screens', async ({
      page,
    }) => {
      const errors = trackErrors(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // The first screen's way to the form: the hero's Schedule Free Consultation where it shows on that screen (390),
      // else the call bar's Book Free Review (320, where the hero's heading and promise fill the screen).
      const hero = page.locator('#hero').getByRole('link', { name: sections.hero.primaryCta });
      const bar = page
        .getByRole('complementary', { name: sections.mobileBar.label })
        .getByRole('link', { name: sections.mobileBar.bookReview });
      const heroBox = (await hero.boundingBox())!;
      const barTop = (await bar.boundingBox())!.y;
      const schedule = heroBox.y + heroBox.height <= barTop ? hero : bar;
      if (viewport.width === 390)
        expect(schedule, 'at 390 the hero’s button is on the first screen').toBe(hero);
      await expect(schedule).toBeInViewport();
      await schedule.tap();
      const where = await formInWindow(page);
      expect(where.fieldTop, 'the first field is in view').toBeGreaterThanOrEqual(0);
      expect(where.fieldBottom, 'the first field is in view').toBeLessThanOrEqual(where.height);
      expect(
        where.sendBottom / where.height,
        'Send, counted in screens from the top of the window',
      ).toBeLessThanOrEqual(2);
      expect(errors).toEqual([]);
    });

    test('the confirmation is whole in view, above the call bar: the number given, who calls from which number, when, the reference', async ({
      page,
    }) => {
      await page.goto('/aep/birmingham');
      await page.locator('#hero, main').getByRole('link', { name: sections.hero.primaryCta }).first().tap();
      await formInWindow(page);
      await expect(page.locator('[data-island="contact"][data-island-hydrated]')).toHaveCount(1);
      const form = page.getByRole('form', { name: copy.heading });
      await form.getByRole('textbox', { name: copy.nameLabel }).fill('Dorothy Small');
      await form.getByRole('textbox', { name: copy.phoneLabel }).fill('205 555 0191');
      await form.getByText(copy.bestTimes.morning.label, { exact: true }).tap();
      const sent = page.waitForResponse((response) => response.url().endsWith('/functions/v1/lead'));
      await form.getByRole('button', { name: copy.submitLabel }).tap();
      expect((await sent).status()).toBe(201);
      const panel = page.getByRole('region', { name: copy.received.heading });
      await expect(panel).toBeFocused();
      await expect(panel).toContainText('(205) 555-0191');
      await expect(panel).toContainText(`from ${phone.display}`);
      await expect(panel).toContainText(getCallHours().zone);
      await expect(panel).toContainText(copy.received.reference.split('{')[0]!);
      const heading = panel.getByRole('heading', { name: copy.received.heading });
      const call = panel.getByRole('link', { name: copy.callLabel });
      const bar = page.getByRole('complementary', { name: sections.mobileBar.label });
      const barTop = (await bar.boundingBox())!.y;
      expect((await heading.boundingBox())!.y, 'heading in view').toBeGreaterThanOrEqual(0);
      const callBox = (await call.boundingBox())!;
      expect(callBox.y + callBox.height, 'Call above the bottom bar').toBeLessThanOrEqual(barTop);
    });
  });
}

/** Presses a control and expects focus on the consultation form's first field, in view. */
async function leadsToTheForm(page: Page, press: () => Promise<void>) {
  await press();
  const field = page.getByRole('textbox', { name: copy.nameLabel });
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
}

test.describe('every book or schedule control leads to the form’s first field', () => {
  test.use({ reducedMotion: 'reduce' });

  test('on a laptop: the hero, the navigation, a service card (with its topic), an inner page’s call band', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await leadsToTheForm(page, () =>
      page.locator('#hero').getByRole('link', { name: sections.hero.primaryCta }).click(),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await leadsToTheForm(page, () =>
      page.getByRole('navigation').getByRole('link', { name: nav.bookAppointment.label }).click(),
    );
    const service = page
      .locator('#services')
      .getByRole('link', { name: /^Learn More: / })
      .first();
    const title = (await service.getAttribute('aria-label'))!.replace(/^Learn More: /, '');
    await leadsToTheForm(page, () => service.click());
    await expect(page.getByRole('textbox', { name: copy.topicLabel })).toHaveValue(title);

    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const band = page.locator('main a[href="#callback"]', { hasText: sections.hero.primaryCta }).last();
    await band.scrollIntoViewIfNeeded();
    await leadsToTheForm(page, () => band.click());
  });

  test('on a phone: the bottom bar, the side menu, the chat’s quick action, the AEP page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await leadsToTheForm(page, () =>
      page
        .getByRole('complementary', { name: sections.mobileBar.label })
        .getByRole('link', { name: sections.mobileBar.bookReview })
        .click(),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: nav.openMenuLabel }).click();
    const menu = page.getByRole('dialog', { name: sections.common.menuTitle });
    await leadsToTheForm(page, () => menu.getByRole('link', { name: nav.bookAppointment.label }).click());

    await page.getByRole('button', { name: sections.chat.openLabel }).click();
    const chat = page.getByRole('dialog', { name: /^Chat with/ });
    await leadsToTheForm(page, () =>
      chat.getByRole('link', { name: sections.chat.quickActions.schedule }).click(),
    );

    await page.goto('/aep/hoover');
    await page.waitForLoadState('networkidle');
    await leadsToTheForm(page, () =>
      page.getByRole('main').getByRole('link', { name: sections.hero.primaryCta }).first().click(),
    );
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 640, height: 400 },
  ]) {
    test(`from another page, /#callback lands on the field too, its label and field whole in view and styled (${size.width}x${size.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/#callback');
      const field = page.getByRole('textbox', { name: copy.nameLabel });
      await expect(field).toBeFocused();
      const where = await formInWindow(page);
      // The whole stylesheet was there before the page scrolled to the form: the field has its styled height, and
      // the scroll, computed on the styled page, leaves the label and the field in the window.
      expect(where.fieldBottom - where.fieldTop).toBeGreaterThanOrEqual(44);
      await expect(page.locator('label', { hasText: copy.nameLabel })).toBeInViewport({ ratio: 1 });
      expect(where.fieldTop).toBeGreaterThanOrEqual(0);
      expect(where.fieldBottom).toBeLessThanOrEqual(where.height);
    });
  }
});

test('a disabled Call Now says why and gives the number to dial, in the contact section and the exit popup', async ({
  page,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const contact = page.locator('#contact');
    const call = contact.getByRole('button', { name: sections.contact.callNow });
    await call.scrollIntoViewIfNeeded();
    await expect(call).toBeDisabled();
    await expect(call).toHaveAccessibleDescription(sections.contact.consentHelp);
    expect(sections.contact.consentHelp).toContain(phone.display);
    const reason = contact.getByText(sections.contact.consentHelp);
    await expect(reason).toBeInViewport();
  }
  // The exit popup, on a laptop.
  const popup = await openExitPopup(page);
  await expect(popup.getByText(sections.exitPopup.consentHelp)).toBeVisible();
  expect(sections.exitPopup.consentHelp).toContain(phone.display);
  for (const name of [sections.exitPopup.callNow, sections.exitPopup.bookAppointment])
    await expect(popup.getByRole('button', { name })).toHaveAccessibleDescription(
      sections.exitPopup.consentHelp,
    );
});

test('one truth per fact: the counts say what they count, the states served are the same list, the hours carry their time zone', async ({
  page,
}) => {
  const states = getServiceAreas().map((area) => area.name);
  const zone = getCallHours().zone;
  for (const path of ['/', '/about', '/service-areas', '/how-we-help', '/aep/hoover']) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    // Every count of companies names them as "insurance companies"; the disclaimer's organizations are explained.
    expect(text, `${path}: "N carriers"`).not.toMatch(/\b\d+\+? carriers\b/i);
    expect(text).toMatch(/organizations offer Medicare Advantage or Part D plans/);
    // Where the site lists the states it serves, it lists all of them (a sentence about the states' Medigap rules
    // names the states those rules are about).
    for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
      if (!sentence.includes(`${states[0]}, ${states[1]}`)) continue;
      if (/birthday rule|Medigap|insurers|health questions/i.test(sentence)) continue;
      for (const state of states) expect(sentence, `${path}: "${sentence}"`).toContain(state);
    }
    // The office hours in the contact section carry the zone.
    await expect(page.locator('#contact address')).toContainText(`${brand.officeHours.contact}`);
    expect(brand.officeHours.contact.endsWith(zone)).toBe(true);
  }
  // The chat's hours note too.
  await page.getByRole('button', { name: sections.chat.openLabel }).click();
  await expect(page.getByRole('dialog', { name: /^Chat with/ })).toContainText(brand.officeHours.chat);
});

test('who you will talk to (/about) is linked from the navigation, the footer and every contact section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: nav.learnLabel, exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: sections.common.mainNavLabel }).locator('a[href="/about"]'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('contentinfo').locator('a[href="/about"]')).toHaveCount(1);
  await expect(
    page.locator('#contact').getByRole('link', { name: sections.contact.aboutLink }),
  ).toHaveAttribute('href', '/about');
});

test('the AEP page answers first: what you can change comes before the list of cities', async ({ page }) => {
  await page.goto('/annual-enrollment-period');
  const headings = await page.locator('main h2').allInnerTexts();
  const change = headings.indexOf('What you can change');
  const cities = headings.indexOf(sections.places.overviewCitiesHeading);
  expect(change).toBeGreaterThanOrEqual(0);
  expect(cities).toBeGreaterThan(change);
});

test.describe('the tools’ results end in the next step', () => {
  test.use({ reducedMotion: 'reduce' });

  test('IRMAA, a joint return: each person’s amounts, then call or the form with the result as its topic', async ({
    page,
  }) => {
    await page.goto('/irmaa-calculator?year=2026&status=joint&magi=250000');
    const result = page.getByRole('region', { name: 'Your 2026 Medicare premiums' });
    await expect(result).toContainText('(each person)');
    await expect(result).toContainText('for the two of you');
    const next = result.getByRole('heading', { level: 3 }).last();
    await expect(next).toHaveText('What to do next');
    await expect(result.getByRole('link', { name: `Call ${phone.display}` })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    );
    await leadsToTheForm(page, () => result.getByRole('link', { name: sections.hero.primaryCta }).click());
    await expect(page.getByRole('textbox', { name: copy.topicLabel })).toHaveValue(
      'IRMAA: my 2026 premiums, filing a joint return, 2024 income of $250,000.',
    );
  });

  test('the timeline, born March 1961: what you can do now comes first, the next step last', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-24T15:00:00Z'));
    await page.goto('/medicare-timeline?dob=1961-03-15&employer=0');
    const result = page.getByRole('region', { name: 'Your Medicare dates' });
    const headings = result.getByRole('heading', { level: 3 });
    await expect(headings.first()).toHaveText('What you can do now');
    await expect(headings.last()).toHaveText('What to do next');
    await expect(result.getByRole('listitem').filter({ hasText: 'December 7, 2026' })).toContainText(
      'Open now',
    );
    await leadsToTheForm(page, () => result.getByRole('link', { name: sections.hero.primaryCta }).click());
    await expect(page.getByRole('textbox', { name: copy.topicLabel })).toHaveValue(
      'My Medicare dates, for a date of birth of March 15, 1961.',
    );
  });
});

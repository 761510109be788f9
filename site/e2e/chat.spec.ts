import { expect, test } from '@playwright/test';
import { trackErrors } from './track-errors';

test('a question typed into the chat gets a real answer from the local chat function', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: /Chat with/ });
  await expect(panel).toBeVisible();
  await panel.getByRole('textbox', { name: 'Your message' }).fill('How much is Part B in 2026?');
  await page.keyboard.press('Enter');
  // The year asked about, with the figure of that year (and the one before, named).
  await expect(panel.getByText(/In 2026, the standard Part B premium is \$202\.90 a month/)).toBeVisible({
    timeout: 10_000,
  });
  await expect(panel.getByText(/Call us at \(800\) 555-0123/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('when the function answers 429 the visitor sees the exact fallback with the phone number', async ({
  page,
  request,
  baseURL,
}) => {
  const anonymousId = `anon_${Date.now()}_${Math.random().toString(36).slice(2, 12).padEnd(10, 'x')}`;
  await page.addInitScript((id) => sessionStorage.setItem('chat-anonymous-id', id), anonymousId);
  // Use up this visitor's allowance with real requests to the real function.
  for (let attempt = 0; attempt < 12; attempt += 1) {
    await request.post('/functions/v1/chat', {
      headers: { Origin: baseURL! },
      data: { message: 'What is Medigap?', anonymousId },
    });
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: /Chat with/ });
  await panel.getByRole('textbox', { name: 'Your message' }).fill('When can I switch plans?');
  await panel.getByRole('button', { name: 'Send message' }).click();
  await expect(
    panel.getByText(
      "I'm having trouble connecting right now. Our chat is experiencing high volume. Please call us at (800) 555-0123 for immediate assistance!",
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Connection Issue'),
  ).toBeVisible();
});

test('a two-part question gets both parts answered: the sign-up window and the penalty', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: /Chat with/ });
  await expect(panel).toBeVisible();
  await panel
    .getByRole('textbox', { name: 'Your message' })
    .fill('I turn 65 in March. When should I sign up, and will I pay a penalty if I wait?');
  await page.keyboard.press('Enter');
  // First part: the Initial Enrollment Period computed for a March 65th birthday (the year follows the build date).
  const answer = panel.getByText(
    /If you turn 65 in March \d{4}, your Initial Enrollment Period runs from December 1, \d{4}/,
  );
  await expect(answer).toBeVisible({ timeout: 10_000 });
  // Second part, in the same answer: the Part B late penalty.
  await expect(answer).toContainText(/late enrollment penalty is 10% of the standard premium/);
  await expect(answer).toContainText(/Call us at \(800\) 555-0123/);
  expect(errors).toEqual([]);
});

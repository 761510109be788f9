import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

test('pages carry a CSP without unsafe-inline scripts, HSTS, nosniff, Referrer-Policy, Permissions-Policy', async ({
  request,
}) => {
  for (const path of ['/', '/aep/hoover', '/blog/irmaa-explained', '/nope']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/'sha256-/);
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBeTruthy();
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('the _headers file for static hosts declares the same headers', () => {
  const file = readFileSync(fileURLToPath(new URL('../build/client/_headers', import.meta.url)), 'utf8');
  expect(file).toContain('Strict-Transport-Security');
  expect(file).toMatch(
    /\n\/aep\/hoover\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/,
  );
});

test('the CSP lets the page run: no violation while a visitor uses the home page', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('heading', { name: /When can I sign up/ }).click();
  await expect(page.getByText(/Your Initial Enrollment Period lasts 7 months/)).toBeVisible();
  expect(violations).toEqual([]);
});

test('pages and assets come compressed (brotli, else gzip) with their security headers', async ({
  request,
}) => {
  const br = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(await br.text()).toContain('<h1');
  const gz = await request.get('/part-d', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get('/part-d', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

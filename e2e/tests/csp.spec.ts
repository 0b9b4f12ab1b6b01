import { expect, test } from '@playwright/test';

/**
 * The Content-Security-Policy allows no inline script but a page's own (by hash) and no eval: pages must
 * still hydrate and work, with no violation reported (issue 11, issue 14).
 */
test('pages hydrate under the CSP without any violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });

  for (const path of [
    '/home',
    '/hvac-in-summerlin',
    '/blog/fall-lawn-care-tips',
    '/questionnaire?Service=4&ZipCode=89101',
  ]) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    expect(scriptSrc, path).toContain("'sha256-");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // Hydrated: the app navigates on the client, without loading a new document.
  await page.goto('/home');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'BLOG' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(violations).toEqual([]);
});

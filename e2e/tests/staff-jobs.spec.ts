import type { APIRequestContext } from '@playwright/test';
import type { FailedJobAnswer } from '@upkeep/contract';
import { ok, useStaffSession } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The console's failed jobs (issue 27): a message whose delivery failed for good (made by the test hook
 * POST /api/dev/jobs/fail) is listed with its error; an administrator retries it and the message arrives, or
 * discards one after confirming; support staff see the list without the actions. Other tests' failed jobs may
 * be listed too: each test finds its own by the message's number.
 */

/** The console's first screen of a test on a busy two-core machine (the shell, the lazy screen, its first read). */
const FIRST_SCREEN = { timeout: 30_000 };

async function failedJob(request: APIRequestContext): Promise<FailedJobAnswer> {
  return ok<FailedJobAnswer>(await request.post('/api/dev/jobs/fail'));
}

test('an administrator finds a failed job in the console and retries it: the message is delivered', async ({
  page,
  request,
  adminStaff,
}) => {
  await useStaffSession(page, adminStaff);
  await page.goto('/staff/inbox');
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(nav.getByRole('link', { name: 'Failed jobs' })).toBeVisible(FIRST_SCREEN);
  await nav.getByRole('link', { name: 'Failed jobs' }).click();
  await expect(page).toHaveURL('/staff/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Failed jobs' })).toBeVisible();
  // Whatever other tests left: an empty list, or their failed jobs.
  await expect(page.getByText(/failed jobs?$/).first()).toBeVisible(FIRST_SCREEN);

  const job = await failedJob(request);
  const summary = `Message #${job.outboxId}`;
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: summary });
  await expect(row).toBeVisible(FIRST_SCREEN);
  await expect(row).toContainText('deliver-message');
  await expect(row).toContainText('Test hook: the mail server refused the message');
  await expect(row).toContainText('1 of 1');
  await expectNoSeriousA11yViolations(page, '/staff/jobs with a failed job (admin, desktop)');

  // By keyboard: the row's Retry button takes the focus and Enter presses it.
  const retry = row.getByRole('button', { name: `Retry ${summary}`, exact: true });
  await retry.focus();
  await expect(retry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${summary} will run again.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The job ran again: the message reached the (dev) mailbox.
  await expect
    .poll(
      async () => {
        const mailbox = await ok<{ to: string }[]>(await request.get('/api/dev/mailbox'));
        return mailbox.filter((m) => m.to === job.recipient).length;
      },
      { timeout: 20_000, message: `the message to ${job.recipient}` },
    )
    .toBe(1);
});

test('an administrator discards a failed job after confirming', async ({ page, request, adminStaff }) => {
  const job = await failedJob(request);
  const summary = `Message #${job.outboxId}`;
  await useStaffSession(page, adminStaff);
  await page.goto('/staff/jobs');
  const row = page.getByRole('row').filter({ hasText: summary });
  await expect(row).toBeVisible(FIRST_SCREEN);
  await row.getByRole('button', { name: `Discard ${summary}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard this job?' });
  await expect(dialog).toContainText(`${summary} will not run again`);
  await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByText(`${summary} was discarded.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/failed jobs?$/).first()).toBeVisible(FIRST_SCREEN);
  await expect(page.getByRole('row').filter({ hasText: summary })).toHaveCount(0);
});

test('support staff see the failed jobs without Retry or Discard', async ({ page, request, supportStaff }) => {
  const job = await failedJob(request);
  const summary = `Message #${job.outboxId}`;
  await useStaffSession(page, supportStaff);
  await page.goto('/staff/jobs');
  const row = page.getByRole('row').filter({ hasText: summary });
  await expect(row).toBeVisible(FIRST_SCREEN);
  await expect(page.getByRole('button', { name: /^(Retry|Discard) / })).toHaveCount(0);
});

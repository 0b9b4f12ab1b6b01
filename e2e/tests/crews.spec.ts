import { useCompanySession } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Crews (issue 29): an owner keeps the company's crews from the portal: the first one it has from the start, a
 * second added, renamed, and removed; the last one stays.
 */
test("an owner adds, renames and removes the company's crews", async ({ page, request, companyOwner }) => {
  await useCompanySession(page, companyOwner);
  await page.goto('/pro/jobs');
  await page
    .getByRole('navigation', { name: /portal/i })
    .getByRole('link', { name: 'Crews' })
    .click();
  await expect(page).toHaveURL('/pro/crews');
  const crews = page.getByRole('list', { name: 'Crews' });
  await expect(crews.getByRole('listitem')).toHaveCount(1);
  await expect(crews.getByRole('listitem')).toContainText('Crew 1');
  await expect(page.getByRole('button', { name: 'Remove Crew 1' })).toBeDisabled();

  const add = page.getByRole('form', { name: 'New crew' });
  await add.getByLabel('Name').fill('Truck 2');
  await add.getByRole('button', { name: 'Add crew' }).click();
  await expect(crews.getByRole('listitem')).toHaveCount(2);
  await expect(crews.getByRole('listitem').nth(1)).toContainText('Truck 2Blue · Every service · No jobs ahead');

  await page.getByRole('button', { name: 'Edit Truck 2' }).click();
  const edit = page.getByRole('form', { name: 'Edit Truck 2' });
  await expect(edit.getByRole('switch', { name: 'Does every service of the company' })).toBeChecked();
  await expect(edit.getByRole('switch', { name: "Works all the company's hours" })).toBeChecked();
  await expectNoSeriousA11yViolations(page, "a crew's editor");
  await edit.getByLabel('Name').fill('Truck Two');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(crews.getByRole('listitem').nth(1)).toContainText('Truck Two');
  await expectNoSeriousA11yViolations(page, 'the crews screen');

  // Its days off: added, listed, removed.
  await page.getByRole('button', { name: 'Time off of Truck Two' }).click();
  const off = page.getByRole('form', { name: 'Add time off for Truck Two' });
  await off.getByLabel('Reason').fill('Training');
  await off.getByRole('button', { name: 'Add time off' }).click();
  const offs = page.getByRole('list', { name: 'Time off of Truck Two' });
  await expect(offs).toContainText('Training');
  await expectNoSeriousA11yViolations(page, "a crew's time off");
  await offs.getByRole('button', { name: /Remove time off/ }).click();
  await expect(page.getByText('No time off.')).toBeVisible();

  // A private calendar link of all the jobs, shown once, that a calendar reads as iCalendar.
  const links = page.getByRole('list', { name: 'Calendar links' });
  await links.getByRole('button', { name: 'Make a link: All jobs' }).click();
  const feed = await links.getByLabel(/Calendar link: All jobs/).inputValue();
  expect(feed).toMatch(/\/api\/company\/calendar\.ics\?token=/);
  const ics = await request.get(feed);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  await expectNoSeriousA11yViolations(page, 'the calendar links');

  await page.getByRole('button', { name: 'Remove Truck Two' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove crew' }).click();
  await expect(crews.getByRole('listitem')).toHaveCount(1);
});

test("the schedule shows the company's jobs a column per crew, by day and by week", async ({ page, companyMember }) => {
  await useCompanySession(page, companyMember);
  await page.goto('/pro/jobs');
  await page
    .getByRole('navigation', { name: /portal/i })
    .getByRole('link', { name: 'Schedule' })
    .click();
  await expect(page).toHaveURL('/pro/schedule');
  await expect(page.getByRole('status')).toContainText('Today');
  await expect(page.getByRole('region', { name: 'Crew 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/\/pro\/schedule\?date=\d{4}-\d{2}-\d{2}$/);
  await page.getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByRole('region', { name: 'Crew 1' })).toBeVisible();
});

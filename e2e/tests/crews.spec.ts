import type { TimeSlot } from '@upkeep/contract';
import {
  bearer,
  mailedLink,
  newClientAddress,
  ok,
  realmToken,
  signUpCustomer,
  useCompanySession,
} from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { weekdayAhead } from './support/booking';
import { expect, test } from './support/fixtures';
import { goLiveInZip } from './support/live-company';
import { bookTickets, bringVisitNow, companyMoves, Status } from './support/tickets-api';

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

/** A serviced zip code no other spec books or searches: this test's company alone goes live there. */
const CREWS_ZIP = '89156';

/**
 * The journey: the owner of a live company sets up two crews and a crew member; two customers book the
 * same hour and both are taken (a third finds no free time); the owner sees both jobs on the day board, a column
 * per crew; the crew member signs in on a phone and completes their crew's job.
 */
test('two crews take two bookings of one hour, and a crew member completes one from a phone', async ({
  page,
  browser,
  request,
  companyOwner: owner,
  customer,
}) => {
  test.setTimeout(180_000);
  const order = await goLiveInZip(request, owner, CREWS_ZIP, 'Two trucks across Sunrise Manor.');

  // ------------------------------------------------------------ the owner: a second crew, a crew member
  await useCompanySession(page, owner);
  await page.goto('/pro/crews');
  const add = page.getByRole('form', { name: 'New crew' });
  await add.getByLabel('Name').fill('Truck 2');
  await add.getByRole('button', { name: 'Add crew' }).click();
  await expect(page.getByRole('list', { name: 'Crews' }).getByRole('listitem')).toHaveCount(2);

  const luisEmail = `e2e-crew-${Date.now()}@upkeep.test`;
  await page.goto('/pro/team');
  const invite = page.getByRole('form', { name: 'Invite a team member' });
  await invite.getByLabel('Name').fill('Luis Ortega');
  await invite.getByLabel('Email').fill(luisEmail);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption('crew');
  await invite.getByRole('combobox', { name: 'Crew', exact: true }).selectOption({ label: 'Crew 1' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Crew · Crew 1');

  // ------------------------------------------------------------ two customers book the same hour
  const date = weekdayAhead(1).toISOString().slice(0, 10);
  const second = await signUpCustomer(request, 'second-customer');
  const [first] = await bookTickets(request, customer, 1, { order, dates: [date] });
  const [other] = await bookTickets(request, second, 1, { order, dates: [date] });
  const ids = [first?.id, other?.id] as number[];
  const slots = await ok<TimeSlot[]>(
    await request.post('/api/customer/company-calendar/schedules', {
      data: { CompanyServiceID: first?.companyServiceId, Date: date, Duration: first?.duration },
    }),
  );
  // Both crews are out at 9:00 AM: a third customer finds no free time that day.
  expect(slots.filter((slot) => slot.isAvailable)).toEqual([]);
  for (const id of ids) await companyMoves(request, owner.token, id, Status.Scheduled);

  // ------------------------------------------------------------ the owner's day board: one job per crew
  await page.goto(`/pro/schedule?date=${date}`);
  const crewOne = page.getByRole('region', { name: 'Crew 1' });
  const truckTwo = page.getByRole('region', { name: 'Truck 2' });
  await expect(crewOne).toContainText('1 job');
  await expect(truckTwo).toContainText('1 job');
  const luisJob = (await crewOne.textContent())?.includes(`#${ids[0]}`) ? ids[0] : ids[1];
  const theirJob = luisJob === ids[0] ? ids[1] : ids[0];
  await expect(crewOne).toContainText(`#${luisJob}`);
  await expect(truckTwo).toContainText(`#${theirJob}`);

  // ------------------------------------------------------------ the crew member, on a phone
  await bringVisitNow(request, luisJob as number);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() },
  });
  const crew = await phone.newPage();
  const link = await mailedLink(request, luisEmail, /\/pro\/accept-invite\?token=[^\s"'<>)]+/);
  await crew.goto(link);
  await crew.getByLabel('New password').fill('Sprinkl3rs-crew-2026');
  await crew.getByLabel('Confirm password').fill('Sprinkl3rs-crew-2026');
  await crew.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(crew).toHaveURL('/pro/my-jobs');
  const card = crew.getByRole('article', { name: `Job #${luisJob}` });
  await expect(card).toContainText('Gate code 1234');
  await expect(card.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(crew.getByRole('article', { name: `Job #${theirJob}` })).toHaveCount(0);
  await expect(card).not.toContainText('$');
  await expectNoSeriousA11yViolations(crew, "a crew member's jobs on a phone");
  await card.getByRole('button', { name: 'Start Service' }).click();
  await expect(card).toContainText('In Progress');
  await card.getByRole('button', { name: 'Complete Service' }).click();
  // Completing asks first (issue 46).
  const complete = crew.getByRole('dialog', { name: `Complete job #${luisJob}?` });
  await complete.getByRole('button', { name: 'Complete Service' }).click();
  await expect(card).toContainText('Completed');
  // Nothing else of the company opens for them: the portal's other addresses lead back to their jobs.
  await crew.goto('/pro/earnings');
  await expect(crew).toHaveURL('/pro/my-jobs');
  const crewToken = await realmToken(request, 'company', { email: luisEmail, password: 'Sprinkl3rs-crew-2026' });
  const jobs = await request.get(`/api/company/tickets/${theirJob}`, { headers: bearer(crewToken) });
  expect(jobs.status()).toBe(403);
  await phone.close();
});

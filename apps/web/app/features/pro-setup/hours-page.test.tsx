import { act, fireEvent, screen, within } from '@testing-library/react';
import { addDays, valleyToday } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { HoursPage } from './hours-page';
import { signInPro } from './test-session';

const CALENDAR = {
  entries: [
    { id: 1, dayOfWeek: 1, startTime: '09:00:00' },
    { id: 2, dayOfWeek: 6, startTime: '10:00:00' },
  ],
};

/** The calendar saved, as the server answers it: each start time with its id. */
const saved = (body: unknown) => ({
  entries: (body as { entries: { dayOfWeek: number; startTime: string }[] }).entries.map((e, i) => ({
    id: i + 1,
    ...e,
  })),
});

describe('hours and time off', () => {
  beforeEach(() => act(() => signInPro()));
  afterEach(() => vi.unstubAllGlobals());

  it('edits the start times per weekday and saves them', async () => {
    const api = mockApi({
      'GET /company/calendar': () => envelope(200, CALENDAR),
      'GET /company/time-off': () => envelope(200, []),
      'PUT /company/calendar': (call) => envelope(200, saved(call.body)),
    });
    renderScreen(<HoursPage />, { path: '/pro/hours' });
    const tuesday = await screen.findByRole('group', { name: 'Tuesday' });
    fireEvent.click(within(tuesday).getByRole('button', { name: '8–4 every 2 h on Tuesday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remove 10:00 AM on Saturday' }));
    const monday = screen.getByRole('group', { name: 'Monday' });
    fireEvent.change(within(monday).getByLabelText('Add a start time on Monday'), { target: { value: '13:30:00' } });
    fireEvent.click(within(monday).getByRole('button', { name: 'Add on Monday' }));
    expect(within(monday).getByRole('checkbox', { name: 'Remove 1:30 PM on Monday' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Hours saved. Customers see the new times at once.')).toBeInTheDocument();
    expect(api.callsTo('PUT /company/calendar')[0]?.body).toEqual({
      entries: [
        { dayOfWeek: 1, startTime: '09:00:00' },
        { dayOfWeek: 1, startTime: '13:30:00' },
        { dayOfWeek: 2, startTime: '08:00:00' },
        { dayOfWeek: 2, startTime: '10:00:00' },
        { dayOfWeek: 2, startTime: '12:00:00' },
        { dayOfWeek: 2, startTime: '14:00:00' },
        { dayOfWeek: 2, startTime: '16:00:00' },
      ],
    });
  });

  it('shows the 409 naming the booked jobs as is, keeping the reason typed', async () => {
    const message = 'You have booked jobs on those days: ticket #41 (Nov 25), ticket #42 (Nov 26)';
    const api = mockApi({
      'GET /company/calendar': () => envelope(200, CALENDAR),
      'GET /company/time-off': () => envelope(200, []),
      'POST /company/time-off': () => envelope(409, null, message),
    });
    renderScreen(<HoursPage />, { path: '/pro/hours' });
    fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: 'Vacation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add time off' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Reason/)).toHaveValue('Vacation');
    const tomorrow = addDays(valleyToday(), 1);
    expect(api.callsTo('POST /company/time-off')[0]?.body).toEqual({
      from: tomorrow,
      to: tomorrow,
      reason: 'Vacation',
    });
  });

  it('lists time off and removes one', async () => {
    const api = mockApi({
      'GET /company/calendar': () => envelope(200, CALENDAR),
      'GET /company/time-off': () =>
        envelope(200, [{ id: 5, from: '2026-12-24', to: '2026-12-26', reason: 'Holidays' }]),
      'DELETE /company/time-off/5': () => envelope(200, null),
    });
    renderScreen(<HoursPage />, { path: '/pro/hours' });
    fireEvent.click(
      await screen.findByRole('button', { name: /Remove time off Thu, Dec 24, 2026 to Sat, Dec 26, 2026/ }),
    );
    await vi.waitFor(() => expect(api.callsTo('DELETE /company/time-off/5')).toHaveLength(1));
  });
});

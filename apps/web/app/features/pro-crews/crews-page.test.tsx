import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Crew } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useCompanySession } from '../../session/realm-session';
import { CrewsPage } from './crews-page';

function signIn() {
  useCompanySession.setState({
    token: 'pro-token',
    user: {
      id: 1,
      name: 'Rosa',
      email: 'pro@upkeep.test',
      role: 'owner',
      crewId: null,
      companyId: 7,
      companyName: 'Red Rock Yard Works',
      companyState: 'live',
      locale: 'en',
      hasSecondFactor: false,
    },
  });
}

describe('the crews screen', () => {
  beforeEach(() => act(() => signIn()));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the crews, adds one with the first free colour, renames one, and says why one cannot be removed', async () => {
    let stopped = false;
    let crews: Crew[] = [
      { id: 1, name: 'Crew 1', color: '#2f9e44', serviceIds: null, scheduleIds: null, jobsAhead: 2 },
    ];
    const api = mockApi({
      'GET /company/crews': () => envelope(200, crews),
      'POST /company/crews': ({ body }) => {
        const added = {
          id: 2,
          jobsAhead: 0,
          serviceIds: null,
          scheduleIds: null,
          ...(body as { name: string; color: string }),
        };
        crews = [...crews, added];
        return envelope(201, added);
      },
      'PUT /company/crews/2': ({ body }) => {
        crews = crews.map((c) => (c.id === 2 ? { ...c, ...(body as object) } : c));
        return envelope(200, crews[1]);
      },
      'GET /company/services': () =>
        envelope(200, [
          { serviceId: 4, name: 'Landscaping', offered: true },
          { serviceId: 5, name: 'Pool Service', offered: true },
        ]),
      'GET /company/calendar': () =>
        envelope(200, {
          entries: [
            { id: 11, dayOfWeek: 1, startTime: '09:00:00' },
            { id: 12, dayOfWeek: 1, startTime: '13:00:00' },
          ],
        }),
      'GET /company/crews/1/time-off': () => envelope(200, []),
      'GET /company/calendar-feeds': () =>
        envelope(
          200,
          stopped
            ? []
            : [
                {
                  id: 7,
                  crewId: null,
                  crewName: null,
                  createdAt: '2026-11-20T17:00:00.000Z',
                  maker: { id: 12, name: 'Olga Office' },
                  lastUsedAt: '2026-11-27T17:00:00.000Z',
                },
              ],
        ),
      'DELETE /company/calendar-feeds/7': () => {
        stopped = true;
        return envelope(200, null, 'Calendar link stopped');
      },
      'POST /company/calendar-feeds': ({ body }) =>
        envelope(201, {
          crewId: (body as { crewId: number | null }).crewId,
          url: 'http://127.0.0.1:3000/api/company/calendar.ics?token=secret-token-1234',
        }),
      'POST /company/crews/1/time-off': () =>
        envelope(
          409,
          null,
          'Crew 1 has jobs on those dates: #41 (Wed, Dec 2, 9:00 AM). Give them to another crew, or move them, first.',
        ),
      'DELETE /company/crews/1': () =>
        envelope(409, null, 'Crew 1 has jobs ahead: #41 (Wed, Dec 2, 9:00 AM). Give them to another crew first.'),
    });
    renderScreen(<CrewsPage />, { path: '/pro/crews' });
    const list = await screen.findByRole('list', { name: 'Crews' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Crew 1Green · Every service · 2 jobs ahead');
    // The last crew cannot be removed.
    expect(screen.getByRole('button', { name: 'Remove Crew 1' })).toBeDisabled();

    const form = screen.getByRole('form', { name: 'New crew' });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Truck 2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add crew' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(api.callsTo('POST /company/crews')[0]?.body).toEqual({ name: 'Truck 2', color: '#1971c2' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Truck 2Blue · Every service · No jobs ahead');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Truck 2' }));
    const edit = screen.getByRole('form', { name: 'Edit Truck 2' });
    fireEvent.change(within(edit).getByLabelText(/Name/), { target: { value: 'Truck Two' } });
    // Pool Service only, Mondays at 9:00 only.
    fireEvent.click(await within(edit).findByRole('switch', { name: 'Does every service of the company' }));
    fireEvent.click(within(edit).getByRole('checkbox', { name: 'Landscaping' }));
    fireEvent.click(within(edit).getByRole('switch', { name: "Works all the company's hours" }));
    fireEvent.click(within(edit).getByRole('checkbox', { name: 'Monday 1:00 PM' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Truck Two'));
    expect(api.callsTo('PUT /company/crews/2')[0]?.body).toEqual({
      name: 'Truck Two',
      color: '#1971c2',
      serviceIds: [5],
      scheduleIds: [11],
    });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('1 service · 1 start times');

    // Time off over the crew's jobs is refused, naming them.
    fireEvent.click(screen.getByRole('button', { name: 'Time off of Crew 1' }));
    expect(await screen.findByText('No time off.')).toBeInTheDocument();
    const off = screen.getByRole('form', { name: 'Add time off for Crew 1' });
    fireEvent.click(within(off).getByRole('button', { name: 'Add time off' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('Crew 1 has jobs on those dates: #41');

    // A calendar link of a crew, shown once to copy; the company's says when it was made.
    const links = screen.getByRole('list', { name: 'Calendar links' });
    // Each live link says who made it and when a calendar last read it; the owner stops it (issue 47).
    expect(within(links).getAllByRole('listitem')[0]).toHaveTextContent(
      'All jobsMade Fri, Nov 20, 2026 by Olga Office; last read Fri, Nov 27, 2026',
    );
    fireEvent.click(within(links).getByRole('button', { name: 'Stop link: All jobs' }));
    await waitFor(() => expect(within(links).getAllByRole('listitem')[0]).toHaveTextContent('All jobsNo link yet'));
    expect(api.callsTo('DELETE /company/calendar-feeds/7')).toHaveLength(1);
    fireEvent.click(within(links).getByRole('button', { name: 'Make a link: Crew 1' }));
    expect(await within(links).findByLabelText(/Calendar link: Crew 1/)).toHaveValue(
      'http://127.0.0.1:3000/api/company/calendar.ics?token=secret-token-1234',
    );
    expect(api.callsTo('POST /company/calendar-feeds')[0]?.body).toEqual({ crewId: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Crew 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove crew' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Crew 1 has jobs ahead: #41');
  });

  it('says so when the crews cannot be loaded', async () => {
    mockApi({ 'GET /company/crews': () => envelope(500, null, 'Server error') });
    renderScreen(<CrewsPage />, { path: '/pro/crews' });
    expect(await screen.findByText('Could not load your crews')).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CompanyTicketListItem, type Crew, valleyInstant, valleyToday } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useCompanySession } from '../../session/realm-session';
import { SchedulePage } from './schedule-page';

const today = valleyToday();
const crews: Crew[] = [
  { id: 1, name: 'Crew 1', color: '#2f9e44', serviceIds: null, scheduleIds: null, jobsAhead: 2 },
  { id: 2, name: 'Truck 2', color: '#1971c2', serviceIds: null, scheduleIds: null, jobsAhead: 1 },
];
const job = (id: number, crewId: number | null, time: string, patch: Partial<CompanyTicketListItem> = {}) => ({
  id,
  scheduledDate: valleyInstant(today, time).toISOString(),
  duration: '01:00:00',
  status: 'Scheduled',
  statusId: 2,
  serviceName: 'Yard cleanup',
  customerName: `Customer ${id}`,
  address: `${id} Main St`,
  zipCode: '89102',
  crewId,
  totalPrice: 100,
  needsAction: null,
  ...patch,
});

describe('the schedule', () => {
  beforeEach(() =>
    act(() =>
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
      }),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it("shows the day a column per crew, flags jobs without a crew, and says why a busy crew can't take one", async () => {
    const api = mockApi({
      'GET /company/crews': () => envelope(200, crews),
      'GET /company/tickets': () =>
        envelope(200, [
          job(41, 1, '09:00'),
          job(42, 2, '09:00'),
          job(43, null, '13:00'),
          job(44, 1, '15:00', { status: 'Cancelled', statusId: 4 }),
        ]),
      'GET /company/tickets/41/crew-choices': () =>
        envelope(200, {
          crewId: 1,
          changeable: true,
          crews: [
            { id: 1, name: 'Crew 1', color: '#2f9e44', canTake: false, reason: null },
            { id: 2, name: 'Truck 2', color: '#1971c2', canTake: true, reason: null },
          ],
        }),
      'GET /company/tickets/43/crew-choices': () =>
        envelope(200, {
          crewId: null,
          changeable: true,
          crews: [
            { id: 1, name: 'Crew 1', color: '#2f9e44', canTake: true, reason: null },
            { id: 2, name: 'Truck 2', color: '#1971c2', canTake: false, reason: 'busy then' },
          ],
        }),
      // Taken meanwhile, between the list and the choice.
      'PUT /company/tickets/41/crew': () => envelope(409, null, 'Truck 2 is busy then (Thu, Nov 26, 9:00 AM).'),
    });
    renderScreen(<SchedulePage />, { path: '/pro/schedule' });
    const first = await screen.findByRole('region', { name: 'Crew 1' });
    expect(first).toHaveTextContent('1 job');
    expect(first).toHaveTextContent('#41');
    expect(first).not.toHaveTextContent('#44');
    expect(screen.getByRole('region', { name: 'Truck 2' })).toHaveTextContent('#42');
    const loose = screen.getByRole('region', { name: 'No crew yet' });
    expect(loose).toHaveTextContent('#43');
    expect(loose).toHaveTextContent('Needs a crew');
    expect(api.callsTo('GET /company/tickets')[0]?.query.get('MinDate')).toBe(today);

    // Each job's list is labelled on the card, and offers only the crews that may take it (issue 46).
    expect(within(loose).getByText('Crew', { selector: 'label' })).toBeInTheDocument();
    const looseSelect = within(loose).getByLabelText('Crew for job #43', { selector: 'input' });
    fireEvent.click(looseSelect);
    await waitFor(() => expect(api.callsTo('GET /company/tickets/43/crew-choices')).toHaveLength(1));
    const looseList = document.getElementById(looseSelect.getAttribute('aria-controls') ?? '') as HTMLElement;
    const busyOption = await within(looseList).findByRole('option', { name: 'Truck 2 (busy then)', hidden: true });
    expect(busyOption).toHaveAttribute('data-combobox-disabled');
    fireEvent.click(busyOption);
    expect(api.callsTo('PUT /company/tickets/43/crew')).toHaveLength(0);

    const select = within(first).getByLabelText('Crew for job #41', { selector: 'input' });
    fireEvent.click(select);
    await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Truck 2', hidden: true })).not.toHaveAttribute(
        'data-combobox-disabled',
      ),
    );
    fireEvent.click(within(listbox).getByRole('option', { name: 'Truck 2', hidden: true }));
    await waitFor(() => expect(api.callsTo('PUT /company/tickets/41/crew')[0]?.body).toEqual({ crewId: 2 }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('Truck 2 is busy then');
  });

  it("shows each crew's week, a line per day", async () => {
    mockApi({
      'GET /company/crews': () => envelope(200, crews),
      'GET /company/tickets': () => envelope(200, [job(41, 1, '09:00')]),
    });
    renderScreen(<SchedulePage />, { path: '/pro/schedule', entries: ['/pro/schedule?view=week'] });
    const first = await screen.findByRole('region', { name: 'Crew 1' });
    expect(first).toHaveTextContent('9:00 AM - 10:00 AM · Yard cleanup');
    expect(screen.getByRole('region', { name: 'Truck 2' })).toHaveTextContent('Free');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CrewChoices } from '@upkeep/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { JobCrewCard } from './job-crew-card';

afterEach(() => vi.unstubAllGlobals());

const crews = (crewId: number | null, changeable = true): CrewChoices => ({
  crewId,
  changeable,
  crews: [
    { id: 1, name: 'Crew 1', color: '#2f9e44', canTake: crewId !== 1 && changeable, reason: null },
    { id: 2, name: 'Truck 2', color: '#1971c2', canTake: crewId !== 2 && changeable, reason: null },
    { id: 3, name: 'Van 3', color: '#e8590c', canTake: false, reason: changeable ? 'busy then' : null },
  ],
});

const renderCard = () => renderScreen(<JobCrewCard id={41} token="pro-token" />, { path: '/pro/jobs/41' });

describe("the job's crew (issue 46)", () => {
  it('shows the crew and gives the job to another that may take it; one that may not is not offered', async () => {
    let current = 1;
    const api = mockApi({
      'GET /company/tickets/41/crew-choices': () => envelope(200, crews(current)),
      'PUT /company/tickets/41/crew': (call) => {
        current = (call.body as { crewId: number }).crewId;
        return envelope(200, { ticketId: 41, crewId: current, crewName: 'Truck 2' });
      },
    });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Crew' });
    expect(await within(card).findByText('Crew 1')).toBeInTheDocument();
    const select = within(card).getByLabelText('Give the job to another crew');
    expect(within(select).getByRole('option', { name: 'Truck 2' })).toBeEnabled();
    expect(within(select).getByRole('option', { name: 'Van 3 (busy then)' })).toBeDisabled();
    expect(within(select).queryByRole('option', { name: 'Crew 1' })).toBeNull();
    const give = within(card).getByRole('button', { name: 'Give the job' });
    expect(give).toBeDisabled();
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(give);
    await waitFor(() => expect(api.callsTo('PUT /company/tickets/41/crew')[0]?.body).toEqual({ crewId: 2 }));
    expect(await within(card).findByRole('status')).toHaveTextContent("The job is now Truck 2's.");
    // The choices are read again: Truck 2 holds it now.
    await waitFor(() => expect(within(card).getByLabelText('Give the job to another crew')).toHaveValue(''));
    expect(await within(card).findByRole('option', { name: 'Crew 1' })).toBeEnabled();
  });

  it('says the refusal when the crew was taken meanwhile', async () => {
    mockApi({
      'GET /company/tickets/41/crew-choices': () => envelope(200, crews(null)),
      'PUT /company/tickets/41/crew': () =>
        envelope(409, null, 'Truck 2 is busy then (Tue, Jul 8, 10:00 AM). Choose a crew that is free.'),
    });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Crew' });
    expect(await within(card).findByText('No crew yet')).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText('Give the job to'), { target: { value: '2' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Give the job' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Truck 2 is busy then');
  });

  it('offers no change on a job no longer to come', async () => {
    mockApi({ 'GET /company/tickets/41/crew-choices': () => envelope(200, crews(2, false)) });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Crew' });
    expect(await within(card).findByText('Truck 2')).toBeInTheDocument();
    expect(within(card).queryByRole('combobox')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

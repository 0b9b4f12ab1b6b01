import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompanyUser } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useCompanySession } from '../../session/realm-session';
import { TeamPage } from './team-page';

const owner: CompanyUser = {
  id: 3,
  name: 'Rosa',
  email: 'pro@upkeep.test',
  role: 'owner',
  companyId: 9,
  companyName: 'Red Rock Yard Works',
  companyState: 'live',
};
const team = [
  { id: 3, name: 'Rosa', email: 'pro@upkeep.test', role: 'owner', status: 'active' },
  { id: 4, name: 'Sam', email: 'sam@example.com', role: 'staff', status: 'invited' },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the team', () => {
  it('lists the users with their status, and lets the owner invite one', async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    const api = mockApi({
      'GET /company/users': () => envelope(200, team),
      'POST /company/users': () => envelope(201, { id: 5 }),
    });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByText('Invited')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(api.callsTo('POST /company/users')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Lee' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'lee@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.callsTo('POST /company/users')[0]?.body).toEqual({ name: 'Lee', email: 'lee@example.com' }),
    );
    expect(await screen.findByText(/Invitation sent/)).toBeInTheDocument();
  });

  it('shows staff the list only', async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: { ...owner, role: 'staff' } });
    mockApi({ 'GET /company/users': () => envelope(200, team) });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send the invitation again/ })).not.toBeInTheDocument();
  });

  it('lets the owner send an invited member a new link', async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    const api = mockApi({
      'GET /company/users': () => envelope(200, team),
      'POST /company/users/4/invitation': () => envelope(200, null, 'The invitation was sent again.'),
    });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    // Only the invited member has the button.
    const again = await screen.findByRole('button', { name: 'Send the invitation again to Sam' });
    expect(screen.getAllByRole('button', { name: /Send the invitation again/ })).toHaveLength(1);
    fireEvent.click(again);
    expect(
      await screen.findByText('A new invitation was sent to sam@example.com. Earlier links no longer work.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /company/users/4/invitation')).toHaveLength(1);
    expect(again).toBeDisabled();
  });

  it("shows the server's 429 when an invitation is sent again too soon or past the company's daily limit", async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    const tooSoon = 'The invitation to this address was sent again a moment ago. Please try again in 10 minutes.';
    const daily = 'Your company has sent 20 invitations today, the most allowed. Please try again in 24 hours.';
    mockApi({
      'GET /company/users': () => envelope(200, team),
      'POST /company/users/4/invitation': () => envelope(429, null, tooSoon),
      'POST /company/users': () => envelope(429, null, daily),
    });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send the invitation again to Sam' }));
    expect(await screen.findByText(tooSoon)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the invitation again to Sam' })).toBeEnabled();

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Lee' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'lee@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(daily)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('lee@example.com');
  });
});

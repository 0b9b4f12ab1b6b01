import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  crewId: null,
  companyId: 9,
  companyName: 'Red Rock Yard Works',
  companyState: 'live',
  locale: 'en',
  hasSecondFactor: false,
};
const team = [
  {
    id: 3,
    name: 'Rosa',
    email: 'pro@upkeep.test',
    role: 'owner',
    crewId: null,
    status: 'active',
    active: true,
    bookingAlerts: true,
    phoneNumber: null,
  },
  {
    id: 4,
    name: 'Sam',
    email: 'sam@example.com',
    role: 'staff',
    status: 'invited',
    active: true,
    bookingAlerts: false,
    phoneNumber: null,
  },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the team', () => {
  it('lists the live calendar links with their makers and last use; the owner stops one (issue 47)', async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    let feeds = [
      {
        id: 11,
        crewId: null,
        crewName: null,
        createdAt: '2026-11-02T17:00:00.000Z',
        maker: { id: 4, name: 'Sam' },
        lastUsedAt: '2026-11-20T17:00:00.000Z',
      },
      { id: 12, crewId: 2, crewName: 'Crew B', createdAt: '2026-11-03T17:00:00.000Z', maker: null, lastUsedAt: null },
    ];
    const api = mockApi({
      'GET /company/users': () => envelope(200, team),
      'GET /company/calendar-feeds': () => envelope(200, feeds),
      'DELETE /company/calendar-feeds/11': () => {
        feeds = feeds.filter((f) => f.id !== 11);
        return envelope(200, null);
      },
    });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    const list = await screen.findByRole('list', { name: 'Live calendar links' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/All jobs.*Made .* by Sam; last read/);
    expect(items[1]).toHaveTextContent(/Crew B.*by a former user; not read yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Stop link: All jobs' }));
    await waitFor(() => expect(api.callsTo('DELETE /company/calendar-feeds/11')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop link: All jobs' })).not.toBeInTheDocument());
  });

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
    // The office reads the portal in English: no language to choose.
    expect(screen.queryByLabelText(/^Language/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.callsTo('POST /company/users')[0]?.body).toEqual({
        name: 'Lee',
        email: 'lee@example.com',
        role: 'staff',
      }),
    );
    expect(await screen.findByText(/Invitation sent/)).toBeInTheDocument();
  });

  it('invites a crew member to a crew, shows their crew, and moves them to another', async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    const luis = { ...team[1], id: 9, name: 'Luis', email: 'luis@example.com', role: 'crew', crewId: 1 };
    const api = mockApi({
      'GET /company/users': () => envelope(200, [...team, luis]),
      'GET /company/crews': () =>
        envelope(200, [
          { id: 1, name: 'Truck A', color: '#2f9e44', serviceIds: null, scheduleIds: null, jobsAhead: 0 },
          { id: 2, name: 'Truck B', color: '#1971c2', serviceIds: null, scheduleIds: null, jobsAhead: 0 },
        ]),
      'POST /company/users': () => envelope(201, { id: 10 }, 'Invitation sent'),
      'PUT /company/users/9/crew': () => envelope(200, { ...luis, crewId: 2 }),
    });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    expect(await screen.findByText('Crew · Truck A')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'crew' } });
    // A crew member needs a crew.
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Choose the crew')).toBeInTheDocument();
    expect(api.callsTo('POST /company/users')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Crew/), { target: { value: '2' } });
    // Their language (issue 49): English unless the owner chooses another.
    const language = screen.getByLabelText(/^Language/) as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect([...language.options].map((o) => o.textContent)).toEqual(['English', 'Español']);
    fireEvent.change(language, { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.callsTo('POST /company/users')[0]?.body).toEqual({
        name: 'Ana',
        email: 'ana@example.com',
        role: 'crew',
        crewId: 2,
        locale: 'es',
      }),
    );
    fireEvent.change(screen.getByLabelText("Luis's crew"), { target: { value: '2' } });
    await waitFor(() => expect(api.callsTo('PUT /company/users/9/crew')[0]?.body).toEqual({ crewId: 2 }));
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

  it('lets the owner deactivate a member after confirming, and shows the reason when refused', async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    const joined = {
      id: 5,
      name: 'Lee',
      email: 'lee@example.com',
      role: 'staff',
      status: 'active',
      active: true,
      bookingAlerts: false,
      phoneNumber: null,
    };
    let members = [...team, joined];
    const api = mockApi({
      'GET /company/users': () => envelope(200, members),
      'PUT /company/users/5': () => {
        members = members.map((m) => (m.id === 5 ? { ...m, active: false } : m));
        return envelope(200, { ...joined, active: false }, 'Lee can no longer sign in.');
      },
      'PUT /company/users/4': () =>
        envelope(409, null, 'This is the last active owner of the company: the company needs one to manage its team.'),
    });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    // The owner's own card has no access buttons.
    expect(await screen.findByRole('button', { name: 'Deactivate Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate Rosa' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this team member?' });
    expect(dialog).toHaveTextContent('Lee (lee@example.com) is signed out everywhere at once');
    expect(api.callsTo('PUT /company/users/5')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('PUT /company/users/5')[0]?.body).toEqual({ active: false }));
    expect(await screen.findByRole('button', { name: 'Reactivate Lee' })).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Sam' }));
    const refused = await screen.findByRole('dialog', { name: 'Deactivate this team member?' });
    expect(refused).toHaveTextContent('Their invitation link stops working.');
    fireEvent.click(within(refused).getByRole('button', { name: 'Deactivate' }));
    expect(await within(refused).findByRole('alert')).toHaveTextContent(
      'This is the last active owner of the company: the company needs one to manage its team.',
    );
  });

  it('lets the owner reactivate a deactivated member (no invitation to resend while deactivated)', async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    const api = mockApi({
      'GET /company/users': () => envelope(200, [team[0], { ...team[1], active: false }]),
      'PUT /company/users/4': () => envelope(200, { ...team[1], active: true }),
    });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    const reactivate = await screen.findByRole('button', { name: 'Reactivate Sam' });
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send the invitation again/ })).not.toBeInTheDocument();
    fireEvent.click(reactivate);
    await waitFor(() => expect(api.callsTo('PUT /company/users/4')[0]?.body).toEqual({ active: true }));
  });

  it('shows staff no access buttons', async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: { ...owner, role: 'staff', id: 4 } });
    mockApi({ 'GET /company/users': () => envelope(200, team) });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate|Reactivate/ })).not.toBeInTheDocument();
  });

  it("shows the owner's alerts always on, and lets the owner switch a member's on", async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: owner });
    const api = mockApi({
      'GET /company/users': () => envelope(200, team),
      'PUT /company/users/4/alerts': () => envelope(200, { ...team[1], bookingAlerts: true }),
    });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change alerts: yours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change alerts: Sam' }));
    const rosa = screen.getByRole('group', { name: 'New-booking alerts of Rosa' });
    const ownerSwitch = within(rosa).getByRole('switch', { name: /^Tell me about new bookings/ });
    expect(ownerSwitch).toBeChecked();
    expect(ownerSwitch).toBeDisabled();
    expect(within(rosa).getByText(/Always on for the owner/)).toBeInTheDocument();
    const sam = screen.getByRole('group', { name: 'New-booking alerts of Sam' });
    const samSwitch = within(sam).getByRole('switch', { name: /^Tell me about new bookings/ });
    expect(samSwitch).not.toBeChecked();
    fireEvent.click(samSwitch);
    await waitFor(() => expect(api.callsTo('PUT /company/users/4/alerts')[0]?.body).toEqual({ bookingAlerts: true }));
  });

  it('lets a member set their own mobile number (10 digits) but not change anyone else', async () => {
    useCompanySession.getState().signedIn({ token: 'pro-token', user: { ...owner, id: 4, role: 'staff' } });
    const api = mockApi({
      'GET /company/users': () => envelope(200, team),
      'PUT /company/users/4/alerts': () => envelope(200, { ...team[1], phoneNumber: '7025550199' }),
    });
    renderScreen(<TeamPage />, { path: '/pro/team' });
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    // Only their own alerts can be changed; the owner's are shown.
    expect(screen.getAllByRole('button', { name: /^Change alerts/ })).toHaveLength(1);
    expect(screen.getByText('Told about new bookings')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change alerts: yours' }));
    const mine = screen.getByRole('group', { name: 'New-booking alerts of Sam' });
    const number = within(mine).getByLabelText(/^Mobile number for texts/);
    fireEvent.change(number, { target: { value: '702 555' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Save number: Sam' }));
    expect(await within(mine).findByText('Mobile number must have 10 digits')).toBeInTheDocument();
    expect(api.callsTo('PUT /company/users/4/alerts')).toHaveLength(0);
    fireEvent.change(number, { target: { value: '(702) 555-0199' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Save number: Sam' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /company/users/4/alerts')[0]?.body).toEqual({ phoneNumber: '7025550199' }),
    );
  });
});

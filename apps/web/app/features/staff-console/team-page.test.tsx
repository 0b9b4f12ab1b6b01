import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffMember } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { StaffTeamPage } from './team-page';

const admin = { id: 1, name: 'Ada Admin', email: 'admin@upkeep.test', role: 'admin' as const };
const support = { id: 2, name: 'Sky Staff', email: 'staff@upkeep.test', role: 'support' as const };

function member(user: typeof admin | typeof support, patch: Partial<StaffMember> = {}): StaffMember {
  return { ...user, active: true, invited: false, createdDate: '2026-11-01T17:00:00.000Z', ...patch };
}

const team = () => [
  member(admin),
  member(support),
  member({ id: 3, name: 'Nia New', email: 'nia@upkeep.test', role: 'support' }, { invited: true }),
];

const render = () => renderScreen(<StaffTeamPage />, { path: '/staff/team' });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the staff team, for an administrator', () => {
  beforeEach(() => useStaffSession.getState().signedIn({ token: 'admin-token', user: admin }));

  it('lists the members with role and state, and offers no control on themselves', async () => {
    mockApi({ 'GET /staff/users': () => envelope(200, team()) });
    render();
    const me = await screen.findByRole('listitem', { name: 'Ada Admin' });
    expect(within(me).getByText('(you)')).toBeInTheDocument();
    expect(within(me).getByText('Administrator')).toBeInTheDocument();
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
    expect(within(me).queryByRole('combobox')).not.toBeInTheDocument();
    const sky = screen.getByRole('listitem', { name: 'Sky Staff' });
    expect(within(sky).getByText('Active')).toBeInTheDocument();
    expect(within(sky).getByRole('button', { name: 'Deactivate Sky Staff' })).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Nia New' })).getByText('Invited')).toBeInTheDocument();
  });

  it('invites a member after checking the form, and refreshes the list', async () => {
    let list = team();
    const api = mockApi({
      'GET /staff/users': () => envelope(200, list),
      'POST /staff/users': (call) => {
        const created = member(
          { id: 9, ...(call.body as { name: string; email: string; role: 'admin' }) },
          {
            invited: true,
          },
        );
        list = [...list, created];
        return envelope(201, created);
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/users')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Omar Ops ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'omar@upkeep.test' } });
    fireEvent.click(within(dialog).getByLabelText(/^Administrator/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.callsTo('POST /staff/users')[0]?.body).toEqual({
        name: 'Omar Ops',
        email: 'omar@upkeep.test',
        role: 'admin',
      }),
    );
    expect(api.callsTo('POST /staff/users')[0]?.token).toBe('admin-token');
    expect(await screen.findByRole('listitem', { name: 'Omar Ops' })).toBeInTheDocument();
  });

  it("shows the server's message when the e-mail is taken", async () => {
    mockApi({
      'GET /staff/users': () => envelope(200, team()),
      'POST /staff/users': () => envelope(409, null, 'A staff member with this e-mail already exists'),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Sky Again' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'staff@upkeep.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already exists');
  });

  it("sends an invited member's invitation again (only invited members have the button)", async () => {
    const api = mockApi({
      'GET /staff/users': () => envelope(200, team()),
      'POST /staff/users/3/invitation': () => envelope(200, null, 'The invitation was sent again.'),
    });
    render();
    const nia = await screen.findByRole('listitem', { name: 'Nia New' });
    expect(screen.getAllByRole('button', { name: /Send the invitation again/ })).toHaveLength(1);
    fireEvent.click(within(nia).getByRole('button', { name: 'Send the invitation again to Nia New' }));
    expect(
      await within(nia).findByText('A new invitation was sent to nia@upkeep.test. Earlier links no longer work.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /staff/users/3/invitation')[0]?.token).toBe('admin-token');
  });

  it("shows the server's 429 when the invitation is sent again too soon", async () => {
    const tooSoon = 'The invitation to this address was sent again a moment ago. Please try again in 10 minutes.';
    mockApi({
      'GET /staff/users': () => envelope(200, team()),
      'POST /staff/users/3/invitation': () => envelope(429, null, tooSoon),
    });
    render();
    const nia = await screen.findByRole('listitem', { name: 'Nia New' });
    fireEvent.click(within(nia).getByRole('button', { name: 'Send the invitation again to Nia New' }));
    expect(await within(nia).findByText(tooSoon)).toBeInTheDocument();
    expect(within(nia).getByRole('button', { name: 'Send the invitation again to Nia New' })).toBeEnabled();
  });

  it('deactivates after asking, reactivates, and changes a role', async () => {
    let sky = member(support);
    const api = mockApi({
      'GET /staff/users': () => envelope(200, [member(admin), sky]),
      'PUT /staff/users/2': (call) => {
        sky = { ...sky, ...(call.body as Partial<StaffMember>) };
        return envelope(200, sky);
      },
    });
    render();
    const card = await screen.findByRole('listitem', { name: 'Sky Staff' });
    fireEvent.click(within(card).getByRole('button', { name: 'Deactivate Sky Staff' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('PUT /staff/users/2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('PUT /staff/users/2')[0]?.body).toEqual({ active: false }));
    expect(await within(card).findByText('Deactivated')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Reactivate Sky Staff' }));
    await waitFor(() => expect(api.callsTo('PUT /staff/users/2')[1]?.body).toEqual({ active: true }));
    fireEvent.change(within(card).getByRole('combobox', { name: 'Role of Sky Staff' }), {
      target: { value: 'admin' },
    });
    await waitFor(() => expect(api.callsTo('PUT /staff/users/2')[2]?.body).toEqual({ role: 'admin' }));
    await waitFor(() =>
      expect(
        within(card)
          .getAllByText('Administrator')
          .some((el) => el.tagName !== 'OPTION'),
      ).toBe(true),
    );
    expect(within(card).getByRole('combobox', { name: 'Role of Sky Staff' })).toHaveValue('admin');
  });
});

describe('the staff team, for support', () => {
  beforeEach(() => useStaffSession.getState().signedIn({ token: 'support-token', user: support }));

  it('is a list only', async () => {
    mockApi({ 'GET /staff/users': () => envelope(200, team()) });
    render();
    await screen.findByRole('listitem', { name: 'Ada Admin' });
    expect(screen.getByText(/Only administrators invite/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    mockApi({ 'GET /staff/users': () => envelope(500, null, 'boom') });
    render();
    expect(await screen.findByText('Could not load the team')).toBeInTheDocument();
    expect(screen.getByText('Server error')).toBeInTheDocument();
  });
});

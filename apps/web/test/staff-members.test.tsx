/**
 * The staff members are one query under one key (app/shared/staff/staff-members.ts): a change made on the
 * console's team screen refreshes the list the support screens assign messages from, on the same page load.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxDetail, StaffMember } from '@upkeep/contract';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { StaffTeamPage } from '../app/features/staff-console/team-page';
import { InboxItemPage } from '../app/features/staff-support/inbox-item-page';
import { useStaffSession } from '../app/session/realm-session';
import { envelope, mockApi } from './api-mock';
import { renderScreen } from './render';

const admin = { id: 1, name: 'Ada Admin', email: 'admin@upkeep.test', role: 'admin' as const };

function member(id: number, name: string, patch: Partial<StaffMember> = {}): StaffMember {
  return {
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@upkeep.test`,
    role: 'support',
    active: true,
    invited: false,
    createdDate: '2026-11-01T17:00:00.000Z',
    ...patch,
  };
}

const message: InboxDetail = {
  id: 7,
  kind: 'contact',
  name: 'Dana 7',
  email: 'dana7@example.com',
  phone: '7025550100',
  message: 'My sprinklers flood the sidewalk.',
  subject: 'Contact form',
  state: 'new',
  assignedTo: null,
  createdAt: '2026-11-20T17:00:00.000Z',
  fields: [{ label: 'Name', value: 'Dana 7' }],
  entries: [],
  confirmedAt: null,
};

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedIn({ token: 'admin-token', user: admin });
});
afterEach(() => vi.unstubAllGlobals());

it('refreshes the support screen’s assignees when the team screen invites a member', async () => {
  // Nia has not chosen her password yet: she cannot be assigned a message.
  let team = [
    member(1, 'Ada Admin', { role: 'admin' }),
    member(2, 'Sky Staff'),
    member(3, 'Nia New', { invited: true }),
  ];
  const api = mockApi({
    'GET /staff/inbox/contact/7': () => envelope(200, message),
    'GET /staff/users': () => envelope(200, team),
    'POST /staff/users': () => {
      const omar = member(9, 'Omar Ops', { invited: true });
      // Meanwhile Nia accepted her invitation: the list the server answers next has her as a member.
      team = [team[0] as StaffMember, team[1] as StaffMember, member(3, 'Nia New'), omar];
      return envelope(201, omar);
    },
  });
  renderScreen(
    <>
      <InboxItemPage kind="contact" id="7" />
      <StaffTeamPage />
    </>,
    { path: '/staff/inbox/contact/7' },
  );
  const assignee = await screen.findByLabelText('Assigned to');
  await waitFor(() => expect(within(assignee).getByRole('option', { name: 'Sky Staff' })).toBeInTheDocument());
  expect(within(assignee).queryByRole('option', { name: 'Nia New' })).not.toBeInTheDocument();
  expect(api.callsTo('GET /staff/users')).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: 'Invite staff' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Omar Ops' } });
  fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'omar@upkeep.test' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

  expect(await within(assignee).findByRole('option', { name: 'Nia New' })).toBeInTheDocument();
  expect(within(assignee).queryByRole('option', { name: 'Omar Ops' })).not.toBeInTheDocument();
  expect(await screen.findByRole('listitem', { name: 'Omar Ops' })).toBeInTheDocument();
  // One list for both screens: one request before the invitation, one after.
  expect(api.callsTo('GET /staff/users')).toHaveLength(2);
});

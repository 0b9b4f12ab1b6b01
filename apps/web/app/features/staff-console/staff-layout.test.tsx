import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { StaffLayout } from './staff-layout';

const staff = { id: 1, name: 'Sky Staff', email: 'staff@upkeep.test', role: 'admin' as const };

async function hydrate() {
  await act(async () => {
    await useStaffSession.persist.rehydrate();
  });
}

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedOut();
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff console frame', () => {
  it('sends a visitor without a session to the staff sign-in, remembering where they were going', async () => {
    mockApi({});
    await hydrate();
    renderScreen(<StaffLayout />, { path: '/staff/partner-requests' });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/staff/sign-in|{"returnTo":"/staff/partner-requests"}'),
    );
  });

  it('says who is signed in, and ends a session the server refuses', async () => {
    let answer = envelope(200, staff);
    const api = mockApi({ 'GET /staff/me': () => answer });
    useStaffSession.getState().signedIn({ token: 'staff-token', user: staff });
    await hydrate();
    const { queryClient } = renderScreen(<StaffLayout />, { path: '/staff/partner-requests' });
    expect(await screen.findByText('Sky Staff')).toBeInTheDocument();
    expect(screen.getByText('staff@upkeep.test')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /staff/me')[0]?.token).toBe('staff-token'));
    answer = envelope(401, null, 'Unauthorized');
    await act(async () => {
      await queryClient.invalidateQueries();
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/sign-in|'));
  });
});

/**
 * Keeps the staff session true while the console is open: the member is read again from GET /staff/me,
 * and a token the server refuses (401: signed out elsewhere, expired) ends the session, so the layout sends
 * the member to sign in again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api';
import { useStaffSession } from '../../session/realm-session';
import { getStaffMe } from './api/get-staff-me';
import { staffKeys } from './api/keys';

const refused = (error: unknown) => error instanceof ApiError && error.statusCode === 401;

export function useStaffSessionUpkeep(token: string | null) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: staffKeys.me(token ?? ''),
    queryFn: ({ signal }) => getStaffMe(token, signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (me.data) useStaffSession.getState().updateUser(me.data.data);
  }, [me.data]);
  useEffect(() => {
    if (token && refused(me.error)) useStaffSession.getState().signedOut();
  }, [me.error, token]);
  // Any portal call the server answers 401 ends the session too.
  useEffect(() => {
    if (!token) return;
    const end = (key: readonly unknown[] | undefined, error: unknown) => {
      if (key?.[0] === 'staff' && key[1] === token && refused(error)) useStaffSession.getState().signedOut();
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') end(event.query.queryKey, event.action.error);
    });
    return offQueries;
  }, [queryClient, token]);
}

/**
 * Keeps the company session true while the portal is open: the signed-in user is read again from
 * GET /company/me (the company's state changes when it goes live), and a token the server refuses (401:
 * signed out elsewhere, expired) ends the session, so the layout sends the user to sign in again. A change
 * refused because UpKeep suspended the company reads the user again at once (the frame's banner follows).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Messages } from '@upkeep/contract';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api';
import { useCompanySession } from '../../session/realm-session';
import { getCompanyMe } from './api/get-company-me';
import { proKeys } from './api/keys';

const refused = (error: unknown) => error instanceof ApiError && error.statusCode === 401;
const suspended = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 403 && error.message === Messages.companySuspended;

export function useCompanySessionUpkeep(token: string | null) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: proKeys.me(token ?? ''),
    queryFn: ({ signal }) => getCompanyMe(token, signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (me.data) useCompanySession.getState().updateUser(me.data.data);
  }, [me.data]);
  useEffect(() => {
    if (token && refused(me.error)) useCompanySession.getState().signedOut();
  }, [me.error, token]);
  // Any portal call the server answers 401 ends the session too.
  useEffect(() => {
    if (!token) return;
    const end = (key: readonly unknown[] | undefined, error: unknown) => {
      if (key?.[0] === 'pro' && key[1] === token && refused(error)) useCompanySession.getState().signedOut();
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') end(event.query.queryKey, event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && suspended(event.action.error)) {
        void queryClient.invalidateQueries({ queryKey: proKeys.me(token) });
      }
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, token]);
}

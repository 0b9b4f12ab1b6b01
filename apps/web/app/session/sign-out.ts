/**
 * Log out (spec 000 section 2): the server revokes the token (POST /customer/auth/logout), so a copy of it,
 * stolen or left in another tab, stops working; the browser forgets the session at once, whatever the
 * server answers (offline, or the token already dead), because a person who logs out must be logged out.
 * Login state, user, token, ticket id and the temporary-password flag go, and so does what the query cache
 * holds about the customer (its keys start with 'customer').
 */
import { useSession } from './store';

export async function signOut(): Promise<void> {
  const { token } = useSession.getState();
  useSession.getState().logout();
  // The code of the calls loads with them: the navbar, on every page, holds this module (issue 14).
  await Promise.all([
    import('../lib/query-client').then(
      (m) => m.getQueryClient().removeQueries({ queryKey: ['customer'] }),
      () => undefined,
    ),
    token
      ? import('./session-check').then(
          (m) => m.revokeToken(token),
          () => undefined,
        )
      : undefined,
  ]);
}
